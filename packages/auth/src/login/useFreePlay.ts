import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useAuthClient } from '../react/AuthProvider';
import { firstLoginAtom, knownPasswordAtom, tokenAtom } from '../session';
import type { LoginSuccess } from './useLogin';

/**
 * Free play (FREEPLAY3, spec 1 §4): the platform makes or finds this browser's trial account and answers a login
 * value; the token goes where a login's goes and the trial player lands on `/`.
 */
export function useFreePlay(onSuccess: (result: LoginSuccess) => void) {
  const client = useAuthClient();
  const setToken = useSetAtom(tokenAtom);
  const setFirstLogin = useSetAtom(firstLoginAtom);
  const setKnownPassword = useSetAtom(knownPasswordAtom);
  return useMutation({
    mutationFn: async (): Promise<LoginSuccess> => {
      const value = await client.call('freePlayLogin', { os: 'web', platform: 'W' });
      setKnownPassword(null);
      setFirstLogin(false);
      setToken(value.token);
      return { outcome: 'home', value };
    },
    onSuccess: (result) => onSuccess(result),
  });
}
