import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '../../i18nTypes';

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
    id: 'shell.JoinPage.intro',
    defaultMessage: 'Become a {brand} agent: build a team of players and earn from the play of everyone in it.',
  },
  roleTitle: { id: 'shell.JoinPage.roleTitle', defaultMessage: 'What an agent does' },
  team: { id: 'shell.JoinPage.team', defaultMessage: 'Build your team' },
  teamText: {
    id: 'shell.JoinPage.teamText',
    defaultMessage: 'Register players under you in the register centre and follow them in the team overview.',
  },
  contracts: { id: 'shell.JoinPage.contracts', defaultMessage: 'Agree contracts' },
  contractsText: {
    id: 'shell.JoinPage.contractsText',
    defaultMessage:
      'Your upline offers you a contract, which you accept or decline, and you offer your own to the agents below you.',
  },
  transfers: { id: 'shell.JoinPage.transfers', defaultMessage: 'Move funds' },
  transfersText: {
    id: 'shell.JoinPage.transfersText',
    defaultMessage: 'Transfer funds to your upline or to the members of your team.',
  },
  reports: { id: 'shell.JoinPage.reports', defaultMessage: 'Follow the results' },
  reportsText: {
    id: 'shell.JoinPage.reportsText',
    defaultMessage: "See your team's bets, its wins and losses, and your own income.",
  },
  earnTitle: { id: 'shell.JoinPage.earnTitle', defaultMessage: 'What you earn' },
  commission: { id: 'shell.JoinPage.commission', defaultMessage: 'Commission' },
  commissionText: {
    id: 'shell.JoinPage.commissionText',
    defaultMessage: 'A share of what your team plays, shown under My income.',
  },
  dividend: { id: 'shell.JoinPage.dividend', defaultMessage: 'Dividend' },
  dividendText: {
    id: 'shell.JoinPage.dividendText',
    defaultMessage: "Your contract's share of your team's result over each period.",
  },
  dailySalary: { id: 'shell.JoinPage.dailySalary', defaultMessage: 'Daily salary' },
  dailySalaryText: {
    id: 'shell.JoinPage.dailySalaryText',
    defaultMessage: "Paid every day, by your team's bets and active members.",
  },
  hourlySalary: { id: 'shell.JoinPage.hourlySalary', defaultMessage: 'Hourly salary' },
  hourlySalaryText: {
    id: 'shell.JoinPage.hourlySalaryText',
    defaultMessage: "Paid every hour, by your team's bets and active members.",
  },
  realTimeSalary: { id: 'shell.JoinPage.realTimeSalary', defaultMessage: 'Real-time salary' },
  realTimeSalaryText: {
    id: 'shell.JoinPage.realTimeSalaryText',
    defaultMessage: "Settled every 5 minutes on your team's bets.",
  },
  stepsTitle: { id: 'shell.JoinPage.stepsTitle', defaultMessage: 'How to join' },
  stepRegister: {
    id: 'shell.JoinPage.stepRegister',
    defaultMessage: 'Register a player account, or log in to the one you have.',
  },
  stepContact: {
    id: 'shell.JoinPage.stepContact',
    defaultMessage: 'Contact customer service and ask to become an agent.',
  },
  stepLogin: {
    id: 'shell.JoinPage.stepLogin',
    defaultMessage: 'Once you are approved, log in to the agent area with your account.',
  },
  stepInvite: {
    id: 'shell.JoinPage.stepInvite',
    defaultMessage: 'Invite your players and follow your team from the agent centre.',
  },
  actionsTitle: { id: 'shell.JoinPage.actionsTitle', defaultMessage: 'Get started' },
  contact: { id: 'shell.JoinPage.contact', defaultMessage: 'Contact customer service' },
  register: { id: 'shell.JoinPage.register', defaultMessage: 'Register' },
  agentLogin: { id: 'shell.JoinPage.agentLogin', defaultMessage: 'Agent login' },
  agentHome: { id: 'shell.JoinPage.agentHome', defaultMessage: 'Go to agent home' },
});
