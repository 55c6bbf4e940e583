import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const teamManagementMessages = defineMessages<{
  title: NoValues;
  search: NoValues;
  scope: NoValues;
  scopeAll: NoValues;
  scopeDirect: NoValues;
  find: NoValues;
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
  noTeam: NoValues;
  noMatch: NoValues;
  caption: { count: number };
  username: NoValues;
  level: NoValues;
  upline: NoValues;
  balance: NoValues;
  lastLogin: NoValues;
  status: NoValues;
  actions: NoValues;
  agent: NoValues;
  never: NoValues;
  ACTIVE: NoValues;
  DORMANT: NoValues;
  SELF_EXCLUDED: NoValues;
  statusExplained: NoValues;
  select: { name: string };
  transferTo: { name: string };
  transferSelected: { count: number };
  clearSelection: NoValues;
  pages: NoValues;
  previous: NoValues;
  next: NoValues;
  page: { page: string };
  formTitle: { count: number; name: string };
  intro: NoValues;
  amount: NoValues;
  amountEach: NoValues;
  available: { amount: string };
  total: { amount: string; count: number };
  overTotal: { amount: string };
  paymentPassword: NoValues;
  showPassword: NoValues;
  passwordEmpty: NoValues;
  submit: NoValues;
  cancel: NoValues;
  transferred: { amount: string; count: number; name: string; balance: string };
  wrongPassword: NoValues;
  noPassword: NoValues;
  setPassword: NoValues;
  balanceShort: NoValues;
  notInTeam: NoValues;
  singleOnly: NoValues;
  unknownOutcome: NoValues;
}>({
  title: { id: 'agent-centre.TeamManagementPage.title', defaultMessage: 'Team management' },
  search: { id: 'agent-centre.TeamManagementPage.search', defaultMessage: 'Username' },
  scope: { id: 'agent-centre.TeamManagementPage.scope', defaultMessage: 'Levels' },
  scopeAll: { id: 'agent-centre.TeamManagementPage.scopeAll', defaultMessage: 'Every level' },
  scopeDirect: { id: 'agent-centre.TeamManagementPage.scopeDirect', defaultMessage: 'Direct downlines only' },
  find: { id: 'agent-centre.TeamManagementPage.find', defaultMessage: 'Search' },
  loading: { id: 'agent-centre.TeamManagementPage.loading', defaultMessage: 'Loading your team' },
  failed: { id: 'agent-centre.TeamManagementPage.failed', defaultMessage: 'Your team could not be loaded.' },
  retry: { id: 'agent-centre.TeamManagementPage.retry', defaultMessage: 'Try again' },
  noTeam: {
    id: 'agent-centre.TeamManagementPage.noTeam',
    defaultMessage: 'You have no downlines yet. Members who register with your link or code join your team.',
  },
  noMatch: { id: 'agent-centre.TeamManagementPage.noMatch', defaultMessage: 'No downline matches this search.' },
  caption: {
    id: 'agent-centre.TeamManagementPage.caption',
    defaultMessage: '{count, plural, one {# downline} other {# downlines}}',
  },
  username: { id: 'agent-centre.TeamManagementPage.username', defaultMessage: 'Member' },
  level: { id: 'agent-centre.TeamManagementPage.level', defaultMessage: 'Level' },
  upline: { id: 'agent-centre.TeamManagementPage.upline', defaultMessage: 'Upline' },
  balance: { id: 'agent-centre.TeamManagementPage.balance', defaultMessage: 'Balance' },
  lastLogin: { id: 'agent-centre.TeamManagementPage.lastLogin', defaultMessage: 'Last login' },
  status: { id: 'agent-centre.TeamManagementPage.status', defaultMessage: 'Status' },
  actions: { id: 'agent-centre.TeamManagementPage.actions', defaultMessage: 'Transfer' },
  agent: { id: 'agent-centre.TeamManagementPage.agent', defaultMessage: 'Agent' },
  never: { id: 'agent-centre.TeamManagementPage.never', defaultMessage: 'Never' },
  ACTIVE: { id: 'agent-centre.TeamManagementPage.ACTIVE', defaultMessage: 'Active' },
  DORMANT: { id: 'agent-centre.TeamManagementPage.DORMANT', defaultMessage: 'Dormant' },
  SELF_EXCLUDED: { id: 'agent-centre.TeamManagementPage.SELF_EXCLUDED', defaultMessage: 'Self-excluded' },
  statusExplained: {
    id: 'agent-centre.TeamManagementPage.statusExplained',
    defaultMessage: 'Active: a bet in the last 30 days. Self-excluded: a break from play is running.',
  },
  select: { id: 'agent-centre.TeamManagementPage.select', defaultMessage: 'Select {name}' },
  transferTo: { id: 'agent-centre.TeamManagementPage.transferTo', defaultMessage: 'Transfer to {name}' },
  transferSelected: {
    id: 'agent-centre.TeamManagementPage.transferSelected',
    defaultMessage: '{count, plural, one {Transfer to # selected downline} other {Transfer to # selected downlines}}',
  },
  clearSelection: { id: 'agent-centre.TeamManagementPage.clearSelection', defaultMessage: 'Clear the selection' },
  pages: { id: 'agent-centre.TeamManagementPage.pages', defaultMessage: 'Downline pages' },
  previous: { id: 'agent-centre.TeamManagementPage.previous', defaultMessage: 'Previous page' },
  next: { id: 'agent-centre.TeamManagementPage.next', defaultMessage: 'Next page' },
  page: { id: 'agent-centre.TeamManagementPage.page', defaultMessage: 'Page {page}' },
  formTitle: {
    id: 'agent-centre.TeamManagementPage.formTitle',
    defaultMessage: '{count, plural, =1 {Transfer to {name}} other {Transfer to # downlines}}',
  },
  intro: {
    id: 'agent-centre.TeamManagementPage.intro',
    defaultMessage: 'The amount leaves your main wallet and reaches each downline at once.',
  },
  amount: { id: 'agent-centre.TeamManagementPage.amount', defaultMessage: 'Amount' },
  amountEach: { id: 'agent-centre.TeamManagementPage.amountEach', defaultMessage: 'Amount for each' },
  available: {
    id: 'agent-centre.TeamManagementPage.available',
    defaultMessage: 'Available in your main wallet: {amount}',
  },
  total: {
    id: 'agent-centre.TeamManagementPage.total',
    defaultMessage: '{count, plural, =1 {} other {In all: {amount} for # downlines.}}',
  },
  overTotal: {
    id: 'agent-centre.TeamManagementPage.overTotal',
    defaultMessage: 'Your main wallet holds {amount}: not enough for every downline chosen.',
  },
  paymentPassword: { id: 'agent-centre.TeamManagementPage.paymentPassword', defaultMessage: 'Payment password' },
  showPassword: { id: 'agent-centre.TeamManagementPage.showPassword', defaultMessage: 'Show password' },
  passwordEmpty: {
    id: 'agent-centre.TeamManagementPage.passwordEmpty',
    defaultMessage: 'Enter your payment password.',
  },
  submit: { id: 'agent-centre.TeamManagementPage.submit', defaultMessage: 'Transfer' },
  cancel: { id: 'agent-centre.TeamManagementPage.cancel', defaultMessage: 'Cancel' },
  transferred: {
    id: 'agent-centre.TeamManagementPage.transferred',
    defaultMessage:
      '{count, plural, =1 {{amount} went to {name}.} other {{amount} went to each of # downlines.}} Your main wallet now holds {balance}.',
  },
  wrongPassword: {
    id: 'agent-centre.TeamManagementPage.wrongPassword',
    defaultMessage: 'The payment password is wrong. Check it and try again.',
  },
  noPassword: {
    id: 'agent-centre.TeamManagementPage.noPassword',
    defaultMessage: 'You have no payment password yet. Set one in the security centre first.',
  },
  setPassword: { id: 'agent-centre.TeamManagementPage.setPassword', defaultMessage: 'Set a payment password' },
  balanceShort: {
    id: 'agent-centre.TeamManagementPage.balanceShort',
    defaultMessage: 'Your main wallet does not hold that much any more. Check the balance and try a smaller amount.',
  },
  notInTeam: {
    id: 'agent-centre.TeamManagementPage.notInTeam',
    defaultMessage: 'One of these members is no longer in your team. Search again and choose anew.',
  },
  singleOnly: {
    id: 'agent-centre.TeamManagementPage.singleOnly',
    defaultMessage: 'This site lets you transfer to one downline at a time.',
  },
  unknownOutcome: {
    id: 'agent-centre.TeamManagementPage.unknownOutcome',
    defaultMessage:
      'We could not tell whether this transfer went through. Check your main wallet balance and account records before trying again.',
  },
});
