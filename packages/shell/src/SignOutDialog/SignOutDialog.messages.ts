import { defineMessages } from '@lobby/i18n/react';

export const signOutMessages = defineMessages({
  title: { id: 'shell.SignOutDialog.title', defaultMessage: 'Sign out?' },
  message: { id: 'shell.SignOutDialog.message', defaultMessage: 'You will need to log in again to play.' },
  confirm: { id: 'shell.SignOutDialog.confirm', defaultMessage: 'Sign out' },
  cancel: { id: 'shell.SignOutDialog.cancel', defaultMessage: 'Cancel' },
});
