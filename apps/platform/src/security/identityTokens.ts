import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  email,
  integer,
  literal,
  looseObject,
  maxLength,
  minLength,
  number,
  optional,
  picklist,
  pipe,
  regex,
  safeParse,
  string,
  type InferOutput,
} from 'valibot';

/**
 * ID tokens of the reference platform's local sign-in provider (dev mode): the stand-in for the Firebase ID tokens
 * the real platform accepts from third-party sign-in and from the phone provider's SMS check. Compact JWS, HS256,
 * signed with a secret made at start-up and kept in memory only (a restart invalidates the tokens, which live an
 * hour anyway). Written on node:crypto: the format is three base64url parts and one HMAC.
 */

export const identityIssuer = 'lobby-local-identity';
export const identityTokenLifetimeS = 60 * 60;
/** Tolerated clock difference for `iat` in the future (the same process signs and checks, so this is generous). */
const clockSkewS = 60;
/** Longer than any token the provider signs (an e-mail of 254 and a name of 100 characters fit well within). */
const maxTokenLength = 4096;

export const socialChannels = ['google', 'facebook', 'twitter'] as const;
export type SocialChannel = (typeof socialChannels)[number];
export type IdentityChannel = SocialChannel | 'phone';

/** A phone number as the provider takes it (E.164 without spaces): `+`, then 6-15 digits. */
export const phoneNumberPattern = /^\+\d{6,15}$/;

const base64urlPart = /^[A-Za-z0-9_-]+$/;

const headerSchema = looseObject({ alg: literal('HS256'), typ: optional(literal('JWT')) });

const timestamp = pipe(number(), integer());
const commonClaims = {
  iss: literal(identityIssuer),
  aud: pipe(string(), minLength(1)),
  sub: pipe(string(), regex(/^[A-Za-z0-9_-]{43}$/)),
  iat: timestamp,
  exp: timestamp,
};

const socialClaimsSchema = looseObject({
  ...commonClaims,
  channel: picklist(socialChannels),
  email: pipe(string(), maxLength(254), email()),
  name: optional(pipe(string(), maxLength(100))),
});

const phoneClaimsSchema = looseObject({
  ...commonClaims,
  channel: literal('phone'),
  phone_number: pipe(string(), regex(phoneNumberPattern)),
});

export type SocialClaims = InferOutput<typeof socialClaimsSchema>;
export type PhoneClaims = InferOutput<typeof phoneClaimsSchema>;
export type IdentityClaims = SocialClaims | PhoneClaims;

/** What the provider vouches for; the issuer and the times are added when signing. */
export type IdentityAssertion =
  | { aud: string; channel: SocialChannel; email: string; name?: string }
  | { aud: string; channel: 'phone'; phone_number: string };

/** The signing secret: 32 random bytes, made once per platform start. */
export function newIdentitySecret(): Buffer {
  return randomBytes(32);
}

/**
 * The stable subject of a sign-in: base64url SHA-256 of the channel and the lower-cased e-mail (`google:a@b.example`),
 * or of the phone number. The same person through the same channel is the same subject on every start.
 */
export function identitySubject(channel: IdentityChannel, address: string): string {
  const input = channel === 'phone' ? address : `${channel}:${address.trim().toLowerCase()}`;
  return createHash('sha256').update(input).digest('base64url');
}

function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function signature(secret: Buffer, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

/** Signs an ID token for `assertion`, issued now (`nowMs`, the platform's clock) and good for an hour. */
export function signIdentityToken(secret: Buffer, assertion: IdentityAssertion, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const address = assertion.channel === 'phone' ? assertion.phone_number : assertion.email;
  const claims = {
    iss: identityIssuer,
    ...assertion,
    sub: identitySubject(assertion.channel, address),
    iat,
    exp: iat + identityTokenLifetimeS,
  };
  const signingInput = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson(claims)}`;
  return `${signingInput}.${signature(secret, signingInput).toString('base64url')}`;
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The claims of a token this provider signed for `audience` (the merchant code) that has not expired, or undefined:
 * a malformed token, another algorithm than HS256 (`none` included), a signature that does not match (compared in
 * constant time), another issuer or audience, an expired or future-dated token, or claims of the wrong shape.
 */
export function verifyIdentityToken(
  secret: Buffer,
  token: string,
  expected: { audience: string; nowMs: number },
): IdentityClaims | undefined {
  if (token.length > maxTokenLength) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => base64urlPart.test(part))) return undefined;
  const [header = '', payload = '', sent = ''] = parts;

  // The algorithm is fixed before anything else is believed: a token cannot choose how it is checked.
  if (!safeParse(headerSchema, decodeJson(header)).success) return undefined;
  const given = Buffer.from(sent, 'base64url');
  const wanted = signature(secret, `${header}.${payload}`);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;

  const decoded = decodeJson(payload);
  const channel = (decoded as { channel?: unknown } | undefined)?.channel;
  const parsed = channel === 'phone' ? safeParse(phoneClaimsSchema, decoded) : safeParse(socialClaimsSchema, decoded);
  if (!parsed.success) return undefined;
  const claims = parsed.output;
  const now = Math.floor(expected.nowMs / 1000);
  if (claims.aud !== expected.audience) return undefined;
  if (claims.exp <= now || claims.iat > now + clockSkewS || claims.exp - claims.iat > identityTokenLifetimeS) {
    return undefined;
  }
  const address = claims.channel === 'phone' ? claims.phone_number : claims.email;
  if (claims.sub !== identitySubject(claims.channel, address)) return undefined;
  return claims;
}
