import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '../i18nTypes';

export const regionBlockedMessages = defineMessages<{
  title: NoValues;
  message: NoValues;
  ip: { ip: string };
  contact: NoValues;
}>({
  title: { id: 'shell.RegionBlockedScreen.title', defaultMessage: 'Access restricted' },
  message: {
    id: 'shell.RegionBlockedScreen.message',
    defaultMessage: 'Sorry, this site is not available from your location.',
  },
  ip: { id: 'shell.RegionBlockedScreen.ip', defaultMessage: 'Your IP address: {ip}' },
  contact: { id: 'shell.RegionBlockedScreen.contact', defaultMessage: 'Contact customer service' },
});
