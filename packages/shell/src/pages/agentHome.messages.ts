import { defineMessages } from '@lobby/i18n/react';

export const agentHomeMessages = defineMessages({
  title: { id: 'shell.AgentHomePage.title', defaultMessage: 'Agent login' },
  intro: {
    id: 'shell.AgentHomePage.intro',
    defaultMessage: 'Log in with your agent account to reach your team, income and contracts.',
  },
  notAgent: { id: 'shell.AgentHomePage.notAgent', defaultMessage: 'Non-agents cannot log in' },
  notAgentHint: {
    id: 'shell.AgentHomePage.notAgentHint',
    defaultMessage: 'This area is for agents. Sign out first to log in with an agent account.',
  },
});
