import { endpoints, errorCodes } from '@lobby/contract';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, outboxOf, sessionFor } from '../testing/testPlatform';

const current = platformPerTest();

const tokenOf = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);

async function send(path: string, token: string | undefined, json: unknown, method = 'POST', ip = '10.7.0.1') {
  const response = await call(current.platform.app, path, {
    method,
    host: hosts.lotus,
    json,
    headers: { 'x-forwarded-for': ip, ...(token ? { authorization: token } : {}) },
  });
  return { status: response.status, body: await envelope(response) };
}

const askSms = (token: string | undefined, mobileNum: string, ip?: string) =>
  send(endpoints.verificationOtp.path, token, { channel: 'sms', mobileNum, countryDialingCode: '84' }, 'POST', ip);
const askEmail = (token: string | undefined, email: string) =>
  send(endpoints.verificationOtp.path, token, { channel: 'email', email });
const bindMobile = (token: string | undefined, mobileNum: string, verificationCode: string) =>
  send(endpoints.bindMobile.path, token, { mobileNum, countryDialingCode: '84', verificationCode }, 'PUT');
const bindEmail = (token: string | undefined, email: string, verificationCode: string) =>
  send(endpoints.bindEmail.path, token, { email, verificationCode }, 'PUT');

/** The newest code sent to a number or an address (the dev outbox). */
const codeSentTo = async (to: string) => (await outboxOf(current.platform.app, to))[0]?.code ?? '';
const security = (token: string) =>
  contractValue(current.platform.app, 'securityConfig', '', { headers: { authorization: token } });
const wrongOf = (code: string) => (code === '000000' ? '000001' : '000000');

async function trialToken(): Promise<string> {
  const made = await envelope(
    await call(current.platform.app, '/wps/session/login/freeplay', { method: 'POST', json: {} }),
  );
  return (made.value as { token: string }).token;
}

describe('binding a mobile number (verificationOtp, bindMobile)', () => {
  it('sends a code to the new number, binds it with the code and shows it masked; only that member changes', async () => {
    const token = await tokenOf('player02');
    const before = await memberAt(current.platform, 'lotus88', 'player01');
    expect(await askSms(token, '912 345-678')).toMatchObject({ status: 200, body: { value: { expiredMinutes: 1 } } });
    const [sms] = await outboxOf(current.platform.app, '+84912345678');
    expect(sms).toMatchObject({ channel: 'sms', to: '+84912345678', code: expect.stringMatching(/^\d{6}$/) });
    expect(sms?.body).toContain(sms?.code);

    const bound = await bindMobile(token, '912345678', sms?.code ?? '');
    expect(bound).toMatchObject({ status: 200, body: { value: { mobile: '91234****' } } });
    expect((await security(token)).mobile).toBe('91234****');
    const info = await contractValue(current.platform.app, 'memberInfo', '', { headers: { authorization: token } });
    expect(info?.mobile).toBe('91234****');
    expect(await memberAt(current.platform, 'lotus88', 'player02')).toMatchObject({
      countryDialingCode: '84',
      mobile: '912345678',
    });
    expect(await memberAt(current.platform, 'lotus88', 'player01')).toEqual(before);
    // The number is the member's own now: the same code binds nothing again.
    expect((await bindMobile(token, '912345678', sms?.code ?? '')).body).toMatchObject({
      errorCode: errorCodes.validationFailed,
      message: 'This mobile number is already bound to your account.',
    });
  });

  it('holds one code a minute per number; only the newest code works', async () => {
    const token = await tokenOf('player02');
    expect((await askSms(token, '912345678')).status).toBe(200);
    const first = await codeSentTo('+84912345678');
    expect((await askSms(token, '912345678')).status).toBe(429);
    current.now += 61_000;
    expect((await askSms(token, '912345678')).status).toBe(200);
    const second = await codeSentTo('+84912345678');
    if (first !== second) {
      expect((await bindMobile(token, '912345678', first)).body.errorCode).toBe(errorCodes.verificationCodeInvalid);
    }
    expect((await bindMobile(token, '912345678', second)).status).toBe(200);
  });

  it('lets a code expire after five minutes', async () => {
    const token = await tokenOf('player02');
    await askSms(token, '912345678');
    const code = await codeSentTo('+84912345678');
    current.now += 5 * 60_000 + 1000;
    expect(await bindMobile(token, '912345678', code)).toMatchObject({
      status: 400,
      body: { errorCode: errorCodes.verificationCodeInvalid, value: { field: 'verificationCode' } },
    });
    expect((await security(token)).mobile).toBe('91200****');
  });

  it('refuses wrong codes and counts them: after five in fifteen minutes even the right one is refused (429)', async () => {
    const token = await tokenOf('player02');
    await askSms(token, '912345678');
    const code = await codeSentTo('+84912345678');
    for (let n = 0; n < 5; n += 1) {
      expect(await bindMobile(token, '912345678', wrongOf(code))).toMatchObject({
        status: 400,
        body: { errorCode: errorCodes.verificationCodeInvalid, message: 'Please enter the correct verification code' },
      });
    }
    expect((await bindMobile(token, '912345678', code)).status).toBe(429);
    // Once the window has passed, the code is dead all the same (five wrong tries), and long expired.
    current.now += 15 * 60_000 + 1000;
    expect((await bindMobile(token, '912345678', code)).body.errorCode).toBe(errorCodes.verificationCodeInvalid);
    expect((await security(token)).mobile).toBe('91200****');
  });

  it("refuses another member's number (mobile_taken) and the member's own, sending nothing", async () => {
    const token = await tokenOf('player02');
    expect(await askSms(token, '912000001')).toMatchObject({
      status: 400,
      body: { errorCode: errorCodes.mobileTaken, value: { field: 'mobileNum' } },
    });
    expect(await askSms(token, '912000002')).toMatchObject({
      status: 400,
      body: { errorCode: errorCodes.validationFailed, value: { field: 'mobileNum' } },
    });
    expect(await outboxOf(current.platform.app, '+84912000001')).toEqual([]);
    expect(await outboxOf(current.platform.app, '+84912000002')).toEqual([]);
  });

  it('binds the number to the member who asked for the code only; then it is taken for the others', async () => {
    const player02 = await tokenOf('player02');
    const player03 = await tokenOf('player03');
    await askSms(player02, '912345678');
    const code = await codeSentTo('+84912345678');
    expect((await bindMobile(player03, '912345678', code)).body.errorCode).toBe(errorCodes.verificationCodeInvalid);
    expect((await memberAt(current.platform, 'lotus88', 'player03')).mobile).toBe('912000003');

    expect((await bindMobile(player02, '912345678', code)).status).toBe(200);
    expect((await askSms(player03, '912345678')).body.errorCode).toBe(errorCodes.mobileTaken);
    // The number player02 had is free again.
    expect((await askSms(player03, '912000002')).status).toBe(200);
  });

  it('refuses a malformed number, an empty code, visitors and trial accounts', async () => {
    const token = await tokenOf('player02');
    expect((await askSms(token, '12ab')).body).toMatchObject({
      errorCode: errorCodes.validationFailed,
      message: 'Please enter a valid mobile number',
      value: { field: 'mobileNum' },
    });
    expect((await bindMobile(token, '912345678', ' ')).body).toMatchObject({
      errorCode: errorCodes.validationFailed,
      value: { field: 'verificationCode' },
    });
    expect((await send(endpoints.verificationOtp.path, token, { channel: 'fax', mobileNum: '912345678' })).status).toBe(
      400,
    );
    expect((await askSms(undefined, '912345678')).status).toBe(401);
    const trial = await trialToken();
    for (const refused of [await askSms(trial, '912345678'), await bindMobile(trial, '912345678', '123456')]) {
      expect(refused).toMatchObject({ status: 403, body: { errorCode: errorCodes.trialAccountRestricted } });
    }
  });

  it('limits the codes a member asks for, from any address: the eleventh in an hour is 429', async () => {
    const token = await tokenOf('player02');
    for (let n = 0; n < 10; n += 1) {
      expect((await askSms(token, `91300000${String(n)}`, `10.7.1.${String(n)}`)).status).toBe(200);
    }
    expect((await askSms(token, '913000010', '10.7.2.1')).status).toBe(429);
    expect((await askSms(await tokenOf('player03'), '913000010', '10.7.2.1')).status).toBe(200);
  });
});

describe('binding an e-mail address (verificationOtp, bindEmail)', () => {
  it('mails a code to the new address and binds it, shown masked', async () => {
    const token = await tokenOf('player02');
    expect((await askEmail(token, ' kittisak.two@example.com ')).status).toBe(200);
    const [mail] = await outboxOf(current.platform.app, 'kittisak.two@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: expect.stringContaining('verification code') });
    expect(await bindEmail(token, 'kittisak.two@example.com', mail?.code ?? '')).toMatchObject({
      status: 200,
      body: { value: { email: 'ki*****@example.com' } },
    });
    expect((await security(token)).email).toBe('ki*****@example.com');
  });

  it("refuses another member's address whatever its case (email_taken), a malformed one and a wrong code", async () => {
    const token = await tokenOf('player02');
    expect((await askEmail(token, 'Player01@Lotus88.example')).body).toMatchObject({
      errorCode: errorCodes.emailTaken,
      value: { field: 'email' },
    });
    expect((await askEmail(token, 'player02@lotus88.example')).body.errorCode).toBe(errorCodes.validationFailed);
    expect((await askEmail(token, 'not-an-address')).body).toMatchObject({
      errorCode: errorCodes.validationFailed,
      value: { field: 'email' },
    });
    await askEmail(token, 'kittisak.two@example.com');
    const code = await codeSentTo('kittisak.two@example.com');
    expect((await bindEmail(token, 'kittisak.two@example.com', wrongOf(code))).body.errorCode).toBe(
      errorCodes.verificationCodeInvalid,
    );
    expect((await security(token)).email).toBe('pl*****@lotus88.example');
  });
});

describe('the avatar (memberIcon, updateMemberIcon)', () => {
  const icon = (token: string) =>
    contractValue(current.platform.app, 'memberIcon', '', { headers: { authorization: token } });
  const choose = (token: string, chosen: unknown) =>
    send(endpoints.updateMemberIcon.path, token, { icon: chosen }, 'PUT');

  it("is the default until the member chooses one of the site's avatars; another member's stays", async () => {
    const token = await tokenOf('player02');
    expect(await icon(token)).toBe('default');
    expect((await choose(token, 3)).status).toBe(200);
    expect(await icon(token)).toBe('3');
    expect(await icon(await tokenOf('player03'))).toBe('default');
    for (const refused of ['0', '8', 'default']) {
      expect((await choose(token, refused)).body).toMatchObject({
        errorCode: errorCodes.validationFailed,
        value: { field: 'icon' },
      });
    }
    expect(await icon(token)).toBe('3');
  });

  it('refuses trial accounts, and serves every avatar the site offers as a drawing', async () => {
    expect((await choose(await trialToken(), '2')).status).toBe(403);
    const status = await contractValue(current.platform.app, 'systemStatus');
    const count = Number(status.info.gw?.PROFILE_ICON_COUNT);
    expect(count).toBe(7);
    for (const name of ['default', ...Array.from({ length: count }, (_, n) => String(n + 1))]) {
      const image = await call(current.platform.app, `/wps/media/avatar/${name}.svg`);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
      expect(await image.text()).toMatch(/^<svg [^>]*role="img"><title>/);
    }
    expect((await call(current.platform.app, `/wps/media/avatar/${String(count + 1)}.svg`)).status).toBe(404);
  });
});
