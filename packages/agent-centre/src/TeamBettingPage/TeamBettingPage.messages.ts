import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const teamBettingMessages = defineMessages<{
  title: NoValues;
  sort: NoValues;
  sortBetAmount: NoValues;
  sortValidBetAmount: NoValues;
  sortPayout: NoValues;
  sortBetCount: NoValues;
  sortWinLoss: NoValues;
  sortUsername: NoValues;
  loading: NoValues;
  failed: NoValues;
  members: NoValues;
  caption: { count: number };
  empty: NoValues;
  winLossExplained: NoValues;
  open: { name: string };
  memberTitle: { name: string };
  back: NoValues;
  memberLoading: NoValues;
  memberFailed: NoValues;
  memberEmpty: NoValues;
  memberCaption: { count: number };
  betTime: NoValues;
  game: NoValues;
  status: NoValues;
  SETTLED: NoValues;
  UNSETTLED: NoValues;
  CANCELLED: NoValues;
}>({
  title: { id: 'agent-centre.TeamBettingPage.title', defaultMessage: 'Team betting' },
  sort: { id: 'agent-centre.TeamBettingPage.sort', defaultMessage: 'Order by' },
  sortBetAmount: { id: 'agent-centre.TeamBettingPage.sortBetAmount', defaultMessage: 'Highest stake' },
  sortValidBetAmount: { id: 'agent-centre.TeamBettingPage.sortValidBetAmount', defaultMessage: 'Highest valid bets' },
  sortPayout: { id: 'agent-centre.TeamBettingPage.sortPayout', defaultMessage: 'Highest payout' },
  sortBetCount: { id: 'agent-centre.TeamBettingPage.sortBetCount', defaultMessage: 'Most bets' },
  sortWinLoss: { id: 'agent-centre.TeamBettingPage.sortWinLoss', defaultMessage: 'Biggest loss' },
  sortUsername: { id: 'agent-centre.TeamBettingPage.sortUsername', defaultMessage: 'Username' },
  loading: { id: 'agent-centre.TeamBettingPage.loading', defaultMessage: 'Loading your team’s bets' },
  failed: { id: 'agent-centre.TeamBettingPage.failed', defaultMessage: 'Your team’s bets could not be loaded.' },
  members: { id: 'agent-centre.TeamBettingPage.members', defaultMessage: 'Members who bet' },
  caption: {
    id: 'agent-centre.TeamBettingPage.caption',
    defaultMessage: '{count, plural, one {# member who bet} other {# members who bet}}',
  },
  empty: { id: 'agent-centre.TeamBettingPage.empty', defaultMessage: 'Nobody in your team bet in this period.' },
  winLossExplained: {
    id: 'agent-centre.TeamBettingPage.winLossExplained',
    defaultMessage: 'Win or loss: what a member won less what they staked, below zero when they lost.',
  },
  open: { id: 'agent-centre.TeamBettingPage.open', defaultMessage: 'Bets of {name}' },
  memberTitle: { id: 'agent-centre.TeamBettingPage.memberTitle', defaultMessage: 'Bets of {name}' },
  back: { id: 'agent-centre.TeamBettingPage.back', defaultMessage: 'Back to the team' },
  memberLoading: { id: 'agent-centre.TeamBettingPage.memberLoading', defaultMessage: 'Loading the member’s bets' },
  memberFailed: {
    id: 'agent-centre.TeamBettingPage.memberFailed',
    defaultMessage: 'The member’s bets could not be loaded.',
  },
  memberEmpty: { id: 'agent-centre.TeamBettingPage.memberEmpty', defaultMessage: 'No bets in this period.' },
  memberCaption: {
    id: 'agent-centre.TeamBettingPage.memberCaption',
    defaultMessage: '{count, plural, one {# bet} other {# bets}}',
  },
  betTime: { id: 'agent-centre.TeamBettingPage.betTime', defaultMessage: 'Placed' },
  game: { id: 'agent-centre.TeamBettingPage.game', defaultMessage: 'Game' },
  status: { id: 'agent-centre.TeamBettingPage.status', defaultMessage: 'Status' },
  SETTLED: { id: 'agent-centre.TeamBettingPage.SETTLED', defaultMessage: 'Settled' },
  UNSETTLED: { id: 'agent-centre.TeamBettingPage.UNSETTLED', defaultMessage: 'Open' },
  CANCELLED: { id: 'agent-centre.TeamBettingPage.CANCELLED', defaultMessage: 'Cancelled' },
});
