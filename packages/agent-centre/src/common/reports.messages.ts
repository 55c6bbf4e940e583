import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

/** The words every report page of the agent centre shares: periods, paging, the columns of bets. */
export const reportMessages = defineMessages<{
  period: NoValues;
  D: NoValues;
  W: NoValues;
  H: NoValues;
  M: NoValues;
  range: { first: string; last: string };
  retry: NoValues;
  previous: NoValues;
  next: NoValues;
  page: { page: string };
  pages: NoValues;
  username: NoValues;
  level: NoValues;
  betCount: NoValues;
  betAmount: NoValues;
  validBetAmount: NoValues;
  payout: NoValues;
  winLoss: NoValues;
  totals: NoValues;
  product: NoValues;
  allProducts: NoValues;
  RNG: NoValues;
  LIVE: NoValues;
  FISH: NoValues;
  PVP: NoValues;
  SPORTS: NoValues;
  ELOTT: NoValues;
  LOTT: NoValues;
}>({
  period: { id: 'agent-centre.Reports.period', defaultMessage: 'Period' },
  D: { id: 'agent-centre.Reports.D', defaultMessage: 'Today' },
  W: { id: 'agent-centre.Reports.W', defaultMessage: 'This week' },
  H: { id: 'agent-centre.Reports.H', defaultMessage: 'This half-month' },
  M: { id: 'agent-centre.Reports.M', defaultMessage: 'This month' },
  range: { id: 'agent-centre.Reports.range', defaultMessage: '{first} to {last}' },
  retry: { id: 'agent-centre.Reports.retry', defaultMessage: 'Try again' },
  previous: { id: 'agent-centre.Reports.previous', defaultMessage: 'Previous page' },
  next: { id: 'agent-centre.Reports.next', defaultMessage: 'Next page' },
  page: { id: 'agent-centre.Reports.page', defaultMessage: 'Page {page}' },
  pages: { id: 'agent-centre.Reports.pages', defaultMessage: 'Pages' },
  username: { id: 'agent-centre.Reports.username', defaultMessage: 'Username' },
  level: { id: 'agent-centre.Reports.level', defaultMessage: 'Level' },
  betCount: { id: 'agent-centre.Reports.betCount', defaultMessage: 'Bet count' },
  betAmount: { id: 'agent-centre.Reports.betAmount', defaultMessage: 'Stake' },
  validBetAmount: { id: 'agent-centre.Reports.validBetAmount', defaultMessage: 'Valid bets' },
  payout: { id: 'agent-centre.Reports.payout', defaultMessage: 'Payout' },
  winLoss: { id: 'agent-centre.Reports.winLoss', defaultMessage: 'Win or loss' },
  totals: { id: 'agent-centre.Reports.totals', defaultMessage: 'Totals' },
  product: { id: 'agent-centre.Reports.product', defaultMessage: 'Product' },
  allProducts: { id: 'agent-centre.Reports.allProducts', defaultMessage: 'All products' },
  RNG: { id: 'agent-centre.Reports.RNG', defaultMessage: 'Slots' },
  LIVE: { id: 'agent-centre.Reports.LIVE', defaultMessage: 'Live casino' },
  FISH: { id: 'agent-centre.Reports.FISH', defaultMessage: 'Fishing' },
  PVP: { id: 'agent-centre.Reports.PVP', defaultMessage: 'Card games' },
  SPORTS: { id: 'agent-centre.Reports.SPORTS', defaultMessage: 'Sports' },
  ELOTT: { id: 'agent-centre.Reports.ELOTT', defaultMessage: 'E-lottery' },
  LOTT: { id: 'agent-centre.Reports.LOTT', defaultMessage: 'Lottery' },
});
