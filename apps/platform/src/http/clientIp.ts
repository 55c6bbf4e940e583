import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The entries of a comma-separated forwarding header, in the order the proxies appended them. */
const entriesOf = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * The caller's address: the socket's, or, behind `proxies` trusted reverse proxies, the X-Forwarded-For entry the
 * outermost of them appended (the `proxies`-th from the right). Entries to the left of it are the client's own words
 * and are never believed. In-process requests (tests, app.request) have no socket and read as 127.0.0.1 unless a
 * trusted header says otherwise.
 */
export function clientIp(c: Context, proxies: number): string {
  if (proxies > 0) {
    const forwarded = entriesOf(c.req.header('x-forwarded-for'));
    const appended = forwarded[forwarded.length - proxies];
    if (appended) return appended;
  }
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    return '127.0.0.1';
  }
}

/** Whether the caller reached the site over https: the request's own scheme, or what the nearest trusted proxy saw. */
export function isHttps(c: Context, proxies: number): boolean {
  if (proxies > 0) {
    const scheme = entriesOf(c.req.header('x-forwarded-proto')).at(-1);
    if (scheme) return scheme.toLowerCase() === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

export function isLoopback(ip: string): boolean {
  const plain = ip.replace(/^::ffff:/, '');
  return plain === '::1' || plain.startsWith('127.');
}
