import { defineMessages } from '@lobby/i18n/react';

export const forgotPasswordMessages = defineMessages({
  title: { id: 'auth.ForgotPassword.title', defaultMessage: 'Forgot password' },
  ways: { id: 'auth.ForgotPassword.ways', defaultMessage: 'Ways to reset the password' },
  byEmail: { id: 'auth.ForgotPassword.byEmail', defaultMessage: 'E-mail' },
  byMobile: { id: 'auth.ForgotPassword.byMobile', defaultMessage: 'Mobile number' },
  username: { id: 'auth.ForgotPassword.username', defaultMessage: 'Username' },
  email: { id: 'auth.ForgotPassword.email', defaultMessage: 'E-mail' },
  invalidEmail: { id: 'auth.ForgotPassword.invalidEmail', defaultMessage: 'Please enter a valid e-mail address' },
  mobileNum: { id: 'auth.ForgotPassword.mobileNum', defaultMessage: 'Mobile number' },
  verificationCode: { id: 'auth.ForgotPassword.verificationCode', defaultMessage: 'Verification code' },
  newPassword: { id: 'auth.ForgotPassword.newPassword', defaultMessage: 'New password' },
  showPassword: { id: 'auth.ForgotPassword.showPassword', defaultMessage: 'Show password' },
  sendLink: { id: 'auth.ForgotPassword.sendLink', defaultMessage: 'Send' },
  resetAndLogIn: { id: 'auth.ForgotPassword.resetAndLogIn', defaultMessage: 'Reset password and log in' },
  emailSentTitle: { id: 'auth.ForgotPassword.emailSentTitle', defaultMessage: 'Check your e-mail' },
  emailSent: {
    id: 'auth.ForgotPassword.emailSent',
    defaultMessage: 'We have sent instructions for resetting your password to your e-mail address.',
  },
  ok: { id: 'auth.ForgotPassword.ok', defaultMessage: 'OK' },
});
