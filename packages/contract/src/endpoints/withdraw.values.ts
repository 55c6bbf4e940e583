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

/**
 * A merchant's withdrawal rules: the limits under both names the clients read (`minimumAmount` / `maximumAmount` on
 * mobile, `minWithdrawal` / `maxWithdrawal` on desktop), the charge (`chargeRate` percent of the amount, at least
 * `minimumCharge`, none for the first `freeWithdrawalsPerDay`), C2C and its confirmation minutes, the card rules.
 */
export const withdrawSettingsValue = looseObject({
  minimumAmount: numberLike,
  maximumAmount: numberLike,
  minWithdrawal: maybe(numberLike),
  maxWithdrawal: maybe(numberLike),
  chargeRate: numberLike,
  minimumCharge: numberLike,
  freeWithdrawalsPerDay: numberLike,
  freeWithdrawalsLeft: numberLike,
  c2cEnabled: flagLike,
  paymentConfirmationMinutes: maybe(numberLike),
  maxBankCards: maybe(numberLike),
  cardNumberMinLength: maybe(numberLike),
  cardNumberMaxLength: maybe(numberLike),
});

/** The charge of a withdrawal of `amount` if made now, and what reaches the card. */
export const withdrawChargesValue = looseObject({
  amount: numberLike,
  withdrawCharges: numberLike,
  actualAmount: numberLike,
});

/**
 * One withdrawal of the member: `status` PENDING, APPROVED, REJECTED, or for C2C DISBURSED (awaiting the member's
 * confirmation), RECEIVED, NOT_RECEIVED, FORCED_RECEIVED.
 */
export const withdrawRecord = looseObject({
  withdrawId: idLike,
  amount: numberLike,
  withdrawCharges: numberLike,
  actualAmount: numberLike,
  status: string(),
  bankName: maybe(string()),
  cardNumber: maybe(string()),
  c2c: maybe(flagLike),
  createTime: numberLike,
  updateTime: maybe(numberLike),
  /** C2C: when the payer paid, and when it counts as received unless the member answers first. */
  disbursedTime: maybe(numberLike),
  autoConfirmTime: maybe(numberLike),
});

/** An accepted withdrawal: pending, its amount held from the main wallet. */
export const withdrawValue = looseObject({
  withdrawId: idLike,
  status: string(),
  amount: numberLike,
  withdrawCharges: numberLike,
  actualAmount: numberLike,
  redirectUrl: maybe(string()),
});

export const withdrawRecordsValue = looseObject({
  list: array(withdrawRecord),
  totalCount: numberLike,
  totalPages: numberLike,
});

/** The member's disbursed C2C withdrawals, newest first, with the minutes after which one counts as received. */
export const paymentConfirmationListValue = looseObject({
  minutes: numberLike,
  list: array(withdrawRecord),
});
