import { defineMessages } from '@lobby/i18n/react';

/** What the player is told for each identity-provider refusal (spec 1 §8). */
export const identityMessages = defineMessages({
  'auth/invalid-phone-number': {
    id: 'auth.identity.invalidPhoneNumber',
    defaultMessage: 'Invalid phone number format',
  },
  'auth/missing-phone-number': {
    id: 'auth.identity.missingPhoneNumber',
    defaultMessage: 'Please enter a valid phone number',
  },
  'auth/too-many-requests': {
    id: 'auth.identity.tooManyRequests',
    defaultMessage: 'Too many attempts, please try again in 5 minutes',
  },
  'auth/unknown': { id: 'auth.identity.unknown', defaultMessage: 'Abnormal error, please try again' },
  'auth/invalid-verification-code': {
    id: 'auth.identity.invalidVerificationCode',
    defaultMessage: 'Please enter the correct verification code',
  },
  'auth/missing-verification-code': {
    id: 'auth.identity.missingVerificationCode',
    defaultMessage: 'Please enter the verification code',
  },
  'auth/captcha-check-failed': {
    id: 'auth.identity.captchaCheckFailed',
    defaultMessage: 'The human verification failed, please try again',
  },
  'auth/quota-exceeded': {
    id: 'auth.identity.quotaExceeded',
    defaultMessage: 'No more codes can be sent now, please contact customer service',
  },
  'auth/operation-not-allowed': {
    id: 'auth.identity.operationNotAllowed',
    defaultMessage: 'This function is disabled, please contact customer service',
  },
  'auth/code-expired': {
    id: 'auth.identity.codeExpired',
    defaultMessage: 'The code has expired, please send a new one',
  },
  'auth/popup-closed-by-user': { id: 'auth.identity.popupClosed', defaultMessage: 'Login failed, please try again' },
  'auth/popup-blocked': {
    id: 'auth.identity.popupBlocked',
    defaultMessage: 'The sign-in window was blocked: allow pop-ups for this site and try again',
  },
  'auth/network-request-failed': {
    id: 'auth.identity.networkRequestFailed',
    defaultMessage: 'Network link is abnormal, please try again',
  },
});
