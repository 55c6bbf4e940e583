import { defaultMemberCentrePage, memberCentrePages, type MemberCentrePage } from '@lobby/frame';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

/** The open member-centre page in the address (`?member=transferFund`), so reload, back and a shared link reopen it. */
// The other parameters belong to the routes that read them (a game centre's vendor, a lobby's game), so they pass.
export type MemberCentreSearch = { member?: MemberCentrePage } & Record<string, unknown>;

/** The root route's search: `member` a known page key or absent (an unknown key is dropped, not an error). */
export function validateMemberCentreSearch(search: Record<string, unknown>): MemberCentreSearch {
  const { member, ...rest } = search;
  return memberCentrePages.includes(member as MemberCentrePage)
    ? { ...rest, member: member as MemberCentrePage }
    : rest;
}

/** The page the address opens, or null when the member centre is closed. */
export function useMemberCentrePage(): MemberCentrePage | null {
  // Read from the location: the popups render beside the routes, where a match's search is not the page's.
  const search = useRouterState({ select: (state) => state.location.search });
  return validateMemberCentreSearch(search).member ?? null;
}

/**
 * Shows a member-centre page, or closes the centre (null), in the address of the current route. Opening and closing
 * are history entries (back undoes them); moving between pages of the open centre replaces the entry.
 */
export function useSetMemberCentrePage(): (
  page: MemberCentrePage | '' | null,
  options?: { replace?: boolean },
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
          const { member: _closed, ...rest } = previous;
          return page === null ? rest : { ...rest, member: page || defaultMemberCentrePage };
        },
        // The page's own #anchor (a promotion, a help section) stays.
        hash: true,
        replace: options?.replace,
      });
    },
    [navigate, from],
  );
}
