import { endpoints } from '@lobby/contract';
import type { Context } from 'hono';
import type { Member } from '../db/schema';
import { memberForToken, tokenOf } from '../security/sessions';
import type { PlatformEnv } from './env';
import { apiErrors } from './errors';

/**
 * What a session opened by a password the member must change may do: read (the member, the balance, the lists the
 * site shows around the change), change the password and leave. Nothing that launches a game or moves money,
 * whatever the client does.
 */
const callKey = (def: { method: string; path: string }) => `${def.method} ${def.path}`;
const launches: ReadonlySet<string> = new Set([endpoints.launchGame, endpoints.fbSportsLaunch].map(callKey));
const writesBeforePasswordChange: ReadonlySet<string> = new Set(
  [endpoints.changePassword, endpoints.logout].map(callKey),
);

function allowedBeforePasswordChange(c: Context<PlatformEnv>): boolean {
  const key = callKey({ method: c.req.method, path: c.req.path });
  return c.req.method === 'GET' ? !launches.has(key) : writesBeforePasswordChange.has(key);
}

/**
 * The member behind the request's raw `Authorization` token. A token that names no live session of this merchant
 * (unknown, expired, revoked, another merchant's) answers 401 `login.not.session`, as the real platform does even on
 * public feeds; no token answers 401 `CUSTOMER_NOT_LOGIN` when `required`, else undefined (anonymous). A session that
 * must change its password first answers 403 `password_change_required` to every call but the few it may make.
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
  const { platform, merchant } = c.var;
  const found = await memberForToken(platform.db, token, merchant, new Date(platform.clock()));
  if (!found) throw apiErrors.sessionEnded();
  if (found.passwordChangeRequired && !allowedBeforePasswordChange(c)) {
    throw apiErrors.passwordChangeRequired();
  }
  return found.member;
}
