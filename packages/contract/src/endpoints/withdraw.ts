import { object, optional, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { acknowledgement, idLike } from './primitives';
import { bankCard, bankCardsValue, bankListValue, securityConfigValue } from './withdraw.values';

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
