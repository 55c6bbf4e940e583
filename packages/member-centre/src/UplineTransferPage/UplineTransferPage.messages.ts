import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const uplineTransferPageMessages = defineMessages<{
  title: NoValues;
  upline: NoValues;
  mainWallet: NoValues;
  intro: NoValues;
  amount: NoValues;
  available: { amount: string };
  paymentPassword: NoValues;
  showPassword: NoValues;
  passwordEmpty: NoValues;
  submit: NoValues;
  transferred: { amount: string; upline: string };
  noUpline: NoValues;
  needPassword: NoValues;
  setPassword: NoValues;
  wrongPassword: NoValues;
  noPassword: NoValues;
  balance: NoValues;
  unknownOutcome: NoValues;
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
}>({
  title: { id: 'member-centre.UplineTransferPage.title', defaultMessage: 'Transfer to your upline' },
  upline: { id: 'member-centre.UplineTransferPage.upline', defaultMessage: 'Your upline' },
  mainWallet: { id: 'member-centre.UplineTransferPage.mainWallet', defaultMessage: 'Main wallet' },
  intro: {
    id: 'member-centre.UplineTransferPage.intro',
    defaultMessage: 'The amount leaves your main wallet and reaches your upline at once.',
  },
  amount: { id: 'member-centre.UplineTransferPage.amount', defaultMessage: 'Amount' },
  available: { id: 'member-centre.UplineTransferPage.available', defaultMessage: 'Available: {amount}' },
  paymentPassword: { id: 'member-centre.UplineTransferPage.paymentPassword', defaultMessage: 'Payment password' },
  showPassword: { id: 'member-centre.UplineTransferPage.showPassword', defaultMessage: 'Show password' },
  passwordEmpty: {
    id: 'member-centre.UplineTransferPage.passwordEmpty',
    defaultMessage: 'Enter your payment password.',
  },
  submit: { id: 'member-centre.UplineTransferPage.submit', defaultMessage: 'Transfer' },
  transferred: {
    id: 'member-centre.UplineTransferPage.transferred',
    defaultMessage: '{amount} went to {upline}.',
  },
  noUpline: {
    id: 'member-centre.UplineTransferPage.noUpline',
    defaultMessage:
      'Transfers to an upline are for members under an agent. Your account has no upline, so there is nothing to transfer here.',
  },
  needPassword: {
    id: 'member-centre.UplineTransferPage.needPassword',
    defaultMessage: 'Set a payment password first: every transfer to your upline is confirmed with it.',
  },
  setPassword: { id: 'member-centre.UplineTransferPage.setPassword', defaultMessage: 'Set a payment password' },
  wrongPassword: {
    id: 'member-centre.UplineTransferPage.wrongPassword',
    defaultMessage: 'The payment password is wrong. Check it and try again.',
  },
  noPassword: {
    id: 'member-centre.UplineTransferPage.noPassword',
    defaultMessage: 'You have no payment password yet. Set one first.',
  },
  balance: {
    id: 'member-centre.UplineTransferPage.balance',
    defaultMessage: 'Your main wallet does not hold that much any more. Check the balance and try a smaller amount.',
  },
  unknownOutcome: {
    id: 'member-centre.UplineTransferPage.unknownOutcome',
    defaultMessage:
      'We could not tell whether this transfer went through. Check your main wallet balance and account records before trying again.',
  },
  loading: { id: 'member-centre.UplineTransferPage.loading', defaultMessage: 'Loading your upline' },
  failed: {
    id: 'member-centre.UplineTransferPage.failed',
    defaultMessage: 'Your upline and balance could not be loaded.',
  },
  retry: { id: 'member-centre.UplineTransferPage.retry', defaultMessage: 'Try again' },
});
