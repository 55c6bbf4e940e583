import { defineMessages } from '@lobby/i18n/react';

export const signOutMessages = defineMessages({
  title: { id: 'frame.SignOutDialog.title', defaultMessage: 'Sign out?' },
  message: { id: 'frame.SignOutDialog.message', defaultMessage: 'You will need to log in again to play.' },
  confirm: { id: 'frame.SignOutDialog.confirm', defaultMessage: 'Sign out' },
  cancel: { id: 'frame.SignOutDialog.cancel', defaultMessage: 'Cancel' },
});
