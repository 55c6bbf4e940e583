import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isHttps } from './clientIp';
import type { PlatformEnv } from './env';

/**
 * The platform's own cookies (the captcha's and the trial account's): HttpOnly, SameSite=Lax, for the whole site.
 * Over https (the socket's, or what the trusted proxy saw) they are Secure and named `__Host-<name>`, which a browser
 * keeps only host-only, Secure and at Path=/: no sibling subdomain and no plain-http page can set or shadow them.
 * Over http (localhost, an address on the local network) the browser would drop such a cookie, so the name is plain.
 */
function isSecure(c: Context<PlatformEnv>): boolean {
  return isHttps(c, c.var.platform.trustProxy);
}

/** The cookie `name` as this request's scheme names it. */
export function cookieName(c: Context<PlatformEnv>, name: string): string {
  return isSecure(c) ? `__Host-${name}` : name;
}

/** The value of the platform cookie `name` this request sends (only the name its scheme uses counts). */
export function readCookie(c: Context<PlatformEnv>, name: string): string | undefined {
  return getCookie(c, cookieName(c, name));
}

/** Sets the platform cookie `name` for `maxAgeSeconds`. */
export function writeCookie(c: Context<PlatformEnv>, name: string, value: string, maxAgeSeconds: number): void {
  setCookie(c, cookieName(c, name), value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c),
    path: '/',
    maxAge: maxAgeSeconds,
  });
}
