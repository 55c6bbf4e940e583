import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address: the socket's, or the first X-Forwarded-For entry when the platform runs behind a trusted
 * proxy. In-process requests (tests, app.request) have no socket and read as 127.0.0.1 unless a trusted header says
 * otherwise.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    return '127.0.0.1';
  }
}

export function isLoopback(ip: string): boolean {
  const plain = ip.replace(/^::ffff:/, '');
  return plain === '::1' || plain.startsWith('127.');
}
