import { randomUUID } from 'node:crypto';
import { endpoints, errorCodes, idempotencyKeyHeader } from '@lobby/contract';
import { eq, sql } from 'drizzle-orm';
import { members, walletTransactions } from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';

const current = platformPerTest();

const tokenOf = (username = 'player01', merchantCode = 'lotus88') =>
  sessionFor(current.platform, merchantCode, username);

const auth = (token: string, host = hosts.lotus) => ({ host, headers: { authorization: token } });

const wallets = (token: string, host = hosts.lotus) =>
  contractValue(current.platform.app, 'allWalletBalances', '', auth(token, host));
const mainBalance = async (token: string, host = hosts.lotus) =>
  (await wallets(token, host)).balances.find((row) => Number(row.accountTypeId) === 2)?.availBalance;
const records = (token: string, host = hosts.lotus) =>
  contractValue(current.platform.app, 'withdrawRecords', '?page=1&size=20', auth(token, host));

function post(path: string, token: string, json: unknown, key: string | undefined = randomUUID(), host = hosts.lotus) {
  return call(current.platform.app, path, {
    method: 'POST',
    host,
    json,
    headers: { authorization: token, ...(key === undefined ? {} : { [idempotencyKeyHeader]: key }) },
  });
}

const dev = (path: string, json: unknown) => call(current.platform.app, path, { method: 'POST', json });

async function firstCard(token: string, host = hosts.lotus): Promise<number> {
  const [card] = await contractValue(current.platform.app, 'bankCards', '', auth(token, host));
  return Number(card?.id);
}

/** player01's withdrawal of `amount` (lotus: VND, limits 100,000 to 50,000,000) to the first card. */
async function withdraw(token: string, amount: unknown, extra: Record<string, unknown> = {}, key?: string) {
  const body = { amount, bankCardId: await firstCard(token), password: '246810', currentWithdrawType: 'BC', ...extra };
  return post(endpoints.withdraw.path, token, body, key);
}

async function ledgerSum(username: string, merchantCode = 'lotus88'): Promise<number> {
  const member = await memberAt(current.platform, merchantCode, username);
  const [row] = await current.platform.platform.db
    .select({ sum: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)` })
    .from(walletTransactions)
    .where(sql`${walletTransactions.memberId} = ${member.id} and ${walletTransactions.accountTypeId} = 2`);
  return Number(row?.sum) / 100;
}

const setMain = (username: string, amount: number, code = 'lotus88') =>
  dev(`/__dev/merchants/${code}/members/${username}/balance`, { amount });

describe('withdraw settings and charges', () => {
  it("answer the merchant's limits under both names, the charge rule and the free withdrawals left", async () => {
    const token = await tokenOf();
    const settings = await contractValue(current.platform.app, 'withdrawSettings', '?groupId=0', auth(token));
    expect(settings).toMatchObject({
      minimumAmount: 100_000,
      maximumAmount: 50_000_000,
      minWithdrawal: 100_000,
      maxWithdrawal: 50_000_000,
      chargeRate: 1.5,
      minimumCharge: 5000,
      freeWithdrawalsPerDay: 1,
      freeWithdrawalsLeft: 1,
      c2cEnabled: false,
    });
    const free = await contractValue(current.platform.app, 'withdrawCharges', '?amount=200000', auth(token));
    expect(free).toEqual({ amount: 200_000, withdrawCharges: 0, actualAmount: 200_000 });
    expect((await withdraw(token, 200_000)).status).toBe(200);
    const charged = await contractValue(current.platform.app, 'withdrawCharges', '?amount=200000', auth(token));
    expect(charged).toEqual({ amount: 200_000, withdrawCharges: 5000, actualAmount: 195_000 });
    const rated = await contractValue(current.platform.app, 'withdrawCharges', '?amount=1000000.01', auth(token));
    expect(rated).toEqual({ amount: 1_000_000.01, withdrawCharges: 15_000.01, actualAmount: 985_000 });
  });
});

describe('withdraw (MCSFE_withdraw)', () => {
  it('holds the amount from the main wallet at once, with a ledger row, and lists the withdrawal as pending', async () => {
    const token = await tokenOf();
    const answer = await withdraw(token, 150_000.5);
    expect(answer.status).toBe(200);
    const value = (await envelope(answer)).value as { withdrawId: number };
    expect(value).toMatchObject({ status: 'PENDING', amount: 150_000.5, withdrawCharges: 0, actualAmount: 150_000.5 });
    expect(await mainBalance(token)).toBe(1_849_999.5);
    expect(await ledgerSum('player01')).toBe(1_849_999.5);
    const list = await records(token);
    expect(list.list.map((row) => [row.status, row.amount])).toEqual([
      ['PENDING', 150_000.5],
      ['REJECTED', 100_000],
      ['APPROVED', 200_000],
    ]);
    expect(list.list[0]).toMatchObject({
      withdrawId: value.withdrawId,
      bankName: 'Vietcombank',
      cardNumber: '********0001',
    });
  });

  it.each([
    ['letters', 'abc', errorCodes.validationFailed],
    ['more decimals than the currency has', 150_000.005, errorCodes.withdrawAmountInvalid],
    ['zero', 0, errorCodes.withdrawAmountInvalid],
    ['a negative amount', -150_000, errorCodes.withdrawAmountInvalid],
    ['under the minimum', 99_999.99, errorCodes.withdrawAmountOutOfRange],
    ['over the maximum', 50_000_000.01, errorCodes.withdrawAmountOutOfRange],
    ['more than the main balance', 2_000_000.01, errorCodes.withdrawBalanceNotEnough],
  ])('refuses %s and moves nothing', async (_what, amount, code) => {
    const token = await tokenOf();
    const refused = await withdraw(token, amount);
    expect(refused.status).toBe(400);
    expect(await envelope(refused)).toMatchObject({ success: false, errorCode: code });
    expect(await mainBalance(token)).toBe(2_000_000);
    expect((await records(token)).totalCount).toBe(2);
  });

  it('refuses a wrong payment password (invalid.payment.pw), then too many of them (429)', async () => {
    const token = await tokenOf();
    for (let n = 0; n < 5; n++) {
      const wrong = await withdraw(token, 150_000, { password: '975318' });
      expect(await envelope(wrong)).toMatchObject({ errorCode: errorCodes.invalidPaymentPassword });
    }
    expect((await withdraw(token, 150_000)).status).toBe(429);
    expect(await mainBalance(token)).toBe(2_000_000);
  });

  it('refuses without a payment password set (not.exists.payment.password)', async () => {
    const token = await tokenOf('player03');
    await post(endpoints.addBankCard.path, token, {
      bankCode: 'VCB',
      accountName: 'Kittisak Three',
      cardNumber: '970400001111',
    });
    const refused = await withdraw(token, 150_000);
    expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.paymentPasswordNotExists });
  });

  it('refuses turnover not reached, with the required and the actual turnover', async () => {
    const token = await tokenOf('player02');
    await post(endpoints.setPaymentPassword.path, token, {
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    const refused = await withdraw(token, 150_000);
    expect(await envelope(refused)).toMatchObject({
      errorCode: errorCodes.withdrawTurnoverNotEnough,
      value: { data: { requiredTurnover: 5_000_000, actualTurnover: 1_200_000 } },
    });
    await dev('/__dev/merchants/lotus88/members/player02/turnover', { actualTurnover: 5_000_000 });
    expect((await withdraw(token, 150_000)).status).toBe(200);
  });

  it('refuses deposits short of the requirement, and missing member information, listing what is missing', async () => {
    const token = await tokenOf();
    await dev('/__dev/merchants/lotus88/members/player01/turnover', { depositTotal: 99_999.99 });
    expect(await envelope(await withdraw(token, 150_000))).toMatchObject({
      errorCode: errorCodes.requiredDepositAmountNotReached,
      value: { data: { requiredDepositAmount: 100_000, depositAmount: 99_999.99 } },
    });
    await dev('/__dev/merchants/lotus88/members/player01/turnover', { depositTotal: 100_000 });
    const member = await memberAt(current.platform, 'lotus88', 'player01');
    await current.platform.platform.db.update(members).set({ mobile: null }).where(eq(members.id, member.id));
    const incomplete = await withdraw(await tokenOf(), 150_000);
    expect(await envelope(incomplete)).toMatchObject({
      errorCode: errorCodes.requiredMemberInformationIncomplete,
      value: { data: ['required_mobile_no'] },
    });
    expect(await mainBalance(token)).toBe(2_000_000);
  });

  it("lists what the merchant's required information asks and the profile lacks, set through the dev endpoint", async () => {
    const token = await tokenOf();
    const set = await dev('/__dev/merchants/lotus88/withdraw-settings', {
      requiredInfo: ['required_address', 'required_mobile_no', 'required_qq'],
    });
    expect((await envelope(set)).value).toMatchObject({
      requiredInfo: ['required_address', 'required_mobile_no', 'required_qq'],
      c2cEnabled: false,
    });
    expect(await envelope(await withdraw(token, 150_000))).toMatchObject({
      errorCode: errorCodes.requiredMemberInformationIncomplete,
      value: { data: ['required_address', 'required_qq'] },
    });
    expect((await dev('/__dev/merchants/lotus88/withdraw-settings', { requiredInfo: ['required_fax'] })).status).toBe(
      400,
    );
    await dev('/__dev/merchants/lotus88/withdraw-settings', { requiredInfo: [] });
    expect((await envelope(await withdraw(token, 150_000))).success).toBe(true);
    expect(await mainBalance(token)).toBe(1_850_000);
  });

  it("refuses another member's card as none, and calls without a key, a session or a real account", async () => {
    const token = await tokenOf();
    const othersCard = await firstCard(await tokenOf('player02'));
    const refused = await withdraw(token, 150_000, { bankCardId: othersCard });
    expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.bankCardNotFound });
    expect(await envelope(await withdraw(token, 150_000, {}, ''))).toMatchObject({
      errorCode: errorCodes.idempotencyKeyRequired,
    });
    const anonymous = await call(current.platform.app, endpoints.withdraw.path, {
      method: 'POST',
      json: { amount: 150_000, bankCardId: othersCard, password: '246810', currentWithdrawType: 'BC' },
    });
    expect(anonymous.status).toBe(401);
    expect(await mainBalance(token)).toBe(2_000_000);
  });

  it('a replayed key holds once and answers the first answer; the same key with another amount is refused', async () => {
    const token = await tokenOf();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => withdraw(token, 300_000, {}, key)));
    const values = await Promise.all(answers.map(async (answer) => (await envelope(answer)).value));
    for (const value of values) expect(value).toEqual(values[0]);
    expect(await mainBalance(token)).toBe(1_700_000);
    const other = await withdraw(token, 300_001, {}, key);
    expect(other.status).toBe(422);
    expect(await envelope(other)).toMatchObject({ errorCode: errorCodes.idempotencyKeyReused });
    expect((await records(token)).totalCount).toBe(3);
  });
});

describe('concurrent withdrawals against one small balance', () => {
  it('50 at once never overspend: the balance stays whole and the ledger rows sum to it', async () => {
    const token = await tokenOf();
    await setMain('player01', 1_000_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(token, 100_000)));
    const codes = await Promise.all(answers.map(async (answer) => (await envelope(answer)).errorCode ?? 'ok'));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
    expect(codes.filter((code) => code === errorCodes.withdrawBalanceNotEnough)).toHaveLength(40);
    expect(await mainBalance(token)).toBe(0);
    expect(await ledgerSum('player01')).toBe(0);
  });

  it('withdrawals racing transfers to a vendor wallet never overspend either', async () => {
    const token = await tokenOf();
    await setMain('player01', 1_500_000);
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => withdraw(token, 100_000)),
      ...Array.from({ length: 20 }, () =>
        post(endpoints.walletTransfer.path, token, { fromAccountTypeId: 2, toAccountTypeId: 422, amount: 100_000 }),
      ),
    ]);
    const codes = await Promise.all(answers.map(async (answer) => (await envelope(answer)).errorCode ?? 'ok'));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(15);
    for (const code of codes) {
      expect(['ok', errorCodes.withdrawBalanceNotEnough, errorCodes.transferBalanceNotEnough]).toContain(code);
    }
    const after = await wallets(token);
    expect(await mainBalance(token)).toBe(0);
    const held = (await records(token)).list.filter((row) => row.status === 'PENDING').length;
    // Every hundred thousand set is either held by a withdrawal or in the vendor wallet: nothing made or lost.
    expect(after.balances.find((row) => row.accountTypeId === 422)?.availBalance).toBe((15 - held) * 100_000);
    expect(await ledgerSum('player01')).toBe(0);
  });
});

describe('the merchant decides (dev endpoints)', () => {
  it('a rejection returns the amount with a ledger row, once; an approval keeps the hold', async () => {
    const token = await tokenOf();
    const first = (await envelope(await withdraw(token, 400_000))).value as { withdrawId: number };
    const second = (await envelope(await withdraw(token, 300_000))).value as { withdrawId: number };
    expect(await mainBalance(token)).toBe(1_300_000);
    const rejections = await Promise.all(
      Array.from({ length: 3 }, () =>
        dev(`/__dev/merchants/lotus88/withdrawals/${first.withdrawId}`, { action: 'reject' }),
      ),
    );
    expect(rejections.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await mainBalance(token)).toBe(1_700_000);
    expect((await dev(`/__dev/merchants/lotus88/withdrawals/${second.withdrawId}`, { action: 'approve' })).status).toBe(
      200,
    );
    expect((await dev(`/__dev/merchants/siam99/withdrawals/${second.withdrawId}`, { action: 'reject' })).status).toBe(
      409,
    );
    expect(await mainBalance(token)).toBe(1_700_000);
    expect(await ledgerSum('player01')).toBe(1_700_000);
    expect((await records(token)).list.slice(0, 2).map((row) => row.status)).toEqual(['APPROVED', 'REJECTED']);
  });
});

describe('C2C payment confirmation (siam)', () => {
  const siamWithdraw = async (token: string, amount: number) => {
    const body = {
      amount,
      bankCardId: await firstCard(token, hosts.siam),
      password: '246810',
      currentWithdrawType: 'BC',
    };
    const answer = await post(endpoints.withdraw.path, token, body, randomUUID(), hosts.siam);
    return ((await envelope(answer)).value as { withdrawId: number }).withdrawId;
  };
  const confirmations = (token: string) =>
    contractValue(current.platform.app, 'paymentConfirmationList', '', auth(token, hosts.siam));
  const answer = (token: string, withdrawId: unknown, status: string) =>
    post(endpoints.processC2CTransaction.path, token, { withdrawId, status }, undefined, hosts.siam);

  it('asks once disbursed; received and not received are the member\u2019s answers, once', async () => {
    const token = await tokenOf('player01', 'siam99');
    const id = await siamWithdraw(token, 500);
    expect((await confirmations(token)).list).toEqual([]);
    await dev(`/__dev/merchants/siam99/withdrawals/${id}`, { action: 'disburse' });
    const asked = await confirmations(token);
    expect(asked.minutes).toBe(15);
    expect(asked.list).toEqual([
      expect.objectContaining({
        withdrawId: id,
        status: 'DISBURSED',
        amount: 500,
        withdrawCharges: 7.5,
        actualAmount: 492.5,
        disbursedTime: current.now,
        autoConfirmTime: current.now + 15 * 60_000,
      }),
    ]);
    const stranger = await answer(await tokenOf('player02', 'siam99'), id, 'RECEIVED');
    expect(await envelope(stranger)).toMatchObject({ errorCode: errorCodes.withdrawalNotFound });
    expect((await envelope(await answer(token, id, 'RECEIVED'))).value).toMatchObject({ status: 'RECEIVED' });
    expect(await envelope(await answer(token, id, 'NOT_RECEIVED'))).toMatchObject({
      errorCode: errorCodes.withdrawalNotAwaitingConfirmation,
    });

    const other = await siamWithdraw(token, 600);
    await dev(`/__dev/merchants/siam99/withdrawals/${other}`, { action: 'disburse' });
    expect((await envelope(await answer(token, other, 'NOT_RECEIVED'))).value).toMatchObject({
      status: 'NOT_RECEIVED',
    });
    // Not received: the merchant looks into it and may still reject it, which returns the money.
    expect((await dev(`/__dev/merchants/siam99/withdrawals/${other}`, { action: 'reject' })).status).toBe(200);
    expect(await mainBalance(token, hosts.siam)).toBe(1500);
  });

  it("counts as received once the merchant's minutes pass on the platform clock", async () => {
    const token = await tokenOf('player01', 'siam99');
    const id = await siamWithdraw(token, 500);
    await dev(`/__dev/merchants/siam99/withdrawals/${id}`, { action: 'disburse' });
    // A new session after each move: siam ends one idle for 15 minutes.
    current.now += 15 * 60_000 - 1;
    expect((await confirmations(await tokenOf('player01', 'siam99'))).list[0]?.status).toBe('DISBURSED');
    current.now += 1;
    const later = await tokenOf('player01', 'siam99');
    expect((await confirmations(later)).list[0]?.status).toBe('FORCED_RECEIVED');
    expect(await envelope(await answer(later, id, 'RECEIVED'))).toMatchObject({
      errorCode: errorCodes.withdrawalNotAwaitingConfirmation,
    });
    expect(await mainBalance(later, hosts.siam)).toBe(1500);
  });

  it('lotus pays by bank transfer: nothing to disburse', async () => {
    const token = await tokenOf();
    const { withdrawId } = (await envelope(await withdraw(token, 150_000))).value as { withdrawId: number };
    expect((await dev(`/__dev/merchants/lotus88/withdrawals/${withdrawId}`, { action: 'disburse' })).status).toBe(409);
  });

  it('C2C switched on at lotus through the dev endpoint: a withdrawal made after it can be disbursed', async () => {
    const token = await tokenOf();
    expect(
      (await envelope(await dev('/__dev/merchants/lotus88/withdraw-settings', { c2cEnabled: true }))).value,
    ).toMatchObject({
      c2cEnabled: true,
      requiredInfo: ['required_mobile_no'],
    });
    const { withdrawId } = (await envelope(await withdraw(token, 150_000))).value as { withdrawId: number };
    expect((await dev(`/__dev/merchants/lotus88/withdrawals/${withdrawId}`, { action: 'disburse' })).status).toBe(200);
  });
});
