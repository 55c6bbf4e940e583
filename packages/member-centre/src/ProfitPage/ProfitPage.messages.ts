import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const profitPageMessages = defineMessages<{
  title: NoValues;
  THIS_WEEK: NoValues;
  LAST_WEEK: NoValues;
  THIS_MONTH: NoValues;
  LAST_MONTH: NoValues;
  oneDay: { date: string };
  days: { first: string; last: string };
  bets: NoValues;
  wins: NoValues;
  bonuses: NoValues;
  rebates: NoValues;
  net: NoValues;
  netExplained: NoValues;
  betCount: { count: number };
  byProduct: NoValues;
  product: NoValues;
  winLoss: NoValues;
  total: NoValues;
  chartTitle: NoValues;
  nothingPlayed: NoValues;
  loading: NoValues;
  failed: NoValues;
}>({
  title: { id: 'member-centre.ProfitPage.title', defaultMessage: 'Profit and loss' },
  THIS_WEEK: { id: 'member-centre.ProfitPage.THIS_WEEK', defaultMessage: 'This week' },
  LAST_WEEK: { id: 'member-centre.ProfitPage.LAST_WEEK', defaultMessage: 'Last week' },
  THIS_MONTH: { id: 'member-centre.ProfitPage.THIS_MONTH', defaultMessage: 'This month' },
  LAST_MONTH: { id: 'member-centre.ProfitPage.LAST_MONTH', defaultMessage: 'Last month' },
  oneDay: { id: 'member-centre.ProfitPage.oneDay', defaultMessage: '{date} (UTC)' },
  days: { id: 'member-centre.ProfitPage.days', defaultMessage: '{first} to {last} (UTC)' },
  bets: { id: 'member-centre.ProfitPage.bets', defaultMessage: 'Bets' },
  wins: { id: 'member-centre.ProfitPage.wins', defaultMessage: 'Wins' },
  bonuses: { id: 'member-centre.ProfitPage.bonuses', defaultMessage: 'Bonuses' },
  rebates: { id: 'member-centre.ProfitPage.rebates', defaultMessage: 'Rebates' },
  net: { id: 'member-centre.ProfitPage.net', defaultMessage: 'Net profit or loss' },
  netExplained: {
    id: 'member-centre.ProfitPage.netExplained',
    defaultMessage: 'Wins less bets, plus bonuses and rebates.',
  },
  betCount: {
    id: 'member-centre.ProfitPage.betCount',
    defaultMessage: '{count, plural, =0 {No bets} one {# bet} other {# bets}}',
  },
  byProduct: { id: 'member-centre.ProfitPage.byProduct', defaultMessage: 'By product' },
  product: { id: 'member-centre.ProfitPage.product', defaultMessage: 'Product' },
  winLoss: { id: 'member-centre.ProfitPage.winLoss', defaultMessage: 'Win/loss' },
  total: { id: 'member-centre.ProfitPage.total', defaultMessage: 'Total' },
  chartTitle: { id: 'member-centre.ProfitPage.chartTitle', defaultMessage: 'Win or loss by product' },
  nothingPlayed: { id: 'member-centre.ProfitPage.nothingPlayed', defaultMessage: 'No bets in this period.' },
  loading: { id: 'member-centre.ProfitPage.loading', defaultMessage: 'Loading your profit and loss' },
  failed: {
    id: 'member-centre.ProfitPage.failed',
    defaultMessage: 'Your profit and loss could not be loaded.',
  },
});
