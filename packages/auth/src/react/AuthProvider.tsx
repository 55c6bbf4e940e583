import type { ApiClient } from '@lobby/api-client';
import type { Member } from '@lobby/contract';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { HumanCheckProvider, type HumanChecker } from '../humanCheck';
import type { IdentityService } from '../identity/identity';
import { rolesOf, visitorRoles, type RoleConfig, type Roles } from '../roles';
import { firstLoginAtom, knownPasswordAtom, memberAtomsOf, tokenAtom } from '../session';
import { clearSession } from '../storage';

interface AuthContextValue {
  client: ApiClient;
  roles: RoleConfig;
  /** The brand's identity provider: third-party sign-in and, when it has `phone`, SMS codes. None: neither. */
  identity?: IdentityService | undefined;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps extends AuthContextValue {
  /** A third-party human check (geetest, ...); the reference platform's slider puzzle by default. */
  humanCheck?: HumanChecker;
  children: ReactNode;
}

/**
 * Gives the session hooks and the account flows the API client, the brand's role types, its identity provider and the
 * human check. The session is read from jotai atoms; the account flows' calls need a QueryClientProvider above them.
 */
export function AuthProvider({ client, roles, identity, humanCheck, children }: AuthProviderProps) {
  const value = useMemo(() => ({ client, roles, identity }), [client, roles, identity]);
  return (
    <AuthContext.Provider value={value}>
      <HumanCheckProvider checker={humanCheck}>{children}</HumanCheckProvider>
    </AuthContext.Provider>
  );
}

function useAuthContext(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('Session hooks need an <AuthProvider> above them');
  return value;
}

/** The API client the account flows call the platform with. */
export function useAuthClient(): ApiClient {
  return useAuthContext().client;
}

/** The brand's identity provider, or null when it signs players in through the platform alone. */
export function useIdentity(): IdentityService | null {
  return useAuthContext().identity ?? null;
}

/** The brand's member types of agents and trial accounts. */
export function useRoleConfig(): RoleConfig {
  return useAuthContext().roles;
}

export interface Session extends Roles {
  token: string | null;
  member: Member | null;
  /** visitor: no token or the platform knows none; checking: a token is stored and member info is on its way. */
  status: 'visitor' | 'checking' | 'member';
}

/** Who is using the site: the token, member info and the roles the brand derives from the member type. */
export function useSession(): Session {
  const { client, roles } = useAuthContext();
  const token = useAtomValue(tokenAtom);
  const checked = useAtomValue(memberAtomsOf(client).settled);
  const known = token !== null && checked?.token === token;
  const member = known ? checked.member : null;
  const status = member ? 'member' : token !== null && !known ? 'checking' : 'visitor';
  return { token, member, status, ...rolesOf(member, roles) };
}

/**
 * The roles for an action the player just started: at once for a visitor or a known member; while a stored token is
 * still being checked, once member info answers (a refused token reads as a visitor). Without it a signed-in player
 * who clicks during the check would be taken for a visitor and sent to log in.
 */
export function useSettledRoles(): () => Promise<Roles> {
  const { client, roles } = useAuthContext();
  const store = useStore();
  return useCallback(async () => {
    const checked = await store.get(memberAtomsOf(client).check);
    return checked ? rolesOf(checked.member, roles) : visitorRoles;
  }, [client, roles, store]);
}

/**
 * Ends the session on this side (spec 1 §4): clears session storage except the merchant code, forgets the token and
 * the member. The platform call (`DELETE /wps/session/logout`) and its confirmation belong to the caller.
 */
export function useClearSession(): () => void {
  const setToken = useSetAtom(tokenAtom);
  const setKnownPassword = useSetAtom(knownPasswordAtom);
  const setFirstLogin = useSetAtom(firstLoginAtom);
  return useCallback(() => {
    clearSession();
    setToken(null);
    setKnownPassword(null);
    setFirstLogin(false);
  }, [setToken, setKnownPassword, setFirstLogin]);
}

/**
 * Asks the platform for the member again (after a change member info reflects, such as a new password); resolves
 * once it has answered. The session stays as it was meanwhile.
 */
export function useRefreshMember(): () => Promise<void> {
  const client = useAuthClient();
  const store = useStore();
  return useCallback(async () => {
    const { check } = memberAtomsOf(client);
    store.set(check);
    await store.get(check);
  }, [client, store]);
}
