import { endpoints } from '@lobby/contract';
import { and, eq } from 'drizzle-orm';
import { parse } from 'valibot';
import { memberIdentities, members } from '../db/schema';
import { signIdentityToken, type IdentityAssertion } from '../security/identityTokens';
import { hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, sealedCall, testPlatform } from '../testing/testPlatform';
import { usernameBase } from './identitySignIn';

const { lotus, siam, sahara } = hosts;
const current = platformPerTest();

/** A token of the platform's local provider, as its pages would hand it out. */
function token(assertion: IdentityAssertion, at = current.now): string {
  const identity = current.platform.platform.identity;
  if (!identity) throw new Error('dev mode has a provider');
  return signIdentityToken(identity.secret, assertion, at);
}

const google = (email: string, aud = 'lotus88') => token({ aud, channel: 'google', email, name: 'Ann Lee' });
const phoneToken = (phoneNumber: string, aud = 'lotus88') =>
  token({ aud, channel: 'phone', phone_number: phoneNumber });

async function signIn(firebaseChannel: string, firebaseIdToken: string, host = lotus) {
  const payload = { username: '', password: '', type: 'firebase', firebaseChannel, firebaseIdToken };
  const response = await sealedCall(current.platform, '/wps/session/login', 'POST', payload, { host });
  return { status: response.status, body: await envelope(response) };
}

async function accountOf(sessionToken: string, host = lotus) {
  const info = await envelope(
    await call(current.platform.app, '/wps/member/info', { host, headers: { authorization: sessionToken } }),
  );
  return (info.value as { account: string }).account;
}

describe("login type 'firebase': third-party sign-in", () => {
  it('a first Google sign-in at lotus makes a member (first login); the next one logs the same member in', async () => {
    const first = await signIn('google', google('Ann.Lee+games@Mail.example'));
    expect(first.status).toBe(200);
    const value = parse(endpoints.login.value, first.body.value);
    expect(value).toMatchObject({
      userName: 'annleegames',
      firstTimeLogin: true,
      passwordExpired: false,
      customerType: 0,
    });
    expect(await accountOf(value.token)).toBe('annleegames');
    const [stored] = await current.platform.platform.db
      .select()
      .from(members)
      .where(eq(members.username, 'annleegames'));
    expect(stored).toMatchObject({ email: 'Ann.Lee+games@Mail.example', nickname: 'Ann Lee', type: 0 });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);

    // The same person again, in any case of the address: the same member, no longer a first login.
    const again = await signIn('google', google('ann.lee+games@mail.example'));
    expect(again.body.value).toMatchObject({ userName: 'annleegames', id: value.id, firstTimeLogin: false });
    const links = await current.platform.platform.db
      .select()
      .from(memberIdentities)
      .where(and(eq(memberIdentities.memberId, Number(value.id)), eq(memberIdentities.channel, 'google')));
    expect(links).toHaveLength(1);

    // Someone else whose address gives the same name gets a numbered one; Facebook is another link.
    const other = await signIn('google', google('annleegames@other.example'));
    expect(other.body.value).toMatchObject({ userName: 'annleegames1', firstTimeLogin: true });
    const facebook = await signIn(
      'facebook',
      token({ aud: 'lotus88', channel: 'facebook', email: 'ann.lee+games@mail.example' }),
    );
    expect(facebook.body.value).toMatchObject({ userName: 'annleegames2', firstTimeLogin: true });
  });

  it('derives the user name from the e-mail within the merchant rule, starting with a letter', () => {
    const lotusRule = { minLength: 6, maxLength: 12 };
    expect(usernameBase('Ann.Lee@mail.example', lotusRule)).toBe('annlee');
    expect(usernameBase('bo@mail.example', lotusRule)).toBe('bo0000');
    expect(usernameBase('2024.kim_park@mail.example', lotusRule)).toBe('kimpark');
    expect(usernameBase('12345@mail.example', lotusRule)).toBe('player');
    expect(usernameBase('christopher.columbus@mail.example', lotusRule)).toBe('christopherc');
  });

  it('refuses a switched-off channel, a token of another channel or merchant, a forged or expired one', async () => {
    const twitter = await signIn('twitter', token({ aud: 'lotus88', channel: 'twitter', email: 'a@mail.example' }));
    expect(twitter).toMatchObject({ status: 400, body: { errorCode: 'function.not.available' } });

    const invalid = {
      status: 400,
      body: { errorCode: 'identity_token_invalid', message: 'The sign-in could not be confirmed. Please try again.' },
    };
    expect(await signIn('facebook', google('a@mail.example'))).toMatchObject(invalid);
    expect(await signIn('sms', google('a@mail.example'))).toMatchObject(invalid);
    expect(await signIn('google', phoneToken('+84912000001'))).toMatchObject(invalid);
    expect(await signIn('google', google('a@mail.example', 'sahara7'))).toMatchObject(invalid);
    expect(await signIn('google', '')).toMatchObject(invalid);
    const real = google('a@mail.example');
    expect(await signIn('google', `${real.slice(0, -2)}${real.endsWith('AA') ? 'BB' : 'AA'}`)).toMatchObject(invalid);
    expect(
      await signIn(
        'google',
        token({ aud: 'lotus88', channel: 'google', email: 'a@mail.example' }, current.now - 3600_000),
      ),
    ).toMatchObject(invalid);
    // A token from the provider of another start (another secret) is as good as forged.
    const other = await testPlatform({ reset: false });
    const foreign = signIdentityToken(
      other.platform.identity?.secret ?? Buffer.alloc(32),
      { aud: 'lotus88', channel: 'google', email: 'a@mail.example' },
      current.now,
    );
    expect(await signIn('google', foreign)).toMatchObject(invalid);

    const unknownChannel = await signIn('line', google('a@mail.example'));
    expect(unknownChannel).toMatchObject({
      status: 400,
      body: { errorCode: 'validation_failed', value: { field: 'firebaseChannel' } },
    });
  });

  it('answers bind_customer_required where the merchant does not create accounts by sign-in', async () => {
    await call(current.platform.app, '/__dev/merchants/siam99/flags', { method: 'POST', json: { GOOGLELOGIN3: true } });
    const refused = await signIn('google', google('new@mail.example', 'siam99'), siam);
    expect(refused).toMatchObject({
      status: 400,
      body: {
        errorCode: 'bind_customer_required',
        message: 'No account is linked to this sign-in yet. Please register first.',
      },
    });
    expect(await current.platform.platform.db.select().from(memberIdentities)).toEqual([]);
  });

  it('takes the token the provider pages hand out, end to end', async () => {
    const page = await call(current.platform.app, '/__dev/identity/signin', {
      method: 'POST',
      host: sahara,
      body: new URLSearchParams({
        channel: 'twitter',
        state: 'st',
        email: 'sam@mail.example',
        action: 'continue',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const attribute = /data-message="([^"]*)"/.exec(await page.text())?.[1] ?? '';
    const message = JSON.parse(attribute.replace(/&quot;/g, '"')) as { idToken: string };
    // Sahara's user names are 6-13 characters.
    expect((await signIn('twitter', message.idToken, sahara)).body.value).toMatchObject({
      userName: 'sam000',
      firstTimeLogin: true,
    });
  });
});

describe("login type 'firebase': phone provider", () => {
  it('logs in the member with the number of the token', async () => {
    const value = (await signIn('sms', phoneToken('+84912000001'))).body.value as { userName: string; token: string };
    expect(value).toMatchObject({ userName: 'player01', passwordExpired: false, firstTimeLogin: false });
    expect(await accountOf(value.token)).toBe('player01');
    const expired = await signIn('sms', phoneToken('+971501000020', 'sahara7'), sahara);
    expect(expired.body.value).toMatchObject({ userName: 'expired01', passwordExpired: true });
  });

  it('a number no member has is invalid_credentials; off where MOBILEVERCODELOGIN3 is off', async () => {
    expect(await signIn('sms', phoneToken('+84900000009'))).toMatchObject({
      status: 400,
      body: { errorCode: 'invalid_credentials' },
    });
    expect((await signIn('sms', phoneToken('+66812000001', 'siam99'), siam)).body.errorCode).toBe(
      'function.not.available',
    );
  });
});

describe("login type 'firebase': like every login", () => {
  it('refuses a plain body', async () => {
    const plain = await call(current.platform.app, '/wps/session/login', {
      method: 'POST',
      json: {
        username: '',
        password: '',
        type: 'firebase',
        firebaseChannel: 'google',
        firebaseIdToken: google('a@mail.example'),
      },
    });
    expect(plain.status).toBe(400);
    expect((await envelope(plain)).errorCode).toBe('request_body_required');
  });

  it('counts against the address limit', async () => {
    const limited = await testPlatform({
      reset: false,
      clock: () => current.now,
      rateLimits: { loginPerIp: { limit: 2, windowMs: 60_000 } },
    });
    current.platform = limited;
    const idToken = google('limit@mail.example');
    expect((await signIn('google', idToken)).status).toBe(200);
    expect((await signIn('google', idToken)).status).toBe(200);
    expect((await signIn('google', idToken)).status).toBe(429);
  });

  it('is not available without a provider (dev mode off)', async () => {
    const production = await testPlatform({ reset: false, dev: false });
    expect(production.platform.identity).toBeUndefined();
    const payload = {
      username: '',
      password: '',
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: google('a@mail.example'),
    };
    const answer = await envelope(await sealedCall(production, '/wps/session/login', 'POST', payload));
    expect(answer).toMatchObject({
      errorCode: 'function.not.available',
      message: expect.stringContaining('no identity provider is configured'),
    });
  });
});

describe('registration with a phone-provider token', () => {
  const saharaForm = {
    username: '501234567',
    mobileNum: '501234567',
    password: '',
    email: 'new@sahara.example',
    countryDialingCode: '971',
    firebaseChannel: 'sms',
  };

  it('stands in for the SMS code when it proves the very number', async () => {
    // End to end: the provider's code check hands out the token.
    const send = await call(current.platform.app, '/__dev/identity/phone/send', {
      method: 'POST',
      host: sahara,
      json: { phoneNumber: '+971501234567' },
    });
    const { sessionInfo } = (await send.json()) as { sessionInfo: string };
    const sms = await envelope(await call(current.platform.app, '/__dev/outbox?to=%2B971501234567'));
    const code = (sms.value as Array<{ code: string }>)[0]?.code ?? '';
    const verify = await call(current.platform.app, '/__dev/identity/phone/verify', {
      method: 'POST',
      host: sahara,
      json: { sessionInfo, code },
    });
    const { idToken } = (await verify.json()) as { idToken: string };

    const form = { ...saharaForm, firebaseIdToken: idToken };
    const answer = await sealedCall(current.platform, '/wps/member/register/mobile', 'PUT', form, { host: sahara });
    expect(await envelope(answer)).toMatchObject({
      success: true,
      value: { userName: '501234567', firstTimeLogin: true },
    });
  });

  it('a token for another number, merchant or channel is a wrong code; without one the SMS code is asked for', async () => {
    const wrongCode = { errorCode: 'verification_code_invalid', value: { field: 'verificationCode' } };
    for (const firebaseIdToken of [
      phoneToken('+971501234568', 'sahara7'),
      phoneToken('+971501234567', 'lotus88'),
      token({ aud: 'sahara7', channel: 'google', email: 'a@mail.example' }),
      'not.a.token',
    ]) {
      const answer = await sealedCall(
        current.platform,
        '/wps/member/register/mobile',
        'PUT',
        { ...saharaForm, firebaseIdToken },
        { host: sahara },
      );
      expect(await envelope(answer)).toMatchObject(wrongCode);
    }
    const noToken = await sealedCall(
      current.platform,
      '/wps/member/register/mobile',
      'PUT',
      { ...saharaForm, verificationCode: '' },
      { host: sahara },
    );
    expect(await envelope(noToken)).toMatchObject(wrongCode);
  });
});
