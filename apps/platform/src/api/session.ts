import { createHash, randomBytes } from 'node:crypto';
import { endpoints, type WireValueOf } from '@lobby/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  captchaCookie,
  captchaLifetimeMs,
  isCookieId,
  issueCaptcha,
  newCookieId,
  verifyCaptcha,
} from '../captcha/challenges';
import type { Database } from '../db/client';
import { members, type Member, type Merchant } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { flagOff } from '../http/merchant';
import { route, type RouteTable } from '../http/route';
import { defaultPassword, verifyPassword } from '../security/passwords';
import type { SlidingWindowLimiter } from '../security/rateLimit';
import { createSession, revokeSession, tokenOf } from '../security/sessions';

/** Member type of trial accounts (contract §2.4); agents are 1, 2, 41 and 42. */
export const trialType = 4;

/** The HttpOnly cookie by which a browser gets its own trial account back. */
export const trialCookie = 'lobby_trial';
export const trialCookieMaxAgeS = 7 * 24 * 60 * 60;
const trialSecretPattern = /^[A-Za-z0-9_-]{43}$/;

/** Counter key of an account, whether it exists or not: the merchant and the user name as typed, case folded. */
export function accountKey(merchantId: number, username: string): string {
  return `${merchantId}:${username.trim().toLowerCase()}`;
}

function hitOrRefuse(limiter: SlidingWindowLimiter, key: string): void {
  const verdict = limiter.hit(key);
  if (!verdict.allowed) throw apiErrors.tooManyRequests(verdict.retryAfterMs);
}

function secureCookie(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:';
}

/** The login answer (contract §2.1), also for free play: the token and the flags that steer the client after it. */
function loginValueOf(member: Member, token: string, passwordExpired: boolean): WireValueOf<'login'> {
  return {
    token,
    firstTimeLogin: member.firstLogin,
    passwordExpired,
    userName: member.username,
    id: member.id,
    customerId: member.id,
    customerType: member.type,
  };
}

/**
 * The member a login names at this merchant: by user name (case-insensitive); after a reset by SMS the client logs in
 * with the mobile number and type '' (contract §2.3), so that type also matches one member by mobile number, with or
 * without its dialing code.
 */
async function findLoginMember(
  db: Database,
  merchant: Merchant,
  username: string,
  type: string,
): Promise<Member | undefined> {
  const [byName] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(sql`lower(${members.username})`, username.toLowerCase())))
    .limit(1);
  if (byName || type !== '' || !/^\+?\d{6,20}$/.test(username)) return byName;
  const digits = username.replace(/^\+/, '');
  const byMobile = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchant.id),
        sql`(${members.mobile} = ${digits} or coalesce(${members.countryDialingCode}, '') || ${members.mobile} = ${digits})`,
      ),
    )
    .limit(2);
  return byMobile.length === 1 ? byMobile[0] : undefined;
}

async function afterLogin(db: Database, member: Member): Promise<void> {
  await db.update(members).set({ firstLogin: false, lastLoginAt: new Date() }).where(eq(members.id, member.id));
}

/** The trial account's user name, derived from the browser's secret: 'try' and ten hex digits of its SHA-256. */
function trialUsername(secret: string): string {
  return `try${createHash('sha256').update(secret).digest('hex').slice(0, 10)}`;
}

export function sessionRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  route(app, table, endpoints.rsaKey, (c) => c.var.platform.keys.modulusHex);

  route(app, table, endpoints.captcha, async (c, { ip }) => {
    const { platform } = c.var;
    const existing = getCookie(c, captchaCookie);
    const cookieId = isCookieId(existing) ? existing : newCookieId();

    for (const [limiter, key] of [
      [platform.limits.captcha, cookieId],
      [platform.limits.captchaPerIp, ip],
    ] as const) {
      const verdict = limiter.hit(key);
      if (!verdict.allowed) throw apiErrors.tooManyRequests(verdict.retryAfterMs);
    }

    const png = await issueCaptcha(platform.db, cookieId, platform.dev);
    setCookie(c, captchaCookie, cookieId, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: secureCookie(c),
      path: '/',
      maxAge: Math.round(captchaLifetimeMs / 1000),
    });
    return png.toString('base64');
  });

  /**
   * Login by user name and password. In order: the address's attempts (429), the account's lock (403
   * `us_forbidden_login_error`), the account's attempts (429), the captcha once this account failed often enough from
   * this address (400 `captcha_invalid`, `value.captcha`), then one argon2id verification whether or not the account
   * exists (400 `invalid_credentials`, with `value.captcha` from the failure that makes the captcha necessary).
   */
  route(app, table, endpoints.login, async (c, { body, merchant, ip }) => {
    const { platform } = c.var;
    const { db, limits, lockout } = platform;
    const username = body.username.trim();
    const { password } = body;
    if (!username || !password) {
      throw apiErrors.validation('Please enter the username and password', username ? 'password' : 'username');
    }
    if (body.type === 'sms') {
      if (flagOff(merchant, 'MOBILEVERCODELOGIN3')) {
        throw apiErrors.functionNotAvailable('MOBILEVERCODELOGIN3 is switched off for this site');
      }
      // SMS login codes come with /wps/verification/sms/noLogin, which this platform does not serve yet.
      throw apiErrors.functionNotAvailable('SMS login is not available yet');
    }

    const account = accountKey(merchant.id, username);
    hitOrRefuse(limits.loginPerIp, ip);
    const lockedFor = lockout.lockedFor(account);
    if (lockedFor > 0) throw apiErrors.accountLocked(lockedFor);
    hitOrRefuse(limits.loginPerAccount, account);

    const fromHere = `${account}|${ip}`;
    const captchaOn = !flagOff(merchant, 'CAPTCHA3');
    const captchaNeeded = () => captchaOn && limits.loginCaptcha.count(fromHere) >= limits.loginCaptcha.rule.limit;
    if (captchaNeeded()) {
      const answer = body.captcha?.trim();
      // Checking uses the image up: each one allows a single guess.
      if (!answer || !(await verifyCaptcha(db, getCookie(c, captchaCookie), answer))) {
        throw apiErrors.captchaRequired();
      }
    }

    const member = await findLoginMember(db, merchant, username, body.type);
    // Trial accounts have no password; an unknown account still costs one verification, like a known one.
    const stored = member && member.type !== trialType ? member.passwordHash : undefined;
    const matches = await verifyPassword(stored, password);
    if (!member || !matches) {
      limits.loginCaptcha.hit(fromHere);
      const lockMs = lockout.fail(account);
      if (lockMs > 0) throw apiErrors.accountLocked(lockMs);
      throw apiErrors.invalidCredentials(captchaNeeded());
    }

    limits.loginPerAccount.forget(account);
    limits.loginCaptcha.forget(fromHere);
    lockout.forget(account);
    const { token } = await createSession(db, member.id, { ip });
    await afterLogin(db, member);
    // The default password counts as expired: the member is sent to change it (spec §4, login flow step 7).
    return loginValueOf(member, token, member.passwordExpired || password === defaultPassword);
  });

  /**
   * Free play (FREEPLAY3): a trial account (type 4) and a session for it. The account is tied to the browser by an
   * HttpOnly cookie holding a random secret, so the same browser gets the same account back; new accounts are limited
   * per address.
   */
  route(app, table, endpoints.freePlayLogin, async (c, { merchant, ip }) => {
    const { db, limits } = c.var.platform;
    const held = getCookie(c, trialCookie);
    let secret = held !== undefined && trialSecretPattern.test(held) ? held : undefined;
    const [existing] = secret
      ? await db
          .select()
          .from(members)
          .where(
            and(
              eq(members.merchantId, merchant.id),
              eq(members.username, trialUsername(secret)),
              eq(members.type, trialType),
            ),
          )
          .limit(1)
      : [];
    let member = existing;
    if (!member || !secret) {
      hitOrRefuse(limits.freePlayPerIp, ip);
      secret = randomBytes(32).toString('base64url');
      [member] = await db
        .insert(members)
        .values({
          merchantId: merchant.id,
          username: trialUsername(secret),
          // Not an argon2 hash: no password opens a trial account.
          passwordHash: '!',
          nickname: 'Trial player',
          type: trialType,
          firstLogin: true,
          language: merchant.defaultLanguage,
        })
        .returning();
      if (!member) throw apiErrors.internal();
    }
    setCookie(c, trialCookie, secret, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: secureCookie(c),
      path: '/',
      maxAge: trialCookieMaxAgeS,
    });
    const { token } = await createSession(db, member.id, { ip });
    await afterLogin(db, member);
    return loginValueOf(member, token, false);
  });

  /**
   * Ends the session of the token sent. Without a token there is nothing to end; a token that is no longer live was
   * refused before this runs (401 `login.not.session`), as on every call.
   */
  route(app, table, endpoints.logout, async (c, { member }) => {
    const token = tokenOf(c);
    if (member && token) await revokeSession(c.var.platform.db, token);
    return null;
  });
}
