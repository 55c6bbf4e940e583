import { object, optional, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { acknowledgement } from './primitives';
import { securityConfigValue } from './withdraw.values';

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
