import { defineMessages } from '@lobby/i18n/react';

export const realAccountMessages = defineMessages({
  title: { id: 'shell.RealAccountDialog.title', defaultMessage: 'A real account is needed' },
  message: {
    id: 'shell.RealAccountDialog.message',
    defaultMessage: 'Trial accounts can look around but cannot use this. Register a real account to continue.',
  },
  ok: { id: 'shell.RealAccountDialog.ok', defaultMessage: 'OK' },
});
