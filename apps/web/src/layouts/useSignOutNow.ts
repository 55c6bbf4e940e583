import { useLogout } from '@lobby/auth';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Ends the session without asking again, for a player who already chose to leave (a break started on the
 * responsible-gambling page, "Log out" in the reality check): home first, so no member-only address is left open
 * to send a visitor to the login, then the sign-in feature's sign-out.
 */
export function useSignOutNow(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutateAsync } = useLogout();
  return useCallback(async () => {
    await navigate({ to: '/', replace: true });
    await mutateAsync();
  }, [navigate, mutateAsync]);
}
