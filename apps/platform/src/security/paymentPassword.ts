import { errorCodes } from '@lobby/contract';
import type { Merchant } from '../db/schema';
import { ApiError } from '../lib/apiError';
import { lengthText, ruleBreach } from '../merchants/registerRules';

// The payment password: a second secret, apart from the login password, that every withdrawal and transfer to the
// upline is confirmed with. Stored as an argon2id hash like the login password, and never answered.

export const paymentPasswordErrors = {
  notSet: () =>
    new ApiError(400, errorCodes.paymentPasswordNotExists, 'Please set a payment password first.', {
      field: 'password',
    }),
  wrong: () =>
    new ApiError(400, errorCodes.invalidPaymentPassword, 'The payment password is incorrect.', { field: 'password' }),
  alreadySet: () =>
    new ApiError(
      400,
      errorCodes.paymentPasswordExists,
      'A payment password is already set. Change it with your login password or an SMS code.',
    ),
};

/** At least six characters whatever the merchant's rule says (contract §5.3: `password (≥6)`). */
const minimumLength = 6;

/**
 * Why `password` may not be a payment password, or undefined: the merchant's rule for it (its registration rule
 * `paymentPassword`: six digits at every seeded merchant) with at least six characters, and not a guess tried first
 * (one character repeated, a run such as 123456 or 654321).
 */
export function paymentPasswordProblem(password: string, merchant: Merchant): string | undefined {
  const rule = merchant.registerRules.paymentPassword;
  const bounds = {
    minLength: Math.max(minimumLength, rule?.minLength ?? 0),
    maxLength: Math.max(minimumLength, rule?.maxLength ?? 20),
  };
  const breach = ruleBreach(password, { acceptedPattern: rule?.acceptedPattern, ...bounds });
  if (breach === 'length') return `The payment password must be ${lengthText(bounds)} characters long.`;
  if (breach === 'pattern') {
    return rule?.acceptedPattern === '^[0-9]+$'
      ? 'The payment password may hold digits only.'
      : "The payment password does not follow this site's rule.";
  }
  const codes = [...password].map((char) => char.codePointAt(0) ?? 0);
  const steps = new Set(codes.slice(1).map((code, index) => code - (codes[index] ?? 0)));
  if (steps.size === 1 && [-1, 0, 1].includes([...steps][0] ?? 2)) {
    return 'The payment password is too easy to guess: avoid repeated or consecutive characters.';
  }
  return undefined;
}
