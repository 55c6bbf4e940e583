import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const regionBlockedMessages = defineMessages<{
  title: NoValues;
  message: NoValues;
  ip: { ip: string };
  contact: NoValues;
}>({
  title: { id: 'frame.RegionBlockedScreen.title', defaultMessage: 'Access restricted' },
  message: {
    id: 'frame.RegionBlockedScreen.message',
    defaultMessage: 'Sorry, this site is not available from your location.',
  },
  ip: { id: 'frame.RegionBlockedScreen.ip', defaultMessage: 'Your IP address: {ip}' },
  contact: { id: 'frame.RegionBlockedScreen.contact', defaultMessage: 'Contact customer service' },
});
