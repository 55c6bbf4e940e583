import { boolean, number, object, optional, picklist, string, union } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { acknowledgement, numberLike } from './primitives';
import {
  captchaValue,
  geetestFields,
  geetestValue,
  handoffValue,
  loginValue,
  rsaModulusValue,
  sliderChallengeValue,
  sliderResultValue,
  smsValue,
} from './session.values';

/** Cache-busting millisecond stamp the original appends to calls that must not be cached. */
const stamp = optional(numberLike);

export const rsaKey = defineEndpoint({
  method: 'GET',
  path: '/wps/session/key/rsa',
  query: object({ _: stamp }),
  value: rsaModulusValue,
  response: 'text',
  encrypted: false,
  auth: 'none',
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login',
  body: object({
    username: string(),
    password: string(),
    /**
     * 'username' or 'sms' (then `username` is the mobile number and `password` the SMS code); '' after a reset;
     * 'firebase' for a third-party sign-in (`firebaseChannel` google, facebook, twitter, or sms for a phone-provider
     * code, and the provider's `firebaseIdToken`; `username` and `password` empty).
     */
    type: picklist(['username', 'sms', '', 'firebase']),
    captcha: optional(string()),
    loginDeviceId: optional(string()),
    firebaseChannel: optional(string()),
    firebaseIdToken: optional(string()),
    isSms: optional(boolean()),
    isOfficialAppLogin: optional(boolean()),
    ...geetestFields,
  }),
  value: loginValue,
  encrypted: true,
  auth: 'none',
  module: 'COMM3',
});

/** Login from an unregistered IP: E email, G authenticator, S SMS, P payee name. */
export const loginVerification = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/verification',
  body: object({
    username: string(),
    password: string(),
    method: picklist(['E', 'G', 'S', 'P']),
    email: optional(string()),
    authCode: optional(string()),
    mobileNum: optional(string()),
    verificationCode: optional(string()),
    firebaseIdToken: optional(string()),
    payeeName: optional(string()),
  }),
  value: loginValue,
  encrypted: true,
  auth: 'none',
  module: 'LOGINIPVERF3',
});

export const logout = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  value: acknowledgement,
  encrypted: false,
  auth: 'optional',
  module: 'COMM3',
});

/** Trial account. The original meant to send `{os, platform: 'W'}` but sent `{}`; both are accepted. */
export const freePlayLogin = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  body: optional(object({ os: optional(string()), platform: optional(string()) })),
  value: loginValue,
  encrypted: false,
  auth: 'none',
  module: 'FREEPLAY3',
});

/** Image captcha bound to a cookie: `value` is Base64 PNG; `t` keeps caches away. */
export const captcha = defineEndpoint({
  method: 'GET',
  path: '/wps/captcha',
  query: object({ t: stamp }),
  value: captchaValue,
  encrypted: false,
  auth: 'none',
  module: 'CAPTCHA3',
});

export const geetest = defineEndpoint({
  method: 'GET',
  path: '/wps/captcha/geetest',
  query: object({ t: stamp }),
  value: geetestValue,
  encrypted: false,
  auth: 'none',
  module: 'GEETEST3',
});

/** Where a human-verification step runs (contract §2.9 scenes). */
const sliderScene = picklist(['login', 'register', 'sms']);

/**
 * The reference platform's slider puzzle, served where the merchant turns the slider on (login: GEETEST3 without
 * GEETESTTEST3; registration: GEETEST3 with the captcha rule on; SMS: GEETESTVCODE3). A brand on the real platform
 * plugs its geetest provider in instead; both end in the same `geetestChallenge`/`geetestSeccode` fields.
 */
export const sliderChallenge = defineEndpoint({
  method: 'GET',
  path: '/wps/captcha/slider',
  query: object({ scene: sliderScene, t: stamp }),
  value: sliderChallengeValue,
  encrypted: false,
  auth: 'none',
  module: 'GEETEST3',
});

/** Checks where the piece was dropped (`x`, image pixels) and answers the seccode; a miss is 400 `slider_mismatch`. */
export const sliderVerify = defineEndpoint({
  method: 'POST',
  path: '/wps/captcha/slider',
  body: object({ challenge: string(), x: number() }),
  value: sliderResultValue,
  encrypted: false,
  auth: 'none',
  module: 'GEETEST3',
});

/** SMS code for SMS login and password reset. */
export const smsNoLogin = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  body: object({
    mobileNum: string(),
    countryDialingCode: optional(union([string(), number()])),
    ...geetestFields,
  }),
  value: smsValue,
  encrypted: false,
  auth: 'none',
  module: 'VERIFICATION3',
});

/**
 * Reference platform: a one-time code, good for 60 seconds, that opens a session of the caller's account on another
 * site of the merchant (or the app): the hand-off link carries it as `?token=<code>`, never the session token itself.
 */
export const sessionHandoff = defineEndpoint({
  method: 'POST',
  path: '/wps/session/handoff',
  value: handoffValue,
  encrypted: false,
  auth: 'required',
  module: 'COMM3',
});

/** Reference platform: exchanges a hand-off code, once, for a session of its account at this site. */
export const redeemSessionHandoff = defineEndpoint({
  method: 'POST',
  path: '/wps/session/handoff/redeem',
  body: object({ code: string() }),
  value: loginValue,
  encrypted: false,
  auth: 'none',
  module: 'COMM3',
});
