import { endpoints, errorCodes, type WireValueOf } from '@lobby/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { InferOutput } from 'valibot';
import { captchaCookie, verifyCaptcha } from '../captcha/challenges';
import { requireSlider, sliderRequired } from '../captcha/slider';
import type { Database } from '../db/client';
import { affiliateLinkByCode } from '../agents/affiliateLinks';
import { members, type AffiliateLink, type Member, type Merchant, type RegisterRule } from '../db/schema';
import { readCookie } from '../http/cookies';
import type { Platform, PlatformEnv } from '../http/env';
import { apiErrors, hitOrRefuse } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { ApiError } from '../lib/apiError';
import { lengthText, ruleBreach } from '../merchants/registerRules';
import { flagOff, flagOn } from '../merchants/whitelabel';
import { linkReferral, referrerByCode } from '../referral/referrals';
import { passwordProblem } from '../security/passwords';
import { spendCode } from '../security/verificationCodes';
import { createMember, usernameTaken } from './createMember';
import { phoneTokenNumber } from './identitySignIn';
import { agentTypes } from './memberTypes';
import { dialingCodeOf, mobileRegistered, mobileTarget } from './mobile';
import { startSession } from './session';

type RegisterBody = InferOutput<typeof endpoints.register.body>;

/** Fields checked against the merchant's rules, in the order of the form, with the names the messages use. */
const ruledFields = {
  payeeName: 'Real name',
  email: 'E-mail',
  qqNum: 'QQ number',
  mobileNum: 'Mobile number',
  recommenderId: 'Recommender ID',
  paymentPassword: 'Payment password',
  line: 'LINE ID',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  wechat: 'WeChat',
  idNumber: 'ID number',
} as const;

type RuledField = keyof typeof ruledFields;

/** Used where a merchant's rules lack the field: a mobile number of 6-16 digits, a user name of 4-16 letters and digits. */
const fallbackMobileRule: RegisterRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 16,
  patternId: 6,
  acceptedPattern: '^[0-9]+$',
};
const fallbackUsernameRule: RegisterRule = {
  ...fallbackMobileRule,
  minLength: 4,
  patternId: 4,
  acceptedPattern: '^[A-Za-z0-9]+$',
};

/** Stored in `members.profile`: contact fields the site asks for but the platform does not use. */
const profileFields = ['qqNum', 'recommenderId', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;

/** The EN texts of the pattern ids (contract §3.3, `reg_pattern_<id>`). */
const patternTexts: Record<number, string> = {
  1: 'must start with a letter and hold only letters and numbers',
  2: 'only Chinese characters and numbers are allowed',
  3: 'must be a valid e-mail address',
  4: 'only letters and numbers, no special characters',
  5: 'must mix letters and numbers',
  6: 'only numbers are allowed',
  7: 'only letters and numbers, with at least one uppercase letter',
  8: 'only English letters and spaces are allowed',
  9: 'must not contain spaces',
  10: 'only Chinese characters and punctuation are allowed',
  11: 'must be a date written yyyy-MM-dd',
  12: 'only letters, one space between words',
  13: 'must be a date written MM-dd-yyyy',
  14: 'only letters and numbers are allowed',
  15: 'only Korean characters are allowed',
  16: 'only Thai characters are allowed',
  17: 'only Thai or English letters and spaces are allowed',
  18: 'only uppercase letters and spaces, with at least one letter',
  19: 'only letters, numbers and symbols are allowed',
};

/** The spec's own copy for the two fields it names (spec §5). */
const patternMessages: Partial<Record<string, string>> = {
  payeeName: 'Real name format is incorrect',
  mobileNum: 'Phone number format is incorrect',
};

/**
 * Checks one value against its rule; throws 400 `validation_failed` naming the field: empty where required
 * ("Input cannot be empty"), the length, or the pattern (its `reg_pattern_<id>` text, or the spec's copy).
 */
function checkField(field: string, label: string, value: string, rule: RegisterRule, required: boolean): void {
  if (!value) {
    if (required) throw apiErrors.validation(`${label}: Input cannot be empty`, field);
    return;
  }
  const breach = ruleBreach(value, rule);
  if (breach === 'length') throw apiErrors.validation(`${label} must be ${lengthText(rule)} characters long.`, field);
  if (breach === 'pattern') {
    const text = patternTexts[rule.patternId] ?? 'has a format this site does not accept';
    throw apiErrors.validation(patternMessages[field] ?? `${label}: ${text}.`, field);
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** What a form that makes an account may carry: a registration's, the register centre's (a subset of it). */
export type AccountForm = {
  username?: string | undefined;
  password?: string | undefined;
  confirmPassword?: string | undefined;
} & Partial<Record<RuledField, string | undefined>>;

/** An account form's values once checked. */
interface AccountFields {
  username: string;
  password: string | undefined;
  /** The ruled fields sent, trimmed (the payment password as sent). */
  values: Partial<Record<RuledField, string>>;
}

interface AccountFormOptions {
  /** The mobile form: the number is the name, checked by the mobile rule. */
  byMobile: boolean;
  /** The number is proven by an SMS code, so it is needed whatever its rule says. */
  mobileNeeded: boolean;
  passwordNeeded: boolean;
  /** The ruled fields the form carries (default: all of them). */
  fields?: readonly RuledField[];
}

/**
 * Checks an account form against the merchant's rules, in the order of the form: the name (or the number on the mobile
 * form), the password (its policy and the confirmation), then each ruled field the form carries and the merchant asks
 * for. Throws 400 `validation_failed` naming the first field that breaks a rule.
 */
async function checkAccountForm(
  merchant: Merchant,
  body: AccountForm,
  options: AccountFormOptions,
): Promise<AccountFields> {
  const rules = merchant.registerRules;
  const { byMobile, mobileNeeded, passwordNeeded, fields = Object.keys(ruledFields) as RuledField[] } = options;

  // The mobile form sends the number as the user name too; the number is the account's name.
  const mobile = text(body.mobileNum) || (byMobile ? text(body.username) : '');
  const username = byMobile ? mobile : text(body.username);
  if (byMobile) {
    checkField('mobileNum', 'Mobile number', mobile, rules.mobileNum ?? fallbackMobileRule, true);
  } else {
    checkField('username', 'Username', username, rules.username ?? fallbackUsernameRule, true);
  }

  const password = body.password;
  if (!password && passwordNeeded) throw apiErrors.validation('Password: Input cannot be empty', 'password');
  if (password) {
    const problem = await passwordProblem(password, rules.password, {
      subject: 'The password',
      account: username,
      merchant,
    });
    if (problem) throw apiErrors.validation(problem, 'password');
    if (body.confirmPassword !== password)
      throw apiErrors.validation('Incorrect confirmation input', 'confirmPassword');
  }

  const values: Partial<Record<RuledField, string>> = byMobile ? { mobileNum: mobile } : {};
  for (const [field, label] of Object.entries(ruledFields) as Array<[RuledField, string]>) {
    if ((field === 'mobileNum' && byMobile) || !fields.includes(field)) continue;
    const rule = rules[field];
    const numberNeeded = field === 'mobileNum' && mobileNeeded;
    if (!rule?.enabled && !numberNeeded) continue;
    const value = field === 'paymentPassword' ? (body.paymentPassword ?? '') : text(body[field]);
    checkField(field, label, value, rule ?? fallbackMobileRule, (rule?.enabled && rule.required) || numberNeeded);
    if (value) values[field] = value;
  }
  return { username, password, values };
}

/**
 * Refuses a name (any case) or a number already registered at the merchant: 400 `username_taken`, `mobile_taken`.
 * The unique indexes hold the same when two registrations race.
 */
async function checkAccountFree(
  db: Database,
  merchant: Merchant,
  account: { username: string; dialingCode: string; mobile: string | undefined },
): Promise<void> {
  const [sameName] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(eq(members.merchantId, merchant.id), eq(sql`lower(${members.username})`, account.username.toLowerCase())),
    )
    .limit(1);
  if (sameName) throw usernameTaken();
  if (account.mobile && (await mobileRegistered(db, merchant, account.dialingCode, account.mobile))) {
    throw mobileTaken();
  }
}

/** The profile fields among a form's checked values (stored in `members.profile`). */
function profileOf(values: AccountFields['values']): Record<string, string> {
  return Object.fromEntries(profileFields.flatMap((field) => (values[field] ? [[field, values[field]]] : [])));
}

/** The agent of this merchant whose invitation code this is (case-insensitive), or undefined. */
export async function agentByAffiliateCode(
  db: Database,
  merchant: Merchant,
  code: string,
): Promise<Member | undefined> {
  if (!code || code.length > 64) return undefined;
  const [agent] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchant.id),
        eq(sql`lower(${members.affiliateCode})`, code.toLowerCase()),
        inArray(members.type, [...agentTypes]),
      ),
    )
    .limit(1);
  return agent;
}

/**
 * The upline an invitation code names: an agent's own code, or one of an agent's affiliate links (then the link, which
 * the new member records). Undefined for a code of neither.
 */
async function uplineByCode(
  db: Database,
  merchant: Merchant,
  code: string,
): Promise<{ agent: Member; link?: AffiliateLink } | undefined> {
  const agent = await agentByAffiliateCode(db, merchant, code);
  if (agent) return { agent };
  return affiliateLinkByCode(db, { merchant, code, agentTypes });
}

const invalidInvitation = () =>
  new ApiError(400, errorCodes.invitationCodeError, 'Invalid invitation code', { field: 'affiliateCode' });
const invalidReferral = () =>
  new ApiError(400, errorCodes.invitationCodeError, 'Invalid referral code', { field: 'referralCode' });
const mobileTaken = () =>
  new ApiError(400, errorCodes.mobileTaken, 'This mobile number is already registered.', { field: 'mobileNum' });

interface RegisterInput {
  body: RegisterBody;
  merchant: Merchant;
  ip: string;
}

/**
 * One registration, by user name or by mobile number. In order: the fields against the merchant's rules (400
 * `validation_failed` naming the field), the address's limit (429), the human check (image captcha or slider), the
 * invitation code (400 `invitation_code_error`), the user name and number not taken yet (400 `username_taken`,
 * `mobile_taken`), the SMS code or a phone provider's ID token for the number (400 `verification_code_invalid`; the
 * code spent only now), then the member and a session.
 */
async function registerMember(
  c: Context<PlatformEnv>,
  { body, merchant, ip }: RegisterInput,
  variant: 'username' | 'mobile',
): Promise<WireValueOf<'login'>> {
  const { db, limits, clock } = c.var.platform;
  const rules = merchant.registerRules;
  const byMobile = variant === 'mobile';
  const smsChecked = byMobile || flagOn(merchant, 'REGMOBVERF3');
  const { username, password, values } = await checkAccountForm(merchant, body, {
    byMobile,
    mobileNeeded: smsChecked,
    passwordNeeded: !byMobile || flagOn(merchant, 'MOBILENUMPASSREG3'),
  });
  const affiliateCode = text(body.affiliateCode);
  if (!affiliateCode && rules.affiliateCode?.enabled && rules.affiliateCode.required) {
    throw apiErrors.validation('Invitation code: Input cannot be empty', 'affiliateCode');
  }
  const dialingCode = dialingCodeOf(merchant, body.countryDialingCode);
  const memberMobile = values.mobileNum;

  await hitOrRefuse(limits.registerPerIp, ip);

  if (sliderRequired(merchant, 'register')) {
    await requireSlider(db, merchant, 'register', body, clock());
  } else if (rules.captcha?.enabled) {
    const answer = text(body.captcha);
    if (!answer || !(await verifyCaptcha(db, readCookie(c, captchaCookie), answer))) throw apiErrors.captchaRequired();
  }

  const upline = affiliateCode ? await uplineByCode(db, merchant, affiliateCode) : undefined;
  if (affiliateCode && !upline) throw invalidInvitation();
  // A friend's referral code (`?r=`): the member whose code it is is credited with the new member.
  const referralCode = text(body.referralCode);
  const referrer = referralCode ? await referrerByCode(db, merchant, referralCode) : undefined;
  if (referralCode && !referrer) throw invalidReferral();

  await checkAccountFree(db, merchant, { username, dialingCode, mobile: memberMobile });

  if (smsChecked) {
    const target = mobileTarget(dialingCode, memberMobile ?? '');
    const idToken = body.firebaseChannel === 'sms' ? text(body.firebaseIdToken) : '';
    const code = text(body.verificationCode);
    // A phone provider's ID token for this very number stands in for the platform's own SMS code.
    const proven = idToken
      ? phoneTokenNumber(c.var.platform, merchant, idToken) === target
      : code !== '' && (await spendCode(db, { merchantId: merchant.id, purpose: 'register', target }, code, clock()));
    if (!proven) throw apiErrors.codeInvalid('verificationCode');
  }

  const member = await createMember(db, merchant, {
    username,
    // Empty on the mobile form where MOBILENUMPASSREG3 is off: the member logs in by SMS code or sets a password with
    // the reset by SMS.
    password,
    countryDialingCode: memberMobile ? dialingCode : null,
    mobile: memberMobile ?? null,
    email: values.email ?? null,
    uplineId: upline?.agent.id ?? null,
    affiliateLinkId: upline?.link?.id ?? null,
    language: c.req.header('language'),
    payeeName: values.payeeName ?? null,
    paymentPassword: values.paymentPassword,
    profile: profileOf(values),
    referralCode: referrer ? referralCode : null,
    registerUrl: text(body.registerUrl).slice(0, 500) || null,
    registerDomain: text(body.domain).slice(0, 255) || null,
  });
  if (referrer) await linkReferral(db, referrer, member, new Date(clock()));
  // Registering logs in (the client always sends login: true; the contract's answer is a login value).
  return startSession(c.var.platform, member, ip, false);
}

/** What the register centre's form carries of a registration's ruled fields. */
const downlineFields = ['payeeName', 'email', 'mobileNum'] as const satisfies readonly RuledField[];

/**
 * A member registered by an agent in the register centre, in order: the form against the merchant's rules as a
 * registration checks it (of the fields the form carries; a mobile number only where its rule asks for one, since no
 * SMS code proves it here), the address's limit registrations count against (429), the name and number not taken yet;
 * then an ordinary member under the agent, with no session: nobody is logged in or out.
 */
export async function registerDownlineMember(
  platform: Pick<Platform, 'db' | 'limits'>,
  registration: {
    agent: Member;
    merchant: Merchant;
    body: AccountForm & { countryDialingCode?: string | undefined };
    ip: string;
    language: string | undefined;
  },
): Promise<Member> {
  const { db, limits } = platform;
  const { agent, merchant, body, ip, language } = registration;
  const { username, password, values } = await checkAccountForm(merchant, body, {
    byMobile: false,
    mobileNeeded: false,
    passwordNeeded: true,
    fields: downlineFields,
  });
  const dialingCode = dialingCodeOf(merchant, body.countryDialingCode);
  await hitOrRefuse(limits.registerPerIp, ip);
  await checkAccountFree(db, merchant, { username, dialingCode, mobile: values.mobileNum });
  return createMember(db, merchant, {
    username,
    password,
    countryDialingCode: values.mobileNum ? dialingCode : null,
    mobile: values.mobileNum ?? null,
    email: values.email ?? null,
    uplineId: agent.id,
    language,
    payeeName: values.payeeName ?? null,
  });
}

export function registrationRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  route(app, table, endpoints.register, (c, { body, merchant, ip }) => {
    if (flagOff(merchant, 'USERNAMEREG3')) {
      throw apiErrors.functionNotAvailable('USERNAMEREG3 is switched off for this site');
    }
    return registerMember(c, { body, merchant, ip }, 'username');
  });

  route(app, table, endpoints.registerMobile, (c, { body, merchant, ip }) =>
    registerMember(c, { body, merchant, ip }, 'mobile'),
  );

  /**
   * Whether an invitation code names an agent of this merchant (its own code or one of its affiliate links): success,
   * or 400 `invitation_code_error`.
   */
  route(app, table, endpoints.affiliateCheck, async (c, { query, merchant, ip }) => {
    const { db, limits } = c.var.platform;
    await hitOrRefuse(limits.affiliateCheckPerIp, ip);
    if (!(await uplineByCode(db, merchant, query.code.trim()))) throw invalidInvitation();
    return null;
  });
}
