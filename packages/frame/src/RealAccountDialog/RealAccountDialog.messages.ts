import { defineMessages } from '@lobby/i18n/react';

export const realAccountMessages = defineMessages({
  title: { id: 'frame.RealAccountDialog.title', defaultMessage: 'A real account is needed' },
  message: {
    id: 'frame.RealAccountDialog.message',
    defaultMessage: 'Trial accounts can look around but cannot use this. Register a real account to continue.',
  },
  ok: { id: 'frame.RealAccountDialog.ok', defaultMessage: 'OK' },
});
