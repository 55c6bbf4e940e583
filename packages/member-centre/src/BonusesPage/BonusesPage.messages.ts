import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const bonusesPageMessages = defineMessages<{
  title: NoValues;
  status: NoValues;
  ALL: NoValues;
  ACTIVE: NoValues;
  COMPLETED: NoValues;
  EXPIRED: NoValues;
  CANCELLED: NoValues;
  amount: NoValues;
  granted: NoValues;
  expires: NoValues;
  turnover: NoValues;
  turnoverOf: { promotion: string };
  turnoverProgress: { achieved: string; required: string };
  noTurnover: NoValues;
  empty: NoValues;
  emptyStatus: NoValues;
  pages: NoValues;
  loading: NoValues;
  failed: NoValues;
}>({
  title: { id: 'member-centre.BonusesPage.title', defaultMessage: 'Bonuses received' },
  status: { id: 'member-centre.BonusesPage.status', defaultMessage: 'Status' },
  ALL: { id: 'member-centre.BonusesPage.ALL', defaultMessage: 'All' },
  ACTIVE: { id: 'member-centre.BonusesPage.ACTIVE', defaultMessage: 'Active' },
  COMPLETED: { id: 'member-centre.BonusesPage.COMPLETED', defaultMessage: 'Completed' },
  EXPIRED: { id: 'member-centre.BonusesPage.EXPIRED', defaultMessage: 'Expired' },
  CANCELLED: { id: 'member-centre.BonusesPage.CANCELLED', defaultMessage: 'Cancelled' },
  amount: { id: 'member-centre.BonusesPage.amount', defaultMessage: 'Bonus' },
  granted: { id: 'member-centre.BonusesPage.granted', defaultMessage: 'Received' },
  expires: { id: 'member-centre.BonusesPage.expires', defaultMessage: 'Ends' },
  turnover: { id: 'member-centre.BonusesPage.turnover', defaultMessage: 'Turnover' },
  turnoverOf: { id: 'member-centre.BonusesPage.turnoverOf', defaultMessage: 'Turnover of {promotion}' },
  turnoverProgress: {
    id: 'member-centre.BonusesPage.turnoverProgress',
    defaultMessage: '{achieved} of {required}',
  },
  noTurnover: { id: 'member-centre.BonusesPage.noTurnover', defaultMessage: 'No turnover required' },
  empty: { id: 'member-centre.BonusesPage.empty', defaultMessage: 'You have not received any bonus yet.' },
  emptyStatus: { id: 'member-centre.BonusesPage.emptyStatus', defaultMessage: 'No bonus has this status.' },
  pages: { id: 'member-centre.BonusesPage.pages', defaultMessage: 'Bonus pages' },
  loading: { id: 'member-centre.BonusesPage.loading', defaultMessage: 'Loading your bonuses' },
  failed: { id: 'member-centre.BonusesPage.failed', defaultMessage: 'Your bonuses could not be loaded.' },
});
