import type { LoginValue } from '@lobby/contract';
import { useFlag } from '@lobby/whitelabel/react';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useRoleConfig } from '../react/AuthProvider';
import { firstLoginAtom, knownPasswordAtom, tokenAtom } from '../session';
import { storePasswordChangeRequired } from '../storage';
import { isYes, loginOutcome, type LoginOutcome, type LoginType } from './loginOutcome';

export interface LoginSuccess {
  outcome: LoginOutcome;
  value: LoginValue;
}

/**
 * Takes in what a successful login answered (spec 1 §4 step 5): the token in session storage, the first-login mark,
 * the typed password kept in memory only when it must be changed next; resolves where the player goes.
 */
export function useAcceptLogin(): (value: LoginValue, login: { type: LoginType; password: string }) => LoginSuccess {
  const { agentTypes } = useRoleConfig();
  const forceChangeOnExpiry = useFlag('PWDEXPFORCECHANGE3');
  const setToken = useSetAtom(tokenAtom);
  const setFirstLogin = useSetAtom(firstLoginAtom);
  const setKnownPassword = useSetAtom(knownPasswordAtom);
  return useCallback(
    (value, { type, password }) => {
      const outcome = loginOutcome({ value, password, type, forceChangeOnExpiry, agentTypes });
      setKnownPassword(outcome === 'changePassword' ? password : null);
      storePasswordChangeRequired(outcome === 'changePassword');
      setFirstLogin(isYes(value.firstTimeLogin));
      setToken(value.token);
      return { outcome, value };
    },
    [agentTypes, forceChangeOnExpiry, setFirstLogin, setKnownPassword, setToken],
  );
}
