import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { isYes } from '../login/loginOutcome';
import { useAuthClient } from '../react/AuthProvider';
import { firstLoginAtom, knownPasswordAtom, tokenAtom } from '../session';
import { storePasswordChangeRequired } from '../storage';

/**
 * Spends a hand-off code with the platform (`redeemSessionHandoff`): its answer is a login value, taken in as a
 * login's is (the token stored, the first-login mark); no password was typed, so none is kept.
 */
export function useRedeemHandOff() {
  const client = useAuthClient();
  const setToken = useSetAtom(tokenAtom);
  const setFirstLogin = useSetAtom(firstLoginAtom);
  const setKnownPassword = useSetAtom(knownPasswordAtom);
  return useMutation({
    mutationFn: async (code: string) => {
      const value = await client.call('redeemSessionHandoff', { code });
      setKnownPassword(null);
      storePasswordChangeRequired(false);
      setFirstLogin(isYes(value.firstTimeLogin));
      setToken(value.token);
      return value;
    },
  });
}
