import { array, looseObject, picklist, record, string } from 'valibot';
import { flagLike, idLike, maybe, numberLike } from './primitives';

// The member centre's money-in side (contract §5.2, §5.3): the merchant's deposit settings and methods, online and
// bank-transfer deposits with their receipts, the member's deposit records, the responsible-gambling limits and the
// transfer to the upline.

/** A promotion the player may pick for a deposit (the merchant's deposit promotions). */
export const depositPromotion = looseObject({ promotionId: idLike, title: string() });

/**
 * Whether the merchant takes deposits now (`allowDeposit` "Y" / "N", with `depositOffMessage` when not), the member's
 * successful deposits, the amounts a form offers as presets and the promotions a deposit may take part in.
 */
export const depositSettingsValue = looseObject({
  allowDeposit: picklist(['Y', 'N']),
  depositOffMessage: maybe(string()),
  totalDepositSuccessCount: numberLike,
  amountPresets: array(numberLike),
  promotions: array(depositPromotion),
});

/**
 * One channel of a deposit method: a payment gateway's bank (online) or the merchant's receiving account (bank
 * transfer, with `accountName`, `accountNumber` and `bankBranch`), each with its own minimum and maximum.
 */
export const depositChannel = looseObject({
  bankCode: string(),
  bankName: string(),
  bankType: string(),
  vendorId: idLike,
  minAmount: numberLike,
  maxAmount: numberLike,
  accountName: maybe(string()),
  accountNumber: maybe(string()),
  bankBranch: maybe(string()),
});

/** The deposit methods by their code (`PG` online, `MT` bank transfer), each with its channels. */
export const depositBanksListValue = record(
  string(),
  looseObject({ methodName: maybe(string()), channels: array(depositChannel) }),
);

/** An online deposit made: pending until paid on the payment page `redirectUrl` opens. */
export const newDepositPGValue = looseObject({
  depositId: idLike,
  status: string(),
  amount: numberLike,
  redirectUrl: string(),
});

/**
 * A bank-transfer deposit made: pending, with where to send the money (`bankChName` the bank, `receiverNamePinyin`
 * the account's holder, `accountNumber`, `bankBranch`) and the player's `remarks`.
 */
export const newDepositBankTransferValue = looseObject({
  depositId: idLike,
  status: string(),
  amount: numberLike,
  remarks: maybe(string()),
  bankBranch: maybe(string()),
  bankChName: string(),
  receiverNamePinyin: string(),
  accountNumber: string(),
});

/**
 * One deposit of the member: `method` PG or MT, `status` PENDING, SUCCESSFUL or FAILED; `taskCreated` once the player
 * said the transfer was made, `receipt` once a picture was uploaded. A bank transfer still waiting for the player (MT,
 * pending, no task yet) carries its receiving account (`receiverNamePinyin`, `accountNumber`, `bankBranch`; the bank
 * is `bankName`), so it can be continued from the records.
 */
export const depositRecord = looseObject({
  depositId: idLike,
  method: string(),
  bankName: maybe(string()),
  receiverNamePinyin: maybe(string()),
  accountNumber: maybe(string()),
  bankBranch: maybe(string()),
  amount: numberLike,
  status: string(),
  remarks: maybe(string()),
  promotionId: maybe(idLike),
  taskCreated: maybe(flagLike),
  receipt: maybe(flagLike),
  createTime: numberLike,
  updateTime: maybe(numberLike),
});

export const depositRecordsValue = looseObject({
  list: array(depositRecord),
  totalCount: numberLike,
  totalPages: numberLike,
});

/** A receipt picture as the member uploaded it, as a data URL (`data:image/png;base64,...`). */
export const depositReceiptValue = looseObject({ depositId: idLike, image: string() });

/**
 * One deposit limit: the one in force (null: none), what is deposited within its window (successful and pending), and
 * a raise waiting for its time (`pendingFrom`, epoch ms; `pendingLimit` null: none).
 */
export const depositLimit = looseObject({
  limit: maybe(numberLike),
  used: numberLike,
  pendingLimit: maybe(numberLike),
  pendingFrom: maybe(numberLike),
});

export const depositLimitsValue = looseObject({
  daily: depositLimit,
  weekly: depositLimit,
  monthly: depositLimit,
});

/** A time-out or self-exclusion: the session is over, and logins are refused until `until` (epoch ms). */
export const selfExclusionValue = looseObject({ until: numberLike });

/** The member's upline, whom `transferToUpline` pays. */
export const uplineInfoValue = looseObject({ uplineName: string() });

export const transferToUplineValue = looseObject({ successAmount: numberLike, uplineName: string() });
