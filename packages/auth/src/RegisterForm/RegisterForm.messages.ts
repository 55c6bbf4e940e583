import { defineMessages } from '@lobby/i18n/react';

type Plain = Record<never, never>;

export const registerFormMessages = defineMessages<{
  ways: Plain;
  byUsername: Plain;
  byMobile: Plain;
  username: Plain;
  mobileNum: Plain;
  verificationCode: Plain;
  password: Plain;
  confirmPassword: Plain;
  paymentPassword: Plain;
  payeeName: Plain;
  email: Plain;
  idNumber: Plain;
  qqNum: Plain;
  line: Plain;
  whatsapp: Plain;
  facebook: Plain;
  wechat: Plain;
  recommenderId: Plain;
  affiliateCode: Plain;
  referralCode: Plain;
  invalidReferral: Plain;
  captcha: Plain;
  showPassword: Plain;
  ageConsent: { age: string };
  ageRequired: { age: string };
  submit: Plain;
  reset: Plain;
  haveAccount: Plain;
  logIn: Plain;
  home: Plain;
  customerService: Plain;
  invitationTitle: Plain;
  invalidInvitation: Plain;
  ok: Plain;
}>({
  ways: { id: 'auth.RegisterForm.ways', defaultMessage: 'Ways to register' },
  byUsername: { id: 'auth.RegisterForm.byUsername', defaultMessage: 'Username' },
  byMobile: { id: 'auth.RegisterForm.byMobile', defaultMessage: 'Mobile number' },
  username: { id: 'auth.RegisterForm.username', defaultMessage: 'Username' },
  mobileNum: { id: 'auth.RegisterForm.mobileNum', defaultMessage: 'Mobile number' },
  verificationCode: { id: 'auth.RegisterForm.verificationCode', defaultMessage: 'Verification code' },
  password: { id: 'auth.RegisterForm.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'auth.RegisterForm.confirmPassword', defaultMessage: 'Confirm password' },
  paymentPassword: { id: 'auth.RegisterForm.paymentPassword', defaultMessage: 'Payment password' },
  payeeName: { id: 'auth.RegisterForm.payeeName', defaultMessage: 'Real name' },
  email: { id: 'auth.RegisterForm.email', defaultMessage: 'E-mail' },
  idNumber: { id: 'auth.RegisterForm.idNumber', defaultMessage: 'ID number' },
  qqNum: { id: 'auth.RegisterForm.qqNum', defaultMessage: 'QQ' },
  line: { id: 'auth.RegisterForm.line', defaultMessage: 'LINE' },
  whatsapp: { id: 'auth.RegisterForm.whatsapp', defaultMessage: 'WhatsApp' },
  facebook: { id: 'auth.RegisterForm.facebook', defaultMessage: 'Facebook' },
  wechat: { id: 'auth.RegisterForm.wechat', defaultMessage: 'WeChat' },
  recommenderId: { id: 'auth.RegisterForm.recommenderId', defaultMessage: 'Recommender ID' },
  affiliateCode: { id: 'auth.RegisterForm.affiliateCode', defaultMessage: 'Invitation code' },
  referralCode: { id: 'auth.RegisterForm.referralCode', defaultMessage: "Friend's referral code" },
  invalidReferral: {
    id: 'auth.RegisterForm.invalidReferral',
    defaultMessage: 'This referral code is not valid. Check it, or clear it to register without one.',
  },
  captcha: { id: 'auth.RegisterForm.captcha', defaultMessage: 'Code in the picture' },
  showPassword: { id: 'auth.RegisterForm.showPassword', defaultMessage: 'Show password' },
  ageConsent: { id: 'auth.RegisterForm.ageConsent', defaultMessage: 'I am {age} years of age or older' },
  ageRequired: { id: 'auth.RegisterForm.ageRequired', defaultMessage: 'Please confirm that you are {age} or older' },
  submit: { id: 'auth.RegisterForm.submit', defaultMessage: 'Register' },
  reset: { id: 'auth.RegisterForm.reset', defaultMessage: 'Reset' },
  haveAccount: { id: 'auth.RegisterForm.haveAccount', defaultMessage: 'Already have an account?' },
  logIn: { id: 'auth.RegisterForm.logIn', defaultMessage: 'Log in' },
  home: { id: 'auth.RegisterForm.home', defaultMessage: 'Home' },
  customerService: { id: 'auth.RegisterForm.customerService', defaultMessage: 'Customer service' },
  invitationTitle: { id: 'auth.RegisterForm.invitationTitle', defaultMessage: 'Invitation code' },
  invalidInvitation: { id: 'auth.RegisterForm.invalidInvitation', defaultMessage: 'Invalid invitation code' },
  ok: { id: 'auth.RegisterForm.ok', defaultMessage: 'OK' },
});
