import type { Member } from '@lobby/contract';
import { clearStorage, readStorage, storageKeys, writeStorage } from '@lobby/storage';

/**
 * The keys a sign-out keeps: the merchant code, so the next visitor's calls still name the merchant, and whether
 * this tab closed the visitors' popups already (`ANONYMOUS_POPUP`), so signing out does not greet the player again.
 */
const keptOnSignOut = [storageKeys.merchant, storageKeys.merchantCode, storageKeys.ANONYMOUS_POPUP] as const;

/** The raw session token (`sessionStorage.token`), or null when nobody is signed in. */
export const readToken = (): string | null => readStorage(storageKeys.token) || null;

export const storeToken = (token: string | null): void => {
  writeStorage(storageKeys.token, token);
};

/**
 * Whether this tab's session must change its password before anything else (spec 1 §4 step 7): set by a login with
 * the default or an expired password, cleared by the change and by sign-out. A flag, never the password.
 */
export const readPasswordChangeRequired = (): boolean => readStorage(storageKeys.passwordChangeRequired) === '1';

export const storePasswordChangeRequired = (required: boolean): void => {
  writeStorage(storageKeys.passwordChangeRequired, required ? '1' : null);
};

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
