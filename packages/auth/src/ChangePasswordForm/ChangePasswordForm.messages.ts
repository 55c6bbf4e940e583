import { defineMessages } from '@lobby/i18n/react';

export const changePasswordMessages = defineMessages({
  oldPassword: { id: 'auth.ChangePasswordForm.oldPassword', defaultMessage: 'Current password' },
  newPassword: { id: 'auth.ChangePasswordForm.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'auth.ChangePasswordForm.confirmPassword', defaultMessage: 'Confirm the new password' },
  showPassword: { id: 'auth.ChangePasswordForm.showPassword', defaultMessage: 'Show password' },
  submit: { id: 'auth.ChangePasswordForm.submit', defaultMessage: 'Change password' },
  forcedIntro: {
    id: 'auth.ChangePasswordForm.forcedIntro',
    defaultMessage: 'For your safety, choose a new password before you continue.',
  },
});
