import { randomBytes } from 'node:crypto';
import { endpoints } from '@lobby/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { members } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors, hitOrRefuse } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { hashPassword, passwordProblem } from '../security/passwords';
import { revokeMemberSessions, updateMember } from '../security/sessions';
import { spendCode, storeCode } from '../security/verificationCodes';
import { trialType } from './memberTypes';
import { memberByMobile, mobileDigits, targetOfMember } from './mobile';
import { accountKey } from './session';
import { sendMessage } from './verification';

/** A reset link mailed by the reset by e-mail stays good this long. */
export const resetEmailLifetimeMs = 30 * 60_000;
/** The client logs in by itself right after a reset by SMS; that login may skip the slider within this time. */
export const afterResetPassMs = 2 * 60_000;

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function passwordRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /**
   * Forgot password by e-mail (form-encoded `username`, `email`): when both name one member, a reset link with a
   * one-time token (30 minutes, stored hashed) is mailed to them. The answer is the same success either way, so it
   * tells nothing about which accounts exist; only the address's limit (429) can refuse.
   */
  route(app, table, endpoints.resetPasswordByEmail, async (c, { body, merchant, ip }) => {
    const { db, limits, clock } = c.var.platform;
    const username = body.username.trim();
    const email = body.email.trim().toLowerCase();
    if (!username) throw apiErrors.validation('Username: Input cannot be empty', 'username');
    if (!emailPattern.test(email)) throw apiErrors.validation('Please enter a valid e-mail address.', 'email');
    await hitOrRefuse(limits.resetEmailPerIp, ip);

    const [member] = await db
      .select()
      .from(members)
      .where(
        and(
          eq(members.merchantId, merchant.id),
          eq(sql`lower(${members.username})`, username.toLowerCase()),
          eq(sql`lower(${members.email})`, email),
          ne(members.type, trialType),
        ),
      )
      .limit(1);
    if (member) {
      const token = randomBytes(24).toString('base64url');
      await storeCode(db, { merchantId: merchant.id, purpose: 'resetEmail', target: email }, token, {
        now: clock(),
        lifetimeMs: resetEmailLifetimeMs,
      });
      const link = `https://${merchant.mainDomain}/forget?resetToken=${token}`;
      await sendMessage(db, merchant, {
        channel: 'email',
        to: email,
        subject: `${merchant.displayName}: reset your password`,
        code: token,
        body: `Hello ${member.username},\n\nSomeone asked to reset the password of your ${merchant.displayName} account. To choose a new one, open ${link} within 30 minutes.\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
      });
    }
    return null;
  });

  /**
   * Reset by SMS (CHNGPASSVERIF3, encrypted `{newPassword, mobileNum, verificationCode}`): the code from
   * /wps/verification/sms/noLogin for that number. The new password must follow the merchant's rule and not be the
   * default; then it is stored, the expired and first-login flags are cleared, every session of the member ends and
   * the account's failed logins are forgotten. A wrong code and an unknown number answer alike.
   */
  route(app, table, endpoints.resetPasswordBySms, async (c, { body, merchant, ip }) => {
    const { db, limits, lockout, clock } = c.var.platform;
    const digits = mobileDigits(body.mobileNum);
    if (!digits) throw apiErrors.validation('Please enter a valid mobile number', 'mobileNum');
    if (!body.verificationCode.trim()) throw apiErrors.codeInvalid('verificationCode');
    const problem = await passwordProblem(body.newPassword, merchant.registerRules.password, {
      account: digits,
      merchant,
    });
    if (problem) throw apiErrors.passwordInvalid(problem, 'newPassword');
    await hitOrRefuse(limits.resetSmsPerIp, ip);

    const member = await memberByMobile(db, merchant, digits);
    const target = member && targetOfMember(member);
    const key = { merchantId: merchant.id, target: target ?? '' };
    if (!member || !target || !(await spendCode(db, { ...key, purpose: 'noLogin' }, body.verificationCode, clock()))) {
      throw apiErrors.codeInvalid('verificationCode');
    }

    await updateMember(db, member.id, {
      passwordHash: await hashPassword(body.newPassword),
      passwordExpired: false,
      firstLogin: false,
    });
    await revokeMemberSessions(db, member.id);
    for (const name of [member.username, digits]) {
      await lockout.forget(accountKey(merchant.id, name));
      await limits.loginPerAccount.forgetPrefix(`${accountKey(merchant.id, name)}|`);
    }
    await storeCode(db, { ...key, purpose: 'afterReset' }, randomBytes(16).toString('base64url'), {
      now: clock(),
      lifetimeMs: afterResetPassMs,
    });
    return null;
  });
}
