import { object, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { acknowledgement } from './primitives';

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password',
  body: object({ oldPassword: string(), newPassword: string(), confirmNewPassword: string() }),
  value: acknowledgement,
  encrypted: true,
  auth: 'required',
  module: 'PASS3',
});

/** The platform mails a reset link; the original sends this one form-encoded. */
export const resetPasswordByEmail = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  body: object({ username: string(), email: string() }),
  bodyEncoding: 'form',
  value: acknowledgement,
  encrypted: false,
  auth: 'none',
  module: 'COMM3',
});

/** Sets a new password with an SMS code (from `smsNoLogin`); the client then logs in with mobileNum/newPassword. */
export const resetPasswordBySms = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/verification',
  body: object({ newPassword: string(), mobileNum: string(), verificationCode: string() }),
  value: acknowledgement,
  encrypted: true,
  auth: 'none',
  module: 'CHNGPASSVERIF3',
});
