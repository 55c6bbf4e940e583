import { verifyIdentityToken } from '../security/identityTokens';
import { hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope } from '../testing/testPlatform';

const { lotus, sahara } = hosts;
const current = platformPerTest();

function secret(): Buffer {
  const identity = current.platform.platform.identity;
  if (!identity) throw new Error('dev mode has a provider');
  return identity.secret;
}

function form(fields: Record<string, string>, host = lotus, origin?: string) {
  return call(current.platform.app, '/__dev/identity/signin', {
    method: 'POST',
    host,
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
  });
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The message the result page's script posts to its opener. */
function messageOf(html: string): Record<string, unknown> {
  const attribute = /data-message="([^"]*)"/.exec(html)?.[1];
  if (attribute === undefined) throw new Error(`no data-message in ${html}`);
  return JSON.parse(decodeEntities(attribute)) as Record<string, unknown>;
}

async function phone(path: 'send' | 'verify', json: unknown, host = lotus, headers: Record<string, string> = {}) {
  const response = await call(current.platform.app, `/__dev/identity/phone/${path}`, {
    method: 'POST',
    host,
    json,
    headers,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function nextError(code: string, host = lotus) {
  return call(current.platform.app, '/__dev/identity/next-error', { method: 'POST', host, json: { code } });
}

async function outboxOf(to: string) {
  const body = await envelope(await call(current.platform.app, `/__dev/outbox?to=${to}`));
  return body.value as Array<{ to: string; code: string; body: string; merchant: string }>;
}

describe('local sign-in provider: the popup pages', () => {
  it('serves an accessible sign-in form under a strict policy, its script and stylesheet as files', async () => {
    const response = await call(current.platform.app, '/__dev/identity/signin?channel=google&state=abc-123_x');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    // Same origin and the same opener policy as the site, so the popup keeps its opener.
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in with Google — local test provider</title>');
    expect(html).toMatch(/<h1>Sign in with Google — local test provider<\/h1>/);
    expect(html).toContain("reference platform's stand-in for Google");
    expect(html).toMatch(
      /<label for="email">E-mail<\/label>\s*<input id="email" name="email" type="email" required autocomplete="email"/,
    );
    expect(html).toMatch(/<label for="name">Display name/);
    expect(html).toMatch(/<button type="submit" name="action" value="continue"[^>]*>Continue<\/button>/);
    expect(html).toMatch(/<button type="submit" name="action" value="cancel"[^>]*formnovalidate>Cancel<\/button>/);
    expect(html).toContain('<input type="hidden" name="state" value="abc-123_x">');
    expect(html).toContain('<form method="post" action="/__dev/identity/signin">');
    // Nothing inline for the policy to block.
    expect(html).not.toMatch(/<script>|\sstyle=|\son[a-z]+=/);

    const script = await call(current.platform.app, '/__dev/identity/identity.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const code = await script.text();
    expect(code).toContain('window.opener?.postMessage(message, location.origin)');
    expect(code).toContain('window.close()');
    const css = await call(current.platform.app, '/__dev/identity/identity.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('refuses a bad or missing channel or state with a page naming the problem', async () => {
    for (const [query, problem] of [
      ['channel=line&state=s1', 'The channel &quot;line&quot; is not one of google, facebook or twitter.'],
      ['state=s1', 'The channel is missing'],
      ['channel=twitter', 'The state is missing.'],
      [`channel=facebook&state=${'x'.repeat(101)}`, 'The state must be 1-100'],
      ['channel=facebook&state=a%20b', 'The state must be 1-100'],
    ] as const) {
      const response = await call(current.platform.app, `/__dev/identity/signin?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text(), query).toContain(problem);
    }
    expect((await form({ channel: 'myspace', state: 's1', action: 'continue', email: 'a@b.example' })).status).toBe(
      400,
    );
  });

  it('continue answers a result page whose message holds an ID token for this merchant', async () => {
    const response = await form({
      channel: 'google',
      state: 'st8',
      email: 'Ann.Lee@Mail.example',
      name: 'Ann Lee',
      action: 'continue',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<script src="/__dev/identity/identity.js" defer></script>');
    expect(html).toContain('Signed in, you can close this window');
    const message = messageOf(html);
    expect(message).toEqual({ type: 'lobby-identity', state: 'st8', idToken: expect.any(String) });
    const claims = verifyIdentityToken(secret(), message.idToken as string, {
      audience: 'lotus88',
      nowMs: current.now,
    });
    expect(claims).toMatchObject({
      iss: 'lobby-local-identity',
      aud: 'lotus88',
      channel: 'google',
      email: 'Ann.Lee@Mail.example',
      name: 'Ann Lee',
    });
    expect(claims && claims.exp - claims.iat).toBe(3600);
    // Another merchant's site signs for that merchant; the subject is the same person's.
    const sahara7 = messageOf(
      await (
        await form({ channel: 'google', state: 's', email: 'ann.lee@mail.example', action: 'continue' }, sahara)
      ).text(),
    );
    const other = verifyIdentityToken(secret(), sahara7.idToken as string, { audience: 'sahara7', nowMs: current.now });
    expect(other?.sub).toBe(claims?.sub);
    expect(verifyIdentityToken(secret(), sahara7.idToken as string, { audience: 'lotus88', nowMs: current.now })).toBe(
      undefined,
    );
  });

  it('cancel answers auth/popup-closed-by-user; a malformed e-mail shows the form again with what was typed', async () => {
    const cancelled = await form({ channel: 'facebook', state: 'c1', email: '', action: 'cancel' });
    const html = await cancelled.text();
    expect(messageOf(html)).toEqual({ type: 'lobby-identity', state: 'c1', error: 'auth/popup-closed-by-user' });
    expect(html).toContain('Sign-in cancelled');

    const bad = await form({
      channel: 'facebook',
      state: 'c2',
      email: 'not-an-address',
      name: 'Bo',
      action: 'continue',
    });
    expect(bad.status).toBe(400);
    const again = await bad.text();
    expect(again).toContain('value="not-an-address"');
    expect(again).toContain('value="Bo"');
    expect(again).toContain('aria-invalid="true" aria-describedby="email-error"');
    expect(again).toMatch(/<p class="error" id="email-error">Enter an e-mail address/);
    expect(again).not.toContain('data-message');
  });

  it('next-error makes the next call of the same merchant fail with that code, once', async () => {
    expect(await envelope(await nextError('auth/unknown'))).toMatchObject({
      success: true,
      value: { merchant: 'lotus88', nextError: 'auth/unknown' },
    });
    // Another merchant's calls are not affected.
    const elsewhere = await form({ channel: 'google', state: 's', email: 'a@b.example', action: 'continue' }, sahara);
    expect(messageOf(await elsewhere.text())).toHaveProperty('idToken');

    const failed = await (
      await form({ channel: 'google', state: 's2', email: 'a@b.example', action: 'continue' })
    ).text();
    expect(messageOf(failed)).toEqual({ type: 'lobby-identity', state: 's2', error: 'auth/unknown' });
    expect(failed).toContain('Sign-in failed (auth/unknown)');
    const next = await form({ channel: 'google', state: 's3', email: 'a@b.example', action: 'continue' });
    expect(messageOf(await next.text())).toHaveProperty('idToken');

    await nextError('auth/quota-exceeded');
    expect(await phone('send', { phoneNumber: '+84912000001' })).toEqual({
      status: 400,
      body: { error: { code: 'auth/quota-exceeded', message: expect.any(String) } },
    });
    await nextError('auth/too-many-requests');
    expect((await phone('verify', { sessionInfo: 'x', code: '123456' })).status).toBe(429);
    expect((await phone('send', { phoneNumber: '+84912000001' })).status).toBe(200);

    const unknown = await nextError('auth/something-else');
    expect(unknown.status).toBe(400);
    expect(await envelope(unknown)).toMatchObject({ errorCode: 'validation_failed', value: { field: 'code' } });
  });

  it("takes its form from its own page (which sends its origin), never from another site's", async () => {
    const page = await call(current.platform.app, '/__dev/identity/signin?channel=google&state=s', { host: lotus });
    // no-referrer would make the browser post the form with `Origin: null`.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const fields = { channel: 'google', state: 's', action: 'continue', email: 'lan@example.com', name: '' };
    expect((await form(fields, lotus, `http://${lotus}`)).status).toBe(200);
    for (const origin of ['https://attacker.example', 'null']) {
      expect((await form(fields, lotus, origin)).status, origin).toBe(403);
    }
  });

  it('answers only local callers, like every dev endpoint', async () => {
    const remote = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };
    for (const [method, path] of [
      ['GET', '/__dev/identity/signin?channel=google&state=s'],
      ['POST', '/__dev/identity/phone/send'],
      ['POST', '/__dev/identity/next-error'],
    ] as const) {
      const response = await current.platform.app.request(path, { method, headers: { host: lotus } }, remote);
      expect(response.status, path).toBe(403);
    }
  });
});

describe('local sign-in provider: phone check', () => {
  async function sendCode(phoneNumber: string, host = lotus) {
    const sent = await phone('send', { phoneNumber }, host);
    expect(sent).toMatchObject({ status: 200, body: { sessionInfo: expect.any(String), expiresInS: 300 } });
    const [sms] = await outboxOf(encodeURIComponent(phoneNumber));
    return { sessionInfo: sent.body.sessionInfo as string, code: sms?.code ?? '' };
  }

  it('sends a code to the outbox and exchanges it once for a phone ID token', async () => {
    const { sessionInfo, code } = await sendCode('+84901234567');
    expect(code).toMatch(/^\d{6}$/);
    // The outbox finds it by the number as the provider wrote it (a raw + reads as a space), or without the +.
    for (const to of ['+84901234567', '84901234567', '%2B84901234567']) {
      const [sms] = await outboxOf(to);
      expect(sms, to).toMatchObject({ to: '+84901234567', code, merchant: 'lotus88' });
      expect(sms?.body).toContain(code);
    }
    const verified = await phone('verify', { sessionInfo, code });
    expect(verified).toEqual({ status: 200, body: { idToken: expect.any(String), phoneNumber: '+84901234567' } });
    const claims = verifyIdentityToken(secret(), verified.body.idToken as string, {
      audience: 'lotus88',
      nowMs: current.now,
    });
    expect(claims).toMatchObject({ channel: 'phone', phone_number: '+84901234567' });
    // Spent.
    expect((await phone('verify', { sessionInfo, code })).body).toMatchObject({ error: { code: 'auth/code-expired' } });
  });

  it('a wrong code is auth/invalid-verification-code; the fifth kills the code', async () => {
    const { sessionInfo, code } = await sendCode('+971501234567', sahara);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let n = 0; n < 5; n += 1) {
      const answer = await phone('verify', { sessionInfo, code: wrong }, sahara);
      expect(answer, `try ${n + 1}`).toMatchObject({
        status: 400,
        body: { error: { code: 'auth/invalid-verification-code' } },
      });
    }
    expect((await phone('verify', { sessionInfo, code }, sahara)).body).toMatchObject({
      error: { code: 'auth/code-expired' },
    });
  });

  it('refuses a missing code, an unknown session, another merchant and an expired code', async () => {
    const { sessionInfo, code } = await sendCode('+84901234568');
    expect((await phone('verify', { sessionInfo, code: '' })).body).toMatchObject({
      error: { code: 'auth/missing-verification-code' },
    });
    expect((await phone('verify', { sessionInfo: 'bm9wZQ', code })).body).toMatchObject({
      error: { code: 'auth/code-expired' },
    });
    expect((await phone('verify', { sessionInfo, code }, sahara)).body).toMatchObject({
      error: { code: 'auth/code-expired' },
    });
    current.now += 5 * 60_000 + 1;
    expect((await phone('verify', { sessionInfo, code })).body).toMatchObject({
      error: { code: 'auth/code-expired' },
    });
  });

  it('refuses a missing or malformed number, and a resend within 60 s', async () => {
    for (const json of [{}, { phoneNumber: '' }, { phoneNumber: '   ' }]) {
      expect(await phone('send', json)).toMatchObject({
        status: 400,
        body: { error: { code: 'auth/missing-phone-number', message: expect.any(String) } },
      });
    }
    for (const phoneNumber of ['84901234567', '+8490', '+84 901 234 567', '+1234567890123456', 84901234567]) {
      expect((await phone('send', { phoneNumber })).body, String(phoneNumber)).toMatchObject({
        error: { code: 'auth/invalid-phone-number' },
      });
    }
    await sendCode('+84901234569');
    const again = await phone('send', { phoneNumber: '+84901234569' });
    expect(again).toMatchObject({ status: 429, body: { error: { code: 'auth/too-many-requests' } } });
    current.now += 61_000;
    expect((await phone('send', { phoneNumber: '+84901234569' })).status).toBe(200);
  });

  it('ten sends per address an hour, five per number', async () => {
    const ip = { 'x-forwarded-for': '10.11.0.1' };
    for (let n = 0; n < 10; n += 1) {
      expect((await phone('send', { phoneNumber: `+8490123400${n}` }, lotus, ip)).status).toBe(200);
    }
    expect((await phone('send', { phoneNumber: '+84901234099' }, lotus, ip)).status).toBe(429);

    for (let n = 0; n < 5; n += 1) {
      current.now += 61_000;
      expect(
        (await phone('send', { phoneNumber: '+84901230000' }, lotus, { 'x-forwarded-for': `10.12.0.${n}` })).status,
      ).toBe(200);
    }
    current.now += 61_000;
    expect(
      (await phone('send', { phoneNumber: '+84901230000' }, lotus, { 'x-forwarded-for': '10.12.0.9' })).status,
    ).toBe(429);
  });
});
