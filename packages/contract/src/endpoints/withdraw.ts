import { object, optional, picklist, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { acknowledgement, flagLike, idLike, numberLike } from './primitives';
import {
  bankCard,
  bankCardsValue,
  bankListValue,
  paymentConfirmationListValue,
  securityConfigValue,
  withdrawChargesValue,
  withdrawRecord,
  withdrawRecordsValue,
  withdrawSettingsValue,
  withdrawValue,
} from './withdraw.values';

/** What is bound (mobile, e-mail, payee name; masked) and whether a payment password is set (`getSecurityConfigV2`). */
export const securityConfig = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/member/securityConfig',
  value: securityConfigValue,
  encrypted: false,
  auth: 'required',
  module: 'COMM3',
});

/** Sets the payment password the first time (`setWithdrawPassword`); once set, it changes by `resetPaymentPassword`. */
export const setPaymentPassword = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_setWithdrawPassword',
  relay: 'MCSFE_setWithdrawPassword',
  body: object({ paymentPassword: string(), confirmPaymentPassword: string() }),
  value: acknowledgement,
  encrypted: false,
  auth: 'required',
});

/**
 * A new payment password (`resetPaymentPasswordv2`), proven by the login password or by an SMS code sent to the
 * member's own mobile number (`smsNoLogin`): one of `loginPassword` and `verificationCode`.
 */
export const resetPaymentPassword = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_resetPaymentPasswordv2',
  relay: 'MCSFE_resetPaymentPasswordv2',
  body: object({
    paymentPassword: string(),
    confirmPaymentPassword: string(),
    loginPassword: optional(string()),
    verificationCode: optional(string()),
  }),
  value: acknowledgement,
  encrypted: false,
  auth: 'required',
});

/** The banks a new bank card may name (`getWithdrawBanks`). */
export const withdrawBanks = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawBanks',
  relay: 'MCSFE_getWithdrawBanks',
  value: bankListValue,
  encrypted: false,
  auth: 'required',
});

/** The member's bank cards, oldest first (`getBankCards`). */
export const bankCards = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getBankCards',
  relay: 'MCSFE_getBankCards',
  value: bankCardsValue,
  encrypted: false,
  auth: 'required',
});

/**
 * Binds a bank card (`withdrawAddCard`): a bank of `withdrawBanks`, the holder's name (the member's payee name where
 * one is set) and the card number, digits within the merchant's lengths. Answers the card, masked.
 */
export const addBankCard = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_withdrawAddCard',
  relay: 'MCSFE_withdrawAddCard',
  body: object({ bankCode: string(), accountName: string(), cardNumber: string() }),
  value: bankCard,
  encrypted: false,
  auth: 'required',
});

/** Removes one of the member's bank cards (`withdrawDelCard`); DELETE with a JSON body, as the original's wrapper sends. */
export const deleteBankCard = defineEndpoint({
  method: 'DELETE',
  path: '/wps/relay/MCSFE_withdrawDelCard',
  relay: 'MCSFE_withdrawDelCard',
  body: object({ bankCardId: idLike }),
  value: acknowledgement,
  encrypted: false,
  auth: 'required',
});

/** The merchant's withdrawal rules (`getWithdrawSettings`; mobile builds send `groupId=0`). */
export const withdrawSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawSettings',
  relay: 'MCSFE_getWithdrawSettings',
  query: object({ groupId: optional(numberLike) }),
  value: withdrawSettingsValue,
  encrypted: false,
  auth: 'required',
});

/** The charge of a withdrawal of `amount` made now (`getCalculatedWithdrawCharges`), before it is submitted. */
export const withdrawCharges = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getCalculatedWithdrawCharges',
  relay: 'MCSFE_getCalculatedWithdrawCharges',
  query: object({ amount: numberLike }),
  value: withdrawChargesValue,
  encrypted: false,
  auth: 'required',
});

/**
 * A withdrawal to one of the member's bank cards (`currentWithdrawType` "BC"), confirmed by the payment password. The
 * amount is held from the main wallet at once and the withdrawal stays pending until the merchant approves or rejects
 * it. Money-moving: send an `Idempotency-Key` header, the same for a retry. Refusals carry the contract's codes
 * (`withdraw_turnover_not_enough` with `value.data{requiredTurnover, actualTurnover}` ...).
 */
export const withdraw = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_withdraw',
  relay: 'MCSFE_withdraw',
  body: object({
    amount: numberLike,
    bankCardId: optional(idLike),
    accountId: optional(idLike),
    password: string(),
    groupId: optional(idLike),
    currentWithdrawType: picklist(['BC', 'EW', 'VM']),
    virtualAmount: optional(numberLike),
    isByPaster: optional(flagLike),
  }),
  value: withdrawValue,
  encrypted: false,
  auth: 'required',
});

/** The member's withdrawals, newest first, paged (`page` from 1). */
export const withdrawRecords = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawRecords',
  relay: 'MCSFE_getWithdrawRecords',
  query: object({ page: optional(numberLike), size: optional(numberLike) }),
  value: withdrawRecordsValue,
  encrypted: false,
  auth: 'required',
});

/** The member's disbursed C2C withdrawals and their confirmations ("payment disbursed, confirm received"). */
export const paymentConfirmationList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPaymentConfirmationList',
  relay: 'MCSFE_getPaymentConfirmationList',
  value: paymentConfirmationListValue,
  encrypted: false,
  auth: 'required',
});

/** The member's answer to a disbursed C2C withdrawal: the money arrived (RECEIVED) or not (NOT_RECEIVED). */
export const processC2CTransaction = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_processC2CTransaction',
  relay: 'MCSFE_processC2CTransaction',
  body: object({ withdrawId: idLike, status: picklist(['RECEIVED', 'NOT_RECEIVED']) }),
  value: withdrawRecord,
  encrypted: false,
  auth: 'required',
});
