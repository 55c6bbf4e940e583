import { atom } from 'jotai';

/** The URL parameter of a hand-off link (platform contract §6b): it carries a one-time hand-off code. */
const handOffParameter = 'token';

/**
 * The hand-off code the page was opened with, until it is spent or declined. Memory only: a code is good for one
 * session within its minute, so a reload that lost it has lost nothing the player can use.
 */
export const handOffCodeAtom = atom<string | null>(null);

/**
 * Takes the `?token=` of a hand-off link (a cross-domain hand-off, the app shell of a native client) out of the address
 * bar, so it is neither bookmarked nor sent on in a Referer, and answers it. It is a one-time code to spend with the
 * platform, never a session token: nothing is stored, and a session the page already has stays until the player
 * chooses (HandOffDialog).
 */
export function takeHandOffCode(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | null {
  const url = new URL(location.href);
  if (!url.searchParams.has(handOffParameter)) return null;
  const code = url.searchParams.get(handOffParameter)?.trim() ?? '';
  url.searchParams.delete(handOffParameter);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return code || null;
}
