import { array, looseObject, string } from 'valibot';
import { flagLike, maybe } from './primitives';

// The member centre's money-out side (contract §5.2, §5.3): security info, payment password, bank cards, withdrawals,
// the C2C payment confirmation and the transfer to the upline.

/**
 * What the member has bound, as the security page shows it: each contact masked (null when not bound) and whether a
 * payment password is set. The password itself never leaves the platform.
 */
export const securityConfigValue = looseObject({
  mobile: maybe(string()),
  email: maybe(string()),
  payeeName: maybe(string()),
  paymentPasswordSet: flagLike,
});

export const bankListValue = array(looseObject({ bankCode: string(), bankName: string() }));
