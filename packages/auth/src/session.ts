import type { ApiClient } from '@lobby/api-client';
import type { Member } from '@lobby/contract';
import { atom, type Atom, type WritableAtom } from 'jotai';
import { atomWithDefault, atomWithRefresh, unwrap } from 'jotai/utils';
import { readToken, storeMember, storeToken } from './storage';

// Read from sessionStorage the first time a store asks, so each store (each test) starts from what is stored.
const storedTokenAtom = atomWithDefault<string | null>(() => readToken());

/**
 * The session token: what the screens take for the session and, given to the API client as its `token` reader, what
 * every call sends. Writing it writes `sessionStorage.token` too (null removes it), where the route guards, the next
 * page load and the platform's other clients read it; where storage is blocked the session lasts for the visit.
 */
export const tokenAtom = atom(
  (get) => get(storedTokenAtom),
  (_get, set, token: string | null) => {
    storeToken(token);
    set(storedTokenAtom, token);
  },
);

/** Whether the login popup is open: the header, `/login` and guarded actions open it. */
export const loginPopupAtom = atom(false);

/**
 * What the header's login form (spec 1 §2: its header variant) hands to the login popup: the popup's user-name form
 * takes it once, fills itself in and, with both filled, logs in. Memory only; cleared by the form that takes it.
 */
export const headerCredentialsAtom = atom<{ username: string; password: string } | null>(null);

/** The member for a token, as the platform answered (null: a refused or failed check). */
export interface CheckedToken {
  token: string;
  member: Member | null;
}

interface MemberAtoms {
  /** The check of the current token: null without one, a promise while asked. */
  check: WritableAtom<Promise<CheckedToken> | null, [], void>;
  /**
   * The last settled check (null without a token), kept while a token is checked again (after a password change);
   * undefined before the first answer.
   */
  settled: Atom<CheckedToken | null | undefined>;
}

const memberAtomsByClient = new WeakMap<ApiClient, MemberAtoms>();

/**
 * Member info for the stored token (spec 1 §4: a token in the URL or in session storage triggers a member-info fetch;
 * success marks the user logged in), asked once per token and again when refreshed (`set(atom)`). Keeps the session
 * keys the platform's other clients read. Jotai atoms rather than a query: the header reads them at the first paint,
 * before TanStack Query's code is loaded (decision 0043). One set per API client.
 */
export function memberAtomsOf(client: ApiClient): MemberAtoms {
  let atoms = memberAtomsByClient.get(client);
  if (!atoms) {
    const check = atomWithRefresh((get) => {
      const token = get(tokenAtom);
      if (token === null) return null;
      return client.call('memberInfo').then(
        (member): CheckedToken => {
          if (member) storeMember(member);
          return { token, member };
        },
        // A refused session is not worth asking again; the client has already ended it.
        (): CheckedToken => ({ token, member: null }),
      );
    });
    atoms = { check, settled: unwrap(check, (previous) => previous) };
    memberAtomsByClient.set(client, atoms);
  }
  return atoms;
}

/**
 * Set by a login whose answer says it is the account's first (spec 1 §4 step 5): the first-login popups (execution
 * code F) read it.
 */
export const firstLoginAtom = atom(false);

/**
 * The password just typed by a login that must change it (default or expired), so the change form need not ask for
 * it again. Memory only, never storage; cleared by the change and by sign-out.
 */
export const knownPasswordAtom = atom<string | null>(null);

/** The password-change popup: `'expired'` when a login with an expired password opened it. */
export const changePasswordPopupAtom = atom<false | 'expired' | 'asked'>(false);
