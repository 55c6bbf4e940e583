import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const centreMessages = defineMessages<{
  close: NoValues;
  comingSoon: NoValues;
  memberDescription: { page: string };
  agentDescription: { page: string };
}>({
  close: { id: 'frame.CentreFrame.close', defaultMessage: 'Close' },
  comingSoon: { id: 'frame.CentreFrame.comingSoon', defaultMessage: 'Coming soon' },
  memberDescription: {
    id: 'frame.CentreFrame.memberDescription',
    defaultMessage: '{page} arrives in the member centre with a later release.',
  },
  agentDescription: {
    id: 'frame.CentreFrame.agentDescription',
    defaultMessage: '{page} arrives in the agent centre with a later release.',
  },
});
