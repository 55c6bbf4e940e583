import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const joinPageMessages = defineMessages<{
  intro: { brand: string };
  roleTitle: NoValues;
  team: NoValues;
  teamText: NoValues;
  contracts: NoValues;
  contractsText: NoValues;
  transfers: NoValues;
  transfersText: NoValues;
  reports: NoValues;
  reportsText: NoValues;
  earnTitle: NoValues;
  commission: NoValues;
  commissionText: NoValues;
  dividend: NoValues;
  dividendText: NoValues;
  dailySalary: NoValues;
  dailySalaryText: NoValues;
  hourlySalary: NoValues;
  hourlySalaryText: NoValues;
  realTimeSalary: NoValues;
  realTimeSalaryText: NoValues;
  stepsTitle: NoValues;
  stepRegister: NoValues;
  stepContact: NoValues;
  stepLogin: NoValues;
  stepInvite: NoValues;
  actionsTitle: NoValues;
  contact: NoValues;
  register: NoValues;
  agentLogin: NoValues;
  agentHome: NoValues;
}>({
  intro: {
    id: 'web.JoinPage.intro',
    defaultMessage: 'Become a {brand} agent: build a team of players and earn from the play of everyone in it.',
  },
  roleTitle: { id: 'web.JoinPage.roleTitle', defaultMessage: 'What an agent does' },
  team: { id: 'web.JoinPage.team', defaultMessage: 'Build your team' },
  teamText: {
    id: 'web.JoinPage.teamText',
    defaultMessage: 'Register players under you in the register centre and follow them in the team overview.',
  },
  contracts: { id: 'web.JoinPage.contracts', defaultMessage: 'Agree contracts' },
  contractsText: {
    id: 'web.JoinPage.contractsText',
    defaultMessage:
      'Your upline offers you a contract, which you accept or decline, and you offer your own to the agents below you.',
  },
  transfers: { id: 'web.JoinPage.transfers', defaultMessage: 'Move funds' },
  transfersText: {
    id: 'web.JoinPage.transfersText',
    defaultMessage: 'Transfer funds to your upline or to the members of your team.',
  },
  reports: { id: 'web.JoinPage.reports', defaultMessage: 'Follow the results' },
  reportsText: {
    id: 'web.JoinPage.reportsText',
    defaultMessage: "See your team's bets, its wins and losses, and your own income.",
  },
  earnTitle: { id: 'web.JoinPage.earnTitle', defaultMessage: 'What you earn' },
  commission: { id: 'web.JoinPage.commission', defaultMessage: 'Commission' },
  commissionText: {
    id: 'web.JoinPage.commissionText',
    defaultMessage: 'A share of what your team plays, shown under My income.',
  },
  dividend: { id: 'web.JoinPage.dividend', defaultMessage: 'Dividend' },
  dividendText: {
    id: 'web.JoinPage.dividendText',
    defaultMessage: "Your contract's share of your team's result over each period.",
  },
  dailySalary: { id: 'web.JoinPage.dailySalary', defaultMessage: 'Daily salary' },
  dailySalaryText: {
    id: 'web.JoinPage.dailySalaryText',
    defaultMessage: "Paid every day, by your team's bets and active members.",
  },
  hourlySalary: { id: 'web.JoinPage.hourlySalary', defaultMessage: 'Hourly salary' },
  hourlySalaryText: {
    id: 'web.JoinPage.hourlySalaryText',
    defaultMessage: "Paid every hour, by your team's bets and active members.",
  },
  realTimeSalary: { id: 'web.JoinPage.realTimeSalary', defaultMessage: 'Real-time salary' },
  realTimeSalaryText: {
    id: 'web.JoinPage.realTimeSalaryText',
    defaultMessage: "Settled every 5 minutes on your team's bets.",
  },
  stepsTitle: { id: 'web.JoinPage.stepsTitle', defaultMessage: 'How to join' },
  stepRegister: {
    id: 'web.JoinPage.stepRegister',
    defaultMessage: 'Register a player account, or log in to the one you have.',
  },
  stepContact: {
    id: 'web.JoinPage.stepContact',
    defaultMessage: 'Contact customer service and ask to become an agent.',
  },
  stepLogin: {
    id: 'web.JoinPage.stepLogin',
    defaultMessage: 'Once you are approved, log in to the agent area with your account.',
  },
  stepInvite: {
    id: 'web.JoinPage.stepInvite',
    defaultMessage: 'Invite your players and follow your team from the agent centre.',
  },
  actionsTitle: { id: 'web.JoinPage.actionsTitle', defaultMessage: 'Get started' },
  contact: { id: 'web.JoinPage.contact', defaultMessage: 'Contact customer service' },
  register: { id: 'web.JoinPage.register', defaultMessage: 'Register' },
  agentLogin: { id: 'web.JoinPage.agentLogin', defaultMessage: 'Agent login' },
  agentHome: { id: 'web.JoinPage.agentHome', defaultMessage: 'Go to agent home' },
});
