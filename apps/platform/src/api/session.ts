import { createHash, randomBytes } from 'node:crypto';
import { endpoints, errorCodes, type WireValueOf } from '@lobby/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { InferOutput } from 'valibot';
import {
  captchaCookie,
  captchaLifetimeMs,
  isCookieId,
  issueCaptcha,
  newCookieId,
  verifyCaptcha,
} from '../captcha/challenges';
import { requireSlider, sliderRequired } from '../captcha/slider';
import type { Database } from '../db/client';
import { handoffCodes, members, type Member, type Merchant } from '../db/schema';
import type { Platform, PlatformEnv } from '../http/env';
import { apiErrors, hitOrRefuse } from '../http/errors';
import { readCookie, writeCookie } from '../http/cookies';
import { route, type RouteTable } from '../http/route';
import { ApiError } from '../lib/apiError';
import { flagOff, flagOn } from '../merchants/whitelabel';
import type { IdentityChannel } from '../security/identityTokens';
import { defaultPassword, verifyPassword } from '../security/passwords';
import { spendCode, spendPass } from '../security/verificationCodes';
import { refuseExcluded } from '../security/selfExclusion';
import { createSession, hashToken, revokeSession, tokenOf, updateMember } from '../security/sessions';
import { addressStanding, recordAddress } from '../security/knownAddresses';
import { memberForSocialSignIn, providerClaims } from './identitySignIn';
import { addressVerificationNeeded, secondFactorMatches, verificationMethods } from './loginVerification';
import { trialType } from './memberTypes';
import { memberByMobile, mobileDigits, targetOfMember } from './mobile';

type LoginBody = InferOutput<typeof endpoints.login.body>;

/** The HttpOnly cookie by which a browser gets its own trial account back. */
export const trialCookie = 'lobby_trial';
export const trialCookieMaxAgeS = 7 * 24 * 60 * 60;

/** How long a hand-off code opens a session. */
export const handoffLifetimeMs = 60_000;
const trialSecretPattern = /^[A-Za-z0-9_-]{43}$/;

/** Counter key of an account, whether it exists or not: the merchant and the user name as typed, case folded. */
export function accountKey(merchantId: number, username: string): string {
  return `${merchantId}:${username.trim().toLowerCase()}`;
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
  if (byName || type !== '') return byName;
  const digits = mobileDigits(username);
  return digits ? memberByMobile(db, merchant, digits) : undefined;
}

async function afterLogin(db: Database, member: Member): Promise<void> {
  await updateMember(db, member.id, { firstLogin: false, lastLoginAt: new Date() });
}

/**
 * A new session for the member, the first-login flag reported once: the login answer (also after registering, free
 * play and every kind of login). The address becomes (or stays) one the member is known from (LOGINIPVERF3).
 */
export async function startSession(
  platform: Pick<Platform, 'db' | 'clock'>,
  member: Member,
  ip: string,
  passwordExpired: boolean,
  options: { passwordChangeRequired?: boolean } = {},
): Promise<WireValueOf<'login'>> {
  const { db } = platform;
  await refuseExcluded(db, member.id, new Date(platform.clock()));
  const { token } = await createSession(db, member.id, { ip, now: new Date(platform.clock()), ...options });
  await recordAddress(db, member.id, ip);
  await afterLogin(db, member);
  return loginValueOf(member, token, passwordExpired);
}

/**
 * The client's own login right after a reset by SMS (type '', the mobile number, no slider: contract §2.3): it
 * passes without the slider once, within two minutes of the reset, which left a pass for the member's number.
 */
async function loginAfterReset(
  db: Database,
  merchant: Merchant,
  username: string,
  body: { type: string; geetestSeccode?: string | undefined },
  now: number,
): Promise<boolean> {
  if (body.type !== '' || body.geetestSeccode) return false;
  const member = await findLoginMember(db, merchant, username, '');
  const target = member && targetOfMember(member);
  return target !== undefined && spendPass(db, { merchantId: merchant.id, purpose: 'afterReset', target }, now);
}

/**
 * Login by SMS code (MOBILEVERCODELOGIN3): the user name is the mobile number, with or without its dialing code, the
 * password the code from /wps/verification/sms/noLogin, spent by a success. The address's and the account's limits
 * and the lock apply as to a password login (keyed by the number as typed); no slider, no image captcha: the code is
 * the proof, and five wrong tries kill it. A wrong code and an unknown number answer alike: 400
 * `verification_code_invalid`.
 */
async function smsLogin(
  c: Context<PlatformEnv>,
  { username, code, merchant, ip }: { username: string; code: string; merchant: Merchant; ip: string },
): Promise<WireValueOf<'login'>> {
  const { db, limits, lockout, clock } = c.var.platform;
  if (flagOff(merchant, 'MOBILEVERCODELOGIN3')) {
    throw apiErrors.functionNotAvailable('MOBILEVERCODELOGIN3 is switched off for this site');
  }
  const digits = mobileDigits(username);
  if (!digits) throw apiErrors.validation('Please enter a valid mobile number', 'username');
  const account = accountKey(merchant.id, digits);
  await hitOrRefuse(limits.loginPerIp, ip);
  await refuseWhileLocked(c, account, ip, () => memberByMobile(db, merchant, digits));
  await hitOrRefuse(limits.loginPerAccount, `${account}|${ip}`);

  const member = await memberByMobile(db, merchant, digits);
  const target = member && targetOfMember(member);
  const spent =
    target !== undefined &&
    (await spendCode(db, { merchantId: merchant.id, purpose: 'noLogin', target }, code, clock()));
  if (!member || !spent) {
    const lockMs = await lockout.fail(account);
    if (lockMs > 0) throw apiErrors.accountLocked(lockMs);
    throw apiErrors.codeInvalid('password');
  }
  await limits.loginPerAccount.forget(`${account}|${ip}`);
  await forgetFailures(c.var.platform, account);
  // The member's own flag; the client skips the forced change after an SMS login (spec §4, login step 7).
  return startSession(c.var.platform, member, ip, member.passwordExpired);
}

/**
 * The account's lock keeps guessers out, not its owner: while the account is locked, only an address the member has
 * signed in from before may still try (a lock caused from elsewhere must not lock the owner out). Everyone else, and
 * a name no member has, gets the same 403.
 */
async function refuseWhileLocked(
  c: Context<PlatformEnv>,
  account: string,
  ip: string,
  findMember: () => Promise<Member | undefined>,
): Promise<void> {
  const { db, lockout } = c.var.platform;
  const lockedFor = await lockout.lockedFor(account);
  if (lockedFor === 0) return;
  const member = await findMember();
  if (member && (await addressStanding(db, member.id, ip)) === 'known') return;
  throw apiErrors.accountLocked(lockedFor);
}

/**
 * A login got through: the account's failures start again from nothing, unless it is locked. The owner at a known
 * address gets in through a lock, which still holds for everyone else until it runs out.
 */
async function forgetFailures(platform: Platform, account: string): Promise<void> {
  if ((await platform.lockout.lockedFor(account)) === 0) await platform.lockout.forget(account);
}

/** Empty user name or password: 400 `validation_failed` naming the first empty one, with the spec's message. */
function requireCredentials(username: string, password: string): void {
  if (!username || !password) {
    throw apiErrors.validation('Please enter the username and password', username ? 'password' : 'username');
  }
}

/**
 * Where a password login's failures are counted: the account (merchant + user name as typed) and, for the captcha,
 * the account from this address.
 */
interface LoginAttempt {
  account: string;
  fromHere: string;
}

/**
 * A failed login: counted towards the captcha from this address (unless `captcha: false`) and the account's lock.
 * Throws the lock when this failure caused it, else `refusal`.
 */
async function failLogin(
  platform: Platform,
  attempt: LoginAttempt,
  refusal: () => ApiError | Promise<ApiError>,
  options: { captcha: boolean },
): Promise<never> {
  if (options.captcha) await platform.limits.loginCaptcha.hit(attempt.fromHere);
  const lockMs = await platform.lockout.fail(attempt.account);
  if (lockMs > 0) throw apiErrors.accountLocked(lockMs);
  throw await refusal();
}

/** A login through to its session: the account's attempts, failures from here and towards its lock are forgotten. */
async function loginSucceeded(platform: Platform, attempt: LoginAttempt): Promise<void> {
  await platform.limits.loginPerAccount.forget(attempt.fromHere);
  await forgetFailures(platform, attempt.account);
  await platform.limits.loginCaptcha.forget(attempt.fromHere);
}

/** The default password counts as expired: the member is sent to change it (spec §4, login flow step 7). */
function passwordExpiredAfter(member: Member, password: string): boolean {
  return member.passwordExpired || password === defaultPassword;
}

/**
 * A password login the client must follow with the forced change (spec §4, login flow step 7): the default password,
 * or an expired one where the merchant has PWDEXPFORCECHANGE3. Its session may do nothing else until the change.
 */
function passwordSessionOf(merchant: Merchant, member: Member, password: string) {
  const forced = password === defaultPassword || (member.passwordExpired && flagOn(merchant, 'PWDEXPFORCECHANGE3'));
  return { passwordChangeRequired: forced };
}

/**
 * The password steps every login by password takes (the login and its verification from a new address), in order:
 * the address's attempts (429), the account's lock (403 `us_forbidden_login_error`), the account's attempts (429),
 * the captcha once this account failed often enough from this address (400 `captcha_invalid`, `value.captcha`), then
 * one argon2id verification whether or not the account exists (400 `invalid_credentials`, with `value.captcha` from
 * the failure that makes the captcha necessary). Answers the member and where to count what follows; the counters are
 * not forgotten here: that is for the caller once the login is through (`loginSucceeded`).
 */
async function checkPassword(
  c: Context<PlatformEnv>,
  check: {
    merchant: Merchant;
    ip: string;
    username: string;
    password: string;
    /** How the user name matches a member (`findLoginMember`). */
    type: string;
    /** The image captcha's answer, where the call can carry one. */
    captcha?: string | undefined;
  },
): Promise<{ member: Member; attempt: LoginAttempt }> {
  const { platform } = c.var;
  const { db, limits } = platform;
  const { merchant, ip, username, password } = check;
  const account = accountKey(merchant.id, username);
  const attempt = { account, fromHere: `${account}|${ip}` };
  await hitOrRefuse(limits.loginPerIp, ip);
  await refuseWhileLocked(c, account, ip, () => findLoginMember(db, merchant, username, check.type));
  await hitOrRefuse(limits.loginPerAccount, attempt.fromHere);

  const captchaOn = !flagOff(merchant, 'CAPTCHA3');
  const captchaNeeded = async () =>
    captchaOn && (await limits.loginCaptcha.count(attempt.fromHere)) >= limits.loginCaptcha.rule.limit;
  if (await captchaNeeded()) {
    const answer = check.captcha?.trim();
    // Checking uses the image up: each one allows a single guess.
    if (!answer || !(await verifyCaptcha(db, readCookie(c, captchaCookie), answer))) {
      throw apiErrors.captchaRequired();
    }
  }

  const member = await findLoginMember(db, merchant, username, check.type);
  // Trial accounts have no password; an unknown account still costs one verification, like a known one.
  const stored = member && member.type !== trialType ? member.passwordHash : undefined;
  const matches = await verifyPassword(stored, password);
  if (!member || !matches) {
    return failLogin(platform, attempt, async () => apiErrors.invalidCredentials(await captchaNeeded()), {
      captcha: true,
    });
  }
  return { member, attempt };
}

/** The login's `firebaseChannel` values: the ID token's channel each needs, and the merchant's switch for it. */
const signInChannels: Record<string, { channel: IdentityChannel; modId: string }> = {
  google: { channel: 'google', modId: 'GOOGLELOGIN3' },
  facebook: { channel: 'facebook', modId: 'FACEBOOKLOGIN3' },
  twitter: { channel: 'twitter', modId: 'TWITTERLOGIN3' },
  sms: { channel: 'phone', modId: 'MOBILEVERCODELOGIN3' },
};

/**
 * Login by a third-party sign-in or a phone provider's code check (`type: 'firebase'`): the provider's ID token in
 * `firebaseIdToken`, its channel in `firebaseChannel`. Only where the platform has a provider to check tokens against
 * (the local one of dev mode); the channel's switch must be on. In order: the address's limit, then the token (this
 * merchant's, this channel's, not expired: else 400 `identity_token_invalid`). Google, Facebook, Twitter: the linked
 * member, or a new one where FIREBASECREATEACC3 is on (else 400 `bind_customer_required`). Phone: the member with the
 * token's number (400 `invalid_credentials` for a number no member has).
 */
async function identityLogin(
  c: Context<PlatformEnv>,
  { body, merchant, ip }: { body: LoginBody; merchant: Merchant; ip: string },
): Promise<WireValueOf<'login'>> {
  const { platform } = c.var;
  const { db, limits } = platform;
  if (!platform.identity) throw apiErrors.functionNotAvailable('no identity provider is configured');
  const requested = body.firebaseChannel?.trim() ?? '';
  const expected = Object.hasOwn(signInChannels, requested) ? signInChannels[requested] : undefined;
  if (!expected) {
    throw apiErrors.validation('firebaseChannel must be one of google, facebook, twitter or sms.', 'firebaseChannel');
  }
  if (flagOff(merchant, expected.modId)) {
    throw apiErrors.functionNotAvailable(`${expected.modId} is switched off for this site`);
  }
  await hitOrRefuse(limits.loginPerIp, ip);

  const claims = providerClaims(platform, merchant, body.firebaseIdToken?.trim() ?? '');
  if (!claims || claims.channel !== expected.channel) throw apiErrors.identityTokenInvalid();
  if (claims.channel === 'phone') {
    const member = await memberByMobile(db, merchant, claims.phone_number.replace(/^\+/, ''));
    if (!member) throw apiErrors.invalidCredentials(false);
    return startSession(c.var.platform, member, ip, member.passwordExpired);
  }
  const member = await memberForSocialSignIn(db, merchant, claims, c.req.header('language'));
  // No password was used: nothing to expire (a new member is told apart by firstTimeLogin).
  return startSession(c.var.platform, member, ip, false);
}

/** The trial account's user name, derived from the browser's secret: 'try' and ten hex digits of its SHA-256. */
function trialUsername(secret: string): string {
  return `try${createHash('sha256').update(secret).digest('hex').slice(0, 10)}`;
}

export function sessionRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  route(app, table, endpoints.rsaKey, async (c) => (await c.var.platform.keys.current()).modulusHex);

  route(app, table, endpoints.captcha, async (c, { ip }) => {
    const { platform } = c.var;
    const existing = readCookie(c, captchaCookie);
    const cookieId = isCookieId(existing) ? existing : newCookieId();

    await hitOrRefuse(platform.limits.captcha, cookieId);
    await hitOrRefuse(platform.limits.captchaPerIp, ip);

    const png = await issueCaptcha(platform.db, cookieId, platform.dev);
    writeCookie(c, captchaCookie, cookieId, Math.round(captchaLifetimeMs / 1000));
    return png.toString('base64');
  });

  /**
   * Login by user name and password: the password steps of `checkPassword`, then, where LOGINIPVERF3 is on, the
   * address: a right password from an address the member was never seen at (while known from others) answers 400
   * `login_verify_required` with the methods to confirm by, and opens no session.
   */
  route(app, table, endpoints.login, async (c, { body, merchant, ip }) => {
    const { platform } = c.var;
    const { db } = platform;
    if (body.type === 'firebase') return identityLogin(c, { body, merchant, ip });
    const username = body.username.trim();
    const { password } = body;
    requireCredentials(username, password);
    // SMS and provider logins prove the number with a code: a second factor already, never asked to confirm more.
    if (body.type === 'sms') return smsLogin(c, { username, code: password, merchant, ip });
    if (sliderRequired(merchant, 'login') && !(await loginAfterReset(db, merchant, username, body, platform.clock()))) {
      await requireSlider(db, merchant, 'login', body, platform.clock());
    }

    const { member, attempt } = await checkPassword(c, {
      merchant,
      ip,
      username,
      password,
      type: body.type,
      captcha: body.captcha,
    });
    const methods = await addressVerificationNeeded(platform, merchant, member, ip);
    if (methods) {
      // The password was right (with the captcha where it was due): the verification call needs none. The lock and
      // the account's attempts stay counted until the second factor is through.
      await platform.limits.loginCaptcha.forget(attempt.fromHere);
      throw apiErrors.loginVerifyRequired(methods);
    }
    await loginSucceeded(platform, attempt);
    return startSession(
      c.var.platform,
      member,
      ip,
      passwordExpiredAfter(member, password),
      passwordSessionOf(merchant, member, password),
    );
  });

  /**
   * The login from a new address, confirmed (LOGINIPVERF3, contract §2.1): the same password steps as the login (its
   * limits, lock and captcha: `checkPassword`), then `method` must be one the member has (400 `validation_failed`,
   * field `method`) and its answer must match (`secondFactorMatches`); a wrong answer is 400 `login_verify_failed`
   * and counts towards the account's lock like a wrong password. Then the address is known and the session opens.
   */
  route(app, table, endpoints.loginVerification, async (c, { body, merchant, ip }) => {
    const { platform } = c.var;
    if (!flagOn(merchant, 'LOGINIPVERF3')) {
      throw apiErrors.functionNotAvailable('LOGINIPVERF3 is switched off for this site');
    }
    const username = body.username.trim();
    const { password } = body;
    requireCredentials(username, password);
    // Type '' matches the user name, or the number the client logs in with after a reset by SMS.
    const { member, attempt } = await checkPassword(c, { merchant, ip, username, password, type: '' });
    const allowed: readonly string[] = verificationMethods(member);
    if (!allowed.includes(body.method)) {
      throw apiErrors.validation('This way of confirming is not available for this account.', 'method');
    }
    if (!(await secondFactorMatches(platform, merchant, member, body))) {
      // Not counted towards the captcha: this call carries none, and the password it came with was right.
      await failLogin(platform, attempt, apiErrors.loginVerifyFailed, { captcha: false });
    }
    await loginSucceeded(platform, attempt);
    return startSession(
      platform,
      member,
      ip,
      passwordExpiredAfter(member, password),
      passwordSessionOf(merchant, member, password),
    );
  });

  /**
   * Free play (FREEPLAY3): a trial account (type 4) and a session for it. The account is tied to the browser by an
   * HttpOnly cookie holding a random secret, so the same browser gets the same account back; new accounts are limited
   * per address.
   */
  route(app, table, endpoints.freePlayLogin, async (c, { merchant, ip }) => {
    const { db, limits } = c.var.platform;
    const held = readCookie(c, trialCookie);
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
      await hitOrRefuse(limits.freePlayPerIp, ip);
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
    writeCookie(c, trialCookie, secret, trialCookieMaxAgeS);
    return startSession(c.var.platform, member, ip, false);
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

  /**
   * A hand-off code for the caller's account (reference platform): what a `?token=` link to another site of the
   * merchant carries instead of the session token, so a leaked or planted link opens at most one session, within
   * the minute, and never a session the link's reader did not ask for (the site asks before replacing one).
   */
  route(app, table, endpoints.sessionHandoff, async (c, { member }) => {
    const { db, limits, clock } = c.var.platform;
    await hitOrRefuse(limits.handoffPerMember, String(member.id));
    const code = randomBytes(32).toString('base64url');
    await db
      .insert(handoffCodes)
      .values({ codeHash: hashToken(code), memberId: member.id, expiresAt: new Date(clock() + handoffLifetimeMs) });
    return { code, expiresInS: handoffLifetimeMs / 1000 };
  });

  /** Spends a hand-off code, once and within its minute, for a session of its account at this site. */
  route(app, table, endpoints.redeemSessionHandoff, async (c, { body, merchant, ip }) => {
    const { db, limits, clock } = c.var.platform;
    await hitOrRefuse(limits.handoffRedeemPerIp, ip);
    const now = new Date(clock());
    // Conditional: of two redemptions of one code, one wins.
    const [spent] = await db
      .update(handoffCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(handoffCodes.codeHash, hashToken(body.code)),
          isNull(handoffCodes.usedAt),
          gt(handoffCodes.expiresAt, now),
        ),
      )
      .returning({ memberId: handoffCodes.memberId });
    const [member] = spent
      ? await db
          .select()
          .from(members)
          .where(and(eq(members.id, spent.memberId), eq(members.merchantId, merchant.id)))
      : [];
    if (!member) {
      throw new ApiError(
        400,
        errorCodes.handoffCodeInvalid,
        'This sign-in link has expired or was used already: sign in here instead.',
      );
    }
    // The session that made the code had its password settled: nothing to change first.
    return startSession(c.var.platform, member, ip, false);
  });
}
