import { defineMessages } from '@lobby/i18n/react';

export const loginPopupMessages = defineMessages({
  title: { id: 'auth.LoginPopup.title', defaultMessage: 'Log in' },
});
