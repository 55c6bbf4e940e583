import { identityProviderErrorCodes } from '@lobby/contract';
import type { FlagName } from '@lobby/whitelabel';

/** The third-party sign-in channels the platform accepts (contract §2.1 `firebaseChannel`), each behind its flag. */
export const socialChannels = ['google', 'facebook', 'twitter'] as const;
export type SocialChannel = (typeof socialChannels)[number];

export const socialChannelFlags: Record<SocialChannel, FlagName> = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
  twitter: 'TWITTERLOGIN3',
};

/**
 * The identity provider's error codes the player is told about (spec 1 §8), plus `auth/popup-blocked` (the browser
 * kept the sign-in window from opening) and `auth/network-request-failed` (the provider could not be reached).
 */
export const identityErrorCodes = [
  ...identityProviderErrorCodes,
  'auth/popup-blocked',
  'auth/network-request-failed',
] as const;
export type IdentityErrorCode = (typeof identityErrorCodes)[number];

export function isIdentityErrorCode(code: unknown): code is IdentityErrorCode {
  return typeof code === 'string' && (identityErrorCodes as readonly string[]).includes(code);
}

/** A refusal by the identity provider; any code it sends that the site does not know reads as `auth/unknown`. */
export class IdentityError extends Error {
  readonly code: IdentityErrorCode;

  constructor(code: unknown, detail?: string) {
    const known = isIdentityErrorCode(code) ? code : 'auth/unknown';
    super(detail ? `${known}: ${detail}` : known);
    this.name = 'IdentityError';
    this.code = known;
  }
}

/** A code sent to a phone by the provider, waiting for the player to type it. */
export interface PhoneConfirmation {
  /** Checks the typed code with the provider; resolves the provider's ID token for the platform. */
  confirm(code: string): Promise<string>;
}

/**
 * The identity provider a brand signs players in with (Google, Facebook and Twitter through one service, as Firebase
 * does) and, optionally, the provider that sends and checks SMS codes instead of the platform. Every method rejects
 * with an `IdentityError`. The platform receives only the provider's ID token (`firebaseIdToken`).
 */
export interface IdentityService {
  /** Starts loading the service's code ahead of its first call, where it loads apart (`deferredIdentity`). */
  preload?(): void;
  /**
   * Signs in through a channel in the provider's own window; resolves the ID token. Called straight from the
   * player's click: a provider that opens a window must open it before its first `await`.
   */
  signIn(channel: SocialChannel): Promise<string>;
  /** Present when the brand's SMS codes come from the provider (spec 1 §4: a 60 s resend wait). */
  phone?: {
    /** Sends a code to an international number (`+` dialing code and digits). */
    sendCode(phoneNumber: string): Promise<PhoneConfirmation>;
  };
}

/** The international form the provider takes: `+`, the dialing code and the national number's digits. */
export function internationalNumber(countryDialingCode: string | undefined, mobile: string): string {
  const dialing = (countryDialingCode ?? '').replace(/\D/g, '');
  return `+${dialing}${mobile.replace(/\D/g, '')}`;
}
