import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '../i18nTypes';

export const maintenanceMessages = defineMessages<{
  title: NoValues;
  message: NoValues;
  until: { time: string };
  contact: NoValues;
}>({
  title: { id: 'shell.MaintenanceScreen.title', defaultMessage: 'Game maintenance' },
  message: {
    id: 'shell.MaintenanceScreen.message',
    defaultMessage: 'We are improving the site for you. Please come back a little later.',
  },
  until: { id: 'shell.MaintenanceScreen.until', defaultMessage: 'Expected back: {time}' },
  contact: { id: 'shell.MaintenanceScreen.contact', defaultMessage: 'Contact customer service' },
});
