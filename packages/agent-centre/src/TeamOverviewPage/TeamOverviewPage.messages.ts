import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const teamOverviewMessages = defineMessages<{
  title: NoValues;
  period: NoValues;
  D: NoValues;
  W: NoValues;
  H: NoValues;
  M: NoValues;
  range: { first: string; last: string };
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
  teamSize: NoValues;
  direct: NoValues;
  agents: NoValues;
  newMembers: NoValues;
  activeMembers: NoValues;
  betAmount: NoValues;
  betCount: { count: number };
  validBetAmount: NoValues;
  winLoss: NoValues;
  winLossExplained: NoValues;
  deposits: NoValues;
  withdrawals: NoValues;
  transactions: { count: number };
  trendTitle: NoValues;
  trendChart: NoValues;
}>({
  title: { id: 'agent-centre.TeamOverviewPage.title', defaultMessage: 'Team overview' },
  period: { id: 'agent-centre.TeamOverviewPage.period', defaultMessage: 'Period' },
  D: { id: 'agent-centre.TeamOverviewPage.D', defaultMessage: 'Today' },
  W: { id: 'agent-centre.TeamOverviewPage.W', defaultMessage: 'This week' },
  H: { id: 'agent-centre.TeamOverviewPage.H', defaultMessage: 'This half-month' },
  M: { id: 'agent-centre.TeamOverviewPage.M', defaultMessage: 'This month' },
  range: { id: 'agent-centre.TeamOverviewPage.range', defaultMessage: '{first} to {last}' },
  loading: { id: 'agent-centre.TeamOverviewPage.loading', defaultMessage: 'Loading your team' },
  failed: { id: 'agent-centre.TeamOverviewPage.failed', defaultMessage: 'The team overview could not be loaded.' },
  retry: { id: 'agent-centre.TeamOverviewPage.retry', defaultMessage: 'Try again' },
  teamSize: { id: 'agent-centre.TeamOverviewPage.teamSize', defaultMessage: 'Team members' },
  direct: { id: 'agent-centre.TeamOverviewPage.direct', defaultMessage: 'Direct downlines' },
  agents: { id: 'agent-centre.TeamOverviewPage.agents', defaultMessage: 'Agents in the team' },
  newMembers: { id: 'agent-centre.TeamOverviewPage.newMembers', defaultMessage: 'New members' },
  activeMembers: { id: 'agent-centre.TeamOverviewPage.activeMembers', defaultMessage: 'Active members' },
  betAmount: { id: 'agent-centre.TeamOverviewPage.betAmount', defaultMessage: 'Bets' },
  betCount: {
    id: 'agent-centre.TeamOverviewPage.betCount',
    defaultMessage: '{count, plural, one {# bet} other {# bets}}',
  },
  validBetAmount: { id: 'agent-centre.TeamOverviewPage.validBetAmount', defaultMessage: 'Valid bets' },
  winLoss: { id: 'agent-centre.TeamOverviewPage.winLoss', defaultMessage: 'Members’ win or loss' },
  winLossExplained: {
    id: 'agent-centre.TeamOverviewPage.winLossExplained',
    defaultMessage: 'What the team’s members won less what they staked: below zero when they lost.',
  },
  deposits: { id: 'agent-centre.TeamOverviewPage.deposits', defaultMessage: 'Deposits' },
  withdrawals: { id: 'agent-centre.TeamOverviewPage.withdrawals', defaultMessage: 'Withdrawals' },
  transactions: {
    id: 'agent-centre.TeamOverviewPage.transactions',
    defaultMessage: '{count, plural, one {# transaction} other {# transactions}}',
  },
  trendTitle: { id: 'agent-centre.TeamOverviewPage.trendTitle', defaultMessage: 'Trend' },
  trendChart: { id: 'agent-centre.TeamOverviewPage.trendChart', defaultMessage: 'Bets per period' },
});
