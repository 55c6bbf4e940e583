import { defineMessages } from '@lobby/i18n/react';

export const loginPopupMessages = defineMessages({
  title: { id: 'auth.LoginPopup.title', defaultMessage: 'Log in' },
  notYet: {
    id: 'auth.LoginPopup.notYet',
    defaultMessage: 'Signing in arrives with the accounts release. Until then every public page is open to browse.',
  },
  done: { id: 'auth.LoginPopup.done', defaultMessage: 'Continue browsing' },
  close: { id: 'auth.LoginPopup.close', defaultMessage: 'Close' },
});
