import { useMutation } from '@tanstack/react-query';
import { useAuthClient, useClearSession } from '../react/AuthProvider';

/**
 * Sign-out after its confirmation (spec 1 §4): the platform revokes the token, then the session is cleared here
 * whatever the answer. The player asked to leave: a network fault or an already dead token must not keep them in,
 * and a token the platform did not hear about expires there on its own.
 */
export function useLogout() {
  const client = useAuthClient();
  const clearSession = useClearSession();
  return useMutation({
    mutationFn: async () => {
      try {
        await client.call('logout');
      } catch {
        // See above: the local half happens in every case.
      } finally {
        clearSession();
      }
    },
  });
}
