import { defineMessages } from '@lobby/i18n/react';

export const agentCentreMessages = defineMessages({
  title: { id: 'frame.AgentCentre.title', defaultMessage: 'Agent centre' },
  menu: { id: 'frame.AgentCentre.menu', defaultMessage: 'Agent centre pages' },
  agentAnnouncement: { id: 'frame.AgentCentre.agentAnnouncement', defaultMessage: 'Announcement' },
  agentTeamOverview: { id: 'frame.AgentCentre.agentTeamOverview', defaultMessage: 'Team overview' },
  agentRegisterCentre: { id: 'frame.AgentCentre.agentRegisterCentre', defaultMessage: 'Register centre' },
  agentTeamManagement: { id: 'frame.AgentCentre.agentTeamManagement', defaultMessage: 'Team management' },
  agentTeamBetting: { id: 'frame.AgentCentre.agentTeamBetting', defaultMessage: 'Team betting' },
  agentUserLoss: { id: 'frame.AgentCentre.agentUserLoss', defaultMessage: 'User loss' },
  agentMyIncome: { id: 'frame.AgentCentre.agentMyIncome', defaultMessage: 'My income' },
  agentAccountDetails: { id: 'frame.AgentCentre.agentAccountDetails', defaultMessage: 'Account details' },
  agentDividend: { id: 'frame.AgentCentre.agentDividend', defaultMessage: 'Bonus and dividend' },
  agentDailySalary: { id: 'frame.AgentCentre.agentDailySalary', defaultMessage: 'Daily salary' },
  agentHourlySalary: { id: 'frame.AgentCentre.agentHourlySalary', defaultMessage: 'Hourly salary' },
  agentRealTimeSalary: { id: 'frame.AgentCentre.agentRealTimeSalary', defaultMessage: 'Real-time salary' },
});
