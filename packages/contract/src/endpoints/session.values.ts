import { looseObject, minLength, nullable, number, object, optional, pipe, regex, string, trim } from 'valibot';
import type { InferOutput } from 'valibot';
import { flagLike, idLike, maybe, numberLike } from './primitives';

/** `/wps/session/key/rsa`: the RSA modulus as plain-text hex. */
export const rsaModulusValue = pipe(string(), trim(), regex(/^[0-9a-fA-F]{16,2048}$/, 'Expected a hex RSA modulus'));

/** The login answer (also register, free play and 2FA): the client keeps the token. */
export const loginValue = looseObject({
  token: pipe(string(), minLength(1)),
  firstTimeLogin: maybe(flagLike),
  passwordExpired: maybe(flagLike),
  userName: maybe(string()),
  id: maybe(idLike),
  customerId: maybe(idLike),
  customerType: maybe(idLike),
});
export type LoginValue = InferOutput<typeof loginValue>;

/** `/wps/verification/sms/*`: the resend countdown is 60 s x `expiredMinutes` (default 1). */
export const smsValue = nullable(optional(looseObject({ expiredMinutes: maybe(numberLike) })));

/** Slider (geetest) results: v3 `geetestChallenge`/`geetestSeccode`, v4 `geetestValidateV4`. */
export const geetestFields = {
  geetestChallenge: optional(string()),
  geetestSeccode: optional(string()),
  geetestValidate: optional(string()),
  geetestValidateV4: optional(
    object({
      captcha_id: string(),
      lot_number: string(),
      pass_token: string(),
      gen_time: string(),
      captcha_output: string(),
    }),
  ),
};

/** `/wps/captcha`: Base64 PNG (the client prefixes `data:image/png;base64,`). */
export const captchaValue = pipe(string(), trim(), regex(/^[A-Za-z0-9+/=\r\n]+$/, 'Expected Base64'));

export const geetestValue = looseObject({ gt: string(), challenge: string(), newCaptcha: maybe(flagLike) });

/**
 * The reference platform's own slider puzzle (its stand-in for the geetest service): a background with a notch and
 * the piece that fills it, both Base64 PNG, the piece drawn at `pieceY` and to be slid to the notch's x.
 */
export const sliderChallengeValue = looseObject({
  challenge: string(),
  image: captchaValue,
  piece: captchaValue,
  width: number(),
  height: number(),
  pieceSize: number(),
  pieceY: number(),
});

/** A solved slider: `challenge` and `seccode` travel on in the v3 geetest fields of login, registration and SMS. */
export const sliderResultValue = looseObject({ challenge: string(), seccode: string() });

/** A session hand-off (reference platform): the one-time code a `?token=` link carries, and how long it lasts. */
export const handoffValue = object({
  code: pipe(string(), regex(/^[A-Za-z0-9_-]{43}$/, 'Expected a hand-off code')),
  expiresInS: number(),
});
