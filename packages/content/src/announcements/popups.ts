import type { Announcement } from '@lobby/contract';

/** Who is looking: a visitor, a signed-in member, or a member just signed in for the first time. */
export type PopupAudience = 'visitor' | 'member' | 'firstLogin';

// Execution codes of contract §4.3: B before login, A after, F after a first login (shown before the A ones).
const executionsOf: Record<PopupAudience, string[]> = { visitor: ['B'], member: ['A'], firstLogin: ['F', 'A'] };

/** The popups for an audience, in the order they are shown. */
export function popupsFor(popups: readonly Announcement[] | null | undefined, audience: PopupAudience): Announcement[] {
  const executions = executionsOf[audience];
  return executions.flatMap((execution) =>
    (popups ?? []).filter((popup) => popup.execution?.trim().toUpperCase() === execution),
  );
}

/** The session flag a dismissal sets, as the platform's other clients name it. */
const flagOf = (audience: PopupAudience) => (audience === 'visitor' ? 'ANONYMOUS_POPUP' : 'USER_POPUP');

/** Whether this session has closed the popups of `audience` (`sessionStorage` `USER_POPUP`/`ANONYMOUS_POPUP`). */
export function popupsDismissed(audience: PopupAudience): boolean {
  try {
    return sessionStorage.getItem(flagOf(audience)) === 'closed';
  } catch {
    return false; // storage refused (privacy mode): show them, once per page load
  }
}

/** Remembers for the rest of the session that the popups of `audience` were closed. */
export function dismissPopups(audience: PopupAudience): void {
  try {
    sessionStorage.setItem(flagOf(audience), 'closed');
  } catch {
    // Storage refused: the popups show again on the next page load, which is all that is lost.
  }
}

/** The pictures of an announcement, in their order. */
export function imagesOf(announcement: Announcement): string[] {
  return [...(announcement.announcementImages ?? [])]
    .sort((a, b) => Number(a.sequence ?? 0) - Number(b.sequence ?? 0))
    .map((image) => image.url || image.imageUrl || '')
    .filter((url) => url !== '');
}
