import { endpoints, errorCodes } from '@lobby/contract';
import type { Hono } from 'hono';
import { issueSlider, requireSlider, sliderRequired, verifySlider } from '../captcha/slider';
import type { Database } from '../db/client';
import { outbox, type Merchant } from '../db/schema';
import type { Platform, PlatformEnv } from '../http/env';
import { apiErrors, hitOrRefuse } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { ApiError } from '../lib/apiError';
import { ruleBreach } from '../merchants/registerRules';
import { flagOn } from '../merchants/whitelabel';
import { randomSmsCode, smsCodeLifetimeMs, storeCode, type CodePurpose } from '../security/verificationCodes';
import { dialingCodeOf, memberByMobile, mobileDigits, mobileRegistered, mobileTarget, targetOfMember } from './mobile';

/**
 * The resend countdown the client shows (spec §4: 60 s x `expiredMinutes`): one minute, which is also how long the
 * platform refuses another code for the same number. The code itself stays good for `smsCodeLifetimeMs` (5 minutes).
 */
export const smsResendMinutes = 1;

/** Puts a message in the outbox, the platform's stand-in for an SMS gateway and a mail server. */
export async function sendMessage(
  db: Database,
  merchant: Merchant,
  message: { channel: 'sms' | 'email'; to: string; subject?: string; body: string; code: string },
): Promise<void> {
  await db.insert(outbox).values({ merchantId: merchant.id, ...message, subject: message.subject ?? null });
}

/** Counts an SMS against the address's and the number's limits (429 `TOO_MANY_REQUESTS` when over). */
export async function countSms(platform: Platform, merchant: Merchant, ip: string, target: string): Promise<void> {
  const { limits } = platform;
  await hitOrRefuse(limits.smsPerIp, ip);
  const key = `${merchant.id}:${target}`;
  await hitOrRefuse(limits.smsPerTarget, key);
  await hitOrRefuse(limits.smsPerTargetHour, key);
}

/** Makes, stores (hashed) and "sends" a six-digit code to `target`. */
async function sendSmsCode(platform: Platform, merchant: Merchant, purpose: CodePurpose, target: string) {
  const code = randomSmsCode();
  await storeCode(platform.db, { merchantId: merchant.id, purpose, target }, code, {
    now: platform.clock(),
    lifetimeMs: smsCodeLifetimeMs,
  });
  const minutes = Math.round(smsCodeLifetimeMs / 60_000);
  await sendMessage(platform.db, merchant, {
    channel: 'sms',
    to: target,
    code,
    body: `[${merchant.displayName}] Your verification code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
  });
}

/** What a `noLogin` code opens: the SMS login, the reset by SMS, the confirmation of a login from a new address. */
const noLoginUses = ['MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3', 'LOGINIPVERF3'] as const;

export function verificationRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  route(app, table, endpoints.sliderChallenge, async (c, { query, merchant, ip }) => {
    const { platform } = c.var;
    await hitOrRefuse(platform.limits.sliderPerIp, ip);
    return issueSlider(platform.db, merchant, query.scene, platform.clock());
  });

  route(app, table, endpoints.sliderVerify, async (c, { body, merchant }) => {
    const { platform } = c.var;
    return verifySlider(platform.db, merchant, body.challenge, body.x, platform.clock());
  });

  /**
   * A code for the SMS login, the reset by SMS and the SMS confirmation of a login from a new address
   * (MOBILEVERCODELOGIN3, CHNGPASSVERIF3 or LOGINIPVERF3; each use still checks its own switch). A number no account
   * has gets the same answer and counts against the same limits, but nothing is sent: the answer never tells whether
   * a number is registered.
   */
  route(app, table, endpoints.smsNoLogin, async (c, { body, merchant, ip }) => {
    const { platform } = c.var;
    if (!noLoginUses.some((modId) => flagOn(merchant, modId))) {
      throw apiErrors.functionNotAvailable(`${noLoginUses.join(', ')} are switched off for this site`);
    }
    const digits = mobileDigits(body.mobileNum);
    if (!digits) throw apiErrors.validation('Please enter a valid mobile number', 'mobileNum');
    const dialingCode = dialingCodeOf(merchant, body.countryDialingCode);
    if (sliderRequired(merchant, 'sms')) await requireSlider(platform.db, merchant, 'sms', body, platform.clock());

    const member = await memberByMobile(platform.db, merchant, digits, dialingCode);
    const target = (member && targetOfMember(member)) ?? mobileTarget(dialingCode, digits);
    await countSms(platform, merchant, ip, target);
    if (member) await sendSmsCode(platform, merchant, 'noLogin', target);
    return { expiredMinutes: smsResendMinutes };
  });

  /**
   * A code for a registration (REGMOBVERF3 for the username form, MOBILENUMREG3 for the mobile form). The number must
   * follow the merchant's `mobileNum` rule and belong to no member yet (400 `mobile_taken`: the form says so).
   */
  route(
    app,
    table,
    endpoints.smsRegister,
    async (c, { body, merchant, ip }) => {
      const { platform } = c.var;
      const mobile = body.mobileNo.trim();
      const rule = merchant.registerRules.mobileNum;
      if (!/^\d{6,16}$/.test(mobile) || (rule && ruleBreach(mobile, rule))) {
        throw apiErrors.validation('Phone number format is incorrect', 'mobileNo');
      }
      const dialingCode = dialingCodeOf(merchant, body.countryDialingCode);
      if (await mobileRegistered(platform.db, merchant, dialingCode, mobile)) {
        throw new ApiError(
          400,
          errorCodes.mobileTaken,
          'This mobile number is already registered. Please log in or reset your password.',
          { field: 'mobileNo' },
        );
      }
      if (sliderRequired(merchant, 'sms')) await requireSlider(platform.db, merchant, 'sms', body, platform.clock());
      const target = mobileTarget(dialingCode, mobile);
      await countSms(platform, merchant, ip, target);
      await sendSmsCode(platform, merchant, 'register', target);
      return { expiredMinutes: smsResendMinutes };
    },
    { anyModule: ['REGMOBVERF3', 'MOBILENUMREG3'] },
  );
}
