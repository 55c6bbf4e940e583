import type { endpoints } from '@lobby/contract';
import type { InferOutput } from 'valibot';
import type { Member, Merchant } from '../db/schema';
import type { Platform } from '../http/env';
import { flagOn } from '../merchants/whitelabel';
import { addressStanding } from '../security/knownAddresses';
import { spendCode } from '../security/verificationCodes';
import { phoneTokenNumber } from './identitySignIn';
import { isNumberOf, targetOfMember } from './mobile';

type VerificationBody = InferOutput<typeof endpoints.loginVerification.body>;

/**
 * The second factors the reference platform can check (contract §2.1): `E` the account's e-mail, `S` a code sent to
 * its mobile number (or the phone provider's token for it), `P` its payee name. `G` (an authenticator app) is never
 * offered: the reference platform keeps no authenticator secrets.
 */
export type VerificationMethod = 'E' | 'S' | 'P';

/** The methods the member can confirm a new address with, in the order E, S, P: what the account has on file. */
export function verificationMethods(member: Member): VerificationMethod[] {
  const methods: VerificationMethod[] = [];
  if (member.email?.trim()) methods.push('E');
  if (targetOfMember(member)) methods.push('S');
  if (member.payeeName?.trim()) methods.push('P');
  return methods;
}

/**
 * Whether a password login of the member from `ip` must be confirmed first (LOGINIPVERF3): the merchant has the
 * switch on, the member has a method to confirm with, and is known from other addresses but not this one. Answers
 * the methods to offer, or undefined when the login may go ahead. A member known from no address yet (the first login)
 * goes ahead: there is nothing to tell a new address from.
 */
export async function addressVerificationNeeded(
  platform: Platform,
  merchant: Merchant,
  member: Member,
  ip: string,
): Promise<VerificationMethod[] | undefined> {
  if (!flagOn(merchant, 'LOGINIPVERF3')) return undefined;
  const methods = verificationMethods(member);
  if (methods.length === 0) return undefined;
  return (await addressStanding(platform.db, member.id, ip)) === 'new' ? methods : undefined;
}

/** Case, surrounding and repeated inner white space ignored: how people retype a name or an address. */
function loosely(text: string | null | undefined): string {
  return (text ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Whether the answer of `body.method` matches the member: `E` the e-mail (trimmed, any case); `S` the number (with or
 * without its dialing code) and, for it, a live `noLogin` code from /wps/verification/sms/noLogin (spent by this
 * check) or a phone-provider ID token; `P` the payee name (any case, white space collapsed). The method must be one
 * of `verificationMethods(member)`.
 */
export async function secondFactorMatches(
  platform: Platform,
  merchant: Merchant,
  member: Member,
  body: VerificationBody,
): Promise<boolean> {
  switch (body.method) {
    case 'E':
      return loosely(body.email) !== '' && loosely(body.email) === loosely(member.email);
    case 'P':
      return loosely(body.payeeName) !== '' && loosely(body.payeeName) === loosely(member.payeeName);
    case 'S': {
      const target = targetOfMember(member);
      if (!target || !isNumberOf(member, body.mobileNum ?? '')) return false;
      const token = body.firebaseIdToken?.trim() ?? '';
      if (token && phoneTokenNumber(platform, merchant, token) === target) return true;
      const code = body.verificationCode?.trim() ?? '';
      if (!code) return false;
      return spendCode(platform.db, { merchantId: merchant.id, purpose: 'noLogin', target }, code, platform.clock());
    }
    default:
      return false;
  }
}
