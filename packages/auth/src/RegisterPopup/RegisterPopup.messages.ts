import { defineMessages } from '@lobby/i18n/react';

export const registerPopupMessages = defineMessages({
  title: { id: 'auth.RegisterPopup.title', defaultMessage: 'Register' },
});
