import { randomBytes } from 'node:crypto';
import { errorCodes } from '@lobby/contract';
import type { Database } from '../db/client';
import { members, type Member, type Merchant } from '../db/schema';
import { apiErrors } from '../http/errors';
import { ApiError } from '../lib/apiError';
import { hashPassword } from '../security/passwords';
import { ordinaryMemberType } from './memberTypes';

export const usernameTaken = () =>
  new ApiError(400, errorCodes.usernameTaken, 'This username is already taken. Please choose another.', {
    field: 'username',
  });

export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let at: unknown = error; at && !seen.has(at); at = (at as { cause?: unknown }).cause) {
    seen.add(at);
    if ((at as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** What a new account is made of; the fields the caller has no value for stay empty. */
export interface NewMember {
  username: string;
  /**
   * Hashed here (argon2id). Without one the account gets a random password no one knows: the member signs in another
   * way (SMS code, third-party sign-in) or sets one with a reset.
   */
  password?: string | undefined;
  countryDialingCode?: string | null;
  mobile?: string | null;
  email?: string | null;
  /** Default: the user name. */
  nickname?: string;
  uplineId?: number | null;
  /** The agent's affiliate link the member registered by. */
  affiliateLinkId?: number | null;
  /** The `Language` header of the request: kept when the merchant offers it, else the merchant's default. */
  language?: string | undefined;
  payeeName?: string | null;
  paymentPassword?: string | undefined;
  profile?: Record<string, string>;
  referralCode?: string | null;
  registerUrl?: string | null;
  registerDomain?: string | null;
}

/**
 * Stores an ordinary member (type 0) with the first-login flag set: registrations and accounts made by a first
 * third-party sign-in. A user name (or number) taken meanwhile answers 400 `username_taken`: two registrations of the
 * same name at once, the unique indexes let one through.
 */
export async function createMember(db: Database, merchant: Merchant, fields: NewMember): Promise<Member> {
  const language = fields.language?.toUpperCase();
  let member: Member | undefined;
  try {
    [member] = await db
      .insert(members)
      .values({
        merchantId: merchant.id,
        username: fields.username,
        passwordHash: await hashPassword(fields.password || randomBytes(32).toString('base64url')),
        countryDialingCode: fields.countryDialingCode ?? null,
        mobile: fields.mobile ?? null,
        email: fields.email ?? null,
        nickname: fields.nickname ?? fields.username,
        type: ordinaryMemberType,
        uplineId: fields.uplineId ?? null,
        affiliateLinkId: fields.affiliateLinkId ?? null,
        firstLogin: true,
        language: language && merchant.languages.includes(language) ? language : merchant.defaultLanguage,
        payeeName: fields.payeeName ?? null,
        paymentPasswordHash: fields.paymentPassword ? await hashPassword(fields.paymentPassword) : null,
        profile: fields.profile ?? {},
        referralCode: fields.referralCode ?? null,
        registerUrl: fields.registerUrl ?? null,
        registerDomain: fields.registerDomain ?? null,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
  if (!member) throw apiErrors.internal();
  return member;
}
