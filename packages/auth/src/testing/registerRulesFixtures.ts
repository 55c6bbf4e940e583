import type { RegisterRules } from '@lobby/contract';

/*
 * Merchant rule sets shaped like the reference platform's seeded merchants (apps/platform README), for tests and
 * stories. Not exported from the package.
 */

/** Lotus: user names 6-12 starting with a letter, passwords 8-20 of anything, mobile 9-10 digits. */
export const lotusRules: RegisterRules = {
  username: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 12,
    patternId: 1,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
  },
  password: { enabled: true, required: true, minLength: 8, maxLength: 20, patternId: 19, acceptedPattern: '*' },
  mobileNum: { enabled: true, required: false, minLength: 9, maxLength: 10, patternId: 6, acceptedPattern: '^[0-9]+$' },
};

/** Siam: alphanumeric user names, passwords mixing letters and digits, Thai payee name, payment password, ID, captcha. */
export const siamRules: RegisterRules = {
  username: {
    enabled: true,
    required: true,
    minLength: 5,
    maxLength: 16,
    patternId: 4,
    acceptedPattern: '^[a-zA-Z0-9]+$',
  },
  password: {
    enabled: true,
    required: true,
    minLength: 8,
    maxLength: 16,
    patternId: 5,
    acceptedPattern: '^(?=.*[a-zA-Z])(?=.*[0-9]).+$',
  },
  payeeName: {
    enabled: 'Y',
    required: 'Y',
    minLength: 2,
    maxLength: 40,
    patternId: 16,
    acceptedPattern: '^[\\u0E00-\\u0E7F ]+$',
  },
  paymentPassword: {
    enabled: true,
    required: false,
    minLength: 6,
    maxLength: 6,
    patternId: 6,
    acceptedPattern: '^[0-9]+$',
  },
  idNumber: { enabled: true, required: false, minLength: 13, maxLength: 13, patternId: 6, acceptedPattern: '^[0-9]+$' },
  captcha: { enabled: '1', required: '1', minLength: 4, maxLength: 4, patternId: 6, acceptedPattern: '^[0-9]+$' },
};
