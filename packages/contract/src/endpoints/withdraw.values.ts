import { array, looseObject, string } from 'valibot';
import { flagLike, idLike, maybe, numberLike } from './primitives';

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

/** The banks a merchant pays withdrawals to: a new card names one by `bankCode`. */
export const bankListValue = array(looseObject({ bankCode: string(), bankName: string() }));

/** A bank card of the member; `cardNumber` masked to its last four digits (`************1234`). */
export const bankCard = looseObject({
  id: idLike,
  bankCode: string(),
  bankName: maybe(string()),
  accountName: maybe(string()),
  cardNumber: string(),
  createTime: maybe(numberLike),
});

export const bankCardsValue = array(bankCard);
