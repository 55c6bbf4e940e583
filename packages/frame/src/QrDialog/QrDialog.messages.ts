import { defineMessages } from '@lobby/i18n/react';

export const qrDialogMessages = defineMessages({
  title: { id: 'frame.QrDialog.title', defaultMessage: 'Get the app' },
  description: { id: 'frame.QrDialog.description', defaultMessage: 'Scan the code with your phone camera.' },
  close: { id: 'frame.QrDialog.close', defaultMessage: 'Close' },
});
