/**
 * The identity provider's refusals the site words for the player (spec 1 §8): Firebase's `auth/...` codes, which the
 * reference platform's local provider answers too.
 */
export const identityProviderErrorCodes = [
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/too-many-requests',
  'auth/unknown',
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/captcha-check-failed',
  'auth/quota-exceeded',
  'auth/operation-not-allowed',
  'auth/code-expired',
  'auth/popup-closed-by-user',
] as const;

export type IdentityProviderErrorCode = (typeof identityProviderErrorCodes)[number];
