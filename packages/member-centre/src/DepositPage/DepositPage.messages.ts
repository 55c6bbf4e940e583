import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const depositPageMessages = defineMessages<{
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
  deposit: NoValues;
  closed: NoValues;
  method: NoValues;
  PG: NoValues;
  MT: NoValues;
  channel: NoValues;
  channelLimits: { minimum: string; maximum: string };
  amount: NoValues;
  limits: { minimum: string; maximum: string };
  presets: NoValues;
  remarks: NoValues;
  remarksHint: NoValues;
  remarksLong: { max: number };
  promotion: NoValues;
  noPromotion: NoValues;
  submit: NoValues;
  waiting: { amount: string };
  popupBlocked: NoValues;
  openPayment: NoValues;
  newWindow: NoValues;
  credited: { amount: string };
  notCompleted: { amount: string };
  windowClosed: NoValues;
  overMaximum: { amount: string };
  underMinimum: { amount: string };
  overDailyLimit: { limit: string; used: string };
  overWeeklyLimit: { limit: string; used: string };
  overMonthlyLimit: { limit: string; used: string };
  unknownOutcome: NoValues;
  transfer: NoValues;
  transferIntro: { amount: string };
  bank: NoValues;
  branch: NoValues;
  accountName: NoValues;
  accountNumber: NoValues;
  yourRemarks: NoValues;
  copy: NoValues;
  copied: { what: string };
  copyFailed: NoValues;
  receipt: NoValues;
  chooseReceipt: NoValues;
  receiptHint: NoValues;
  receiptChosen: { name: string };
  receiptMissing: NoValues;
  receiptWrongType: { name: string };
  receiptTooBig: { name: string };
  receiptUnreadable: { name: string };
  transferred: NoValues;
  pendingApproval: { amount: string };
  another: NoValues;
  records: NoValues;
  refresh: NoValues;
  noRecords: NoValues;
  continueTransfer: NoValues;
  continueTransferLabel: { amount: string };
  PENDING: NoValues;
  SUCCESSFUL: NoValues;
  FAILED: NoValues;
}>({
  loading: { id: 'member-centre.DepositPage.loading', defaultMessage: 'Loading the ways to deposit' },
  failed: { id: 'member-centre.DepositPage.failed', defaultMessage: 'The ways to deposit could not be loaded.' },
  retry: { id: 'member-centre.DepositPage.retry', defaultMessage: 'Try again' },
  deposit: { id: 'member-centre.DepositPage.deposit', defaultMessage: 'Make a deposit' },
  closed: { id: 'member-centre.DepositPage.closed', defaultMessage: 'Deposits are closed for now.' },
  method: { id: 'member-centre.DepositPage.method', defaultMessage: 'Payment method' },
  PG: { id: 'member-centre.DepositPage.PG', defaultMessage: 'Online payment' },
  MT: { id: 'member-centre.DepositPage.MT', defaultMessage: 'Bank transfer' },
  channel: { id: 'member-centre.DepositPage.channel', defaultMessage: 'Channel' },
  channelLimits: { id: 'member-centre.DepositPage.channelLimits', defaultMessage: '{minimum} to {maximum}' },
  amount: { id: 'member-centre.DepositPage.amount', defaultMessage: 'Amount' },
  limits: { id: 'member-centre.DepositPage.limits', defaultMessage: 'From {minimum} to {maximum}.' },
  presets: { id: 'member-centre.DepositPage.presets', defaultMessage: 'Quick amounts' },
  remarks: { id: 'member-centre.DepositPage.remarks', defaultMessage: 'Remark (optional)' },
  remarksHint: {
    id: 'member-centre.DepositPage.remarksHint',
    defaultMessage: 'For example the name on the account you transfer from.',
  },
  remarksLong: { id: 'member-centre.DepositPage.remarksLong', defaultMessage: 'Use at most {max} characters.' },
  promotion: { id: 'member-centre.DepositPage.promotion', defaultMessage: 'Promotion' },
  noPromotion: { id: 'member-centre.DepositPage.noPromotion', defaultMessage: 'No promotion' },
  submit: { id: 'member-centre.DepositPage.submit', defaultMessage: 'Deposit' },
  waiting: {
    id: 'member-centre.DepositPage.waiting',
    defaultMessage: 'Your deposit of {amount} is waiting for payment. Pay in the payment window, then come back here.',
  },
  popupBlocked: {
    id: 'member-centre.DepositPage.popupBlocked',
    defaultMessage: 'Your browser did not open the payment window.',
  },
  openPayment: { id: 'member-centre.DepositPage.openPayment', defaultMessage: 'Open the payment page' },
  newWindow: { id: 'member-centre.DepositPage.newWindow', defaultMessage: '(opens in a new window)' },
  credited: {
    id: 'member-centre.DepositPage.credited',
    defaultMessage: 'Your deposit of {amount} is successful and in your balance.',
  },
  notCompleted: {
    id: 'member-centre.DepositPage.notCompleted',
    defaultMessage: 'Your deposit of {amount} failed: nothing was added to your balance.',
  },
  windowClosed: { id: 'member-centre.DepositPage.windowClosed', defaultMessage: 'The payment window is closed.' },
  overMaximum: {
    id: 'member-centre.DepositPage.overMaximum',
    defaultMessage: 'This channel takes at most {amount} per deposit.',
  },
  underMinimum: {
    id: 'member-centre.DepositPage.underMinimum',
    defaultMessage: 'This channel takes at least {amount} per deposit.',
  },
  overDailyLimit: {
    id: 'member-centre.DepositPage.overDailyLimit',
    defaultMessage: 'This deposit would pass your daily deposit limit of {limit} ({used} deposited so far).',
  },
  overWeeklyLimit: {
    id: 'member-centre.DepositPage.overWeeklyLimit',
    defaultMessage: 'This deposit would pass your weekly deposit limit of {limit} ({used} deposited so far).',
  },
  overMonthlyLimit: {
    id: 'member-centre.DepositPage.overMonthlyLimit',
    defaultMessage: 'This deposit would pass your monthly deposit limit of {limit} ({used} deposited so far).',
  },
  unknownOutcome: {
    id: 'member-centre.DepositPage.unknownOutcome',
    defaultMessage:
      'We could not tell whether your deposit was made. Check your deposit records below before trying again.',
  },
  transfer: { id: 'member-centre.DepositPage.transfer', defaultMessage: 'Transfer details' },
  transferIntro: {
    id: 'member-centre.DepositPage.transferIntro',
    defaultMessage: 'Transfer {amount} to this account, then add a picture of the receipt.',
  },
  bank: { id: 'member-centre.DepositPage.bank', defaultMessage: 'Bank' },
  branch: { id: 'member-centre.DepositPage.branch', defaultMessage: 'Branch' },
  accountName: { id: 'member-centre.DepositPage.accountName', defaultMessage: 'Account name' },
  accountNumber: { id: 'member-centre.DepositPage.accountNumber', defaultMessage: 'Account number' },
  yourRemarks: { id: 'member-centre.DepositPage.yourRemarks', defaultMessage: 'Your remark' },
  copy: { id: 'member-centre.DepositPage.copy', defaultMessage: 'Copy' },
  copied: { id: 'member-centre.DepositPage.copied', defaultMessage: 'Copied: {what}' },
  copyFailed: {
    id: 'member-centre.DepositPage.copyFailed',
    defaultMessage: 'Copying is not available here: select the text to copy it.',
  },
  receipt: { id: 'member-centre.DepositPage.receipt', defaultMessage: 'Receipt picture' },
  chooseReceipt: { id: 'member-centre.DepositPage.chooseReceipt', defaultMessage: 'Choose a picture' },
  receiptHint: { id: 'member-centre.DepositPage.receiptHint', defaultMessage: 'PNG or JPG, at most 5 MB.' },
  receiptChosen: { id: 'member-centre.DepositPage.receiptChosen', defaultMessage: 'Chosen: {name}' },
  receiptMissing: {
    id: 'member-centre.DepositPage.receiptMissing',
    defaultMessage: 'Choose a picture of your transfer receipt.',
  },
  receiptWrongType: {
    id: 'member-centre.DepositPage.receiptWrongType',
    defaultMessage: '{name} is not a PNG or JPG picture.',
  },
  receiptTooBig: { id: 'member-centre.DepositPage.receiptTooBig', defaultMessage: '{name} is larger than 5 MB.' },
  receiptUnreadable: {
    id: 'member-centre.DepositPage.receiptUnreadable',
    defaultMessage: '{name} could not be read.',
  },
  transferred: { id: 'member-centre.DepositPage.transferred', defaultMessage: 'I have transferred' },
  pendingApproval: {
    id: 'member-centre.DepositPage.pendingApproval',
    defaultMessage: 'Thank you. Your deposit of {amount} is pending until the transfer is confirmed.',
  },
  another: { id: 'member-centre.DepositPage.another', defaultMessage: 'Back to the deposit form' },
  records: { id: 'member-centre.DepositPage.records', defaultMessage: 'Deposit records' },
  refresh: { id: 'member-centre.DepositPage.refresh', defaultMessage: 'Refresh the deposit records' },
  noRecords: { id: 'member-centre.DepositPage.noRecords', defaultMessage: 'No deposits yet.' },
  continueTransfer: { id: 'member-centre.DepositPage.continueTransfer', defaultMessage: 'Continue' },
  continueTransferLabel: {
    id: 'member-centre.DepositPage.continueTransferLabel',
    defaultMessage: 'Continue the bank transfer of {amount}',
  },
  PENDING: { id: 'member-centre.DepositPage.PENDING', defaultMessage: 'Pending' },
  SUCCESSFUL: { id: 'member-centre.DepositPage.SUCCESSFUL', defaultMessage: 'Successful' },
  FAILED: { id: 'member-centre.DepositPage.FAILED', defaultMessage: 'Failed' },
});
