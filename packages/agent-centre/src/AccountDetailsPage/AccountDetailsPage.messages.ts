import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const accountDetailsMessages = defineMessages<{
  title: NoValues;
  username: NoValues;
  usernameHint: NoValues;
  type: NoValues;
  allTypes: NoValues;
  DEPOSIT: NoValues;
  WITHDRAWAL: NoValues;
  TRANSFER: NoValues;
  UPLINE: NoValues;
  BONUS: NoValues;
  REBATE: NoValues;
  SALARY: NoValues;
  ADJUSTMENT: NoValues;
  GAME: NoValues;
  from: NoValues;
  to: NoValues;
  find: NoValues;
  rangeInvalid: NoValues;
  rangeTooLong: { days: number };
  dateMissing: NoValues;
  notInTeam: NoValues;
  loading: NoValues;
  failed: NoValues;
  caption: { count: number };
  empty: NoValues;
  time: NoValues;
  member: NoValues;
  amount: NoValues;
  balance: NoValues;
  status: NoValues;
  remark: NoValues;
  SUCCESS: NoValues;
  PENDING: NoValues;
  FAILED: NoValues;
  REJECTED: NoValues;
}>({
  title: { id: 'agent-centre.AccountDetailsPage.title', defaultMessage: 'Account details' },
  username: { id: 'agent-centre.AccountDetailsPage.username', defaultMessage: 'Username' },
  usernameHint: {
    id: 'agent-centre.AccountDetailsPage.usernameHint',
    defaultMessage: 'A member of your team; leave empty for the whole team.',
  },
  type: { id: 'agent-centre.AccountDetailsPage.type', defaultMessage: 'Type' },
  allTypes: { id: 'agent-centre.AccountDetailsPage.allTypes', defaultMessage: 'All types' },
  DEPOSIT: { id: 'agent-centre.AccountDetailsPage.DEPOSIT', defaultMessage: 'Deposit' },
  WITHDRAWAL: { id: 'agent-centre.AccountDetailsPage.WITHDRAWAL', defaultMessage: 'Withdrawal' },
  TRANSFER: { id: 'agent-centre.AccountDetailsPage.TRANSFER', defaultMessage: 'Wallet transfer' },
  UPLINE: { id: 'agent-centre.AccountDetailsPage.UPLINE', defaultMessage: 'Agent transfer' },
  BONUS: { id: 'agent-centre.AccountDetailsPage.BONUS', defaultMessage: 'Bonus' },
  REBATE: { id: 'agent-centre.AccountDetailsPage.REBATE', defaultMessage: 'Rebate' },
  SALARY: { id: 'agent-centre.AccountDetailsPage.SALARY', defaultMessage: 'Salary and dividend' },
  ADJUSTMENT: { id: 'agent-centre.AccountDetailsPage.ADJUSTMENT', defaultMessage: 'Adjustment' },
  GAME: { id: 'agent-centre.AccountDetailsPage.GAME', defaultMessage: 'Game' },
  from: { id: 'agent-centre.AccountDetailsPage.from', defaultMessage: 'From' },
  to: { id: 'agent-centre.AccountDetailsPage.to', defaultMessage: 'To' },
  find: { id: 'agent-centre.AccountDetailsPage.find', defaultMessage: 'Search' },
  rangeInvalid: {
    id: 'agent-centre.AccountDetailsPage.rangeInvalid',
    defaultMessage: 'The end date is before the start date.',
  },
  rangeTooLong: {
    id: 'agent-centre.AccountDetailsPage.rangeTooLong',
    defaultMessage: 'Please choose at most {days} days.',
  },
  dateMissing: { id: 'agent-centre.AccountDetailsPage.dateMissing', defaultMessage: 'Please choose a date.' },
  notInTeam: {
    id: 'agent-centre.AccountDetailsPage.notInTeam',
    defaultMessage: 'There is no member of that name in your team.',
  },
  loading: { id: 'agent-centre.AccountDetailsPage.loading', defaultMessage: 'Loading your team’s transactions' },
  failed: {
    id: 'agent-centre.AccountDetailsPage.failed',
    defaultMessage: 'Your team’s transactions could not be loaded.',
  },
  caption: {
    id: 'agent-centre.AccountDetailsPage.caption',
    defaultMessage: '{count, plural, one {# transaction, newest first} other {# transactions, newest first}}',
  },
  empty: { id: 'agent-centre.AccountDetailsPage.empty', defaultMessage: 'No transactions match this search.' },
  time: { id: 'agent-centre.AccountDetailsPage.time', defaultMessage: 'Time' },
  member: { id: 'agent-centre.AccountDetailsPage.member', defaultMessage: 'Member' },
  amount: { id: 'agent-centre.AccountDetailsPage.amount', defaultMessage: 'Amount' },
  balance: { id: 'agent-centre.AccountDetailsPage.balance', defaultMessage: 'Balance after' },
  status: { id: 'agent-centre.AccountDetailsPage.status', defaultMessage: 'Status' },
  remark: { id: 'agent-centre.AccountDetailsPage.remark', defaultMessage: 'Details' },
  SUCCESS: { id: 'agent-centre.AccountDetailsPage.SUCCESS', defaultMessage: 'Done' },
  PENDING: { id: 'agent-centre.AccountDetailsPage.PENDING', defaultMessage: 'Pending' },
  FAILED: { id: 'agent-centre.AccountDetailsPage.FAILED', defaultMessage: 'Failed' },
  REJECTED: { id: 'agent-centre.AccountDetailsPage.REJECTED', defaultMessage: 'Rejected' },
});
