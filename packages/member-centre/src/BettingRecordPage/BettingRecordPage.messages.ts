import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const bettingRecordMessages = defineMessages<{
  product: NoValues;
  RNG: NoValues;
  LIVE: NoValues;
  FISH: NoValues;
  PVP: NoValues;
  SPORTS: NoValues;
  ELOTT: NoValues;
  LOTT: NoValues;
  vendor: NoValues;
  allVendors: NoValues;
  count: NoValues;
  betAmount: NoValues;
  validBet: NoValues;
  winLoss: NoValues;
  loading: NoValues;
  failed: NoValues;
  empty: NoValues;
  list: NoValues;
  stake: { amount: string };
  SETTLED: NoValues;
  UNSETTLED: NoValues;
  CANCELLED: NoValues;
  detail: NoValues;
  back: NoValues;
  betId: NoValues;
  game: NoValues;
  placed: NoValues;
  settled: NoValues;
  payout: NoValues;
  status: NoValues;
  unknownGame: NoValues;
}>({
  product: { id: 'member-centre.BettingRecordPage.product', defaultMessage: 'Games' },
  RNG: { id: 'member-centre.BettingRecordPage.RNG', defaultMessage: 'Slots' },
  LIVE: { id: 'member-centre.BettingRecordPage.LIVE', defaultMessage: 'Live casino' },
  FISH: { id: 'member-centre.BettingRecordPage.FISH', defaultMessage: 'Fishing' },
  PVP: { id: 'member-centre.BettingRecordPage.PVP', defaultMessage: 'Card games' },
  SPORTS: { id: 'member-centre.BettingRecordPage.SPORTS', defaultMessage: 'Sports' },
  ELOTT: { id: 'member-centre.BettingRecordPage.ELOTT', defaultMessage: 'E-lottery' },
  LOTT: { id: 'member-centre.BettingRecordPage.LOTT', defaultMessage: 'Lottery' },
  vendor: { id: 'member-centre.BettingRecordPage.vendor', defaultMessage: 'Vendor' },
  allVendors: { id: 'member-centre.BettingRecordPage.allVendors', defaultMessage: 'All vendors' },
  count: { id: 'member-centre.BettingRecordPage.count', defaultMessage: 'Bets' },
  betAmount: { id: 'member-centre.BettingRecordPage.betAmount', defaultMessage: 'Stakes' },
  validBet: { id: 'member-centre.BettingRecordPage.validBet', defaultMessage: 'Valid bets' },
  winLoss: { id: 'member-centre.BettingRecordPage.winLoss', defaultMessage: 'Win/loss' },
  loading: { id: 'member-centre.BettingRecordPage.loading', defaultMessage: 'Loading your bets' },
  failed: {
    id: 'member-centre.BettingRecordPage.failed',
    defaultMessage: 'Your bets could not be loaded. Your filters are kept: try again.',
  },
  empty: { id: 'member-centre.BettingRecordPage.empty', defaultMessage: 'No bets in this period.' },
  list: { id: 'member-centre.BettingRecordPage.list', defaultMessage: 'Bets, newest first' },
  stake: { id: 'member-centre.BettingRecordPage.stake', defaultMessage: 'Stake {amount}' },
  SETTLED: { id: 'member-centre.BettingRecordPage.SETTLED', defaultMessage: 'Settled' },
  UNSETTLED: { id: 'member-centre.BettingRecordPage.UNSETTLED', defaultMessage: 'Not settled yet' },
  CANCELLED: { id: 'member-centre.BettingRecordPage.CANCELLED', defaultMessage: 'Cancelled' },
  detail: { id: 'member-centre.BettingRecordPage.detail', defaultMessage: 'Bet details' },
  back: { id: 'member-centre.BettingRecordPage.back', defaultMessage: 'Back to the bets' },
  betId: { id: 'member-centre.BettingRecordPage.betId', defaultMessage: 'Bet number' },
  game: { id: 'member-centre.BettingRecordPage.game', defaultMessage: 'Game' },
  placed: { id: 'member-centre.BettingRecordPage.placed', defaultMessage: 'Placed' },
  settled: { id: 'member-centre.BettingRecordPage.settled', defaultMessage: 'Settled' },
  payout: { id: 'member-centre.BettingRecordPage.payout', defaultMessage: 'Payout' },
  status: { id: 'member-centre.BettingRecordPage.status', defaultMessage: 'Status' },
  unknownGame: { id: 'member-centre.BettingRecordPage.unknownGame', defaultMessage: 'Game' },
});
