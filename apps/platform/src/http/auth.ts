import type { Context } from 'hono';
import type { Member } from '../db/schema';
import { memberForToken, tokenOf } from '../security/sessions';
import type { PlatformEnv } from './env';
import { apiErrors } from './errors';

/**
 * The member behind the request's raw `Authorization` token. A token that names no live session of this merchant
 * (unknown, expired, revoked, another merchant's) answers 401 `login.not.session`, as the real platform does even on
 * public feeds; no token answers 401 `CUSTOMER_NOT_LOGIN` when `required`, else undefined (anonymous).
 */
export async function authenticate(c: Context<PlatformEnv>, options: { required: true }): Promise<Member>;
export async function authenticate(
  c: Context<PlatformEnv>,
  options?: { required?: boolean },
): Promise<Member | undefined>;
export async function authenticate(
  c: Context<PlatformEnv>,
  options: { required?: boolean } = {},
): Promise<Member | undefined> {
  const token = tokenOf(c);
  if (!token) {
    if (options.required) throw apiErrors.notLoggedIn();
    return undefined;
  }
  const member = await memberForToken(c.var.platform.db, token, c.var.merchant.id);
  if (!member) throw apiErrors.sessionEnded();
  return member;
}
