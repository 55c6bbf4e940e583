import { endpoints, errorCodes } from '@lobby/contract';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, outboxOf, sessionFor, solvedSlider } from '../testing/testPlatform';

const current = platformPerTest();

const tokenOf = (username = 'player01', merchantCode = 'lotus88') =>
  sessionFor(current.platform, merchantCode, username);

const security = (token: string, host = hosts.lotus) =>
  contractValue(current.platform.app, 'securityConfig', '', { host, headers: { authorization: token } });

function post(path: string, token: string, json: unknown, host = hosts.lotus) {
  return call(current.platform.app, path, { method: 'POST', host, json, headers: { authorization: token } });
}

const setPassword = (token: string, paymentPassword: string, confirm = paymentPassword) =>
  post(endpoints.setPaymentPassword.path, token, { paymentPassword, confirmPaymentPassword: confirm });

const resetPassword = (token: string, json: Record<string, string>) =>
  post(endpoints.resetPaymentPassword.path, token, json);

describe('security info (securityConfig)', () => {
  it('shows what is bound, masked, and whether a payment password is set; never the password', async () => {
    const token = await tokenOf('player02');
    expect(await security(token)).toEqual({
      mobile: '91200****',
      email: 'pl*****@lotus88.example',
      payeeName: null,
      paymentPasswordSet: false,
    });
    expect((await setPassword(token, '246813')).status).toBe(200);
    const after = await security(token);
    expect(after.paymentPasswordSet).toBe(true);
    expect(JSON.stringify(after)).not.toContain('246813');
    // siam asks for the payee name at registration: shown by its first letter only.
    expect((await security(await tokenOf('player02', 'siam99'), hosts.siam)).payeeName).toBe('K*****');
  });

  it('refuses visitors and trial accounts', async () => {
    expect((await call(current.platform.app, endpoints.securityConfig.path)).status).toBe(401);
    const trial = await envelope(
      await call(current.platform.app, '/wps/session/login/freeplay', { method: 'POST', json: {} }),
    );
    const refused = await call(current.platform.app, endpoints.securityConfig.path, {
      headers: { authorization: (trial.value as { token: string }).token },
    });
    expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.trialAccountRestricted });
  });
});

describe('setting the payment password (setWithdrawPassword)', () => {
  it.each([
    ['12345', 'paymentPassword', errorCodes.passwordInvalid],
    ['12a456', 'paymentPassword', errorCodes.passwordInvalid],
    ['1234567', 'paymentPassword', errorCodes.passwordInvalid],
    ['111111', 'paymentPassword', errorCodes.passwordInvalid],
    ['123456', 'paymentPassword', errorCodes.passwordInvalid],
    ['', 'paymentPassword', errorCodes.validationFailed],
  ])('refuses %o (%s) and stores nothing', async (password, field, code) => {
    const token = await tokenOf('player02');
    const refused = await setPassword(token, password);
    expect(refused.status).toBe(400);
    expect(await envelope(refused)).toMatchObject({ errorCode: code, value: { field } });
    expect((await security(token)).paymentPasswordSet).toBe(false);
  });

  it('refuses a confirmation that differs, then sets it once: a second setting is payment_password_exists', async () => {
    const token = await tokenOf('player02');
    expect(await envelope(await setPassword(token, '246813', '246814'))).toMatchObject({
      errorCode: errorCodes.validationFailed,
      value: { field: 'confirmPaymentPassword' },
    });
    const answers = await Promise.all([setPassword(token, '246813'), setPassword(token, '975318')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const again = await setPassword(token, '135792');
    expect(await envelope(again)).toMatchObject({ errorCode: errorCodes.paymentPasswordExists });
  });
});

describe('resetting the payment password (resetPaymentPasswordv2)', () => {
  it('takes the login password, and refuses a wrong one without changing anything', async () => {
    const token = await tokenOf('player02');
    await setPassword(token, '246813');
    const wrong = await resetPassword(token, {
      paymentPassword: '975318',
      confirmPaymentPassword: '975318',
      loginPassword: 'Wrong#2026',
    });
    expect(await envelope(wrong)).toMatchObject({
      errorCode: errorCodes.passwordInvalid,
      value: { field: 'loginPassword' },
    });
    const right = await resetPassword(token, {
      paymentPassword: '975318',
      confirmPaymentPassword: '975318',
      loginPassword: 'Player#2026',
    });
    expect(right.status).toBe(200);
    expect((await security(token)).paymentPasswordSet).toBe(true);
  });

  it('takes the SMS code of the member\u2019s own number, once', async () => {
    const token = await tokenOf('player02');
    const sent = await call(current.platform.app, '/wps/verification/sms/noLogin', {
      method: 'POST',
      json: {
        mobileNum: '912000002',
        countryDialingCode: '84',
        ...(await solvedSlider(current.platform.app, 'sms')),
      },
    });
    expect(sent.status).toBe(200);
    const [message] = await outboxOf(current.platform.app, '912000002');
    const body = { paymentPassword: '975318', confirmPaymentPassword: '975318', verificationCode: message?.code ?? '' };
    expect((await resetPassword(token, body)).status).toBe(200);
    expect((await security(token)).paymentPasswordSet).toBe(true);
    expect(await envelope(await resetPassword(token, body))).toMatchObject({
      errorCode: errorCodes.verificationCodeInvalid,
    });
  });

  it('needs a proof', async () => {
    const token = await tokenOf('player02');
    const none = await resetPassword(token, { paymentPassword: '975318', confirmPaymentPassword: '975318' });
    expect(await envelope(none)).toMatchObject({
      errorCode: errorCodes.validationFailed,
      value: { field: 'loginPassword' },
    });
    expect((await security(token)).paymentPasswordSet).toBe(false);
  });
});
