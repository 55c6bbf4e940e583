import { PNG } from 'pngjs';
import { sliderMinX } from '../captcha/sliderDraw';
import { hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, outboxOf as sentTo, sealedCall, sessionFor, solvedSlider } from '../testing/testPlatform';

const { lotus, siam, sahara } = hosts;
const current = platformPerTest();

type Json = Record<string, unknown>;

async function get(path: string, host = lotus, headers: Record<string, string> = {}) {
  const response = await call(current.platform.app, path, { host, headers });
  return { status: response.status, response, body: await envelope(response) };
}

async function send(path: string, json: unknown, host = lotus, method = 'POST', headers: Record<string, string> = {}) {
  const response = await call(current.platform.app, path, { host, method, json, headers });
  return { status: response.status, body: await envelope(response) };
}

async function sealed(path: string, method: string, payload: unknown, host = lotus, headers = {}) {
  const response = await sealedCall(current.platform, path, method, payload, { host, headers });
  return { status: response.status, body: await envelope(response) };
}

async function challenge(scene = 'login', host = lotus, ip?: string) {
  const answer = await get(`/wps/captcha/slider?scene=${scene}`, host, ip ? { 'x-forwarded-for': ip } : {});
  return answer.body.value as { challenge: string; image: string; piece: string; pieceY: number; pieceSize: number };
}

async function notchOf(id: string): Promise<number> {
  return ((await get(`/__dev/slider?challenge=${id}`)).body.value as { x: number }).x;
}

/** The codes sent to a number or an address, newest first (the dev outbox). */
const outboxOf = (to: string) => sentTo(current.platform.app, to);

async function smsLogin(username: string, code: string, host = sahara) {
  return sealed('/wps/session/login', 'POST', { username, password: code, type: 'sms' }, host);
}

describe('slider puzzle', () => {
  it('draws a background with a notch and the piece cut from it, as PNGs', async () => {
    const issued = await challenge();
    const image = PNG.sync.read(Buffer.from(issued.image, 'base64'));
    const piece = PNG.sync.read(Buffer.from(issued.piece, 'base64'));
    expect([image.width, image.height]).toEqual([300, 150]);
    expect([piece.width, piece.height]).toEqual([44, 44]);
    expect(issued.pieceY).toBeGreaterThanOrEqual(0);
    expect(issued.pieceY + issued.pieceSize).toBeLessThanOrEqual(150);
    expect(await notchOf(issued.challenge)).toBeGreaterThanOrEqual(sliderMinX);
    // The piece is transparent outside its shape.
    expect(piece.data[3]).toBe(0);
  });

  it('a drop within 4 px answers a seccode; a miss costs one of three attempts, then the puzzle is dead', async () => {
    const issued = await challenge();
    const x = await notchOf(issued.challenge);
    expect((await send('/wps/captcha/slider', { challenge: issued.challenge, x: x + 4 })).body.value).toMatchObject({
      challenge: issued.challenge,
      seccode: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });

    const other = await challenge();
    const right = await notchOf(other.challenge);
    for (const left of [2, 1, 0]) {
      const miss = await send('/wps/captcha/slider', { challenge: other.challenge, x: right + 20 });
      expect(miss).toMatchObject({
        status: 400,
        body: { errorCode: 'slider_mismatch', value: { attemptsLeft: left } },
      });
    }
    const late = await send('/wps/captcha/slider', { challenge: other.challenge, x: right });
    expect(late.body).toMatchObject({ errorCode: 'slider_mismatch', value: { attemptsLeft: 0 } });
  });

  it('a puzzle lives two minutes', async () => {
    const issued = await challenge();
    const x = await notchOf(issued.challenge);
    current.now += 2 * 60_000 + 1;
    expect((await send('/wps/captcha/slider', { challenge: issued.challenge, x })).body.errorCode).toBe(
      'slider_mismatch',
    );
  });

  it('lotus logins need it; a seccode opens one login of its scene only', async () => {
    const player = { username: 'player01', password: 'Player#2026', type: 'username' };
    const bare = await sealed('/wps/session/login', 'POST', player);
    expect(bare).toMatchObject({
      status: 400,
      body: { errorCode: 'geetest_verify_failed', message: 'Verification must be completed first' },
    });

    const forSms = await solvedSlider(current.platform.app, 'sms');
    expect((await sealed('/wps/session/login', 'POST', { ...player, ...forSms })).body.errorCode).toBe(
      'geetest_verify_failed',
    );
    const forLogin = await solvedSlider(current.platform.app, 'login');
    expect((await sealed('/wps/session/login', 'POST', { ...player, ...forLogin })).status).toBe(200);
    expect((await sealed('/wps/session/login', 'POST', { ...player, ...forLogin })).body.errorCode).toBe(
      'geetest_verify_failed',
    );
    const forged = { geetestChallenge: forLogin.geetestChallenge, geetestSeccode: 'x'.repeat(32) };
    expect((await sealed('/wps/session/login', 'POST', { ...player, ...forged })).body.errorCode).toBe(
      'geetest_verify_failed',
    );
  });

  it('is off where GEETEST3 is off (sahara): no puzzle, and logins go without one', async () => {
    const off = await get('/wps/captcha/slider?scene=login', sahara);
    expect(off).toMatchObject({ status: 400, body: { errorCode: 'function.not.available' } });
    const player = { username: 'player01', password: 'Player#2026', type: 'username' };
    expect((await sealed('/wps/session/login', 'POST', player, sahara)).status).toBe(200);
  });

  it('new puzzles are limited per address: the 31st in a minute is 429', async () => {
    for (let n = 0; n < 30; n += 1) await challenge('login', lotus, '10.9.0.1');
    expect((await get('/wps/captcha/slider?scene=login', lotus, { 'x-forwarded-for': '10.9.0.1' })).status).toBe(429);
    expect((await get('/wps/captcha/slider?scene=login', lotus, { 'x-forwarded-for': '10.9.0.2' })).status).toBe(200);
  });
});

describe('SMS codes', () => {
  it('noLogin: a 6-digit code to a member number, kept hashed; the resend countdown is one minute', async () => {
    const sent = await send(
      '/wps/verification/sms/noLogin',
      { mobileNum: '501000001', countryDialingCode: '971' },
      sahara,
    );
    expect(sent).toMatchObject({ status: 200, body: { value: { expiredMinutes: 1 } } });
    const [sms] = await outboxOf('+971501000001');
    expect(sms).toMatchObject({ to: '+971501000001', channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
    expect(sms?.body).toContain(sms?.code);

    const again = await send('/wps/verification/sms/noLogin', { mobileNum: '501000001' }, sahara);
    expect(again.status).toBe(429);
    current.now += 61_000;
    expect((await send('/wps/verification/sms/noLogin', { mobileNum: '971501000001' }, sahara)).status).toBe(200);
    const [newest, older] = await outboxOf('+971501000001');
    // Only the newest code works.
    expect((await smsLogin('501000001', older?.code ?? '')).body.errorCode).toBe('verification_code_invalid');
    expect((await smsLogin('501000001', newest?.code ?? '')).status).toBe(200);
  });

  it('noLogin for a number no account has: the same answer, nothing sent', async () => {
    const sent = await send('/wps/verification/sms/noLogin', { mobileNum: '509999999' }, sahara);
    expect(sent).toMatchObject({ status: 200, body: { success: true, value: { expiredMinutes: 1 } } });
    expect(await outboxOf('509999999')).toEqual([]);
    // It counts against the number's limit all the same.
    expect((await send('/wps/verification/sms/noLogin', { mobileNum: '509999999' }, sahara)).status).toBe(429);
  });

  it('noLogin refuses a malformed number, needs the slider at lotus, and is off where no use of it is on', async () => {
    const bad = await send('/wps/verification/sms/noLogin', { mobileNum: '12ab' }, sahara);
    expect(bad.body).toMatchObject({ errorCode: 'validation_failed', message: 'Please enter a valid mobile number' });
    const bare = await send('/wps/verification/sms/noLogin', { mobileNum: '912000001' });
    expect(bare.body.errorCode).toBe('geetest_verify_failed');
    const solved = await solvedSlider(current.platform.app, 'sms');
    expect((await send('/wps/verification/sms/noLogin', { mobileNum: '912000001', ...solved })).status).toBe(200);
    expect((await outboxOf('+84912000001')).length).toBe(1);
    // Siam has neither the SMS login nor the reset by SMS: its codes only confirm a login from a new address.
    await send('/__dev/merchants/siam99/flags', { LOGINIPVERF3: false });
    const off = await send('/wps/verification/sms/noLogin', { mobileNum: '812000001' }, siam);
    expect(off.body.errorCode).toBe('function.not.available');
  });

  it('per address: the 11th SMS in an hour is 429', async () => {
    const ip = { 'x-forwarded-for': '10.8.0.1' };
    for (let n = 0; n < 10; n += 1) {
      const mobileNum = `50900000${n}`;
      expect((await send('/wps/verification/sms/noLogin', { mobileNum }, sahara, 'POST', ip)).status).toBe(200);
    }
    expect((await send('/wps/verification/sms/noLogin', { mobileNum: '509000010' }, sahara, 'POST', ip)).status).toBe(
      429,
    );
  });

  it('register: refuses a registered number and a malformed one; off where neither registration checks SMS', async () => {
    const taken = await send('/wps/verification/sms/register', { mobileNo: '501000001' }, sahara);
    expect(taken.body).toMatchObject({
      errorCode: 'mobile_taken',
      message: expect.stringContaining('already registered'),
    });
    const malformed = await send('/wps/verification/sms/register', { mobileNo: '5010' }, sahara);
    expect(malformed.body).toMatchObject({ errorCode: 'validation_failed', value: { field: 'mobileNo' } });
    const fresh = await send(
      '/wps/verification/sms/register',
      { mobileNo: '501234567', countryDialingCode: 971 },
      sahara,
    );
    expect(fresh.body.value).toEqual({ expiredMinutes: 1 });
    expect((await outboxOf('+971501234567'))[0]?.code).toMatch(/^\d{6}$/);
    const off = await send('/wps/verification/sms/register', { mobileNo: '812345678' }, siam);
    expect(off.body.errorCode).toBe('function.not.available');
  });
});

describe('SMS login', () => {
  async function codeFor(mobileNum: string): Promise<string> {
    expect((await send('/wps/verification/sms/noLogin', { mobileNum }, sahara)).status).toBe(200);
    return (await outboxOf(mobileNum))[0]?.code ?? '';
  }

  it('the code logs in once, with or without the dialing code', async () => {
    const code = await codeFor('501000001');
    const value = (await smsLogin('+971501000001', code)).body.value as { userName: string; token: string };
    expect(value.userName).toBe('player01');
    const info = await get('/wps/member/info', sahara, { authorization: value.token });
    expect(info.body.value).toMatchObject({ account: 'player01' });
    expect((await smsLogin('501000001', code)).body.errorCode).toBe('verification_code_invalid');
  });

  it('five wrong codes kill the code; an unknown number answers the same', async () => {
    const code = await codeFor('501000002');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let n = 0; n < 5; n += 1) {
      expect((await smsLogin('501000002', wrong)).body).toMatchObject({
        errorCode: 'verification_code_invalid',
        message: 'Please enter the correct verification code',
      });
    }
    // The account is slowed current.now, as after five wrong passwords; lifted, the right code still fails: it is dead.
    expect((await smsLogin('501000002', code)).status).toBe(429);
    await send('/__dev/merchants/sahara7/members/501000002/unlock', {});
    expect((await smsLogin('501000002', code)).body.errorCode).toBe('verification_code_invalid');
    expect((await smsLogin('509999998', '123456')).body.errorCode).toBe('verification_code_invalid');
  });
});

describe('registration', () => {
  /** A register SMS code for a fresh number, solving the SMS slider where the merchant asks for one. */
  async function registerCode(mobileNo: string, host: string): Promise<string> {
    const solved = host === lotus ? await solvedSlider(current.platform.app, 'sms', host) : {};
    expect((await send('/wps/verification/sms/register', { mobileNo, ...solved }, host)).status).toBe(200);
    return (await outboxOf(mobileNo))[0]?.code ?? '';
  }

  const lotusForm = {
    username: 'newbie01',
    password: 'Newbie#2026',
    confirmPassword: 'Newbie#2026',
    mobileNum: '912345678',
    countryDialingCode: '84',
    login: true,
    registerMethod: 'WEB',
    // player01's referral code (seeded), as the invite link carries it.
    registerUrl: 'http://localhost/register?r=P7K2R9MX',
    referralCode: 'p7k2r9mx',
    domain: 'localhost',
  };

  async function registerAtLotus(form: Json) {
    const slider = await solvedSlider(current.platform.app, 'register');
    return sealed('/wps/member/register', 'PUT', { ...form, ...slider });
  }

  it('username registration at lotus: slider, SMS code, invitation code; answers a login value', async () => {
    const verificationCode = await registerCode('912345678', lotus);
    const answer = await registerAtLotus({ ...lotusForm, verificationCode, affiliateCode: 'ag01' });
    expect(answer).toMatchObject({
      status: 200,
      body: { value: { userName: 'newbie01', firstTimeLogin: true, passwordExpired: false, customerType: 0 } },
    });
    const { token } = answer.body.value as { token: string };
    const info = await get('/wps/member/info', lotus, { authorization: token });
    expect(info.body.value).toMatchObject({ account: 'newbie01', toUpline: true, mobile: '91234****' });
    // The password works for a login.
    const slider = await solvedSlider(current.platform.app, 'login');
    const login = { username: 'NEWBIE01', password: 'Newbie#2026', type: 'username', ...slider };
    expect((await sealed('/wps/session/login', 'POST', login)).status).toBe(200);
  });

  it('names the field that breaks a rule, with a readable message', async () => {
    const cases: Array<[Json, string, RegExp]> = [
      [{ username: '1abcdef' }, 'username', /^Username: must start with a letter/],
      [{ username: 'abc' }, 'username', /^Username must be 6-12 characters long/],
      [{ password: 'short' }, 'password', /8-64 characters/],
      [{ password: '123456', confirmPassword: '123456' }, 'password', /default password/],
      [{ confirmPassword: 'Other#2026' }, 'confirmPassword', /^Incorrect confirmation input$/],
      [{ mobileNum: '12' }, 'mobileNum', /^Mobile number must be 9-10 characters long/],
      [{ mobileNum: '' }, 'mobileNum', /^Mobile number: Input cannot be empty$/],
      [{ payeeName: 'R2D2' }, 'payeeName', /^Real name format is incorrect$/],
    ];
    for (const [change, field, message] of cases) {
      const answer = await sealed('/wps/member/register', 'PUT', { ...lotusForm, ...change });
      expect(answer.body, JSON.stringify(change)).toMatchObject({ errorCode: 'validation_failed', value: { field } });
      expect(answer.body.message).toMatch(message);
    }
  });

  it('refuses a taken user name (any case), a taken number, a wrong code and an unknown invitation code', async () => {
    const code = await registerCode('912345678', lotus);
    const taken = await registerAtLotus({ ...lotusForm, username: 'Player01', verificationCode: code });
    expect(taken.body).toMatchObject({ errorCode: 'username_taken', value: { field: 'username' } });
    const numberTaken = await registerAtLotus({ ...lotusForm, mobileNum: '912000001', verificationCode: code });
    expect(numberTaken.body).toMatchObject({ errorCode: 'mobile_taken', value: { field: 'mobileNum' } });
    const invitation = await registerAtLotus({ ...lotusForm, affiliateCode: 'NOPE99', verificationCode: code });
    expect(invitation.body).toMatchObject({ errorCode: 'invitation_code_error', message: 'Invalid invitation code' });
    const wrongCode = await registerAtLotus({
      ...lotusForm,
      verificationCode: code === '111111' ? '222222' : '111111',
    });
    expect(wrongCode.body).toMatchObject({
      errorCode: 'verification_code_invalid',
      value: { field: 'verificationCode' },
    });
    const noSlider = await sealed('/wps/member/register', 'PUT', { ...lotusForm, verificationCode: code });
    expect(noSlider.body.errorCode).toBe('geetest_verify_failed');
  });

  it('siam asks for the image captcha of the browser cookie and its own fields', async () => {
    const form = {
      username: 'siamnew1',
      password: 'Mango2026x',
      confirmPassword: 'Mango2026x',
      payeeName: 'Somchai Jaidee',
      paymentPassword: '246810',
    };
    const noPayment = await sealed('/wps/member/register', 'PUT', { ...form, paymentPassword: '' }, siam);
    expect(noPayment.body).toMatchObject({ errorCode: 'validation_failed', value: { field: 'paymentPassword' } });
    const noCaptcha = await sealed('/wps/member/register', 'PUT', form, siam);
    expect(noCaptcha.body.errorCode).toBe('captcha_invalid');

    const image = await call(current.platform.app, '/wps/captcha', { host: siam });
    const cookie = (image.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { answer } = (await get('/__dev/captcha', siam, { cookie })).body.value as { answer: string };
    const done = await sealed('/wps/member/register', 'PUT', { ...form, captcha: answer }, siam, { cookie });
    expect(done.body.value).toMatchObject({ userName: 'siamnew1' });
  });

  it('sahara registers by mobile without a password; the member then logs in by SMS code', async () => {
    const verificationCode = await registerCode('501234567', sahara);
    const form = {
      username: '501234567',
      mobileNum: '501234567',
      password: '',
      email: 'new@sahara.example',
      verificationCode,
      countryDialingCode: '971',
    };
    const answer = await sealed('/wps/member/register/mobile', 'PUT', form, sahara);
    expect(answer.body.value).toMatchObject({ userName: '501234567', firstTimeLogin: true });
    expect((await sealed('/wps/member/register', 'PUT', form, sahara)).body.errorCode).toBe('function.not.available');

    current.now += 61_000;
    expect((await send('/wps/verification/sms/noLogin', { mobileNum: '501234567' }, sahara)).status).toBe(200);
    const code = (await outboxOf('+971501234567'))[0]?.code ?? '';
    expect((await smsLogin('971501234567', code)).body.value).toMatchObject({ userName: '501234567' });
  });

  it('mobile registration is off where MOBILENUMREG3 is off (siam)', async () => {
    const form = { username: '812345678', password: '', mobileNum: '812345678', verificationCode: '123456' };
    expect((await sealed('/wps/member/register/mobile', 'PUT', form, siam)).body.errorCode).toBe(
      'function.not.available',
    );
  });

  it('registrations per address: the sixth in ten minutes is 429', async () => {
    const form = {
      username: 'sahara01',
      password: 'Dunes#2026',
      confirmPassword: 'Dunes#2026',
      email: 'a@b.example',
    };
    const headers = { 'x-forwarded-for': '10.7.0.1' };
    await sessionFor(current.platform, 'sahara7', 'player01');
    // Sahara has no username registration: use the mobile form with wrong codes, which pass the field checks.
    for (let n = 0; n < 5; n += 1) {
      const mobile = { ...form, username: `50123400${n}`, mobileNum: `50123400${n}`, verificationCode: '000000' };
      const answer = await sealed('/wps/member/register/mobile', 'PUT', mobile, sahara, headers);
      expect(answer.body.errorCode).toBe('verification_code_invalid');
    }
    const sixth = { ...form, username: '501234009', mobileNum: '501234009', verificationCode: '000000' };
    expect((await sealed('/wps/member/register/mobile', 'PUT', sixth, sahara, headers)).status).toBe(429);
  });
});

describe('affiliate check', () => {
  it('knows the agents invitation codes per merchant, in any case', async () => {
    expect((await get('/wps/agent/affiliate?code=AG01&domain=localhost')).body).toMatchObject({ success: true });
    expect((await get('/wps/agent/affiliate?code=ag01', siam)).body).toMatchObject({ success: true });
    const unknown = await get('/wps/agent/affiliate?code=ZZ99');
    expect(unknown).toMatchObject({
      status: 400,
      body: { success: false, errorCode: 'invitation_code_error', message: 'Invalid invitation code' },
    });
  });
});

describe('password resets', () => {
  function byEmail(username: string, email: string, ip = '10.6.0.1') {
    return call(current.platform.app, '/wps/member/password/email', {
      method: 'POST',
      host: sahara,
      body: new URLSearchParams({ username, email }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    });
  }

  it('by e-mail: a reset link to a matching member; the same answer otherwise; limited per address', async () => {
    const known = await byEmail('Player01', 'player01@sahara7.example');
    expect(await envelope(known)).toMatchObject({ success: true, value: null });
    const [mail] = await outboxOf('player01@sahara7.example');
    expect(mail).toMatchObject({ channel: 'email' });
    expect(mail?.body).toContain(`resetToken=${mail?.code ?? ''}`);

    const unknown = await byEmail('player01', 'someone@else.example');
    expect(await envelope(unknown)).toEqual(await envelope(await byEmail('nobody99', 'nobody@sahara7.example')));
    expect(await outboxOf('someone@else.example')).toEqual([]);
    await byEmail('player02', 'x@y.example');
    await byEmail('player03', 'x@y.example');
    expect((await byEmail('player04', 'x@y.example')).status).toBe(429);
    expect((await byEmail('player04', 'x@y.example', '10.6.0.2')).status).toBe(200);
  });

  it('by SMS: the noLogin code sets the password, ends every session, and the client login then works', async () => {
    const old = await sessionFor(current.platform, 'lotus88', 'player01');
    const slider = await solvedSlider(current.platform.app, 'sms');
    expect((await send('/wps/verification/sms/noLogin', { mobileNum: '912000001', ...slider })).status).toBe(200);
    const code = (await outboxOf('+84912000001'))[0]?.code ?? '';

    const reset = (newPassword: string, verificationCode = code) =>
      sealed('/wps/member/password/verification', 'POST', { newPassword, mobileNum: '912000001', verificationCode });
    expect((await reset('123456')).body).toMatchObject({
      errorCode: 'password_invalid',
      value: { field: 'newPassword' },
    });
    const wrong = await reset('Fresh#2027', code === '999999' ? '999998' : '999999');
    expect(wrong.body.errorCode).toBe('verification_code_invalid');
    expect((await reset('Fresh#2027')).body).toMatchObject({ success: true });
    expect((await get('/wps/member/info', lotus, { authorization: old })).status).toBe(401);

    // The client's own login after the reset: the mobile number, type '', no second slider.
    const login = { username: '912000001', password: 'Fresh#2027', type: '' };
    expect((await sealed('/wps/session/login', 'POST', login)).body.value).toMatchObject({
      userName: 'player01',
      passwordExpired: false,
    });
    // Once only.
    expect((await sealed('/wps/session/login', 'POST', login)).body.errorCode).toBe('geetest_verify_failed');
  });
});

describe('language and unread count', () => {
  it("stores one of the merchant languages for the member; unread messages are the seeded inbox's", async () => {
    const token = await sessionFor(current.platform, 'lotus88', 'player01');
    const headers = { authorization: token };
    expect((await send('/wps/member/language', { language: 'en' }, lotus, 'PUT', headers)).body.success).toBe(true);
    const wrong = await send('/wps/member/language', { language: 'XX' }, lotus, 'PUT', headers);
    expect(wrong.body).toMatchObject({ errorCode: 'validation_failed', value: { field: 'language' } });
    // player01's seeded inbox: the deposit bonus and maintenance messages are unread (api/inbox.test.ts).
    expect((await get('/wps/relay/CSP_unreadCount', lotus, headers)).body.value).toBe(2);
    expect((await get('/wps/relay/CSP_unreadCount')).status).toBe(401);
  });
});
