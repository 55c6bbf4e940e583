import { defineMessages } from '@lobby/i18n/react';

export const changePasswordPopupMessages = defineMessages({
  title: { id: 'auth.ChangePasswordPopup.title', defaultMessage: 'Change password' },
  expired: {
    id: 'auth.ChangePasswordPopup.expired',
    defaultMessage: 'Your password has expired. Choose a new one to keep your account safe.',
  },
});
