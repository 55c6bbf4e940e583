import { loginPopupAtom, readPasswordChangeRequired, readToken } from '@lobby/auth';
import { redirect } from '@tanstack/react-router';
import type { Shell } from '../context/createShell';
import { isHomePath } from '../games/centres';
import type { RouterContext } from '../routerContext';

/**
 * `beforeLoad` of routes that need a session (spec 1 §2): without a stored token they go to /login (which opens
 * the login popup over home). The token is read from session storage, as the platform's other clients do.
 */
export function requireSession(): void {
  if (!readToken()) throw redirect({ to: '/login', replace: true });
}

/** Where a session that must change its password first is held (spec 1 §4 step 7). */
export const passwordChangePath = '/changePassword';

/**
 * `beforeLoad` of every route: a session that must change its password (a login with the default or an expired one)
 * goes nowhere but the change until it is done, or until the player signs out there. The platform refuses that
 * session everything else anyway; this keeps the screens from pretending otherwise.
 */
export function holdForPasswordChange({ location }: { location: { pathname: string } }): void {
  if (location.pathname === passwordChangePath || !readToken() || !readPasswordChangeRequired()) return;
  throw redirect({ to: passwordChangePath, replace: true });
}

/** `beforeLoad` of /login: the login page is the home page with the login popup open. */
export function openLoginOverHome(store: Shell['store']): never {
  store.set(loginPopupAtom, true);
  throw redirect({ to: '/', replace: true });
}

/**
 * The root route's loader: the home page paints without Query's code (decision 0043); every other page reads server
 * state through it, and waits for it beside its own chunk.
 */
export async function waitForQueries({
  location,
  context,
}: {
  location: { pathname: string };
  context: RouterContext;
}) {
  if (!isHomePath(location.pathname)) await context.queries.ready();
}
