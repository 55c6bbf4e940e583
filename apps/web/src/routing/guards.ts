import { loginPopupAtom, readToken } from '@lobby/auth';
import { redirect } from '@tanstack/react-router';
import type { Shell } from '../context/createShell';

/**
 * `beforeLoad` of routes that need a session (spec 1 §2): without a stored token they go to /login (which opens
 * the login popup over home). The token is read from session storage, as the platform's other clients do.
 */
export function requireSession(): void {
  if (!readToken()) throw redirect({ to: '/login', replace: true });
}

/** `beforeLoad` of /login: the login page is the home page with the login popup open. */
export function openLoginOverHome(store: Shell['store']): never {
  store.set(loginPopupAtom, true);
  throw redirect({ to: '/', replace: true });
}
