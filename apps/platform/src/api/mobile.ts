import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, type Member, type Merchant } from '../db/schema';
import { countries } from '../geo/countries';
import { apiErrors } from '../http/errors';
import { trialType } from './memberTypes';

/** The dialing code sent (digits, `+` dropped), or the merchant's home country's when none came. */
export function dialingCodeOf(merchant: Merchant, sent: string | number | undefined): string {
  const digits = String(sent ?? '')
    .replace(/^\+/, '')
    .trim();
  if (/^\d{1,4}$/.test(digits)) return digits;
  if (digits) throw apiErrors.validation('Please choose a valid country dialing code.', 'countryDialingCode');
  return countries.find((country) => country.countryCode === merchant.defaultCountry)?.countryDialingCode ?? '';
}

/** A mobile number as typed, reduced to its digits (spaces, dashes, brackets and a leading `+` dropped), or undefined. */
export function mobileDigits(raw: string): string | undefined {
  const digits = raw
    .trim()
    .replace(/[\s\-()]/g, '')
    .replace(/^\+/, '');
  return /^\d{6,16}$/.test(digits) ? digits : undefined;
}

/** Where SMS codes of a number are kept and sent: `+<dialing code><number>`. */
export function mobileTarget(dialingCode: string | null, mobile: string): string {
  return `+${dialingCode ?? ''}${mobile}`;
}

/** The member's own number as an SMS target, or undefined when they have none. */
export function targetOfMember(member: Member): string | undefined {
  return member.mobile ? mobileTarget(member.countryDialingCode, member.mobile) : undefined;
}

/** Whether a number as typed is the member's own, with or without its dialing code (and `+`). */
export function isNumberOf(member: Member, raw: string): boolean {
  const digits = mobileDigits(raw);
  if (!digits || !member.mobile) return false;
  return digits === member.mobile || digits === `${member.countryDialingCode ?? ''}${member.mobile}`;
}

/**
 * The one member (trial accounts aside) of this merchant with this mobile number, typed with or without its dialing
 * code; with `dialingCode` the number must be under that code. Two matches (the same national number under two
 * codes) answer none: a login or reset must not guess.
 */
export async function memberByMobile(
  db: Database,
  merchant: Merchant,
  digits: string,
  dialingCode?: string,
): Promise<Member | undefined> {
  const full = sql`coalesce(${members.countryDialingCode}, '') || ${members.mobile}`;
  const match =
    dialingCode === undefined
      ? or(eq(members.mobile, digits), eq(full, digits))
      : inArray(full, [...new Set([`${dialingCode}${digits}`, digits])]);
  const found = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), ne(members.type, trialType), match))
    .limit(2);
  return found.length === 1 ? found[0] : undefined;
}

/** Whether a member of this merchant already has this number under this dialing code. */
export async function mobileRegistered(
  db: Database,
  merchant: Merchant,
  dialingCode: string,
  mobile: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(eq(members.merchantId, merchant.id), eq(members.countryDialingCode, dialingCode), eq(members.mobile, mobile)),
    )
    .limit(1);
  return row !== undefined;
}
