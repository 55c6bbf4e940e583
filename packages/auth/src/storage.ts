import type { Member } from '@lobby/contract';

/** sessionStorage keys the platform's other clients share with this one (platform contract §6b). */
export const sessionKeys = {
  token: 'token',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  account: 'account',
  username: 'username',
  nickname: 'nickname',
  customerId: 'customerId',
  isAgent: 'isAgent',
} as const;

/**
 * The keys a sign-out keeps: the merchant code, so the next visitor's calls still name the merchant, and whether
 * this tab closed the visitors' popups already (`ANONYMOUS_POPUP`), so signing out does not greet the player again.
 */
const keptOnSignOut = [sessionKeys.merchant, sessionKeys.merchantCode, 'ANONYMOUS_POPUP'] as const;

// Storage throws in some privacy modes and sandboxed frames: the session then lives in memory for the visit only.
function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function read(key: string): string | null {
  try {
    return session()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) session()?.removeItem(key);
    else session()?.setItem(key, value);
  } catch {
    // See session(): nothing more to do.
  }
}

/** The raw session token (`sessionStorage.token`), or null when nobody is signed in. */
export const readToken = (): string | null => read(sessionKeys.token) || null;

export const storeToken = (token: string | null): void => write(sessionKeys.token, token);

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
  const handed = url.searchParams.get(sessionKeys.token)?.trim();
  if (handed) {
    storeToken(handed);
    url.searchParams.delete(sessionKeys.token);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return readToken();
}

/** Records the merchant code where the platform's scripts look for it; sign-out keeps it. */
export function storeMerchantCode(merchantCode: string): void {
  write(sessionKeys.merchant, merchantCode);
  write(sessionKeys.merchantCode, merchantCode);
}

/** What the original clients keep of the member for the session (spec 1 §3): nickname, account, id, type. */
export function storeMember(member: Member): void {
  write(sessionKeys.account, member.account);
  write(sessionKeys.username, member.account);
  write(sessionKeys.nickname, member.nickname ?? null);
  write(sessionKeys.customerId, String(member.id));
  write(sessionKeys.isAgent, String(member.type));
}

/**
 * Clears the session as sign-out does (spec 1 §4): every sessionStorage key goes except those of `keptOnSignOut`,
 * which are written back. Nothing in localStorage is touched: the chosen language stays.
 */
export function clearSession(): void {
  const kept = keptOnSignOut.map((key) => [key, read(key)] as const);
  try {
    session()?.clear();
  } catch {
    // See session().
  }
  for (const [key, value] of kept) if (value !== null) write(key, value);
}
