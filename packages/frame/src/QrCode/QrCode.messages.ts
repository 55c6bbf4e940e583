import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const qrCodeMessages = defineMessages<{
  image: { url: string };
  loading: NoValues;
  failed: NoValues;
}>({
  image: { id: 'frame.QrCode.image', defaultMessage: 'QR code for {url}' },
  loading: { id: 'frame.QrCode.loading', defaultMessage: 'Drawing the QR code' },
  failed: { id: 'frame.QrCode.failed', defaultMessage: 'The QR code could not be drawn. Open the link instead.' },
});
