import { endpoints } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import { parse } from 'valibot';
import { memberAddresses, members, sessions } from '../db/schema';
import { standInAddress } from '../security/knownAddresses';
import { hosts, platformPerTest } from '../testing/platformPerTest';
import {
  call,
  captchaFor,
  envelope,
  memberAt,
  outboxOf,
  passwordLogin,
  sealedAs,
  testPlatform,
  type As,
  type LoginAs,
} from '../testing/testPlatform';

// Three failures lock an account here (ten by default): the lock shows without waiting out the account's limit.
const { lotus, siam, sahara } = hosts;
const current = platformPerTest({ lockout: { failures: 3, lockMs: 15 * 60_000, windowMs: 3_600_000 } });

/** An address none of the seeded members was ever seen at. */
const newAddress = '198.51.100.7';

const player = { username: 'player01', password: 'Player#2026' };

async function login(username: string, password: string, as: LoginAs = {}) {
  const response = await passwordLogin(current.platform, username, password, { host: siam, ...as });
  return { status: response.status, body: await envelope(response) };
}

async function verify(payload: Record<string, unknown>, as: As = {}) {
  const response = await sealedAs(
    current.platform,
    '/wps/session/login/verification',
    'POST',
    { ...player, ...payload },
    { host: siam, ...as },
  );
  return { status: response.status, body: await envelope(response) };
}

async function dev(path: string, json: unknown = {}) {
  return envelope(await call(current.platform.app, path, { method: 'POST', json }));
}

async function sessionCount(merchantCode: string, username: string): Promise<number> {
  const member = await memberAt(current.platform, merchantCode, username);
  return (await current.platform.platform.db.select().from(sessions).where(eq(sessions.memberId, member.id))).length;
}

async function addressesOf(merchantCode: string, username: string): Promise<string[]> {
  const member = await memberAt(current.platform, merchantCode, username);
  const rows = await current.platform.platform.db
    .select({ ip: memberAddresses.ip })
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, member.id));
  return rows.map((row) => row.ip).sort();
}

const verifyRequired = {
  status: 400,
  body: {
    success: false,
    errorCode: 'login_verify_required',
    message: 'Please confirm it is you: this is a new address for this account.',
  },
};

const verifyFailed = {
  status: 400,
  body: { errorCode: 'login_verify_failed', message: 'The details you gave do not match this account.' },
};

describe('password login from a new address (LOGINIPVERF3, siam)', () => {
  it('a right password asks to confirm by the methods the member has, E, S, P, and opens no session', async () => {
    const before = await sessionCount('siam99', 'player01');
    const answer = await login(player.username, player.password, { ip: newAddress });
    expect(answer).toMatchObject(verifyRequired);
    expect(answer.body.value).toEqual(['E', 'S', 'P']);
    expect(await sessionCount('siam99', 'player01')).toBe(before);
    // Nor is the address known current.now: asking again asks again.
    expect(await addressesOf('siam99', 'player01')).toEqual(['127.0.0.1', '::1']);
    expect((await login(player.username, player.password, { ip: newAddress })).body.errorCode).toBe(
      'login_verify_required',
    );
  });

  it('offers only what the account has on file', async () => {
    const { db } = current.platform.platform;
    const member = await memberAt(current.platform, 'siam99', 'player02');
    await db.update(members).set({ mobile: null, payeeName: '  ' }).where(eq(members.id, member.id));
    expect((await login('player02', 'Player#2026', { ip: newAddress })).body.value).toEqual(['E']);
    // Nothing to confirm with: the login goes ahead as before, and the address is known from current.now on.
    await db.update(members).set({ email: null }).where(eq(members.id, member.id));
    expect((await login('player02', 'Player#2026', { ip: newAddress })).status).toBe(200);
    expect(await addressesOf('siam99', 'player02')).toContain(newAddress);
  });

  it('a wrong password from a new address is invalid_credentials, never login_verify_required', async () => {
    const wrong = await login(player.username, 'Player#2025', { ip: newAddress });
    expect(wrong).toMatchObject({ status: 400, body: { errorCode: 'invalid_credentials', value: null } });
    const unknown = await login('nobody77', 'Player#2026', { ip: newAddress });
    expect(unknown.body.errorCode).toBe('invalid_credentials');
  });

  it('a known address logs straight in; so does a new one where the switch is off (lotus, sahara)', async () => {
    expect((await login(player.username, player.password)).status).toBe(200);
    expect((await login(player.username, player.password, { ip: '::ffff:127.0.0.1' })).status).toBe(200);
    for (const host of [lotus, sahara]) {
      const answer = await login(player.username, player.password, { host, ip: newAddress });
      expect(answer.status, host).toBe(200);
    }
  });

  it('SMS and phone-provider logins never ask: their code is a second factor already', async () => {
    // Sahara has the SMS login; with LOGINIPVERF3 switched on too.
    await dev('/__dev/merchants/sahara7/flags', { LOGINIPVERF3: true });
    expect((await login(player.username, player.password, { host: sahara, ip: newAddress })).body.errorCode).toBe(
      'login_verify_required',
    );
    const headers = { 'x-forwarded-for': newAddress };
    await call(current.platform.app, '/wps/verification/sms/noLogin', {
      method: 'POST',
      host: sahara,
      json: { mobileNum: '501000001' },
      headers,
    });
    const [sms] = await outboxOf(current.platform.app, '+971501000001');
    const bySms = await login('501000001', sms?.code ?? '', { host: sahara, ip: newAddress, type: 'sms' });
    expect(bySms.body.value).toMatchObject({ userName: 'player01' });
    // The SMS login made the address known: the password goes straight in current.now.
    expect((await login(player.username, player.password, { host: sahara, ip: newAddress })).status).toBe(200);

    const token = await phoneToken('+971501000002', sahara);
    const response = await sealedAs(
      current.platform,
      '/wps/session/login',
      'POST',
      { username: '', password: '', type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: token },
      { host: sahara, ip: newAddress },
    );
    expect((await envelope(response)).value).toMatchObject({ userName: 'player02' });
  });

  it('a first login ever (no known address) goes ahead and records its address', async () => {
    const forgotten = await dev('/__dev/merchants/siam99/members/player01/addresses/forget', { elsewhere: false });
    expect(forgotten.value).toEqual({ code: 'siam99', username: 'player01', forgotten: 2, knownFrom: [] });
    expect(await addressesOf('siam99', 'player01')).toEqual([]);
    expect((await login(player.username, player.password, { ip: newAddress })).status).toBe(200);
    expect(await addressesOf('siam99', 'player01')).toEqual([newAddress]);
    // Loopback is new current.now.
    expect((await login(player.username, player.password)).body.errorCode).toBe('login_verify_required');
  });

  it("every session records its address, a trial account's too", async () => {
    const trial = await envelope(
      await call(current.platform.app, '/wps/session/login/freeplay', {
        method: 'POST',
        headers: { 'x-forwarded-for': newAddress },
      }),
    );
    expect(await addressesOf('lotus88', (trial.value as { userName: string }).userName)).toEqual([newAddress]);
  });
});

/** A phone ID token of the local sign-in provider for the number, as its send and verify calls hand it out. */
async function phoneToken(phoneNumber: string, host = siam): Promise<string> {
  const sent = await call(current.platform.app, '/__dev/identity/phone/send', {
    method: 'POST',
    host,
    json: { phoneNumber },
  });
  const { sessionInfo } = (await sent.json()) as { sessionInfo: string };
  const [sms] = await outboxOf(current.platform.app, phoneNumber);
  const verified = await call(current.platform.app, '/__dev/identity/phone/verify', {
    method: 'POST',
    host,
    json: { sessionInfo, code: sms?.code },
  });
  return ((await verified.json()) as { idToken: string }).idToken;
}

describe('POST /wps/session/login/verification', () => {
  it('by e-mail: the login value, and the address is known from then on', async () => {
    const before = await sessionCount('siam99', 'player01');
    const answer = await verify({ method: 'E', email: '  Player01@SIAM99.example ' }, { ip: newAddress });
    expect(answer.status).toBe(200);
    const value = parse(endpoints.loginVerification.value, answer.body.value);
    expect(value).toMatchObject({ userName: 'player01', firstTimeLogin: false, passwordExpired: false });
    const info = await envelope(
      await call(current.platform.app, '/wps/member/info', { host: siam, headers: { authorization: value.token } }),
    );
    expect(info.value).toMatchObject({ account: 'player01' });
    expect(await sessionCount('siam99', 'player01')).toBe(before + 1);
    expect(await addressesOf('siam99', 'player01')).toContain(newAddress);
    expect((await login(player.username, player.password, { ip: newAddress })).status).toBe(200);
  });

  it('a wrong answer is login_verify_failed and counts towards the lock, like a wrong password', async () => {
    expect(await verify({ method: 'E', email: 'someone@else.example' }, { ip: newAddress })).toMatchObject(
      verifyFailed,
    );
    expect(await verify({ method: 'P', payeeName: 'Somchai Someone' }, { ip: newAddress })).toMatchObject(verifyFailed);
    const locking = await verify({ method: 'E' }, { ip: newAddress });
    expect(locking).toMatchObject({ status: 403, body: { errorCode: 'us_forbidden_login_error' } });
    // Locked: neither the right answer nor the password login gets in from an address the member was never seen at;
    // the owner's own address still can.
    expect((await verify({ method: 'E', email: 'player01@siam99.example' }, { ip: newAddress })).status).toBe(403);
    expect((await login(player.username, player.password, { ip: '203.0.113.99' })).status).toBe(403);
    expect((await login(player.username, player.password)).status).toBe(200);
  });

  it('a wrong password is invalid_credentials, whatever the answer', async () => {
    const answer = await verify({ password: 'Player#2025', method: 'E', email: 'player01@siam99.example' });
    expect(answer).toMatchObject({ status: 400, body: { errorCode: 'invalid_credentials' } });
    expect((await verify({ username: 'nobody77', method: 'E', email: 'x@y.example' })).body.errorCode).toBe(
      'invalid_credentials',
    );
  });

  it('a method the account does not have (G never) is a validation error naming method', async () => {
    expect(await verify({ method: 'G', authCode: '123456' })).toMatchObject({
      status: 400,
      body: { errorCode: 'validation_failed', value: { field: 'method' } },
    });
    const member = await memberAt(current.platform, 'siam99', 'player02');
    await current.platform.platform.db.update(members).set({ payeeName: null }).where(eq(members.id, member.id));
    const noPayee = await verify({ username: 'player02', method: 'P', payeeName: 'Kittisak Two' });
    expect(noPayee.body).toMatchObject({ errorCode: 'validation_failed', value: { field: 'method' } });
    expect((await verify({ method: 'X' })).body).toMatchObject({
      errorCode: 'validation_failed',
      value: { field: 'method' },
    });
  });

  it('is function.not.available where LOGINIPVERF3 is off, and takes only an encrypted body', async () => {
    const off = await verify({ method: 'E', email: 'player01@lotus88.example' }, { host: lotus });
    expect(off).toMatchObject({ status: 400, body: { errorCode: 'function.not.available' } });
    expect(off.body.message).toMatch(/^#543 function.not.available: LOGINIPVERF3/);
    const plain = await call(current.platform.app, '/wps/session/login/verification', {
      method: 'POST',
      host: siam,
      json: { ...player, method: 'E', email: 'player01@siam99.example' },
    });
    expect(plain.status).toBe(400);
    expect((await envelope(plain)).errorCode).toBe('request_body_required');
  });

  it('by SMS: the number with or without its dialing code, and a noLogin code from the outbox, spent once', async () => {
    const sent = await call(current.platform.app, '/wps/verification/sms/noLogin', {
      method: 'POST',
      host: siam,
      json: { mobileNum: '812000001' },
      headers: { 'x-forwarded-for': newAddress },
    });
    expect(await envelope(sent)).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    const [sms] = await outboxOf(current.platform.app, '+66812000001');
    const code = sms?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const otherNumber = await verify(
      { method: 'S', mobileNum: '812000002', verificationCode: code },
      { ip: newAddress },
    );
    expect(otherNumber).toMatchObject(verifyFailed);
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect(
      await verify({ method: 'S', mobileNum: '812000001', verificationCode: wrongCode }, { ip: newAddress }),
    ).toMatchObject(verifyFailed);
    const answer = await verify(
      { method: 'S', mobileNum: '+66 812000001', verificationCode: code },
      { ip: newAddress },
    );
    expect(answer.body.value).toMatchObject({ userName: 'player01' });
    // Spent.
    expect(
      await verify({ method: 'S', mobileNum: '812000001', verificationCode: code }, { ip: '198.51.100.8' }),
    ).toMatchObject(verifyFailed);
  });

  it("by SMS through the phone provider: its ID token for the member's number", async () => {
    const token = await phoneToken('+66812000001');
    const answer = await verify({ method: 'S', mobileNum: '66812000001', firebaseIdToken: token }, { ip: newAddress });
    expect(answer.body.value).toMatchObject({ userName: 'player01' });
    const another = await phoneToken('+66812000002');
    const refused = await verify({ method: 'S', mobileNum: '812000001', firebaseIdToken: another });
    expect(refused).toMatchObject(verifyFailed);
    expect(await verify({ method: 'S', mobileNum: '812000001', firebaseIdToken: 'forged' })).toMatchObject(
      verifyFailed,
    );
  });

  it('by payee name: any case, white space collapsed', async () => {
    const answer = await verify({ method: 'P', payeeName: '  somchai   PLAYER ' }, { ip: newAddress });
    expect(answer.body.value).toMatchObject({ userName: 'player01' });
  });

  it('follows a login that needed the captcha without asking for it again', async () => {
    // The default lock (ten failures), so the captcha shows before the lock.
    current.platform = await testPlatform({ clock: () => current.now });
    for (let attempt = 1; attempt <= 2; attempt += 1) await login(player.username, 'guess', { ip: newAddress });
    // The third failure makes the captcha due from this address (five attempts per account in five minutes: two left).
    const third = await login(player.username, 'guess', { ip: newAddress });
    expect(third.body).toMatchObject({ errorCode: 'invalid_credentials', value: { captcha: true } });
    const { cookie, answer } = await captchaFor(current.platform.app, newAddress, siam);
    const asked = await login(player.username, player.password, { ip: newAddress, cookie, captcha: answer });
    expect(asked).toMatchObject(verifyRequired);
    // The verification carries no captcha: the right password with it was enough.
    const confirmed = await verify({ method: 'E', email: 'player01@siam99.example' }, { ip: newAddress, cookie });
    expect(confirmed.body.value).toMatchObject({ userName: 'player01' });
  });
});

describe('the dev endpoint that forgets addresses', () => {
  it('leaves the member known from a stand-in address only, so the next login asks; listed in the index', async () => {
    const forgotten = await dev('/__dev/merchants/siam99/members/PLAYER01/addresses/forget');
    expect(forgotten).toMatchObject({
      success: true,
      value: { code: 'siam99', username: 'player01', forgotten: 2, knownFrom: [standInAddress] },
    });
    expect(await addressesOf('siam99', 'player01')).toEqual([standInAddress]);
    expect((await login(player.username, player.password)).body.errorCode).toBe('login_verify_required');
    expect((await verify({ method: 'E', email: 'player01@siam99.example' })).status).toBe(200);
    expect((await login(player.username, player.password)).status).toBe(200);

    const index = await envelope(await call(current.platform.app, '/__dev'));
    expect(JSON.stringify(index.value)).toContain('POST /__dev/merchants/:code/members/:username/addresses/forget');
    const unknown = await call(current.platform.app, '/__dev/merchants/siam99/members/nobody77/addresses/forget', {
      method: 'POST',
      json: {},
    });
    expect(unknown.status).toBe(404);
  });

  it('answers only local callers', async () => {
    const remote = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };
    const response = await current.platform.app.request(
      '/__dev/merchants/siam99/members/player01/addresses/forget',
      { method: 'POST', headers: { host: siam } },
      remote,
    );
    expect(response.status).toBe(403);
    expect(await addressesOf('siam99', 'player01')).toEqual(['127.0.0.1', '::1']);
  });
});
