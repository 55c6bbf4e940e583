import { defineMessages } from '@lobby/i18n/react';

export const agentHomeMessages = defineMessages({
  title: { id: 'web.AgentHomePage.title', defaultMessage: 'Agent login' },
  intro: {
    id: 'web.AgentHomePage.intro',
    defaultMessage: 'Log in with your agent account to reach your team, income and contracts.',
  },
  notAgent: { id: 'web.AgentHomePage.notAgent', defaultMessage: 'Non-agents cannot log in' },
  notAgentHint: {
    id: 'web.AgentHomePage.notAgentHint',
    defaultMessage: 'This area is for agents. Sign out first to log in with an agent account.',
  },
  trial: { id: 'web.AgentHomePage.trial', defaultMessage: 'A real account is needed' },
  trialHint: {
    id: 'web.AgentHomePage.trialHint',
    defaultMessage: 'A trial account cannot enter the agent area. Sign out first to log in with an agent account.',
  },
});
