import { defineMessages } from '@lobby/i18n/react';

export const qrDialogMessages = defineMessages({
  title: { id: 'shell.QrDialog.title', defaultMessage: 'Get the app' },
  description: { id: 'shell.QrDialog.description', defaultMessage: 'Scan the code with your phone camera.' },
  close: { id: 'shell.QrDialog.close', defaultMessage: 'Close' },
});
