import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '../i18nTypes';

export const qrDialogMessages = defineMessages<{
  title: NoValues;
  description: NoValues;
  image: { url: string };
  loading: NoValues;
  failed: NoValues;
  close: NoValues;
}>({
  title: { id: 'shell.QrDialog.title', defaultMessage: 'Get the app' },
  description: { id: 'shell.QrDialog.description', defaultMessage: 'Scan the code with your phone camera.' },
  image: { id: 'shell.QrDialog.image', defaultMessage: 'QR code for {url}' },
  loading: { id: 'shell.QrDialog.loading', defaultMessage: 'Drawing the QR code' },
  failed: { id: 'shell.QrDialog.failed', defaultMessage: 'The QR code could not be drawn. Open the link instead.' },
  close: { id: 'shell.QrDialog.close', defaultMessage: 'Close' },
});
