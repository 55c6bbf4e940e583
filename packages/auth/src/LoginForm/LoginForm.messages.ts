import { defineMessages } from '@lobby/i18n/react';

export const loginFormMessages = defineMessages({
  methods: { id: 'auth.LoginForm.methods', defaultMessage: 'How to log in' },
  byUsername: { id: 'auth.LoginForm.byUsername', defaultMessage: 'Username' },
  bySms: { id: 'auth.LoginForm.bySms', defaultMessage: 'SMS code' },
  username: { id: 'auth.LoginForm.username', defaultMessage: 'Username' },
  password: { id: 'auth.LoginForm.password', defaultMessage: 'Password' },
  showPassword: { id: 'auth.LoginForm.showPassword', defaultMessage: 'Show password' },
  mobile: { id: 'auth.LoginForm.mobile', defaultMessage: 'Mobile number' },
  code: { id: 'auth.LoginForm.code', defaultMessage: 'SMS verification code' },
  remember: { id: 'auth.LoginForm.remember', defaultMessage: 'Remember my username' },
  submit: { id: 'auth.LoginForm.submit', defaultMessage: 'Log in' },
  forgot: { id: 'auth.LoginForm.forgot', defaultMessage: 'Forgot password?' },
  noAccount: { id: 'auth.LoginForm.noAccount', defaultMessage: 'No account yet?' },
  register: { id: 'auth.LoginForm.register', defaultMessage: 'Register' },
  freePlay: { id: 'auth.LoginForm.freePlay', defaultMessage: 'Try for free' },
  needCredentials: {
    id: 'auth.LoginForm.needCredentials',
    defaultMessage: 'Please enter the username and password',
  },
  needMobile: { id: 'auth.LoginForm.needMobile', defaultMessage: 'Please enter a valid mobile number' },
  needCode: { id: 'auth.LoginForm.needCode', defaultMessage: 'Please enter the correct verification code' },
  needCaptcha: { id: 'auth.LoginForm.needCaptcha', defaultMessage: 'Input cannot be empty' },
});
