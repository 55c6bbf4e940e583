import { defaultMemberCentrePage, memberCentrePages, type MemberCentrePage } from '@lobby/frame';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * The open member-centre page in the address (`?member=transferFund`), so reload, back and a shared link reopen it,
 * and the part of it another page sent the member to (`&memberSection=bindMobile`), which the page opens.
 */
// The other parameters belong to the routes that read them (a game centre's vendor, a lobby's game), so they pass.
export type MemberCentreSearch = { member?: MemberCentrePage; memberSection?: string } & Record<string, unknown>;

/** A section's name: a word (the page ignores one it does not have). */
const sectionName = /^[A-Za-z]{1,40}$/;

/**
 * The root route's search: `member` a known page key or absent (an unknown key is dropped, not an error);
 * `memberSection` only beside a page, and only a word.
 */
export function validateMemberCentreSearch(search: Record<string, unknown>): MemberCentreSearch {
  const { member, memberSection, ...rest } = search;
  if (!memberCentrePages.includes(member as MemberCentrePage)) return rest;
  const section = typeof memberSection === 'string' && sectionName.test(memberSection) ? memberSection : undefined;
  return { ...rest, member: member as MemberCentrePage, ...(section && { memberSection: section }) };
}

/** The page the address opens, or null when the member centre is closed. */
export function useMemberCentrePage(): MemberCentrePage | null {
  // Read from the location: the popups render beside the routes, where a match's search is not the page's.
  const search = useRouterState({ select: (state) => state.location.search });
  return validateMemberCentreSearch(search).member ?? null;
}

/** The section of the open page the address names, if any. */
export function useMemberCentreSection(): string | undefined {
  const search = useRouterState({ select: (state) => state.location.search });
  return validateMemberCentreSearch(search).memberSection;
}

/**
 * Shows a member-centre page, or closes the centre (null), in the address of the current route, with the section of
 * it to open if one is given. Opening and closing are history entries (back undoes them); moving between pages of the
 * open centre replaces the entry.
 */
export function useSetMemberCentrePage(): (
  page: MemberCentrePage | '' | null,
  options?: { replace?: boolean; section?: string | undefined },
) => void {
  const navigate = useNavigate();
  // The popups render beside the routes: '.' is the page the player is on, not the root route.
  const from = useRouterState({ select: (state) => state.matches.at(-1)?.fullPath });
  return useCallback(
    (page, options) => {
      void navigate({
        from,
        to: '.',
        search: (previous: Record<string, unknown>) => {
          const { member: _closed, memberSection: _section, ...rest } = previous;
          if (page === null) return rest;
          const section = options?.section;
          return { ...rest, member: page || defaultMemberCentrePage, ...(section && { memberSection: section }) };
        },
        // The page's own #anchor (a promotion, a help section) stays.
        hash: true,
        replace: options?.replace,
      });
    },
    [navigate, from],
  );
}
