import { defineMessages } from '@lobby/i18n/react';

export const agentCentreMessages = defineMessages({
  title: { id: 'shell.AgentCentre.title', defaultMessage: 'Agent centre' },
  menu: { id: 'shell.AgentCentre.menu', defaultMessage: 'Agent centre pages' },
  agentAnnouncement: { id: 'shell.AgentCentre.agentAnnouncement', defaultMessage: 'Announcement' },
  agentTeamOverview: { id: 'shell.AgentCentre.agentTeamOverview', defaultMessage: 'Team overview' },
  agentRegisterCentre: { id: 'shell.AgentCentre.agentRegisterCentre', defaultMessage: 'Register centre' },
  agentTeamManagement: { id: 'shell.AgentCentre.agentTeamManagement', defaultMessage: 'Team management' },
  agentTeamBetting: { id: 'shell.AgentCentre.agentTeamBetting', defaultMessage: 'Team betting' },
  agentUserLoss: { id: 'shell.AgentCentre.agentUserLoss', defaultMessage: 'User loss' },
  agentMyIncome: { id: 'shell.AgentCentre.agentMyIncome', defaultMessage: 'My income' },
  agentAccountDetails: { id: 'shell.AgentCentre.agentAccountDetails', defaultMessage: 'Account details' },
  agentDividend: { id: 'shell.AgentCentre.agentDividend', defaultMessage: 'Bonus and dividend' },
  agentDailySalary: { id: 'shell.AgentCentre.agentDailySalary', defaultMessage: 'Daily salary' },
  agentHourlySalary: { id: 'shell.AgentCentre.agentHourlySalary', defaultMessage: 'Hourly salary' },
  agentRealTimeSalary: { id: 'shell.AgentCentre.agentRealTimeSalary', defaultMessage: 'Real-time salary' },
});
