import type { Member } from '@lobby/contract';
import { clearStorage, readStorage, storageKeys, writeStorage } from '@lobby/storage';

/**
 * The keys a sign-out keeps: the merchant code, so the next visitor's calls still name the merchant, and whether
 * this tab closed the visitors' popups already (`ANONYMOUS_POPUP`), so signing out does not greet the player again.
 */
const keptOnSignOut = [storageKeys.merchant, storageKeys.merchantCode, storageKeys.ANONYMOUS_POPUP] as const;

/**
 * The `?token=` of a hand-off URL (platform contract §6b). A URL parameter, not a storage key, though the token it
 * carries ends up in sessionStorage `token`.
 */
const handOffParameter = 'token';

/** The raw session token (`sessionStorage.token`), or null when nobody is signed in. */
export const readToken = (): string | null => readStorage(storageKeys.token) || null;

export const storeToken = (token: string | null): void => {
  writeStorage(storageKeys.token, token);
};

/**
 * Moves a `?token=` handed over in the URL (a cross-domain hand-off, the app shell of a native client) into session
 * storage and takes it out of the address bar, so it is neither bookmarked nor sent on in a Referer. Returns the
 * token now stored, if any.
 */
export function adoptUrlToken(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | null {
  const url = new URL(location.href);
  const handed = url.searchParams.get(handOffParameter)?.trim();
  if (handed) {
    storeToken(handed);
    url.searchParams.delete(handOffParameter);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return readToken();
}

/** Records the merchant code where the platform's scripts look for it; sign-out keeps it. */
export function storeMerchantCode(merchantCode: string): void {
  writeStorage(storageKeys.merchant, merchantCode);
  writeStorage(storageKeys.merchantCode, merchantCode);
}

/** What the original clients keep of the member for the session (spec 1 §3): nickname, account, id, type. */
export function storeMember(member: Member): void {
  writeStorage(storageKeys.account, member.account);
  writeStorage(storageKeys.username, member.account);
  writeStorage(storageKeys.nickname, member.nickname ?? null);
  writeStorage(storageKeys.customerId, String(member.id));
  writeStorage(storageKeys.isAgent, String(member.type));
}

/**
 * Clears the session as sign-out does (spec 1 §4): every sessionStorage key goes except those of `keptOnSignOut`.
 * Nothing in localStorage is touched: the chosen language stays.
 */
export function clearSession(): void {
  clearStorage('session', { keep: keptOnSignOut });
}
