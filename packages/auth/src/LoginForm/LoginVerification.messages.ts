import { defineMessages } from '@lobby/i18n/react';

export const loginVerificationMessages = defineMessages({
  intro: {
    id: 'auth.LoginVerification.intro',
    defaultMessage: 'You are logging in from a new place. Please confirm it is you.',
  },
  methods: { id: 'auth.LoginVerification.methods', defaultMessage: 'How to confirm' },
  byEmail: { id: 'auth.LoginVerification.byEmail', defaultMessage: 'E-mail' },
  byAuthenticator: { id: 'auth.LoginVerification.byAuthenticator', defaultMessage: 'Authenticator' },
  bySms: { id: 'auth.LoginVerification.bySms', defaultMessage: 'SMS code' },
  byPayeeName: { id: 'auth.LoginVerification.byPayeeName', defaultMessage: 'Account holder name' },
  email: { id: 'auth.LoginVerification.email', defaultMessage: "Your account's e-mail" },
  authCode: { id: 'auth.LoginVerification.authCode', defaultMessage: 'Code from your authenticator app' },
  mobile: { id: 'auth.LoginVerification.mobile', defaultMessage: "Your account's mobile number" },
  code: { id: 'auth.LoginVerification.code', defaultMessage: 'SMS verification code' },
  payeeName: { id: 'auth.LoginVerification.payeeName', defaultMessage: "Your account's holder name" },
  needEmail: { id: 'auth.LoginVerification.needEmail', defaultMessage: 'Please enter a valid e-mail address' },
  needAuthCode: { id: 'auth.LoginVerification.needAuthCode', defaultMessage: 'Please enter the 6-digit code' },
  needPayeeName: { id: 'auth.LoginVerification.needPayeeName', defaultMessage: 'Input cannot be empty' },
  submit: { id: 'auth.LoginVerification.submit', defaultMessage: 'Confirm and log in' },
  back: { id: 'auth.LoginVerification.back', defaultMessage: 'Back to login' },
});
