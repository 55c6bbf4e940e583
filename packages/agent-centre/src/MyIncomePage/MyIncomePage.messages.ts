import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const myIncomeMessages = defineMessages<{
  title: NoValues;
  kind: NoValues;
  allKinds: NoValues;
  DAILY_SALARY: NoValues;
  HOURLY_SALARY: NoValues;
  REALTIME_SALARY: NoValues;
  DIVIDEND: NoValues;
  total: NoValues;
  payments: { count: number };
  loading: NoValues;
  failed: NoValues;
  caption: { count: number };
  empty: NoValues;
  paidAt: NoValues;
  amount: NoValues;
  balance: NoValues;
}>({
  title: { id: 'agent-centre.MyIncomePage.title', defaultMessage: 'My income' },
  kind: { id: 'agent-centre.MyIncomePage.kind', defaultMessage: 'Kind of income' },
  allKinds: { id: 'agent-centre.MyIncomePage.allKinds', defaultMessage: 'All kinds' },
  DAILY_SALARY: { id: 'agent-centre.MyIncomePage.DAILY_SALARY', defaultMessage: 'Daily salary' },
  HOURLY_SALARY: { id: 'agent-centre.MyIncomePage.HOURLY_SALARY', defaultMessage: 'Hourly salary' },
  REALTIME_SALARY: { id: 'agent-centre.MyIncomePage.REALTIME_SALARY', defaultMessage: 'Real-time salary' },
  DIVIDEND: { id: 'agent-centre.MyIncomePage.DIVIDEND', defaultMessage: 'Dividend' },
  total: { id: 'agent-centre.MyIncomePage.total', defaultMessage: 'Total income' },
  payments: {
    id: 'agent-centre.MyIncomePage.payments',
    defaultMessage: '{count, plural, one {# payment} other {# payments}}',
  },
  loading: { id: 'agent-centre.MyIncomePage.loading', defaultMessage: 'Loading your income' },
  failed: { id: 'agent-centre.MyIncomePage.failed', defaultMessage: 'Your income could not be loaded.' },
  caption: {
    id: 'agent-centre.MyIncomePage.caption',
    defaultMessage: '{count, plural, one {# payment, newest first} other {# payments, newest first}}',
  },
  empty: { id: 'agent-centre.MyIncomePage.empty', defaultMessage: 'No income was paid to you in this period.' },
  paidAt: { id: 'agent-centre.MyIncomePage.paidAt', defaultMessage: 'Paid' },
  amount: { id: 'agent-centre.MyIncomePage.amount', defaultMessage: 'Amount' },
  balance: { id: 'agent-centre.MyIncomePage.balance', defaultMessage: 'Balance after' },
});
