import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const securityPageMessages = defineMessages<{
  profile: NoValues;
  nickname: NoValues;
  account: NoValues;
  mobile: NoValues;
  email: NoValues;
  registered: NoValues;
  vip: NoValues;
  notBound: NoValues;
  none: NoValues;
  level: NoValues;
  levelValue: { bound: number; of: number };
  levelHint: NoValues;
  paymentPassword: NoValues;
  paymentPasswordSet: NoValues;
  paymentPasswordMissing: NoValues;
  newPaymentPassword: NoValues;
  confirmPaymentPassword: NoValues;
  loginPassword: NoValues;
  setSubmit: NoValues;
  resetSubmit: NoValues;
  saved: NoValues;
  changed: NoValues;
  empty: NoValues;
  length: { min: number; max: number };
  exactLength: { length: number };
  digitsOnly: NoValues;
  pattern: NoValues;
  mismatch: NoValues;
  loginPasswordEmpty: NoValues;
  changeLoginPassword: NoValues;
  showPassword: NoValues;
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
}>({
  profile: { id: 'member-centre.SecurityPage.profile', defaultMessage: 'Profile' },
  nickname: { id: 'member-centre.SecurityPage.nickname', defaultMessage: 'Nickname' },
  account: { id: 'member-centre.SecurityPage.account', defaultMessage: 'Username' },
  mobile: { id: 'member-centre.SecurityPage.mobile', defaultMessage: 'Mobile number' },
  email: { id: 'member-centre.SecurityPage.email', defaultMessage: 'E-mail' },
  registered: { id: 'member-centre.SecurityPage.registered', defaultMessage: 'Registered' },
  vip: { id: 'member-centre.SecurityPage.vip', defaultMessage: 'VIP level' },
  notBound: { id: 'member-centre.SecurityPage.notBound', defaultMessage: 'Not bound' },
  none: { id: 'member-centre.SecurityPage.none', defaultMessage: 'None' },
  level: { id: 'member-centre.SecurityPage.level', defaultMessage: 'Security level' },
  levelValue: { id: 'member-centre.SecurityPage.levelValue', defaultMessage: '{bound} of {of} secured' },
  levelHint: {
    id: 'member-centre.SecurityPage.levelHint',
    defaultMessage: 'Counts your mobile number, your e-mail and your payment password.',
  },
  paymentPassword: { id: 'member-centre.SecurityPage.paymentPassword', defaultMessage: 'Payment password' },
  paymentPasswordSet: {
    id: 'member-centre.SecurityPage.paymentPasswordSet',
    defaultMessage: 'Your payment password is set. Change it with your login password.',
  },
  paymentPasswordMissing: {
    id: 'member-centre.SecurityPage.paymentPasswordMissing',
    defaultMessage: 'Set a payment password: every withdrawal asks for it.',
  },
  newPaymentPassword: { id: 'member-centre.SecurityPage.newPaymentPassword', defaultMessage: 'New payment password' },
  confirmPaymentPassword: {
    id: 'member-centre.SecurityPage.confirmPaymentPassword',
    defaultMessage: 'Confirm the payment password',
  },
  loginPassword: { id: 'member-centre.SecurityPage.loginPassword', defaultMessage: 'Login password' },
  setSubmit: { id: 'member-centre.SecurityPage.setSubmit', defaultMessage: 'Set payment password' },
  resetSubmit: { id: 'member-centre.SecurityPage.resetSubmit', defaultMessage: 'Change payment password' },
  saved: { id: 'member-centre.SecurityPage.saved', defaultMessage: 'Your payment password is set.' },
  changed: { id: 'member-centre.SecurityPage.changed', defaultMessage: 'Your payment password is changed.' },
  empty: { id: 'member-centre.SecurityPage.empty', defaultMessage: 'Enter a payment password.' },
  length: {
    id: 'member-centre.SecurityPage.length',
    defaultMessage: 'Use {min, plural, other {#}} to {max, plural, other {#}} characters.',
  },
  exactLength: {
    id: 'member-centre.SecurityPage.exactLength',
    defaultMessage: 'Use exactly {length, plural, one {# character} other {# characters}}.',
  },
  digitsOnly: { id: 'member-centre.SecurityPage.digitsOnly', defaultMessage: 'Use digits only.' },
  pattern: {
    id: 'member-centre.SecurityPage.pattern',
    defaultMessage: "The payment password does not follow this site's rule.",
  },
  mismatch: { id: 'member-centre.SecurityPage.mismatch', defaultMessage: 'The two payment passwords differ.' },
  loginPasswordEmpty: {
    id: 'member-centre.SecurityPage.loginPasswordEmpty',
    defaultMessage: 'Enter your login password.',
  },
  changeLoginPassword: {
    id: 'member-centre.SecurityPage.changeLoginPassword',
    defaultMessage: 'Change login password',
  },
  showPassword: { id: 'member-centre.SecurityPage.showPassword', defaultMessage: 'Show password' },
  loading: { id: 'member-centre.SecurityPage.loading', defaultMessage: 'Loading your account' },
  failed: { id: 'member-centre.SecurityPage.failed', defaultMessage: 'Your account could not be loaded.' },
  retry: { id: 'member-centre.SecurityPage.retry', defaultMessage: 'Try again' },
});
