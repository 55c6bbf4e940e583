import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const maintenanceMessages = defineMessages<{
  title: { vendor: string };
  until: { time: string };
  later: NoValues;
  suggestions: NoValues;
  close: NoValues;
}>({
  title: { id: 'game-catalogue.Maintenance.title', defaultMessage: '{vendor} is under maintenance' },
  until: { id: 'game-catalogue.Maintenance.until', defaultMessage: 'Its games are back at {time}.' },
  later: { id: 'game-catalogue.Maintenance.later', defaultMessage: 'Its games will be back soon.' },
  suggestions: { id: 'game-catalogue.Maintenance.suggestions', defaultMessage: 'Meanwhile, try a hot game' },
  close: { id: 'game-catalogue.Maintenance.close', defaultMessage: 'Close' },
});
