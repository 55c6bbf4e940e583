import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const withdrawPageMessages = defineMessages<{
  cards: NoValues;
  noCards: NoValues;
  remove: { card: string };
  removeButton: NoValues;
  removeTitle: NoValues;
  removeMessage: { card: string };
  cancel: NoValues;
  removed: NoValues;
  cardsFull: { count: number };
  addCard: NoValues;
  bank: NoValues;
  chooseBank: NoValues;
  holder: NoValues;
  holderHint: NoValues;
  holderEmpty: NoValues;
  cardNumber: NoValues;
  cardNumberEmpty: NoValues;
  cardNumberDigits: NoValues;
  cardNumberLength: { min: number; max: number };
  addSubmit: NoValues;
  added: NoValues;
  withdraw: NoValues;
  toCard: NoValues;
  amount: NoValues;
  limits: { minimum: string; maximum: string };
  charge: { charge: string; actual: string };
  chargeLoading: NoValues;
  paymentPassword: NoValues;
  showPassword: NoValues;
  passwordEmpty: NoValues;
  submit: NoValues;
  accepted: { amount: string };
  needPassword: NoValues;
  setPassword: NoValues;
  needCard: NoValues;
  turnover: { required: string; actual: string };
  deposit: { required: string; deposited: string };
  information: NoValues;
  bindMobile: NoValues;
  bindEmail: NoValues;
  askSupport: NoValues;
  wrongPassword: NoValues;
  noPassword: NoValues;
  unknownOutcome: NoValues;
  records: NoValues;
  noRecords: NoValues;
  PENDING: NoValues;
  APPROVED: NoValues;
  REJECTED: NoValues;
  DISBURSED: NoValues;
  RECEIVED: NoValues;
  NOT_RECEIVED: NoValues;
  FORCED_RECEIVED: NoValues;
  ALL_RECEIVED: NoValues;
  AUTO_RECEIVED: { minutes: number };
  required_nickname: NoValues;
  required_id_not_verified: NoValues;
  required_email_add: NoValues;
  required_mobile_no: NoValues;
  required_qq: NoValues;
  required_address: NoValues;
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
}>({
  cards: { id: 'member-centre.WithdrawPage.cards', defaultMessage: 'Bank cards' },
  noCards: { id: 'member-centre.WithdrawPage.noCards', defaultMessage: 'No bank card yet: add one to withdraw to it.' },
  remove: { id: 'member-centre.WithdrawPage.remove', defaultMessage: 'Remove {card}' },
  removeButton: { id: 'member-centre.WithdrawPage.removeButton', defaultMessage: 'Remove' },
  removeTitle: { id: 'member-centre.WithdrawPage.removeTitle', defaultMessage: 'Remove this bank card?' },
  removeMessage: {
    id: 'member-centre.WithdrawPage.removeMessage',
    defaultMessage: '{card} will no longer receive withdrawals.',
  },
  cancel: { id: 'member-centre.WithdrawPage.cancel', defaultMessage: 'Cancel' },
  removed: { id: 'member-centre.WithdrawPage.removed', defaultMessage: 'The bank card is removed.' },
  cardsFull: {
    id: 'member-centre.WithdrawPage.cardsFull',
    defaultMessage:
      'You have the maximum of {count, plural, one {# bank card} other {# bank cards}}: remove one to add another.',
  },
  addCard: { id: 'member-centre.WithdrawPage.addCard', defaultMessage: 'Add a bank card' },
  bank: { id: 'member-centre.WithdrawPage.bank', defaultMessage: 'Bank' },
  chooseBank: { id: 'member-centre.WithdrawPage.chooseBank', defaultMessage: 'Choose a bank.' },
  holder: { id: 'member-centre.WithdrawPage.holder', defaultMessage: 'Account holder' },
  holderHint: {
    id: 'member-centre.WithdrawPage.holderHint',
    defaultMessage: 'The name on the bank account, as your account names you.',
  },
  holderEmpty: { id: 'member-centre.WithdrawPage.holderEmpty', defaultMessage: "Enter the account holder's name." },
  cardNumber: { id: 'member-centre.WithdrawPage.cardNumber', defaultMessage: 'Card number' },
  cardNumberEmpty: { id: 'member-centre.WithdrawPage.cardNumberEmpty', defaultMessage: 'Enter the card number.' },
  cardNumberDigits: { id: 'member-centre.WithdrawPage.cardNumberDigits', defaultMessage: 'Use digits only.' },
  cardNumberLength: {
    id: 'member-centre.WithdrawPage.cardNumberLength',
    defaultMessage: 'Use {min} to {max} digits.',
  },
  addSubmit: { id: 'member-centre.WithdrawPage.addSubmit', defaultMessage: 'Add the card' },
  added: { id: 'member-centre.WithdrawPage.added', defaultMessage: 'The bank card is added.' },
  withdraw: { id: 'member-centre.WithdrawPage.withdraw', defaultMessage: 'Withdraw' },
  toCard: { id: 'member-centre.WithdrawPage.toCard', defaultMessage: 'To the bank card' },
  amount: { id: 'member-centre.WithdrawPage.amount', defaultMessage: 'Amount' },
  limits: { id: 'member-centre.WithdrawPage.limits', defaultMessage: 'From {minimum} to {maximum}' },
  charge: {
    id: 'member-centre.WithdrawPage.charge',
    defaultMessage: 'Charge: {charge}. You receive {actual}.',
  },
  chargeLoading: { id: 'member-centre.WithdrawPage.chargeLoading', defaultMessage: 'Working out the charge' },
  paymentPassword: { id: 'member-centre.WithdrawPage.paymentPassword', defaultMessage: 'Payment password' },
  showPassword: { id: 'member-centre.WithdrawPage.showPassword', defaultMessage: 'Show password' },
  passwordEmpty: { id: 'member-centre.WithdrawPage.passwordEmpty', defaultMessage: 'Enter your payment password.' },
  submit: { id: 'member-centre.WithdrawPage.submit', defaultMessage: 'Withdraw' },
  accepted: {
    id: 'member-centre.WithdrawPage.accepted',
    defaultMessage: 'Your withdrawal of {amount} is pending approval; the amount is held from your balance meanwhile.',
  },
  needPassword: {
    id: 'member-centre.WithdrawPage.needPassword',
    defaultMessage: 'Set a payment password first: every withdrawal is confirmed with it.',
  },
  setPassword: { id: 'member-centre.WithdrawPage.setPassword', defaultMessage: 'Set a payment password' },
  needCard: { id: 'member-centre.WithdrawPage.needCard', defaultMessage: 'Add a bank card above to withdraw to it.' },
  turnover: {
    id: 'member-centre.WithdrawPage.turnover',
    defaultMessage: 'The turnover needed before a withdrawal is not reached yet: {actual} of {required}.',
  },
  deposit: {
    id: 'member-centre.WithdrawPage.deposit',
    defaultMessage: 'Deposit at least {required} before withdrawing; so far you have deposited {deposited}.',
  },
  information: {
    id: 'member-centre.WithdrawPage.information',
    defaultMessage: 'Complete your account information before withdrawing. Missing:',
  },
  bindMobile: { id: 'member-centre.WithdrawPage.bindMobile', defaultMessage: 'Bind a mobile number' },
  bindEmail: { id: 'member-centre.WithdrawPage.bindEmail', defaultMessage: 'Bind an e-mail address' },
  askSupport: { id: 'member-centre.WithdrawPage.askSupport', defaultMessage: 'Ask customer service' },
  wrongPassword: {
    id: 'member-centre.WithdrawPage.wrongPassword',
    defaultMessage: 'The payment password is wrong. Check it and try again.',
  },
  noPassword: {
    id: 'member-centre.WithdrawPage.noPassword',
    defaultMessage: 'You have no payment password yet. Set one first.',
  },
  unknownOutcome: {
    id: 'member-centre.WithdrawPage.unknownOutcome',
    defaultMessage:
      'We could not tell whether this withdrawal went through. Check your withdrawal records below before trying again.',
  },
  records: { id: 'member-centre.WithdrawPage.records', defaultMessage: 'Withdrawal records' },
  noRecords: { id: 'member-centre.WithdrawPage.noRecords', defaultMessage: 'No withdrawals yet.' },
  PENDING: { id: 'member-centre.WithdrawPage.PENDING', defaultMessage: 'Pending' },
  APPROVED: { id: 'member-centre.WithdrawPage.APPROVED', defaultMessage: 'Approved' },
  REJECTED: { id: 'member-centre.WithdrawPage.REJECTED', defaultMessage: 'Rejected, money returned' },
  DISBURSED: { id: 'member-centre.WithdrawPage.DISBURSED', defaultMessage: 'Paid, awaiting your confirmation' },
  RECEIVED: { id: 'member-centre.WithdrawPage.RECEIVED', defaultMessage: 'Received' },
  NOT_RECEIVED: { id: 'member-centre.WithdrawPage.NOT_RECEIVED', defaultMessage: 'Not received' },
  FORCED_RECEIVED: {
    id: 'member-centre.WithdrawPage.FORCED_RECEIVED',
    defaultMessage: 'Received (confirmed by the merchant)',
  },
  ALL_RECEIVED: { id: 'member-centre.WithdrawPage.ALL_RECEIVED', defaultMessage: 'Received in full' },
  AUTO_RECEIVED: {
    id: 'member-centre.WithdrawPage.AUTO_RECEIVED',
    defaultMessage:
      '{minutes, plural, =0 {Received (not confirmed in time, so counted as received)} one {Received (not confirmed within # minute, so counted as received)} other {Received (not confirmed within # minutes, so counted as received)}}',
  },
  required_nickname: { id: 'member-centre.WithdrawPage.required_nickname', defaultMessage: 'Nickname' },
  required_id_not_verified: {
    id: 'member-centre.WithdrawPage.required_id_not_verified',
    defaultMessage: 'Identity verification',
  },
  required_email_add: { id: 'member-centre.WithdrawPage.required_email_add', defaultMessage: 'E-mail address' },
  required_mobile_no: { id: 'member-centre.WithdrawPage.required_mobile_no', defaultMessage: 'Mobile number' },
  required_qq: { id: 'member-centre.WithdrawPage.required_qq', defaultMessage: 'QQ' },
  required_address: { id: 'member-centre.WithdrawPage.required_address', defaultMessage: 'Address' },
  loading: { id: 'member-centre.WithdrawPage.loading', defaultMessage: 'Loading your withdrawal details' },
  failed: { id: 'member-centre.WithdrawPage.failed', defaultMessage: 'Your withdrawal details could not be loaded.' },
  retry: { id: 'member-centre.WithdrawPage.retry', defaultMessage: 'Try again' },
});
