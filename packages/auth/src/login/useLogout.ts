import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useAuthClient, useClearSession } from '../react/AuthProvider';
import { tokenAtom } from '../session';

/**
 * Sign-out after its confirmation (spec 1 §4). The session is cleared here first, and reads still in flight are
 * stopped, so no request carries the token after the platform revokes it (it would come back 401); then the
 * platform revokes that token. The player asked to leave: a network fault or an already dead token must not keep
 * them in, and a token the platform did not hear about expires there on its own.
 */
export function useLogout() {
  const client = useAuthClient();
  const clearSession = useClearSession();
  const queryClient = useQueryClient();
  const token = useAtomValue(tokenAtom);
  return useMutation({
    mutationFn: async () => {
      clearSession();
      await queryClient.cancelQueries();
      if (token === null) return;
      await client.call('logout', undefined, { headers: { Authorization: token } }).catch(() => undefined);
    },
  });
}
