import { randomUUID } from 'node:crypto';
import { endpoints, errorCodes, idempotencyKeyHeader } from '@lobby/contract';
import { eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { deposits, memberTurnover, walletTransactions } from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, passwordLogin, sessionFor } from '../testing/testPlatform';

const current = platformPerTest();

const tokenOf = (username = 'player01', merchantCode = 'lotus88') =>
  sessionFor(current.platform, merchantCode, username);

const auth = (token: string, host = hosts.lotus) => ({ host, headers: { authorization: token } });

const mainBalance = async (token: string, host = hosts.lotus) =>
  (await contractValue(current.platform.app, 'allWalletBalances', '', auth(token, host))).balances.find(
    (row) => Number(row.accountTypeId) === 2,
  )?.availBalance;
const records = (token: string, host = hosts.lotus) =>
  contractValue(current.platform.app, 'depositRecords', '?page=1&size=20', auth(token, host));

function post(path: string, token: string, json: unknown, key: string | undefined = randomUUID(), host = hosts.lotus) {
  return call(current.platform.app, path, {
    method: 'POST',
    host,
    json,
    headers: { authorization: token, ...(key === undefined ? {} : { [idempotencyKeyHeader]: key }) },
  });
}

const dev = (path: string, json: unknown) => call(current.platform.app, path, { method: 'POST', json });

/** player01's online deposit of `amount` at lotus (VND) through the QR channel (50,000 to 20,000,000). */
const depositPG = (token: string, amount: unknown, extra: Record<string, unknown> = {}, key?: string) =>
  post(
    endpoints.newDepositPG.path,
    token,
    { targetUsername: 'player01', amount, bankCode: 'QRPAY', bankType: 'QR', vendorId: 901, ...extra },
    key,
  );

/** A bank transfer of `amount` to lotus's receiving account (100,000 to 100,000,000). */
const depositMT = (token: string, amount: unknown, extra: Record<string, unknown> = {}, key?: string) =>
  post(
    endpoints.newDepositBankTransfer.path,
    token,
    { amount, bankCode: 'TCB', remarks: 'from my VCB', ...extra },
    key,
  );

async function madePG(token: string, amount: number): Promise<{ depositId: number; redirectUrl: string }> {
  const answer = await depositPG(token, amount);
  expect(answer.status).toBe(200);
  return (await envelope(answer)).value as { depositId: number; redirectUrl: string };
}

/** Posts the payment page's form, as its Pay or Cancel button does. */
const answerPage = (url: string, action: 'pay' | 'cancel', key = randomUUID()) =>
  call(current.platform.app, url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, idempotencyKey: key }).toString(),
  });

async function ledgerSum(username: string, merchantCode = 'lotus88'): Promise<number> {
  const member = await memberAt(current.platform, merchantCode, username);
  const [row] = await current.platform.platform.db
    .select({ sum: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)` })
    .from(walletTransactions)
    .where(sql`${walletTransactions.memberId} = ${member.id} and ${walletTransactions.accountTypeId} = 2`);
  return Number(row?.sum) / 100;
}

/** The member's deposit total and required turnover, in units. */
async function turnover(username: string): Promise<{ deposits: number; required: number }> {
  const member = await memberAt(current.platform, 'lotus88', username);
  const [row] = await current.platform.platform.db
    .select({ deposits: memberTurnover.depositTotal, required: memberTurnover.requiredTurnover })
    .from(memberTurnover)
    .where(eq(memberTurnover.memberId, member.id));
  return { deposits: (row?.deposits ?? 0) / 100, required: (row?.required ?? 0) / 100 };
}

function pngDataUrl(): string {
  const image = new PNG({ width: 4, height: 3 });
  image.data.fill(200);
  return `data:image/png;base64,${PNG.sync.write(image).toString('base64')}`;
}

describe('deposit settings and methods', () => {
  it('answer deposits open, the successful count, presets, promotions and each method with its channels', async () => {
    const token = await tokenOf();
    const settings = await contractValue(current.platform.app, 'depositSettings', '', auth(token));
    expect(settings).toMatchObject({
      allowDeposit: 'Y',
      depositOffMessage: null,
      totalDepositSuccessCount: 1,
      amountPresets: [100_000, 500_000, 1_000_000, 5_000_000],
    });
    expect(settings.promotions.length).toBeGreaterThan(0);
    const methods = await contractValue(current.platform.app, 'depositBanksList', '', auth(token));
    expect(Object.keys(methods)).toEqual(['MT', 'PG']);
    expect(methods.PG?.channels.map((row) => [row.bankCode, row.minAmount, row.maxAmount])).toEqual([
      ['QRPAY', 50_000, 20_000_000],
      ['VCB', 100_000, 50_000_000],
    ]);
    expect(methods.MT?.channels[0]).toMatchObject({
      bankCode: 'TCB',
      bankName: 'Techcombank',
      accountName: expect.stringContaining('Payments Ltd'),
      accountNumber: expect.stringMatching(/^\d{12}$/),
      bankBranch: 'Head office',
    });
  });

  it('need a session', async () => {
    expect((await call(current.platform.app, endpoints.depositSettings.path)).status).toBe(401);
    expect((await call(current.platform.app, endpoints.depositBanksList.path)).status).toBe(401);
  });
});

describe('online deposit (newDepositPG) and the payment page', () => {
  it('Pay credits the main wallet once, with a ledger row, and counts toward the deposit total', async () => {
    const token = await tokenOf();
    const { depositId, redirectUrl } = await madePG(token, 300_000.5);
    expect(redirectUrl).toMatch(/^\/wps\/pay\/[A-Za-z0-9_-]{32}$/);
    expect((await records(token)).list[0]).toMatchObject({ depositId, status: 'PENDING', amount: 300_000.5 });

    const page = await call(current.platform.app, redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Lotus');
    expect(html).toContain('300,000.50');
    expect(html).toMatch(/<button type="submit">Pay<\/button>/);
    expect(html).toMatch(/<button type="submit">Cancel<\/button>/);

    const before = await turnover('player01');
    const paid = await answerPage(redirectUrl, 'pay');
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Payment received');
    expect(await mainBalance(token)).toBe(2_300_000.5);
    expect(await ledgerSum('player01')).toBe(2_300_000.5);
    // Counted as deposited, and to be played through once before it can be withdrawn.
    expect(await turnover('player01')).toEqual({
      deposits: before.deposits + 300_000.5,
      required: before.required + 300_000.5,
    });
    expect((await records(token)).list[0]).toMatchObject({ depositId, status: 'SUCCESSFUL' });
    // Cancel after Pay changes nothing.
    await answerPage(redirectUrl, 'cancel');
    expect(await mainBalance(token)).toBe(2_300_000.5);
  });

  it('Cancel fails the deposit and moves nothing; Pay afterwards moves nothing either', async () => {
    const token = await tokenOf();
    const { depositId, redirectUrl } = await madePG(token, 100_000);
    expect(await (await answerPage(redirectUrl, 'cancel')).text()).toContain('Payment cancelled');
    await answerPage(redirectUrl, 'pay');
    expect(await mainBalance(token)).toBe(2_000_000);
    expect((await records(token)).list[0]).toMatchObject({ depositId, status: 'FAILED' });
  });

  it('50 concurrent Pay submissions credit once', async () => {
    const token = await tokenOf();
    const { redirectUrl } = await madePG(token, 1_000_000);
    const sameKey = randomUUID();
    await Promise.all([
      ...Array.from({ length: 40 }, () => answerPage(redirectUrl, 'pay')),
      ...Array.from({ length: 10 }, () => answerPage(redirectUrl, 'pay', sameKey)),
    ]);
    expect(await mainBalance(token)).toBe(3_000_000);
    expect(await ledgerSum('player01')).toBe(3_000_000);
    const member = await memberAt(current.platform, 'lotus88', 'player01');
    const rows = await current.platform.platform.db
      .select()
      .from(walletTransactions)
      .where(sql`${walletTransactions.memberId} = ${member.id} and ${walletTransactions.kind} = 'deposit'`);
    expect(rows).toHaveLength(2);
  });

  it('an unknown token, or a form without its key, pays nothing', async () => {
    expect((await call(current.platform.app, '/wps/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const token = await tokenOf();
    const { redirectUrl } = await madePG(token, 100_000);
    const keyless = await call(current.platform.app, redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect(keyless.status).toBe(400);
    expect(await mainBalance(token)).toBe(2_000_000);
  });

  it.each([
    ['letters', 'abc', errorCodes.validationFailed],
    ['more decimals than the currency has', 100_000.005, errorCodes.depositAmountInvalid],
    ['zero', 0, errorCodes.depositAmountInvalid],
    ['a negative amount', -100_000, errorCodes.depositAmountInvalid],
    ['under the channel minimum', 49_999.99, errorCodes.depositAmountBelowMinimum],
    ['over the channel maximum', 20_000_000.01, errorCodes.depositAmountExceed],
  ])('refuses %s and makes no deposit', async (_what, amount, code) => {
    const token = await tokenOf();
    const refused = await depositPG(token, amount);
    expect(refused.status).toBe(400);
    expect(await envelope(refused)).toMatchObject({ success: false, errorCode: code });
    expect((await records(token)).totalCount).toBe(2);
  });

  it('says the contract\u2019s words over the maximum, and refuses while deposits are off with the message', async () => {
    const token = await tokenOf();
    expect(await envelope(await depositPG(token, 20_000_001))).toMatchObject({
      message: 'deposit amount must not be exceed',
      value: { data: { maxAmount: 20_000_000 } },
    });
    await dev('/__dev/merchants/lotus88/deposit-settings', { allowDeposit: false, depositOffMessage: 'Back at 6 pm.' });
    expect(await contractValue(current.platform.app, 'depositSettings', '', auth(token))).toMatchObject({
      allowDeposit: 'N',
      depositOffMessage: 'Back at 6 pm.',
    });
    for (const refused of [await depositPG(token, 100_000), await depositMT(token, 100_000)]) {
      expect(await envelope(refused)).toMatchObject({
        errorCode: errorCodes.depositNotAllowed,
        value: { data: { depositOffMessage: 'Back at 6 pm.' } },
      });
    }
  });

  it('refuses an unknown channel, another member as target, a promotion not offered, and a missing key', async () => {
    const token = await tokenOf();
    expect(await envelope(await depositPG(token, 100_000, { bankCode: 'NOPE' }))).toMatchObject({
      errorCode: errorCodes.depositChannelNotFound,
    });
    expect(await envelope(await depositPG(token, 100_000, { targetUsername: 'player02' }))).toMatchObject({
      errorCode: errorCodes.validationFailed,
      value: { field: 'targetUsername' },
    });
    expect(await envelope(await depositPG(token, 100_000, { promotionId: 999_999 }))).toMatchObject({
      value: { field: 'promotionId' },
    });
    expect(await envelope(await depositPG(token, 100_000, {}, ''))).toMatchObject({
      errorCode: errorCodes.idempotencyKeyRequired,
    });
    expect((await records(token)).totalCount).toBe(2);
  });

  it('a replayed key makes one deposit and answers the first answer; another amount with it is refused', async () => {
    const token = await tokenOf();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => depositPG(token, 200_000, {}, key)));
    const values = await Promise.all(answers.map(async (answer) => (await envelope(answer)).value));
    for (const value of values) expect(value).toEqual(values[0]);
    expect((await records(token)).totalCount).toBe(3);
    const other = await depositPG(token, 200_001, {}, key);
    expect(await envelope(other)).toMatchObject({ errorCode: errorCodes.idempotencyKeyReused });
  });

  it('takes a promotion the settings offer', async () => {
    const token = await tokenOf();
    const [promotion] = (await contractValue(current.platform.app, 'depositSettings', '', auth(token))).promotions;
    const answer = await depositPG(token, 100_000, { promotionId: promotion?.promotionId });
    expect(answer.status).toBe(200);
    expect((await records(token)).list[0]?.promotionId).toBe(promotion?.promotionId);
  });
});

describe('bank transfer, its task and receipt', () => {
  it('answers the receiving account, stays pending until approved (credited once), rejected moves nothing', async () => {
    const token = await tokenOf();
    const made = await depositMT(token, 250_000);
    expect(made.status).toBe(200);
    const value = (await envelope(made)).value as { depositId: number };
    expect(value).toMatchObject({
      status: 'PENDING',
      amount: 250_000,
      remarks: 'from my VCB',
      bankChName: 'Techcombank',
      receiverNamePinyin: expect.stringContaining('Payments Ltd'),
      bankBranch: 'Head office',
    });
    const task = await post(endpoints.createDepositTask.path, token, { depositId: value.depositId });
    expect((await envelope(task)).value).toMatchObject({ depositId: value.depositId, taskCreated: true });
    const decide = (action: string) => dev(`/__dev/merchants/lotus88/deposits/${value.depositId}`, { action });
    const approvals = await Promise.all([decide('approve'), decide('approve'), decide('reject')]);
    expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const status = (await records(token)).list[0]?.status;
    expect(await mainBalance(token)).toBe(status === 'SUCCESSFUL' ? 2_250_000 : 2_000_000);
    expect(await ledgerSum('player01')).toBe(await mainBalance(token));

    const other = (await envelope(await depositMT(token, 150_000))).value as { depositId: number };
    expect((await dev(`/__dev/merchants/lotus88/deposits/${other.depositId}`, { action: 'reject' })).status).toBe(200);
    expect((await dev(`/__dev/merchants/siam99/deposits/${value.depositId}`, { action: 'approve' })).status).toBe(409);
    expect((await records(token)).list[0]).toMatchObject({ depositId: other.depositId, status: 'FAILED' });
  });

  it('lists a transfer not yet said made with its receiving account, to continue it; once made, without', async () => {
    const token = await tokenOf();
    const value = (await envelope(await depositMT(token, 250_000))).value as {
      depositId: number;
      accountNumber: string;
    };
    const listed = async () => (await records(token)).list.find((row) => row.depositId === value.depositId);
    expect(await listed()).toMatchObject({
      method: 'MT',
      status: 'PENDING',
      taskCreated: false,
      bankName: 'Techcombank',
      receiverNamePinyin: expect.stringContaining('Payments Ltd'),
      accountNumber: value.accountNumber,
      bankBranch: 'Head office',
    });
    await post(endpoints.createDepositTask.path, token, { depositId: value.depositId });
    const made = await listed();
    expect(made).toMatchObject({ taskCreated: true });
    expect(made).not.toHaveProperty('accountNumber');
    const online = (await records(token)).list.find((row) => row.method === 'PG');
    expect(online).not.toHaveProperty('accountNumber');
  });

  it('keeps a receipt picture for its owner only; refuses a fake picture, one too large, and settled deposits', async () => {
    const token = await tokenOf();
    const { depositId } = (await envelope(await depositMT(token, 250_000))).value as { depositId: number };
    const image = pngDataUrl();
    const uploaded = await post(endpoints.depositUploadImage.path, token, { depositId, image });
    expect((await envelope(uploaded)).value).toMatchObject({ depositId, receipt: true });
    const receipt = await contractValue(current.platform.app, 'depositReceipt', `?depositId=${depositId}`, auth(token));
    expect(receipt.image).toBe(image);

    const stranger = await tokenOf('player02');
    const peek = await call(
      current.platform.app,
      `${endpoints.depositReceipt.path}?depositId=${depositId}`,
      auth(stranger),
    );
    expect(await envelope(peek)).toMatchObject({ errorCode: errorCodes.depositNotFound });
    const overwrite = await post(endpoints.depositUploadImage.path, stranger, { depositId, image });
    expect(await envelope(overwrite)).toMatchObject({ errorCode: errorCodes.depositNotFound });
    const task = await post(endpoints.createDepositTask.path, stranger, { depositId });
    expect(await envelope(task)).toMatchObject({ errorCode: errorCodes.depositNotFound });

    const fake = `data:image/png;base64,${Buffer.from('GIF89a not a png at all').toString('base64')}`;
    expect(
      await envelope(await post(endpoints.depositUploadImage.path, token, { depositId, image: fake })),
    ).toMatchObject({
      errorCode: errorCodes.validationFailed,
      value: { field: 'image' },
    });
    const huge = `data:image/png;base64,${'A'.repeat(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 8)}`;
    const tooLarge = await post(endpoints.depositUploadImage.path, token, { depositId, image: huge });
    expect([400, 413]).toContain(tooLarge.status);

    await dev(`/__dev/merchants/lotus88/deposits/${depositId}`, { action: 'approve' });
    expect(await envelope(await post(endpoints.depositUploadImage.path, token, { depositId, image }))).toMatchObject({
      errorCode: errorCodes.depositNotPending,
    });
  });
});

describe('deposit records', () => {
  it('are the member\u2019s own, newest first, paged', async () => {
    const token = await tokenOf();
    const seeded = await records(token);
    expect(seeded.list.map((row) => [row.method, row.status])).toEqual([
      ['MT', 'PENDING'],
      ['PG', 'SUCCESSFUL'],
    ]);
    await madePG(token, 100_000);
    const paged = await contractValue(current.platform.app, 'depositRecords', '?page=2&size=2', auth(token));
    expect(paged).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(paged.list.map((row) => row.method)).toEqual(['PG']);
    const theirs = await records(await tokenOf('player03'));
    expect(theirs.totalCount).toBe(0);
  });
});

describe('deposit limits', () => {
  const limits = (token: string) => contractValue(current.platform.app, 'depositLimits', '', auth(token));
  const setLimits = async (token: string, json: unknown) => {
    const answer = await post(endpoints.setDepositLimits.path, token, json);
    expect(answer.status).toBe(200);
    return (await envelope(answer)).value;
  };

  it('a lower limit applies at once and refuses a deposit past it (pending deposits count), online and bank', async () => {
    const token = await tokenOf();
    expect(await limits(token)).toMatchObject({ daily: { limit: null, used: 0, pendingLimit: null } });
    await setLimits(token, { daily: 500_000 });
    await madePG(token, 300_000);
    for (const refused of [await depositPG(token, 200_000.01), await depositMT(token, 200_000.01)]) {
      expect(await envelope(refused)).toMatchObject({
        errorCode: errorCodes.depositLimitExceeded,
        value: { data: { period: 'daily', limit: 500_000, used: 300_000 } },
      });
    }
    expect((await depositMT(token, 200_000)).status).toBe(200);
    expect((await limits(token)).daily).toMatchObject({ limit: 500_000, used: 500_000 });
    // A day later the window is empty again.
    current.now += 24 * 60 * 60 * 1000 + 1;
    expect((await depositPG(await tokenOf(), 200_000)).status).toBe(200);
  });

  it('a raise (or none) waits 24 hours on the platform clock and is shown meanwhile', async () => {
    const token = await tokenOf();
    await setLimits(token, { weekly: 300_000, monthly: 1_000_000 });
    const raised = await setLimits(token, { weekly: 1_000_000, monthly: null });
    expect(raised).toMatchObject({
      weekly: { limit: 300_000, pendingLimit: 1_000_000, pendingFrom: current.now + 24 * 60 * 60 * 1000 },
      monthly: { limit: 1_000_000, pendingLimit: null, pendingFrom: current.now + 24 * 60 * 60 * 1000 },
    });
    expect(await envelope(await depositPG(token, 300_001))).toMatchObject({
      errorCode: errorCodes.depositLimitExceeded,
    });
    current.now += 24 * 60 * 60 * 1000;
    const later = await tokenOf();
    expect(await limits(later)).toMatchObject({
      weekly: { limit: 1_000_000, pendingLimit: null, pendingFrom: null },
      monthly: { limit: null },
    });
    expect((await depositPG(later, 300_001)).status).toBe(200);
  });

  it('concurrent deposits never pass a limit together', async () => {
    const token = await tokenOf();
    await setLimits(token, { daily: 1_000_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => depositPG(token, 100_000)));
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok).toHaveLength(10);
    expect((await limits(token)).daily.used).toBe(1_000_000);
  });

  it('refuses a limit that is not an amount', async () => {
    const token = await tokenOf();
    const refused = await post(endpoints.setDepositLimits.path, token, { daily: -5 });
    expect(await envelope(refused)).toMatchObject({
      errorCode: errorCodes.validationFailed,
      value: { field: 'daily' },
    });
  });
});

describe('time-out and self-exclusion', () => {
  it('ends the session at once and refuses login until the end, with the end time', async () => {
    const token = await tokenOf('player03');
    const answer = await post(endpoints.selfExclude.path, token, { period: '7D' });
    const until = current.now + 7 * 24 * 60 * 60 * 1000;
    expect((await envelope(answer)).value).toEqual({ until });
    expect((await call(current.platform.app, endpoints.depositRecords.path, auth(token))).status).toBe(401);
    const login = () => passwordLogin(current.platform, 'player03', 'Player#2026', { host: hosts.lotus });
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.selfExcluded, value: { data: { until } } });
    current.now = until;
    expect((await login()).status).toBe(200);
  });
});

describe('transfer to upline', () => {
  const transfer = (token: string, amount: unknown, password = '246810', key?: string) =>
    post(endpoints.transferToUpline.path, token, { amount, password }, key);

  async function withPaymentPassword(username: string): Promise<string> {
    const token = await tokenOf(username);
    await post(endpoints.setPaymentPassword.path, token, {
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    return token;
  }

  it('moves the amount to the upline with two ledger rows; names the upline', async () => {
    const token = await withPaymentPassword('player02');
    expect(await contractValue(current.platform.app, 'uplineInfo', '', auth(token))).toEqual({
      uplineName: 'Agent One',
    });
    const answer = await transfer(token, 150_000.25);
    expect((await envelope(answer)).value).toEqual({ successAmount: 150_000.25, uplineName: 'Agent One' });
    expect(await mainBalance(token)).toBe(1_849_999.75);
    expect(await mainBalance(await tokenOf('agent01'))).toBe(2_150_000.25);
    expect(await ledgerSum('player02')).toBe(1_849_999.75);
    expect(await ledgerSum('agent01')).toBe(2_150_000.25);
  });

  it('refuses a member without an upline, a wrong payment password, bad amounts, a missing key', async () => {
    const own = await withPaymentPassword('player01');
    expect(await envelope(await transfer(own, 100))).toMatchObject({ errorCode: errorCodes.uplineNotFound });
    const token = await withPaymentPassword('player02');
    expect(await envelope(await transfer(token, 100, '975318'))).toMatchObject({
      errorCode: errorCodes.invalidPaymentPassword,
    });
    for (const amount of [0, -1, 10.005]) {
      expect(await envelope(await transfer(token, amount))).toMatchObject({
        errorCode: errorCodes.transferAmountInvalid,
      });
    }
    expect(await envelope(await transfer(token, 2_000_000.01))).toMatchObject({
      errorCode: errorCodes.transferBalanceNotEnough,
    });
    expect(await envelope(await transfer(token, 100, '246810', ''))).toMatchObject({
      errorCode: errorCodes.idempotencyKeyRequired,
    });
    expect(await mainBalance(token)).toBe(2_000_000);
  });

  it('a replayed key moves once and answers the first answer', async () => {
    const token = await withPaymentPassword('player02');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(token, 100_000, '246810', key)));
    const values = await Promise.all(answers.map(async (answer) => (await envelope(answer)).value));
    for (const value of values) expect(value).toEqual(values[0]);
    expect(await mainBalance(token)).toBe(1_900_000);
  });

  it('50 concurrent transfers against a small balance never overspend', async () => {
    const token = await withPaymentPassword('player02');
    await dev('/__dev/merchants/lotus88/members/player02/balance', { amount: 1_000_000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => transfer(token, 100_000)));
    const codes = await Promise.all(answers.map(async (answer) => (await envelope(answer)).errorCode ?? 'ok'));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
    expect(codes.filter((code) => code === errorCodes.transferBalanceNotEnough)).toHaveLength(40);
    expect(await mainBalance(token)).toBe(0);
    expect(await ledgerSum('player02')).toBe(0);
    expect(await ledgerSum('agent01')).toBe(3_000_000);
  });
});

describe('ownership', () => {
  it('another member\u2019s deposit id answers as none on every call that takes one', async () => {
    const token = await tokenOf();
    const { depositId } = (await envelope(await depositMT(token, 250_000))).value as { depositId: number };
    const stranger = await tokenOf('player02', 'lotus88');
    const siam = await tokenOf('player01', 'siam99');
    for (const who of [stranger, siam]) {
      const host = who === siam ? hosts.siam : hosts.lotus;
      expect(
        await envelope(await post(endpoints.createDepositTask.path, who, { depositId }, undefined, host)),
      ).toMatchObject({
        errorCode: errorCodes.depositNotFound,
      });
    }
    const [row] = await current.platform.platform.db.select().from(deposits).where(eq(deposits.id, depositId));
    expect(row?.taskCreatedAt).toBeNull();
  });
});
