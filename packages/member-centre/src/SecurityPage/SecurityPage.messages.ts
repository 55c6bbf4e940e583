import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const securityPageMessages = defineMessages<{
  profile: NoValues;
  nickname: NoValues;
  account: NoValues;
  mobile: NoValues;
  email: NoValues;
  registered: NoValues;
  vip: NoValues;
  notBound: NoValues;
  none: NoValues;
  level: NoValues;
  levelValue: { bound: number; of: number };
  levelHint: NoValues;
  paymentPassword: NoValues;
  paymentPasswordSet: NoValues;
  paymentPasswordMissing: NoValues;
  newPaymentPassword: NoValues;
  confirmPaymentPassword: NoValues;
  loginPassword: NoValues;
  setSubmit: NoValues;
  resetSubmit: NoValues;
  saved: NoValues;
  changed: NoValues;
  empty: NoValues;
  length: { min: number; max: number };
  exactLength: { length: number };
  digitsOnly: NoValues;
  pattern: NoValues;
  mismatch: NoValues;
  loginPasswordEmpty: NoValues;
  changeLoginPassword: NoValues;
  showPassword: NoValues;
  contacts: NoValues;
  bindMobile: NoValues;
  changeMobile: NoValues;
  bindEmail: NoValues;
  changeEmail: NoValues;
  countryCode: NoValues;
  newMobile: NoValues;
  newEmail: NoValues;
  verificationCode: NoValues;
  mobileCodeHint: NoValues;
  emailCodeHint: NoValues;
  sendCode: NoValues;
  resendCode: NoValues;
  resendIn: { seconds: number };
  confirmBind: NoValues;
  cancel: NoValues;
  mobileEmpty: NoValues;
  mobileInvalid: NoValues;
  emailEmpty: NoValues;
  emailInvalid: NoValues;
  codeEmpty: NoValues;
  codeWrong: NoValues;
  mobileTaken: NoValues;
  emailTaken: NoValues;
  bindUnknown: NoValues;
  mobileBound: NoValues;
  emailBound: NoValues;
  avatar: NoValues;
  avatarChoice: NoValues;
  avatarOption: { number: number };
  saveAvatar: NoValues;
  avatarSaved: NoValues;
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
  rankProgress: NoValues;
  nextRank: { rank: string };
  monthlyTurnover: { actual: string; expected: string };
  conditionsMet: { done: number; goal: number };
  topRank: { rank: string };
  rankLoading: NoValues;
  rankFailed: NoValues;
}>({
  profile: { id: 'member-centre.SecurityPage.profile', defaultMessage: 'Profile' },
  nickname: { id: 'member-centre.SecurityPage.nickname', defaultMessage: 'Nickname' },
  account: { id: 'member-centre.SecurityPage.account', defaultMessage: 'Username' },
  mobile: { id: 'member-centre.SecurityPage.mobile', defaultMessage: 'Mobile number' },
  email: { id: 'member-centre.SecurityPage.email', defaultMessage: 'E-mail' },
  registered: { id: 'member-centre.SecurityPage.registered', defaultMessage: 'Registered' },
  vip: { id: 'member-centre.SecurityPage.vip', defaultMessage: 'VIP level' },
  notBound: { id: 'member-centre.SecurityPage.notBound', defaultMessage: 'Not bound' },
  none: { id: 'member-centre.SecurityPage.none', defaultMessage: 'None' },
  level: { id: 'member-centre.SecurityPage.level', defaultMessage: 'Security level' },
  levelValue: { id: 'member-centre.SecurityPage.levelValue', defaultMessage: '{bound} of {of} secured' },
  levelHint: {
    id: 'member-centre.SecurityPage.levelHint',
    defaultMessage: 'Counts your mobile number, your e-mail and your payment password.',
  },
  paymentPassword: { id: 'member-centre.SecurityPage.paymentPassword', defaultMessage: 'Payment password' },
  paymentPasswordSet: {
    id: 'member-centre.SecurityPage.paymentPasswordSet',
    defaultMessage: 'Your payment password is set. Change it with your login password.',
  },
  paymentPasswordMissing: {
    id: 'member-centre.SecurityPage.paymentPasswordMissing',
    defaultMessage: 'Set a payment password: every withdrawal asks for it.',
  },
  newPaymentPassword: { id: 'member-centre.SecurityPage.newPaymentPassword', defaultMessage: 'New payment password' },
  confirmPaymentPassword: {
    id: 'member-centre.SecurityPage.confirmPaymentPassword',
    defaultMessage: 'Confirm the payment password',
  },
  loginPassword: { id: 'member-centre.SecurityPage.loginPassword', defaultMessage: 'Login password' },
  setSubmit: { id: 'member-centre.SecurityPage.setSubmit', defaultMessage: 'Set payment password' },
  resetSubmit: { id: 'member-centre.SecurityPage.resetSubmit', defaultMessage: 'Change payment password' },
  saved: { id: 'member-centre.SecurityPage.saved', defaultMessage: 'Your payment password is set.' },
  changed: { id: 'member-centre.SecurityPage.changed', defaultMessage: 'Your payment password is changed.' },
  empty: { id: 'member-centre.SecurityPage.empty', defaultMessage: 'Enter a payment password.' },
  length: {
    id: 'member-centre.SecurityPage.length',
    defaultMessage: 'Use {min, plural, other {#}} to {max, plural, other {#}} characters.',
  },
  exactLength: {
    id: 'member-centre.SecurityPage.exactLength',
    defaultMessage: 'Use exactly {length, plural, one {# character} other {# characters}}.',
  },
  digitsOnly: { id: 'member-centre.SecurityPage.digitsOnly', defaultMessage: 'Use digits only.' },
  pattern: {
    id: 'member-centre.SecurityPage.pattern',
    defaultMessage: "The payment password does not follow this site's rule.",
  },
  mismatch: { id: 'member-centre.SecurityPage.mismatch', defaultMessage: 'The two payment passwords differ.' },
  loginPasswordEmpty: {
    id: 'member-centre.SecurityPage.loginPasswordEmpty',
    defaultMessage: 'Enter your login password.',
  },
  changeLoginPassword: {
    id: 'member-centre.SecurityPage.changeLoginPassword',
    defaultMessage: 'Change login password',
  },
  showPassword: { id: 'member-centre.SecurityPage.showPassword', defaultMessage: 'Show password' },
  contacts: { id: 'member-centre.SecurityPage.contacts', defaultMessage: 'Mobile number and e-mail' },
  bindMobile: { id: 'member-centre.SecurityPage.bindMobile', defaultMessage: 'Bind a mobile number' },
  changeMobile: { id: 'member-centre.SecurityPage.changeMobile', defaultMessage: 'Change mobile number' },
  bindEmail: { id: 'member-centre.SecurityPage.bindEmail', defaultMessage: 'Bind an e-mail address' },
  changeEmail: { id: 'member-centre.SecurityPage.changeEmail', defaultMessage: 'Change e-mail address' },
  countryCode: { id: 'member-centre.SecurityPage.countryCode', defaultMessage: 'Country code' },
  newMobile: { id: 'member-centre.SecurityPage.newMobile', defaultMessage: 'New mobile number' },
  newEmail: { id: 'member-centre.SecurityPage.newEmail', defaultMessage: 'New e-mail address' },
  verificationCode: { id: 'member-centre.SecurityPage.verificationCode', defaultMessage: 'Verification code' },
  mobileCodeHint: {
    id: 'member-centre.SecurityPage.mobileCodeHint',
    defaultMessage: 'Send a code to the new number, then enter it here.',
  },
  emailCodeHint: {
    id: 'member-centre.SecurityPage.emailCodeHint',
    defaultMessage: 'Send a code to the new address, then enter it here.',
  },
  sendCode: { id: 'member-centre.SecurityPage.sendCode', defaultMessage: 'Send code' },
  resendCode: { id: 'member-centre.SecurityPage.resendCode', defaultMessage: 'Send a new code' },
  resendIn: {
    id: 'member-centre.SecurityPage.resendIn',
    defaultMessage: 'New code in {seconds, plural, one {# second} other {# seconds}}',
  },
  confirmBind: { id: 'member-centre.SecurityPage.confirmBind', defaultMessage: 'Confirm' },
  cancel: { id: 'member-centre.SecurityPage.cancel', defaultMessage: 'Cancel' },
  mobileEmpty: { id: 'member-centre.SecurityPage.mobileEmpty', defaultMessage: 'Enter the new mobile number.' },
  mobileInvalid: {
    id: 'member-centre.SecurityPage.mobileInvalid',
    defaultMessage: 'Enter a mobile number of 6 to 16 digits, without the country code.',
  },
  emailEmpty: { id: 'member-centre.SecurityPage.emailEmpty', defaultMessage: 'Enter the new e-mail address.' },
  emailInvalid: {
    id: 'member-centre.SecurityPage.emailInvalid',
    defaultMessage: 'Enter an e-mail address such as name@example.com.',
  },
  codeEmpty: { id: 'member-centre.SecurityPage.codeEmpty', defaultMessage: 'Enter the code we sent.' },
  codeWrong: {
    id: 'member-centre.SecurityPage.codeWrong',
    defaultMessage: 'This code is wrong or has expired. Check it, or send a new code.',
  },
  mobileTaken: {
    id: 'member-centre.SecurityPage.mobileTaken',
    defaultMessage: 'This mobile number is bound to another account.',
  },
  emailTaken: {
    id: 'member-centre.SecurityPage.emailTaken',
    defaultMessage: 'This e-mail address is bound to another account.',
  },
  bindUnknown: {
    id: 'member-centre.SecurityPage.bindUnknown',
    defaultMessage:
      'We could not confirm the change. Check the mobile number and e-mail shown above before you try again.',
  },
  mobileBound: { id: 'member-centre.SecurityPage.mobileBound', defaultMessage: 'Your mobile number is bound.' },
  emailBound: { id: 'member-centre.SecurityPage.emailBound', defaultMessage: 'Your e-mail address is bound.' },
  avatar: { id: 'member-centre.SecurityPage.avatar', defaultMessage: 'Avatar' },
  avatarChoice: { id: 'member-centre.SecurityPage.avatarChoice', defaultMessage: 'Choose your avatar' },
  avatarOption: { id: 'member-centre.SecurityPage.avatarOption', defaultMessage: 'Avatar {number}' },
  saveAvatar: { id: 'member-centre.SecurityPage.saveAvatar', defaultMessage: 'Save avatar' },
  avatarSaved: { id: 'member-centre.SecurityPage.avatarSaved', defaultMessage: 'Your avatar is saved.' },
  loading: { id: 'member-centre.SecurityPage.loading', defaultMessage: 'Loading your account' },
  failed: { id: 'member-centre.SecurityPage.failed', defaultMessage: 'Your account could not be loaded.' },
  retry: { id: 'member-centre.SecurityPage.retry', defaultMessage: 'Try again' },
  rankProgress: { id: 'member-centre.SecurityPage.rankProgress', defaultMessage: 'Progress to the next VIP level' },
  nextRank: { id: 'member-centre.SecurityPage.nextRank', defaultMessage: 'Next: {rank}' },
  monthlyTurnover: {
    id: 'member-centre.SecurityPage.monthlyTurnover',
    defaultMessage: 'Monthly turnover: {actual} of {expected}',
  },
  conditionsMet: {
    id: 'member-centre.SecurityPage.conditionsMet',
    defaultMessage: '{done} of {goal, plural, one {# condition} other {# conditions}} met',
  },
  topRank: { id: 'member-centre.SecurityPage.topRank', defaultMessage: 'You have reached the top VIP level, {rank}.' },
  rankLoading: { id: 'member-centre.SecurityPage.rankLoading', defaultMessage: 'Loading your VIP level progress' },
  rankFailed: {
    id: 'member-centre.SecurityPage.rankFailed',
    defaultMessage: 'Your VIP level progress could not be loaded.',
  },
});
