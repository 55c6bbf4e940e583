import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const agentHomeMessages = defineMessages<{
  today: NoValues;
  thisMonth: NoValues;
  team: NoValues;
  teamSize: NoValues;
  activeToday: NoValues;
  bets: NoValues;
  deposits: NoValues;
  winLoss: NoValues;
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
  shortcuts: NoValues;
  agentTeamOverview: NoValues;
  agentRegisterCentre: NoValues;
  agentTeamManagement: NoValues;
  agentTeamBetting: NoValues;
  income: NoValues;
  waiting: { count: number };
  agentDailySalary: NoValues;
  agentHourlySalary: NoValues;
  agentRealTimeSalary: NoValues;
  agentDividend: NoValues;
}>({
  today: { id: 'agent-centre.AgentHomePage.today', defaultMessage: 'Today' },
  thisMonth: { id: 'agent-centre.AgentHomePage.thisMonth', defaultMessage: 'This month' },
  team: { id: 'agent-centre.AgentHomePage.team', defaultMessage: 'Your team' },
  teamSize: { id: 'agent-centre.AgentHomePage.teamSize', defaultMessage: 'Team members' },
  activeToday: { id: 'agent-centre.AgentHomePage.activeToday', defaultMessage: 'Active today' },
  bets: { id: 'agent-centre.AgentHomePage.bets', defaultMessage: 'Bets' },
  deposits: { id: 'agent-centre.AgentHomePage.deposits', defaultMessage: 'Deposits' },
  winLoss: { id: 'agent-centre.AgentHomePage.winLoss', defaultMessage: 'Members’ win or loss' },
  loading: { id: 'agent-centre.AgentHomePage.loading', defaultMessage: 'Loading your team' },
  failed: { id: 'agent-centre.AgentHomePage.failed', defaultMessage: 'Your team’s figures could not be loaded.' },
  retry: { id: 'agent-centre.AgentHomePage.retry', defaultMessage: 'Try again' },
  shortcuts: { id: 'agent-centre.AgentHomePage.shortcuts', defaultMessage: 'Agent centre' },
  agentTeamOverview: { id: 'agent-centre.AgentHomePage.agentTeamOverview', defaultMessage: 'Team overview' },
  agentRegisterCentre: { id: 'agent-centre.AgentHomePage.agentRegisterCentre', defaultMessage: 'Register centre' },
  agentTeamManagement: { id: 'agent-centre.AgentHomePage.agentTeamManagement', defaultMessage: 'Team management' },
  agentTeamBetting: { id: 'agent-centre.AgentHomePage.agentTeamBetting', defaultMessage: 'Team betting' },
  income: { id: 'agent-centre.AgentHomePage.income', defaultMessage: 'Your income' },
  waiting: {
    id: 'agent-centre.AgentHomePage.waiting',
    defaultMessage: '{count, plural, one {# contract waits for your answer} other {# contracts wait for your answer}}',
  },
  agentDailySalary: { id: 'agent-centre.AgentHomePage.agentDailySalary', defaultMessage: 'Daily salary' },
  agentHourlySalary: { id: 'agent-centre.AgentHomePage.agentHourlySalary', defaultMessage: 'Hourly salary' },
  agentRealTimeSalary: { id: 'agent-centre.AgentHomePage.agentRealTimeSalary', defaultMessage: 'Real-time salary' },
  agentDividend: { id: 'agent-centre.AgentHomePage.agentDividend', defaultMessage: 'Bonus and dividend' },
});
