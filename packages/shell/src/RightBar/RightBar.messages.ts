import { defineMessages } from '@lobby/i18n/react';

export const rightBarMessages = defineMessages({
  label: { id: 'shell.RightBar.label', defaultMessage: 'Quick contact' },
  liveChat: { id: 'shell.RightBar.liveChat', defaultMessage: 'Live chat' },
  facebook: { id: 'shell.RightBar.facebook', defaultMessage: 'Facebook' },
  telegram: { id: 'shell.RightBar.telegram', defaultMessage: 'Telegram' },
  telephone: { id: 'shell.RightBar.telephone', defaultMessage: 'Call us' },
  qr: { id: 'shell.RightBar.qr', defaultMessage: 'App QR code' },
  newTab: { id: 'shell.RightBar.newTab', defaultMessage: '(opens in a new tab)' },
});
