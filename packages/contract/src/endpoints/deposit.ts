import { nullable, object, optional, picklist, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { idLike, numberLike } from './primitives';
import {
  depositBanksListValue,
  depositLimitsValue,
  depositReceiptValue,
  depositRecord,
  depositRecordsValue,
  depositSettingsValue,
  newDepositBankTransferValue,
  newDepositPGValue,
  selfExclusionValue,
  transferToUplineValue,
  uplineInfoValue,
} from './deposit.values';

/** Whether deposits are open, the member's successful count, amount presets and promotions (`getDepositSettings`). */
export const depositSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositSettings',
  relay: 'MCSFE_getDepositSettings',
  value: depositSettingsValue,
  encrypted: false,
  auth: 'required',
});

/** The deposit methods and their channels with each one's minimum and maximum (`getDepositBanksList`). */
export const depositBanksList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositBanksList',
  relay: 'MCSFE_getDepositBanksList',
  value: depositBanksListValue,
  encrypted: false,
  auth: 'required',
});

/**
 * An online deposit through a channel of the PG method (`newDepositPG`): answers the payment page to open
 * (`redirectUrl`); the deposit is pending until paid or cancelled there. Refused while deposits are off
 * (`value.data.depositOffMessage`), over the channel's maximum ("deposit amount must not be exceed"), under its
 * minimum, or past one of the member's deposit limits. Send an `Idempotency-Key` header, the same for a retry.
 */
export const newDepositPG = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_newDepositPG',
  relay: 'MCSFE_newDepositPG',
  body: object({
    targetUsername: string(),
    amount: numberLike,
    bankCode: string(),
    bankType: string(),
    vendorId: idLike,
    promotionId: optional(nullable(idLike)),
  }),
  value: newDepositPGValue,
  encrypted: false,
  auth: 'required',
});

/**
 * A bank-transfer deposit to a receiving account of the MT method: answers where to send the money; pending until the
 * merchant approves or rejects it. The same refusals and `Idempotency-Key` as `newDepositPG`.
 */
export const newDepositBankTransfer = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_newDepositBankTransfer',
  relay: 'MCSFE_newDepositBankTransfer',
  body: object({
    amount: numberLike,
    bankCode: string(),
    remarks: optional(string()),
    promotionId: optional(nullable(idLike)),
  }),
  value: newDepositBankTransferValue,
  encrypted: false,
  auth: 'required',
});

/** The player has made the transfer of a pending bank-transfer deposit: the merchant's task to check it. */
export const createDepositTask = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_createDepositTask',
  relay: 'MCSFE_createDepositTask',
  body: object({ depositId: idLike }),
  value: depositRecord,
  encrypted: false,
  auth: 'required',
});

/** The receipt picture of a pending bank-transfer deposit (`depositUploadImage`): a PNG or JPEG data URL, 5 MB at most. */
export const depositUploadImage = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_depositUploadImage',
  relay: 'MCSFE_depositUploadImage',
  body: object({ depositId: idLike, image: string() }),
  value: depositRecord,
  encrypted: false,
  auth: 'required',
});

/** The receipt picture of one of the member's deposits. */
export const depositReceipt = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositReceipt',
  relay: 'MCSFE_getDepositReceipt',
  query: object({ depositId: idLike }),
  value: depositReceiptValue,
  encrypted: false,
  auth: 'required',
});

/** The member's deposits, newest first, paged (`page` from 1). */
export const depositRecords = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositRecords',
  relay: 'MCSFE_getDepositRecords',
  query: object({ page: optional(numberLike), size: optional(numberLike) }),
  value: depositRecordsValue,
  encrypted: false,
  auth: 'required',
});

/** The member's daily, weekly and monthly deposit limits, what each window holds, and raises waiting their time. */
export const depositLimits = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositLimits',
  relay: 'MCSFE_getDepositLimits',
  value: depositLimitsValue,
  encrypted: false,
  auth: 'required',
});

/**
 * Sets deposit limits (amounts in the currency; null: none; an absent period stays as it is). A lower limit applies
 * at once, a higher one (or none) only 24 hours later. Answers the limits as `depositLimits` does.
 */
export const setDepositLimits = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_setDepositLimits',
  relay: 'MCSFE_setDepositLimits',
  body: object({
    daily: optional(nullable(numberLike)),
    weekly: optional(nullable(numberLike)),
    monthly: optional(nullable(numberLike)),
  }),
  value: depositLimitsValue,
  encrypted: false,
  auth: 'required',
});

/**
 * A time-out (24 hours, 7 or 30 days) or a self-exclusion (6 months): the session ends at once and every login is
 * refused (`self_excluded`, with the end time) until the period is over.
 */
export const selfExclude = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_selfExclude',
  relay: 'MCSFE_selfExclude',
  body: object({ period: picklist(['24H', '7D', '30D', '6M']) }),
  value: selfExclusionValue,
  encrypted: false,
  auth: 'required',
});

/** The upline of a member under an agent (`toUpline`): the one `transferToUpline` pays. */
export const uplineInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getUplineInfo',
  relay: 'MCSFE_getUplineInfo',
  value: uplineInfoValue,
  encrypted: false,
  auth: 'required',
});

/**
 * Moves `amount` from the member's main wallet to the upline's (`transferUpline`), confirmed by the payment password.
 * Money-moving: send an `Idempotency-Key` header, the same for a retry.
 */
export const transferToUpline = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_transferToUpline',
  relay: 'MCSFE_transferToUpline',
  body: object({ amount: numberLike, password: string() }),
  value: transferToUplineValue,
  encrypted: false,
  auth: 'required',
});
