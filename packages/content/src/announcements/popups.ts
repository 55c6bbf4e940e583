import type { Announcement } from '@lobby/contract';
import { readStorage, storageKeys, writeStorage } from '@lobby/storage';

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
const flagOf = (audience: PopupAudience) =>
  audience === 'visitor' ? storageKeys.ANONYMOUS_POPUP : storageKeys.USER_POPUP;

/**
 * Whether this session has closed the popups of `audience` (`sessionStorage` `USER_POPUP`/`ANONYMOUS_POPUP`). Where
 * storage is refused (privacy mode) they show again, once per page load.
 */
export function popupsDismissed(audience: PopupAudience): boolean {
  return readStorage(flagOf(audience)) === 'closed';
}

/** Remembers for the rest of the session that the popups of `audience` were closed. */
export function dismissPopups(audience: PopupAudience): void {
  writeStorage(flagOf(audience), 'closed');
}

/** The pictures of an announcement, in their order. */
export function imagesOf(announcement: Announcement): string[] {
  return [...(announcement.announcementImages ?? [])]
    .sort((a, b) => Number(a.sequence ?? 0) - Number(b.sequence ?? 0))
    .map((image) => image.url || image.imageUrl || '')
    .filter((url) => url !== '');
}
