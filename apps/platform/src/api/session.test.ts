import { endpoints } from '@lobby/contract';
import { parse } from 'valibot';
import { hosts, platformPerTest } from '../testing/platformPerTest';
import {
  call,
  captchaFor as captchaOf,
  envelope,
  passwordLogin,
  sealedAs,
  sessionFor,
  type As,
  type LoginAs,
} from '../testing/testPlatform';

const current = platformPerTest();

const minutes = (count: number) => count * 60_000;

function sealed(path: string, method: string, payload: unknown, as: As = {}): Promise<Response> {
  return sealedAs(current.platform, path, method, payload, as);
}

function login(username: string, password: string, as: LoginAs = {}) {
  return passwordLogin(current.platform, username, password, as);
}

/** Logs in and answers the login value, parsed by the contract's schema. */
async function loggedIn(username: string, password: string, as: LoginAs = {}) {
  const response = await login(username, password, as);
  const body = await envelope(response);
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return parse(endpoints.login.value, body.value);
}

function changePassword(token: string, payload: Record<string, string>, as: As = {}) {
  return sealed('/wps/member/password', 'POST', payload, { ...as, token });
}

async function memberInfo(token: string, host?: string) {
  return call(current.platform.app, '/wps/member/info', {
    headers: { authorization: token },
    ...(host ? { host } : {}),
  });
}

function captchaFor(ip: string) {
  return captchaOf(current.platform.app, ip);
}

describe('login', () => {
  it('answers a token and the member fields of the contract; the token opens member info', async () => {
    const value = await loggedIn('player01', 'Player#2026');
    expect(value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
      userName: 'player01',
      customerType: 0,
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value.customerId).toBe(value.id);
    const info = await envelope(await memberInfo(value.token));
    expect(info.value).toMatchObject({ account: 'player01', type: 0, id: value.id });

    // User names are matched without regard to case; agents carry their type.
    expect(await loggedIn('AGENT01', 'Agent#2026')).toMatchObject({ userName: 'agent01', customerType: 1 });
  });

  it('signals a first login, the default password and an expired password', async () => {
    const first = await loggedIn('default01', '123456');
    expect(first).toMatchObject({ firstTimeLogin: true, passwordExpired: true });
    // The first login is over; the default password still has to go.
    expect(await loggedIn('default01', '123456')).toMatchObject({ firstTimeLogin: false, passwordExpired: true });
    expect(await loggedIn('expired01', 'Expired#2026')).toMatchObject({ firstTimeLogin: false, passwordExpired: true });
  });

  it('refuses a wrong password and an unknown user alike, with 400 invalid_credentials (never 401)', async () => {
    const wrong = await login('player01', 'Player#2025', { ip: '10.0.0.1' });
    const unknown = await login('nobody77', 'Player#2026', { ip: '10.0.0.2' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(await envelope(response)).toEqual({
        success: false,
        value: null,
        errorCode: 'invalid_credentials',
        message: 'Incorrect username or password.',
      });
    }
    // A trial account has no password: nothing opens it but free play.
    const trial = await envelope(await call(current.platform.app, '/wps/session/login/freeplay', { method: 'POST' }));
    const trialName = (trial.value as { userName: string }).userName;
    expect((await envelope(await login(trialName, '!', { ip: '10.0.0.3' }))).errorCode).toBe('invalid_credentials');
  });

  it('asks for both fields with the spec message', async () => {
    const response = await login('  ', 'Player#2026');
    expect(await envelope(response)).toMatchObject({
      errorCode: 'validation_failed',
      message: 'Please enter the username and password',
      value: { field: 'username' },
    });
  });

  it('refuses a plaintext body, which must be encrypted, with 400 request_body_required', async () => {
    const response = await call(current.platform.app, '/wps/session/login', {
      method: 'POST',
      json: { username: 'player01', password: 'Player#2026', type: 'username' },
    });
    expect(response.status).toBe(400);
    expect(await envelope(response)).toMatchObject({ success: false, errorCode: 'request_body_required' });
    // The plain value field without the Encryption header is refused too.
    const headerless = await call(current.platform.app, '/wps/session/login', {
      method: 'POST',
      json: { value: 'c29tZXRoaW5n' },
    });
    expect((await envelope(headerless)).errorCode).toBe('request_body_required');
  });

  it('is scoped to the merchant of the host: a token of one merchant is refused on another', async () => {
    const lotus = await loggedIn('player01', 'Player#2026');
    const siamAnswer = await memberInfo(lotus.token, 'siam.localhost');
    expect(siamAnswer.status).toBe(401);
    expect(await envelope(siamAnswer)).toMatchObject({ errorCode: 'login.not.session' });
    // The same user name at siam is another member, with its own session.
    const siam = await loggedIn('player01', 'Player#2026', { host: 'siam.localhost' });
    expect(siam.id).not.toBe(lotus.id);
    expect((await envelope(await memberInfo(siam.token, 'siam.localhost'))).value).toMatchObject({ id: siam.id });
  });

  it('SMS login is refused where the merchant has it off', async () => {
    const response = await login('812000001', '123456', { host: 'siam.localhost', type: 'sms' });
    expect(response.status).toBe(400);
    expect((await envelope(response)).message).toMatch(/^#543 function.not.available: MOBILEVERCODELOGIN3/);
  });
});

describe('brute force', () => {
  it('after three failures from one address the answer carries the captcha flag, and the captcha is then required', async () => {
    const ip = '10.1.0.1';
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await envelope(await login('player01', 'guess', { ip }))).value).toBeNull();
    }
    const third = await envelope(await login('player01', 'guess', { ip }));
    expect(third).toMatchObject({ errorCode: 'invalid_credentials', value: { captcha: true } });

    // Even the right password needs the captcha current.now, from this address.
    const withoutCaptcha = await login('player01', 'Player#2026', { ip });
    expect(withoutCaptcha.status).toBe(400);
    expect(await envelope(withoutCaptcha)).toMatchObject({
      errorCode: 'captcha_invalid',
      message: 'Please enter the correct verification code',
      value: { captcha: true },
    });

    // A wrong answer uses the image up: its right answer does not work afterwards.
    current.now += minutes(5);
    const used = await captchaFor(ip);
    const wrongCaptcha = await login('player01', 'Player#2026', { ip, cookie: used.cookie, captcha: 'x' });
    expect((await envelope(wrongCaptcha)).errorCode).toBe('captcha_invalid');
    const reused = await login('player01', 'Player#2026', { ip, cookie: used.cookie, captcha: used.answer });
    expect((await envelope(reused)).errorCode).toBe('captcha_invalid');

    // Another address is not asked for it.
    current.now += minutes(5);
    expect((await envelope(await login('player01', 'guess', { ip: '10.1.0.2' }))).value).toBeNull();

    const fresh = await captchaFor(ip);
    const value = await loggedIn('player01', 'Player#2026', { ip, cookie: fresh.cookie, captcha: fresh.answer });
    expect(value.token).toBeTruthy();
    // A success forgets the failures: no captcha next time.
    expect((await loggedIn('player01', 'Player#2026', { ip })).token).toBeTruthy();
  });

  it('is slowed per account and address (429 after five attempts in five minutes), then locked after ten failures', async () => {
    // sahara has no image captcha (CAPTCHA3 off): only the slowing and the lock stand in the way.
    const host = 'sahara.localhost';
    const stranger = '10.2.0.1';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await envelope(await login('player01', `guess${attempt}`, { host, ip: stranger }));
      expect(answer.errorCode).toBe('invalid_credentials');
    }
    const slowed = await login('player01', 'guess6', { host, ip: stranger });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await envelope(slowed)).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    // The stranger's attempts are the stranger's: the owner, at their own address, still gets in.
    expect((await loggedIn('player01', 'Player#2026', { host })).userName).toBe('player01');

    // Ten failures from anywhere lock the account.
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const ip = `10.2.1.${attempt}`;
      expect((await envelope(await login('player01', `guess${attempt}`, { host, ip }))).errorCode).toBe(
        'invalid_credentials',
      );
    }
    const locking = await login('player01', 'guess10', { host, ip: '10.2.1.10' });
    expect(locking.status).toBe(403);
    expect(locking.headers.get('retry-after')).toBe('900');
    expect(await envelope(locking)).toMatchObject({
      errorCode: 'us_forbidden_login_error',
      message: 'Too many failed logins: this account is locked. Try again in 15 minutes.',
    });

    // Locked: the right password does not get in from an address the member was never seen at; other accounts, and
    // the owner at an address it signs in from, are not affected.
    current.now += minutes(6);
    const whileLocked = await login('player01', 'Player#2026', { host, ip: '10.2.9.9' });
    expect(whileLocked.status).toBe(403);
    expect(whileLocked.headers.get('retry-after')).toBe('540');
    expect((await loggedIn('player02', 'Player#2026', { host })).token).toBeTruthy();
    expect((await loggedIn('player01', 'Player#2026', { host })).userName).toBe('player01');

    // The success from home did not lift the lock for strangers; its end does.
    expect((await login('player01', 'Player#2026', { host, ip: '10.2.9.9' })).status).toBe(403);
    current.now += minutes(9) + 1000;
    expect((await login('player01', 'guess', { host, ip: '10.2.9.9' })).status).toBe(400);
  });

  it('locks an unknown user name the same way, so a lock tells nothing about which accounts exist', async () => {
    const answers: string[] = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      if (attempt === 6) current.now += minutes(5) + 1000;
      const response = await login('nobody77', `guess${attempt}`, { host: 'sahara.localhost' });
      answers.push(`${response.status} ${(await envelope(response)).errorCode ?? ''}`);
    }
    expect(answers.slice(0, 9).every((answer) => answer === '400 invalid_credentials')).toBe(true);
    expect(answers[9]).toBe('403 us_forbidden_login_error');
  });

  it('the dev endpoint lifts a lock', async () => {
    const stranger = { host: 'sahara.localhost', ip: '10.4.0.1' };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      if (attempt === 6) current.now += minutes(5) + 1000;
      await login('player03', `guess${attempt}`, stranger);
    }
    expect((await login('player03', 'Player#2026', stranger)).status).toBe(403);
    const unlocked = await call(current.platform.app, '/__dev/merchants/sahara7/members/player03/unlock', {
      method: 'POST',
      json: {},
    });
    expect(await envelope(unlocked)).toMatchObject({ value: { username: 'player03', wasLocked: true } });
    expect((await loggedIn('player03', 'Player#2026', stranger)).userName).toBe('player03');
  });

  it('limits attempts per address across accounts: the 21st in a minute is 429', async () => {
    const ip = '10.3.0.1';
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await login(`user${attempt}x`, 'guess', { ip, host: 'sahara.localhost' })).status).toBe(400);
    }
    const refused = await login('player01', 'Player#2026', { ip, host: 'sahara.localhost' });
    expect(refused.status).toBe(429);
    expect((await login('player01', 'Player#2026', { ip: '10.3.0.2', host: 'sahara.localhost' })).status).toBe(200);
  });
});

describe('free play', () => {
  it('makes a trial account (type 4) with a session, and gives the same browser the same account back', async () => {
    const first = await call(current.platform.app, '/wps/session/login/freeplay', {
      method: 'POST',
      json: { os: 'web', platform: 'W' },
    });
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^lobby_trial=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    const value = parse(endpoints.freePlayLogin.value, (await envelope(first)).value);
    expect(value).toMatchObject({ customerType: 4, firstTimeLogin: true, passwordExpired: false });
    expect(value.userName).toMatch(/^try[0-9a-f]{10}$/);
    expect((await envelope(await memberInfo(value.token))).value).toMatchObject({ type: 4, account: value.userName });

    const cookie = setCookie.split(';')[0] ?? '';
    // The original client sends an empty body.
    const again = await call(current.platform.app, '/wps/session/login/freeplay', {
      method: 'POST',
      headers: { cookie },
    });
    const second = parse(endpoints.freePlayLogin.value, (await envelope(again)).value);
    expect(second).toMatchObject({ userName: value.userName, id: value.id, firstTimeLogin: false });
    expect(second.token).not.toBe(value.token);

    const otherBrowser = await envelope(
      await call(current.platform.app, '/wps/session/login/freeplay', { method: 'POST' }),
    );
    expect((otherBrowser.value as { userName: string }).userName).not.toBe(value.userName);
  });

  it('is refused where FREEPLAY3 is off, and limited to five new accounts per address an hour', async () => {
    const siam = await call(current.platform.app, '/wps/session/login/freeplay', {
      method: 'POST',
      host: 'siam.localhost',
    });
    expect(siam.status).toBe(400);
    expect((await envelope(siam)).message).toMatch(/^#543 function.not.available: FREEPLAY3/);

    const fromOneAddress = () =>
      call(current.platform.app, '/wps/session/login/freeplay', {
        method: 'POST',
        headers: { 'x-forwarded-for': '10.4.0.1' },
      });
    for (let count = 1; count <= 5; count += 1) expect((await fromOneAddress()).status).toBe(200);
    const sixth = await fromOneAddress();
    expect(sixth.status).toBe(429);
    expect((await envelope(sixth)).errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it('a trial account cannot change a password', async () => {
    const trial = await envelope(await call(current.platform.app, '/wps/session/login/freeplay', { method: 'POST' }));
    const { token } = trial.value as { token: string };
    const response = await changePassword(token, {
      oldPassword: 'x',
      newPassword: 'Fresh#2027',
      confirmNewPassword: 'Fresh#2027',
    });
    expect(response.status).toBe(403);
    expect((await envelope(response)).errorCode).toBe('trial_account_restricted');
  });
});

describe('idle sessions', () => {
  const infoStatus = async (token: string, host?: string) => (await memberInfo(token, host)).status;

  it("end once unused for the merchant's idle time, whatever is left of their 12 hours", async () => {
    // siam lets a session sit 15 minutes, lotus 30.
    const siam = await loggedIn('player01', 'Player#2026', { host: hosts.siam });
    const lotus = await loggedIn('player01', 'Player#2026');

    current.now += minutes(14);
    expect(await infoStatus(siam.token, hosts.siam)).toBe(200);
    current.now += minutes(14);
    // 14 minutes after its last call: alive; lotus's session, 28 minutes unused, is within its 30.
    expect(await infoStatus(siam.token, hosts.siam)).toBe(200);
    expect(await infoStatus(lotus.token)).toBe(200);
    current.now += minutes(16);
    const ended = await memberInfo(siam.token, hosts.siam);
    expect(ended.status).toBe(401);
    expect(await envelope(ended)).toMatchObject({ errorCode: 'login.not.session' });
    current.now += minutes(31);
    expect(await infoStatus(lotus.token)).toBe(401);
  });

  it('stay alive while used, up to their 12 hours', async () => {
    const { token } = await loggedIn('player02', 'Player#2026');
    for (let used = 0; used < 12 * 60 - 20; used += 20) {
      current.now += minutes(20);
      expect(await infoStatus(token)).toBe(200);
    }
    current.now += minutes(20);
    expect(await infoStatus(token)).toBe(401);
  });
});

describe('session hand-off', () => {
  const handoff = (token?: string, host?: string) =>
    call(current.platform.app, '/wps/session/handoff', {
      method: 'POST',
      ...(host ? { host } : {}),
      headers: token ? { authorization: token } : {},
    });
  const redeem = (code: string, host?: string) =>
    call(current.platform.app, '/wps/session/handoff/redeem', {
      method: 'POST',
      json: { code },
      ...(host ? { host } : {}),
    });

  it('hands the account to another site once: a one-time code, spent for a session of its own', async () => {
    const { token } = await loggedIn('player01', 'Player#2026');
    const made = await envelope(await handoff(token));
    const { code, expiresInS } = parse(endpoints.sessionHandoff.value, made.value);
    expect(expiresInS).toBe(60);
    expect(code).not.toBe(token);

    const opened = await envelope(await redeem(code));
    const login = parse(endpoints.redeemSessionHandoff.value, opened.value);
    expect(login).toMatchObject({ userName: 'player01', passwordExpired: false });
    expect(login.token).not.toBe(token);
    expect((await envelope(await memberInfo(login.token))).value).toMatchObject({ account: 'player01' });
    // Both sessions live on, each its own.
    expect((await memberInfo(token)).status).toBe(200);

    const again = await redeem(code);
    expect(again.status).toBe(400);
    expect(await envelope(again)).toMatchObject({ errorCode: 'handoff_code_invalid' });
  });

  it('refuses a code after its minute, at another merchant, a made-up one, and a visitor asking for one', async () => {
    const { token } = await loggedIn('player01', 'Player#2026');
    const codeOf = async () => parse(endpoints.sessionHandoff.value, (await envelope(await handoff(token))).value).code;

    const late = await codeOf();
    current.now += 60_001;
    expect(await envelope(await redeem(late))).toMatchObject({ errorCode: 'handoff_code_invalid' });

    const elsewhere = await codeOf();
    expect(await envelope(await redeem(elsewhere, hosts.siam))).toMatchObject({ errorCode: 'handoff_code_invalid' });
    // Refused at siam, the code is spent all the same.
    expect((await redeem(elsewhere)).status).toBe(400);

    expect((await redeem('x'.repeat(43))).status).toBe(400);
    expect((await handoff()).status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the token: member info then answers 401 login.not.session; other sessions stay', async () => {
    const { token } = await loggedIn('player01', 'Player#2026');
    const other = await sessionFor(current.platform, 'lotus88', 'player01');
    const answer = await call(current.platform.app, '/wps/session/logout', {
      method: 'DELETE',
      headers: { authorization: token },
    });
    expect(await envelope(answer)).toEqual({ success: true, value: null });

    const refused = await memberInfo(token);
    expect(refused.status).toBe(401);
    expect(await envelope(refused)).toMatchObject({ errorCode: 'login.not.session' });
    expect((await memberInfo(other)).status).toBe(200);

    const twice = await call(current.platform.app, '/wps/session/logout', {
      method: 'DELETE',
      headers: { authorization: token },
    });
    expect((await envelope(twice)).errorCode).toBe('login.not.session');
    // Without a token there is nothing to end.
    expect(await envelope(await call(current.platform.app, '/wps/session/logout', { method: 'DELETE' }))).toMatchObject(
      {
        success: true,
      },
    );
    // POST is not the contract's verb.
    expect((await call(current.platform.app, '/wps/session/logout', { method: 'POST' })).status).toBe(405);
  });

  it("a token of one merchant cannot end a session on another merchant's host", async () => {
    const { token } = await loggedIn('player01', 'Player#2026');
    const elsewhere = await call(current.platform.app, '/wps/session/logout', {
      method: 'DELETE',
      host: 'siam.localhost',
      headers: { authorization: token },
    });
    expect(elsewhere.status).toBe(401);
    expect((await memberInfo(token)).status).toBe(200);
  });
});

describe('change password', () => {
  const fresh = { oldPassword: 'Player#2026', newPassword: 'Fresh#2027', confirmNewPassword: 'Fresh#2027' };

  it('stores the new password and ends the other sessions of the member, keeping this one', async () => {
    const { token } = await loggedIn('player01', 'Player#2026');
    const other = (await loggedIn('player01', 'Player#2026')).token;
    const siam = await sessionFor(current.platform, 'siam99', 'player01');

    expect(await envelope(await changePassword(token, fresh))).toEqual({ success: true, value: null });
    expect((await memberInfo(token)).status).toBe(200);
    const ended = await memberInfo(other);
    expect(ended.status).toBe(401);
    expect(await envelope(ended)).toMatchObject({ errorCode: 'login.not.session' });

    expect((await envelope(await login('player01', 'Player#2026', { ip: '10.5.0.1' }))).errorCode).toBe(
      'invalid_credentials',
    );
    expect((await loggedIn('player01', 'Fresh#2027', { ip: '10.5.0.2' })).userName).toBe('player01');
    // The same user name at another merchant is another member: untouched.
    expect((await memberInfo(siam, 'siam.localhost')).status).toBe(200);
    expect((await loggedIn('player01', 'Player#2026', { host: 'siam.localhost' })).userName).toBe('player01');
  });

  it('only ever changes the password of the token holder, whatever the body names', async () => {
    const { token } = await loggedIn('player01', 'Player#2026');
    const response = await changePassword(token, { ...fresh, username: 'player02', customerId: '2' });
    expect((await envelope(response)).success).toBe(true);
    expect((await loggedIn('player02', 'Player#2026')).userName).toBe('player02');
    expect((await loggedIn('player01', 'Fresh#2027')).userName).toBe('player01');
  });

  it('holds a session opened by the default or an expired password to the change: it reads, but launches no game and moves no money', async () => {
    const headers = (token: string) => ({ headers: { authorization: token } });
    const launchFirstGame = async (token: string) => {
      const list = await envelope(
        await call(current.platform.app, `${endpoints.gameList.path}?gameType=RNG&pageNo=1&pageSize=1`),
      );
      const [game] = (list.value as { games: { nodeId: number }[] }).games;
      return call(
        current.platform.app,
        `${endpoints.launchGame.path}?launchMode=GLS&nodeId=${game?.nodeId}`,
        headers(token),
      );
    };
    // A write other than the change (the demo game's rounds need a launch's ticket, which is refused too).
    const setLanguage = (token: string) =>
      call(current.platform.app, endpoints.updateLanguage.path, {
        method: endpoints.updateLanguage.method,
        json: { language: 'EN' },
        ...headers(token),
      });

    for (const [username, password] of [
      ['default01', '123456'],
      ['expired01', 'Expired#2026'],
    ] as const) {
      const { token } = await loggedIn(username, password);
      expect((await memberInfo(token)).status).toBe(200);
      expect((await call(current.platform.app, endpoints.balance.path, headers(token))).status).toBe(200);
      for (const refused of [await launchFirstGame(token), await setLanguage(token)]) {
        expect(refused.status).toBe(403);
        expect(await envelope(refused)).toMatchObject({ errorCode: 'password_change_required' });
      }

      // Changed: the same session goes on as any other.
      const changed = await changePassword(token, {
        oldPassword: password,
        newPassword: 'Fresh#2027',
        confirmNewPassword: 'Fresh#2027',
      });
      expect((await envelope(changed)).success).toBe(true);
      expect((await launchFirstGame(token)).status).toBe(200);
      expect((await setLanguage(token)).status).toBe(200);
    }

    // A player who logged in with a good password is not held.
    const { token } = await loggedIn('player01', 'Player#2026');
    expect((await launchFirstGame(token)).status).toBe(200);
  });

  it('clears the expired flag', async () => {
    const { token } = await loggedIn('expired01', 'Expired#2026');
    await changePassword(token, { ...fresh, oldPassword: 'Expired#2026' });
    expect(await loggedIn('expired01', 'Fresh#2027')).toMatchObject({ passwordExpired: false });
  });

  it('refuses a common password and one holding the user name, naming the field', async () => {
    const { token } = await loggedIn('player01', 'Player#2026');
    for (const [newPassword, message] of [
      ['qwerty123', 'less common'],
      ['its-player01!', 'user name'],
    ] as const) {
      const response = await changePassword(token, { ...fresh, newPassword, confirmNewPassword: newPassword });
      expect(response.status).toBe(400);
      const body = await envelope(response);
      expect(body).toMatchObject({ errorCode: 'password_invalid', value: { field: 'newPassword' } });
      expect(body.message).toContain(message);
    }
  });

  it('refuses a wrong old password (400, the session stays), a mismatch, a password against the rule', async () => {
    const { token } = await loggedIn('player01', 'Player#2026');
    const cases: [Record<string, string>, string, string, string][] = [
      [
        { ...fresh, oldPassword: 'Player#2025' },
        'invalid_credentials',
        'oldPassword',
        'The old password is incorrect.',
      ],
      [{ ...fresh, confirmNewPassword: 'Fresh#2028' }, 'validation_failed', 'confirmNewPassword', 'Incorrect'],
      [{ ...fresh, newPassword: 'short', confirmNewPassword: 'short' }, 'password_invalid', 'newPassword', '8-64'],
      [{ ...fresh, newPassword: '123456', confirmNewPassword: '123456' }, 'password_invalid', 'newPassword', 'default'],
      [
        { ...fresh, newPassword: 'Player#2026', confirmNewPassword: 'Player#2026' },
        'password_invalid',
        'newPassword',
        'differ',
      ],
    ];
    for (const [payload, errorCode, field, message] of cases) {
      const response = await changePassword(token, payload);
      expect(response.status).toBe(400);
      const body = await envelope(response);
      expect(body).toMatchObject({ errorCode, value: { field } });
      expect(body.message).toContain(message);
    }
    expect((await memberInfo(token)).status).toBe(200);
    expect((await loggedIn('player01', 'Player#2026')).userName).toBe('player01');
  });

  it('is limited to five tries per member in fifteen minutes', async () => {
    const { token } = await loggedIn('player01', 'Player#2026');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await changePassword(token, { ...fresh, oldPassword: `guess${attempt}` })).status).toBe(400);
    }
    expect((await changePassword(token, fresh)).status).toBe(429);
    current.now += minutes(15) + 1000;
    expect((await changePassword(token, fresh)).status).toBe(200);
  });

  it('needs a live token of this merchant and an encrypted body', async () => {
    const anonymous = await sealed('/wps/member/password', 'POST', fresh);
    expect(anonymous.status).toBe(401);
    expect((await envelope(anonymous)).errorCode).toBe('CUSTOMER_NOT_LOGIN');

    const siam = await sessionFor(current.platform, 'siam99', 'player01');
    const foreign = await changePassword(siam, fresh);
    expect(foreign.status).toBe(401);
    expect((await envelope(foreign)).errorCode).toBe('login.not.session');

    const { token } = await loggedIn('player01', 'Player#2026');
    const plaintext = await call(current.platform.app, '/wps/member/password', {
      method: 'POST',
      json: fresh,
      headers: { authorization: token },
    });
    expect(plaintext.status).toBe(400);
    expect((await envelope(plaintext)).errorCode).toBe('request_body_required');
    // Nothing changed.
    expect((await loggedIn('player01', 'Player#2026')).userName).toBe('player01');
  });
});
