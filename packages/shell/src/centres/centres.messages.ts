import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '../i18nTypes';

export const centreMessages = defineMessages<{
  close: NoValues;
  comingSoon: NoValues;
  memberDescription: { page: string };
  agentDescription: { page: string };
}>({
  close: { id: 'shell.CentreFrame.close', defaultMessage: 'Close' },
  comingSoon: { id: 'shell.CentreFrame.comingSoon', defaultMessage: 'Coming soon' },
  memberDescription: {
    id: 'shell.CentreFrame.memberDescription',
    defaultMessage: '{page} arrives in the member centre with a later release.',
  },
  agentDescription: {
    id: 'shell.CentreFrame.agentDescription',
    defaultMessage: '{page} arrives in the agent centre with a later release.',
  },
});
