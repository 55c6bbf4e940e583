import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const errorTextMessages = defineMessages<{
  network: NoValues;
  timeout: NoValues;
  session: NoValues;
  tooMany: NoValues;
  unexpected: NoValues;
  agentOnly: NoValues;
}>({
  network: { id: 'agent-centre.ErrorText.network', defaultMessage: 'Network link is abnormal, please try again' },
  timeout: { id: 'agent-centre.ErrorText.timeout', defaultMessage: 'The request took too long. Please try again.' },
  session: { id: 'agent-centre.ErrorText.session', defaultMessage: 'Your session has ended. Please log in again.' },
  tooMany: {
    id: 'agent-centre.ErrorText.tooMany',
    defaultMessage: 'Too many attempts. Please wait a moment and try again.',
  },
  unexpected: { id: 'agent-centre.ErrorText.unexpected', defaultMessage: 'Something went wrong. Please try again.' },
  agentOnly: { id: 'agent-centre.ErrorText.agentOnly', defaultMessage: 'Non-agents cannot log in' },
});
