import { defineMessages } from '@lobby/i18n/react';

export const rightBarMessages = defineMessages({
  label: { id: 'frame.RightBar.label', defaultMessage: 'Quick contact' },
  liveChat: { id: 'frame.RightBar.liveChat', defaultMessage: 'Live chat' },
  facebook: { id: 'frame.RightBar.facebook', defaultMessage: 'Facebook' },
  telegram: { id: 'frame.RightBar.telegram', defaultMessage: 'Telegram' },
  telephone: { id: 'frame.RightBar.telephone', defaultMessage: 'Call us' },
  qr: { id: 'frame.RightBar.qr', defaultMessage: 'App QR code' },
  newTab: { id: 'frame.RightBar.newTab', defaultMessage: '(opens in a new tab)' },
});
