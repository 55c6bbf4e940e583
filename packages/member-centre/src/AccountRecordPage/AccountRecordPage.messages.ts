import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const accountRecordMessages = defineMessages<{
  type: NoValues;
  allTypes: NoValues;
  DEPOSIT: NoValues;
  WITHDRAWAL: NoValues;
  TRANSFER: NoValues;
  UPLINE: NoValues;
  BONUS: NoValues;
  REBATE: NoValues;
  SALARY: NoValues;
  DAILY_SALARY: NoValues;
  HOURLY_SALARY: NoValues;
  REALTIME_SALARY: NoValues;
  DIVIDEND: NoValues;
  ADJUSTMENT: NoValues;
  GAME: NoValues;
  WITHDRAWAL_RETURN: NoValues;
  TRANSFER_IN: NoValues;
  TRANSFER_OUT: NoValues;
  UPLINE_IN: NoValues;
  UPLINE_OUT: NoValues;
  DOWNLINE_IN: NoValues;
  DOWNLINE_OUT: NoValues;
  OPENING: NoValues;
  BET: NoValues;
  PAYOUT: NoValues;
  PENDING: NoValues;
  FAILED: NoValues;
  APPROVED: NoValues;
  REJECTED: NoValues;
  DISBURSED: NoValues;
  RECEIVED: NoValues;
  NOT_RECEIVED: NoValues;
  FORCED_RECEIVED: NoValues;
  balance: { amount: string };
  notCredited: NoValues;
  count: { count: number };
  loading: NoValues;
  failed: NoValues;
  empty: NoValues;
  list: NoValues;
}>({
  type: { id: 'member-centre.AccountRecordPage.type', defaultMessage: 'Type' },
  allTypes: { id: 'member-centre.AccountRecordPage.allTypes', defaultMessage: 'Every type' },
  DEPOSIT: { id: 'member-centre.AccountRecordPage.DEPOSIT', defaultMessage: 'Deposit' },
  WITHDRAWAL: { id: 'member-centre.AccountRecordPage.WITHDRAWAL', defaultMessage: 'Withdrawal' },
  TRANSFER: { id: 'member-centre.AccountRecordPage.TRANSFER', defaultMessage: 'Wallet transfer' },
  UPLINE: { id: 'member-centre.AccountRecordPage.UPLINE', defaultMessage: 'Transfer with your upline' },
  BONUS: { id: 'member-centre.AccountRecordPage.BONUS', defaultMessage: 'Bonus' },
  REBATE: { id: 'member-centre.AccountRecordPage.REBATE', defaultMessage: 'Rebate' },
  SALARY: { id: 'member-centre.AccountRecordPage.SALARY', defaultMessage: 'Salary and dividend' },
  DAILY_SALARY: { id: 'member-centre.AccountRecordPage.DAILY_SALARY', defaultMessage: 'Daily salary' },
  HOURLY_SALARY: { id: 'member-centre.AccountRecordPage.HOURLY_SALARY', defaultMessage: 'Hourly salary' },
  REALTIME_SALARY: { id: 'member-centre.AccountRecordPage.REALTIME_SALARY', defaultMessage: 'Real-time salary' },
  DIVIDEND: { id: 'member-centre.AccountRecordPage.DIVIDEND', defaultMessage: 'Dividend' },
  ADJUSTMENT: { id: 'member-centre.AccountRecordPage.ADJUSTMENT', defaultMessage: 'Adjustment' },
  GAME: { id: 'member-centre.AccountRecordPage.GAME', defaultMessage: 'Game rounds' },
  WITHDRAWAL_RETURN: {
    id: 'member-centre.AccountRecordPage.WITHDRAWAL_RETURN',
    defaultMessage: 'Withdrawal returned',
  },
  TRANSFER_IN: { id: 'member-centre.AccountRecordPage.TRANSFER_IN', defaultMessage: 'Back from a game wallet' },
  TRANSFER_OUT: { id: 'member-centre.AccountRecordPage.TRANSFER_OUT', defaultMessage: 'To a game wallet' },
  UPLINE_IN: { id: 'member-centre.AccountRecordPage.UPLINE_IN', defaultMessage: 'From a member of your team' },
  UPLINE_OUT: { id: 'member-centre.AccountRecordPage.UPLINE_OUT', defaultMessage: 'To your upline' },
  DOWNLINE_IN: { id: 'member-centre.AccountRecordPage.DOWNLINE_IN', defaultMessage: 'From your upline' },
  DOWNLINE_OUT: { id: 'member-centre.AccountRecordPage.DOWNLINE_OUT', defaultMessage: 'To a member of your team' },
  OPENING: { id: 'member-centre.AccountRecordPage.OPENING', defaultMessage: 'Opening balance' },
  BET: { id: 'member-centre.AccountRecordPage.BET', defaultMessage: 'Bet' },
  PAYOUT: { id: 'member-centre.AccountRecordPage.PAYOUT', defaultMessage: 'Win' },
  PENDING: { id: 'member-centre.AccountRecordPage.PENDING', defaultMessage: 'Pending' },
  FAILED: { id: 'member-centre.AccountRecordPage.FAILED', defaultMessage: 'Failed' },
  APPROVED: { id: 'member-centre.AccountRecordPage.APPROVED', defaultMessage: 'Approved' },
  REJECTED: { id: 'member-centre.AccountRecordPage.REJECTED', defaultMessage: 'Rejected' },
  DISBURSED: { id: 'member-centre.AccountRecordPage.DISBURSED', defaultMessage: 'Paid out' },
  RECEIVED: { id: 'member-centre.AccountRecordPage.RECEIVED', defaultMessage: 'Received' },
  NOT_RECEIVED: { id: 'member-centre.AccountRecordPage.NOT_RECEIVED', defaultMessage: 'Reported not received' },
  FORCED_RECEIVED: { id: 'member-centre.AccountRecordPage.FORCED_RECEIVED', defaultMessage: 'Received' },
  balance: { id: 'member-centre.AccountRecordPage.balance', defaultMessage: 'Balance {amount}' },
  notCredited: { id: 'member-centre.AccountRecordPage.notCredited', defaultMessage: 'Not credited' },
  count: {
    id: 'member-centre.AccountRecordPage.count',
    defaultMessage: '{count, plural, one {# movement} other {# movements}} in this period',
  },
  loading: { id: 'member-centre.AccountRecordPage.loading', defaultMessage: 'Loading your account record' },
  failed: {
    id: 'member-centre.AccountRecordPage.failed',
    defaultMessage: 'Your account record could not be loaded. Your filters are kept: try again.',
  },
  empty: { id: 'member-centre.AccountRecordPage.empty', defaultMessage: 'No movements in this period.' },
  list: { id: 'member-centre.AccountRecordPage.list', defaultMessage: 'Movements, newest first' },
});
