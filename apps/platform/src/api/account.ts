import { endpoints, errorCodes } from '@lobby/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { members, type Member, type Merchant } from '../db/schema';
import type { Platform, PlatformEnv } from '../http/env';
import { apiErrors, hitOrRefuse } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { ApiError } from '../lib/apiError';
import { defaultAvatar, isAvatar } from '../media/avatar';
import { ruleBreach } from '../merchants/registerRules';
import { updateMember } from '../security/sessions';
import { checkCode, randomSmsCode, smsCodeLifetimeMs, storeCode } from '../security/verificationCodes';
import { isUniqueViolation } from './createMember';
import { maskMobile } from './member';
import { dialingCodeOf, mobileTarget } from './mobile';
import { countSms, sendMessage, smsResendMinutes } from './verification';
import { maskEmail, realMember } from './withdraw';

/** A new mobile number or e-mail address a member asks to bind, checked and normalised. */
type NewContact =
  | { channel: 'sms'; dialingCode: string; mobile: string; address: string }
  | { channel: 'email'; email: string; address: string };

/** Longest e-mail address taken (RFC 5321's path limit). */
const maxEmailLength = 254;

/**
 * A new mobile number: digits only (spaces, dashes and brackets dropped), six to sixteen, by the merchant's `mobileNum`
 * rule where it has one, under the dialing code sent (the merchant's home country's when none came).
 */
function newMobile(merchant: Merchant, body: { mobileNum?: string | undefined; countryDialingCode?: unknown }) {
  const mobile = (body.mobileNum ?? '').trim().replace(/[\s\-()]/g, '');
  const rule = merchant.registerRules.mobileNum;
  if (!/^\d{6,16}$/.test(mobile) || (rule && ruleBreach(mobile, rule))) {
    throw apiErrors.validation('Please enter a valid mobile number', 'mobileNum');
  }
  const dialingCode = dialingCodeOf(merchant, body.countryDialingCode as string | number | undefined);
  return { channel: 'sms', dialingCode, mobile, address: mobileTarget(dialingCode, mobile) } satisfies NewContact;
}

/** A new e-mail address: one `@` with a dotted domain, no spaces, at most 254 characters; kept as typed, trimmed. */
function newEmail(merchant: Merchant, raw: string | undefined) {
  const email = (raw ?? '').trim();
  const rule = merchant.registerRules.email;
  const wellFormed = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) && email.length <= maxEmailLength;
  if (!wellFormed || (rule?.acceptedPattern && ruleBreach(email, { acceptedPattern: rule.acceptedPattern }))) {
    throw apiErrors.validation('Please enter a valid e-mail address', 'email');
  }
  return { channel: 'email', email, address: email } satisfies NewContact;
}

/**
 * Refuses a contact that is already the member's own (nothing would change) or another member's of the merchant
 * (`mobile_taken`, `email_taken`): a number or an address identifies one member, for SMS login and password resets.
 */
async function refuseTaken(platform: Platform, merchant: Merchant, member: Member, contact: NewContact) {
  const match =
    contact.channel === 'sms'
      ? and(eq(members.countryDialingCode, contact.dialingCode), eq(members.mobile, contact.mobile))
      : eq(sql`lower(${members.email})`, contact.email.toLowerCase());
  const owners = await platform.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), match))
    .limit(2);
  if (owners.some((owner) => owner.id === member.id)) {
    throw apiErrors.validation(
      contact.channel === 'sms'
        ? 'This mobile number is already bound to your account.'
        : 'This e-mail address is already bound to your account.',
      contact.channel === 'sms' ? 'mobileNum' : 'email',
    );
  }
  if (owners.length > 0) throw takenError(contact);
}

function takenError(contact: NewContact): ApiError {
  return contact.channel === 'sms'
    ? new ApiError(400, errorCodes.mobileTaken, 'This mobile number is bound to another account.', {
        field: 'mobileNum',
      })
    : new ApiError(400, errorCodes.emailTaken, 'This e-mail address is bound to another account.', { field: 'email' });
}

/** Where a bind code is kept: the member who asked and the contact, so it binds that contact to that member only. */
const bindTarget = (member: Member, contact: NewContact) => `${String(member.id)}>${contact.address}`;

/** Counts a code to `contact` against the number's (or the address's) limits and the caller's. */
async function countCode(platform: Platform, merchant: Merchant, ip: string, contact: NewContact) {
  const { limits } = platform;
  if (contact.channel === 'sms') {
    await countSms(platform, merchant, ip, contact.address);
    return;
  }
  const key = `${String(merchant.id)}:${contact.email.toLowerCase()}`;
  await hitOrRefuse(limits.emailPerTarget, key);
  await hitOrRefuse(limits.emailPerTargetHour, key);
}

/**
 * Spends the member's live bind code of `contact`. Wrong ones are counted per member: the fifth in fifteen minutes
 * refuses every further try (429) until the oldest leaves the window, and the code itself dies at its fifth wrong try.
 * Wrong, spent, expired and never sent answer alike: `verification_code_invalid`.
 */
async function spendBindCode(
  platform: Platform,
  merchant: Merchant,
  member: Member,
  contact: NewContact,
  code: string,
) {
  const limiter = platform.limits.bindCodeFailures;
  const key = String(member.id);
  if ((await limiter.count(key)) >= limiter.rule.limit) throw apiErrors.tooManyRequests(limiter.rule.windowMs);
  const target = bindTarget(member, contact);
  const verdict = await checkCode(
    platform.db,
    { merchantId: merchant.id, purpose: 'bind', target },
    code,
    platform.clock(),
  );
  if (verdict === 'spent') return;
  const counted = await limiter.hit(key);
  if (!counted.allowed) throw apiErrors.tooManyRequests(counted.retryAfterMs);
  throw apiErrors.codeInvalid('verificationCode');
}

function codeOf(body: { verificationCode: string }): string {
  const code = body.verificationCode.trim();
  if (!code) throw apiErrors.validation('Please enter the verification code', 'verificationCode');
  return code;
}

/**
 * My account: a code to a new mobile number or e-mail address (`verificationOtp`), the bind with it (`bindMobile`,
 * `bindEmail`), and the avatar (`memberIcon`, `updateMemberIcon`). Only the signed-in member's own record changes;
 * trial accounts have none to secure.
 */
export function accountRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  route(app, table, endpoints.verificationOtp, async (c, { body, member, merchant, ip }) => {
    const { platform } = c.var;
    realMember(member);
    const contact = body.channel === 'sms' ? newMobile(merchant, body) : newEmail(merchant, body.email);
    // Counted before the owner check, so asking cannot list which numbers and addresses are bound without limit.
    await hitOrRefuse(platform.limits.bindCodesPerMember, String(member.id));
    await refuseTaken(platform, merchant, member, contact);
    await countCode(platform, merchant, ip, contact);
    const code = randomSmsCode();
    await storeCode(
      platform.db,
      { merchantId: merchant.id, purpose: 'bind', target: bindTarget(member, contact) },
      code,
      { now: platform.clock(), lifetimeMs: smsCodeLifetimeMs },
    );
    const minutes = Math.round(smsCodeLifetimeMs / 60_000);
    const text = `Your code to bind this ${contact.channel === 'sms' ? 'number' : 'address'} to your ${merchant.displayName} account is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`;
    await sendMessage(platform.db, merchant, {
      channel: contact.channel,
      to: contact.address,
      code,
      ...(contact.channel === 'email' ? { subject: `${merchant.displayName}: your verification code` } : {}),
      body: contact.channel === 'sms' ? `[${merchant.displayName}] ${text}` : text,
    });
    return { expiredMinutes: smsResendMinutes };
  });

  route(app, table, endpoints.bindMobile, async (c, { body, member, merchant }) => {
    const { platform } = c.var;
    realMember(member);
    const contact = newMobile(merchant, body);
    const code = codeOf(body);
    await refuseTaken(platform, merchant, member, contact);
    await spendBindCode(platform, merchant, member, contact, code);
    try {
      await updateMember(platform.db, member.id, { countryDialingCode: contact.dialingCode, mobile: contact.mobile });
    } catch (error) {
      // Another member bound the number between the check and the write: the unique index keeps one.
      if (isUniqueViolation(error)) throw takenError(contact);
      throw error;
    }
    return { mobile: maskMobile(contact.mobile) };
  });

  route(app, table, endpoints.bindEmail, async (c, { body, member, merchant }) => {
    const { platform } = c.var;
    realMember(member);
    const contact = newEmail(merchant, body.email);
    const code = codeOf(body);
    await refuseTaken(platform, merchant, member, contact);
    await spendBindCode(platform, merchant, member, contact, code);
    await updateMember(platform.db, member.id, { email: contact.email });
    return { email: maskEmail(contact.email) };
  });

  // A trial account has no avatar of its own: it reads the default.
  route(app, table, endpoints.memberIcon, (_c, { member }) => member.avatar ?? defaultAvatar);

  route(app, table, endpoints.updateMemberIcon, async (c, { body, member }) => {
    realMember(member);
    if (body.icon === defaultAvatar || !isAvatar(body.icon)) {
      throw apiErrors.validation('Please choose one of the avatars offered.', 'icon');
    }
    await updateMember(c.var.platform.db, member.id, { avatar: body.icon });
    return null;
  });
}
