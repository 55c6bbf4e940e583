import { number, object, optional, picklist, string, union } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { avatarIndex, boundEmailValue, boundMobileValue, playerRankProgressValue } from './account.values';
import { acknowledgement } from './primitives';
import { smsValue } from './session.values';

// Binding a mobile number or an e-mail address to the signed-in member with a code, and the avatar choice (My
// account). The original's member centre calls `verification_otp` for the code; its paths are not
// in the contract, so these follow the platform's style (docs/decisions/0035-binding-mobile-and-email.md).

/**
 * A code to the new mobile number (`channel: 'sms'`, `mobileNum` and `countryDialingCode`) or the new e-mail address
 * (`channel: 'email'`, `email`) that the member wants to bind (`verification_otp`). Answers the resend countdown as
 * the other code calls do: 60 s x `expiredMinutes`.
 */
export const verificationOtp = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/otp',
  body: object({
    channel: picklist(['sms', 'email']),
    mobileNum: optional(string()),
    countryDialingCode: optional(union([string(), number()])),
    email: optional(string()),
  }),
  value: smsValue,
  encrypted: false,
  auth: 'required',
  module: 'VERIFICATION3',
});

/** Binds (or changes) the member's mobile number with the code `verificationOtp` sent to it; answers it masked. */
export const bindMobile = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/info/mobile',
  body: object({
    mobileNum: string(),
    countryDialingCode: optional(union([string(), number()])),
    verificationCode: string(),
  }),
  value: boundMobileValue,
  encrypted: false,
  auth: 'required',
});

/** Binds (or changes) the member's e-mail address with the code `verificationOtp` sent to it; answers it masked. */
export const bindEmail = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/info/email',
  body: object({ email: string(), verificationCode: string() }),
  value: boundEmailValue,
  encrypted: false,
  auth: 'required',
});

/** Chooses the member's avatar: `"1"` to the site's `gw.PROFILE_ICON_COUNT` (PROFPIC3). */
export const updateMemberIcon = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/info/icon',
  body: object({ icon: avatarIndex }),
  value: acknowledgement,
  encrypted: false,
  auth: 'required',
  module: 'PROFPIC3',
});

/** The member's VIP rank, the next one and the monthly turnover between them (My account's rank progress). */
export const playerRankProgress = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  relay: 'MCSFE_getPlayerRankProgress',
  value: playerRankProgressValue,
  encrypted: false,
  auth: 'required',
});
