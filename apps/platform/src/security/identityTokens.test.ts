import { createHmac } from 'node:crypto';
import { identitySubject, newIdentitySecret, signIdentityToken, verifyIdentityToken } from './identityTokens';

const secret = newIdentitySecret();
const now = Date.UTC(2026, 0, 15, 12);
const expected = { audience: 'lotus88', nowMs: now };
const google = { aud: 'lotus88', channel: 'google', email: 'ann@mail.example', name: 'Ann' } as const;

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with any header and claims, as an attacker holding (or guessing) a key would make one. */
function craft(header: unknown, claims: unknown, key: Buffer | string = secret, algorithm = 'sha256'): string {
  const input = `${part(header)}.${part(claims)}`;
  return `${input}.${createHmac(algorithm, key).update(input).digest('base64url')}`;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

describe('identity tokens', () => {
  it('verify what the provider signed: issuer, audience, channel, subject, an hour of life', () => {
    const token = signIdentityToken(secret, google, now);
    expect(token.split('.')).toHaveLength(3);
    expect(verifyIdentityToken(secret, token, expected)).toEqual({
      iss: 'lobby-local-identity',
      aud: 'lotus88',
      sub: identitySubject('google', 'ANN@mail.example'),
      channel: 'google',
      email: 'ann@mail.example',
      name: 'Ann',
      iat: now / 1000,
      exp: now / 1000 + 3600,
    });
    const phone = signIdentityToken(secret, { aud: 'lotus88', channel: 'phone', phone_number: '+84912000001' }, now);
    expect(verifyIdentityToken(secret, phone, expected)).toMatchObject({
      channel: 'phone',
      phone_number: '+84912000001',
      sub: identitySubject('phone', '+84912000001'),
    });
    // The subject depends on the channel: the same e-mail at Facebook is another subject.
    expect(identitySubject('facebook', 'ann@mail.example')).not.toBe(identitySubject('google', 'ann@mail.example'));
  });

  it('refuse a forged signature, another secret and altered claims', () => {
    const token = signIdentityToken(secret, google, now);
    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifyIdentityToken(secret, `${header}.${payload}.${flipped}`, expected)).toBeUndefined();
    expect(verifyIdentityToken(newIdentitySecret(), token, expected)).toBeUndefined();
    const altered = part({ ...claimsOf(token), email: 'mallory@mail.example' });
    expect(verifyIdentityToken(secret, `${header}.${altered}.${signature}`, expected)).toBeUndefined();
    expect(verifyIdentityToken(secret, `${header}.${payload}`, expected)).toBeUndefined();
    expect(verifyIdentityToken(secret, `${header}.${payload}.${signature}.x`, expected)).toBeUndefined();
    expect(verifyIdentityToken(secret, '', expected)).toBeUndefined();
    expect(verifyIdentityToken(secret, 'a.b.c', expected)).toBeUndefined();
  });

  it('refuse an expired token and one dated in the future', () => {
    const token = signIdentityToken(secret, google, now);
    expect(verifyIdentityToken(secret, token, { ...expected, nowMs: now + 3599_000 })).toBeDefined();
    expect(verifyIdentityToken(secret, token, { ...expected, nowMs: now + 3600_000 })).toBeUndefined();
    expect(verifyIdentityToken(secret, token, { ...expected, nowMs: now - 5 * 60_000 })).toBeUndefined();
    // A longer life than the provider gives is not believed either, even correctly signed.
    const long = craft({ alg: 'HS256', typ: 'JWT' }, { ...claimsOf(token), exp: now / 1000 + 86_400 });
    expect(verifyIdentityToken(secret, long, expected)).toBeUndefined();
  });

  it("refuse another merchant's token", () => {
    const token = signIdentityToken(secret, { ...google, aud: 'sahara7' }, now);
    expect(verifyIdentityToken(secret, token, expected)).toBeUndefined();
    expect(verifyIdentityToken(secret, token, { ...expected, audience: 'sahara7' })).toBeDefined();
  });

  it('refuse any algorithm but HS256, "none" included, and claims of the wrong shape', () => {
    const claims = claimsOf(signIdentityToken(secret, google, now));
    expect(verifyIdentityToken(secret, craft({ alg: 'HS256', typ: 'JWT' }, claims), expected)).toBeDefined();
    expect(verifyIdentityToken(secret, craft({ alg: 'HS512', typ: 'JWT' }, claims, secret, 'sha512'), expected)).toBe(
      undefined,
    );
    expect(verifyIdentityToken(secret, `${part({ alg: 'none' })}.${part(claims)}.`, expected)).toBeUndefined();
    expect(verifyIdentityToken(secret, `${part({ alg: 'none' })}.${part(claims)}.AA`, expected)).toBeUndefined();
    expect(verifyIdentityToken(secret, craft({ typ: 'JWT' }, claims), expected)).toBeUndefined();
    for (const change of [
      { iss: 'someone-else' },
      { channel: 'line' },
      { email: 'not-an-address' },
      { iat: String(claims.iat) },
      { sub: identitySubject('google', 'other@mail.example') },
    ]) {
      expect(verifyIdentityToken(secret, craft({ alg: 'HS256' }, { ...claims, ...change }), expected)).toBeUndefined();
    }
    const { email: _email, ...noEmail } = claims;
    expect(verifyIdentityToken(secret, craft({ alg: 'HS256' }, noEmail), expected)).toBeUndefined();
    const phoneShaped = { ...claims, channel: 'phone', phone_number: '0912' };
    expect(verifyIdentityToken(secret, craft({ alg: 'HS256' }, phoneShaped), expected)).toBeUndefined();
  });
});
