import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '../i18nTypes';

export const qrCodeMessages = defineMessages<{
  image: { url: string };
  loading: NoValues;
  failed: NoValues;
}>({
  image: { id: 'shell.QrCode.image', defaultMessage: 'QR code for {url}' },
  loading: { id: 'shell.QrCode.loading', defaultMessage: 'Drawing the QR code' },
  failed: { id: 'shell.QrCode.failed', defaultMessage: 'The QR code could not be drawn. Open the link instead.' },
});
