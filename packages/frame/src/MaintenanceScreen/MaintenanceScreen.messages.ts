import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const maintenanceMessages = defineMessages<{
  title: NoValues;
  message: NoValues;
  until: { time: string };
  contact: NoValues;
}>({
  title: { id: 'frame.MaintenanceScreen.title', defaultMessage: 'Game maintenance' },
  message: {
    id: 'frame.MaintenanceScreen.message',
    defaultMessage: 'We are improving the site for you. Please come back a little later.',
  },
  until: { id: 'frame.MaintenanceScreen.until', defaultMessage: 'Expected back: {time}' },
  contact: { id: 'frame.MaintenanceScreen.contact', defaultMessage: 'Contact customer service' },
});
