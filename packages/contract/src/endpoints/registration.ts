import { boolean, number, object, optional, string, union } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { acknowledgement } from './primitives';
import { countryValue, registerRules } from './registration.values';
import { geetestFields, loginValue, smsValue } from './session.values';

/** Registration fields (contract §2.2); which are shown and required comes from `registerSettings`. */
const registerBody = object({
  username: string(),
  password: string(),
  confirmPassword: optional(string()),
  payeeName: optional(string()),
  email: optional(string()),
  qqNum: optional(string()),
  mobileNum: optional(string()),
  recommenderId: optional(string()),
  captcha: optional(string()),
  verificationCode: optional(string()),
  affiliateCode: optional(string()),
  paymentPassword: optional(string()),
  line: optional(string()),
  whatsapp: optional(string()),
  facebook: optional(string()),
  wechat: optional(string()),
  idNumber: optional(string()),
  referralCode: optional(string()),
  domain: optional(string()),
  countryDialingCode: optional(union([string(), number()])),
  /** `true`: the answer is a login value, so registering logs in. */
  login: optional(boolean()),
  registerUrl: optional(string()),
  registerMethod: optional(string()),
  loginDeviceId: optional(string()),
  firebaseChannel: optional(string()),
  firebaseIdToken: optional(string()),
  ...geetestFields,
});

export const registerSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  value: registerRules,
  encrypted: false,
  auth: 'none',
  module: 'REG3',
});

export const countryList = defineEndpoint({
  method: 'GET',
  path: '/wps/system/country',
  value: countryValue,
  encrypted: false,
  auth: 'optional',
  module: 'COMM3',
});

/** `success: true` means the affiliate code is valid; false answers `invitation_code_error`. */
export const affiliateCheck = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  query: object({ code: string(), domain: optional(string()) }),
  value: acknowledgement,
  encrypted: false,
  auth: 'none',
  module: 'AFFMAN3',
});

export const register = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register',
  body: registerBody,
  value: loginValue,
  encrypted: true,
  auth: 'none',
  module: 'REG3',
});

/** Mobile registration: the client sends `username = mobileNum`. */
export const registerMobile = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  body: registerBody,
  value: loginValue,
  encrypted: true,
  auth: 'none',
  module: 'MOBILENUMREG3',
});

/** Registration SMS; note `mobileNo`, not `mobileNum`. */
export const smsRegister = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  body: object({
    countryDialingCode: optional(union([string(), number()])),
    mobileNo: string(),
    regType: optional(string()),
    ...geetestFields,
  }),
  value: smsValue,
  encrypted: false,
  auth: 'none',
  module: 'REGMOBVERF3',
});
