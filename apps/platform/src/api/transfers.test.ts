import { randomUUID } from 'node:crypto';
import { endpoints, errorCodes, idempotencyKeyHeader } from '@lobby/contract';
import { and, eq, sql } from 'drizzle-orm';
import { walletTransactions } from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';

const current = platformPerTest();

const tokenOf = (username = 'player01', merchantCode = 'lotus88') =>
  sessionFor(current.platform, merchantCode, username);

async function wallets(token: string, host = hosts.lotus) {
  return contractValue(current.platform.app, 'allWalletBalances', '', { host, headers: { authorization: token } });
}

const balanceIn = async (token: string, accountTypeId: number) =>
  (await wallets(token)).balances.find((row) => Number(row.accountTypeId) === accountTypeId)?.availBalance;

function post(path: string, token: string, json: unknown, key: string | undefined = randomUUID(), host = hosts.lotus) {
  return call(current.platform.app, path, {
    method: 'POST',
    host,
    json,
    headers: { authorization: token, ...(key === undefined ? {} : { [idempotencyKeyHeader]: key }) },
  });
}

const transfer = (token: string, json: unknown, key?: string, host?: string) =>
  post(endpoints.walletTransfer.path, token, json, key, host);

async function freePlayToken(): Promise<string> {
  const trial = await envelope(
    await call(current.platform.app, '/wps/session/login/freeplay', { method: 'POST', json: {} }),
  );
  return (trial.value as { token: string }).token;
}

/** Each wallet's ledger rows summed, by account type: what the balances must equal. */
async function ledgerSums(username: string): Promise<Map<number, number>> {
  const member = await memberAt(current.platform, 'lotus88', username);
  const rows = await current.platform.platform.db
    .select({ accountTypeId: walletTransactions.accountTypeId, sum: sql<string>`sum(${walletTransactions.amount})` })
    .from(walletTransactions)
    .where(eq(walletTransactions.memberId, member.id))
    .groupBy(walletTransactions.accountTypeId);
  return new Map(rows.map((row) => [row.accountTypeId, Number(row.sum) / 100]));
}

describe('wallet balances (GCS_getAllWalletBalanceV2)', () => {
  it('lists the main wallet and each vendor wallet the merchant offers, with names, status and their sum', async () => {
    expect(await wallets(await tokenOf())).toEqual({
      sumBalance: 2_425_000,
      balances: [
        { accountTypeId: 2, accountName: 'MAIN', displayName: 'Main Wallet', availBalance: 2_000_000, status: 'OK' },
        {
          accountTypeId: 401,
          accountName: 'EVO',
          displayName: 'Evolution Live Casino',
          availBalance: 250_000,
          status: 'OK',
        },
        { accountTypeId: 411, accountName: 'SABA', displayName: 'SABA Sports', availBalance: 120_000, status: 'OK' },
        { accountTypeId: 421, accountName: 'PG', displayName: 'PG Soft Slots', availBalance: 55_000, status: 'OK' },
        { accountTypeId: 422, accountName: 'JL', displayName: 'Jili Slots', availBalance: 0, status: 'OK' },
      ],
    });
    const sahara = await wallets(await tokenOf('player01', 'sahara7'), hosts.sahara);
    expect(sahara.balances.map((row) => row.accountTypeId)).toEqual([2]);
  });

  it('refuses a visitor without a session and a trial account', async () => {
    const anonymous = await call(current.platform.app, endpoints.allWalletBalances.path);
    expect(anonymous.status).toBe(401);
    const trial = await call(current.platform.app, endpoints.allWalletBalances.path, {
      headers: { authorization: await freePlayToken() },
    });
    expect(trial.status).toBe(403);
    expect(await envelope(trial)).toMatchObject({ errorCode: errorCodes.trialAccountRestricted });
  });
});

describe('merchant wallet (GCS_merchantWallet)', () => {
  it('answers isSingle 0 where vendor wallets are offered and 1 at the single-wallet merchant', async () => {
    const lotus = await contractValue(current.platform.app, 'merchantWallet', '', {
      headers: { authorization: await tokenOf() },
    });
    expect(lotus).toEqual({ isSingle: 0 });
    const sahara = await contractValue(current.platform.app, 'merchantWallet', '', {
      host: hosts.sahara,
      headers: { authorization: await tokenOf('player01', 'sahara7') },
    });
    expect(sahara).toEqual({ isSingle: 1 });
    expect((await call(current.platform.app, endpoints.merchantWallet.path)).status).toBe(401);
  });
});

describe('transfers (GCS_walletTransfer)', () => {
  it('moves money main to vendor and back, answers successAmount, and writes both halves to the ledger', async () => {
    const token = await tokenOf();
    const out = await transfer(token, { fromAccountTypeId: 2, toAccountTypeId: 422, amount: 1500.5 });
    expect(out.status).toBe(200);
    expect((await envelope(out)).value).toEqual({ successAmount: 1500.5 });
    expect(await balanceIn(token, 2)).toBe(1_998_499.5);
    expect(await balanceIn(token, 422)).toBe(1500.5);

    const back = await transfer(token, { fromAccountTypeId: '401', toAccountTypeId: '2', amount: '250000' });
    expect((await envelope(back)).value).toEqual({ successAmount: 250_000 });
    expect(await balanceIn(token, 401)).toBe(0);
    expect((await wallets(token)).sumBalance).toBe(2_425_000);

    const sums = await ledgerSums('player01');
    for (const row of (await wallets(token)).balances) {
      expect(sums.get(Number(row.accountTypeId)) ?? 0, String(row.accountTypeId)).toBe(row.availBalance);
    }
  });

  it.each([
    [{ fromAccountTypeId: 2, toAccountTypeId: 999, amount: 10 }, errorCodes.walletNotFound],
    [{ fromAccountTypeId: 'x', toAccountTypeId: 2, amount: 10 }, errorCodes.walletNotFound],
    [{ fromAccountTypeId: 401, toAccountTypeId: 411, amount: 10 }, errorCodes.transferNotAllowed],
    [{ fromAccountTypeId: 2, toAccountTypeId: 2, amount: 10 }, errorCodes.transferNotAllowed],
    [{ fromAccountTypeId: 2, toAccountTypeId: 401, amount: 0 }, errorCodes.transferAmountInvalid],
    [{ fromAccountTypeId: 2, toAccountTypeId: 401, amount: -5 }, errorCodes.transferAmountInvalid],
    [{ fromAccountTypeId: 2, toAccountTypeId: 401, amount: 10.005 }, errorCodes.transferAmountInvalid],
    [{ fromAccountTypeId: 2, toAccountTypeId: 401, amount: 2_000_000.01 }, errorCodes.transferBalanceNotEnough],
    [{ fromAccountTypeId: 422, toAccountTypeId: 2, amount: 1 }, errorCodes.transferBalanceNotEnough],
  ])('refuses %o with %s and moves nothing', async (body, code) => {
    const token = await tokenOf();
    const refused = await transfer(token, body);
    expect(refused.status).toBe(400);
    expect(await envelope(refused)).toMatchObject({ success: false, errorCode: code });
    expect((await wallets(token)).sumBalance).toBe(2_425_000);
    expect(await balanceIn(token, 2)).toBe(2_000_000);
  });

  it('refuses a vendor wallet under maintenance with its start time, and takes it again once it is back', async () => {
    const token = await tokenOf();
    const dev = (status: string) =>
      call(current.platform.app, '/__dev/merchants/lotus88/wallets/411', { method: 'POST', json: { status } });
    expect((await dev('MAINTENANCE')).status).toBe(200);
    expect((await wallets(token)).balances.find((row) => row.accountTypeId === 411)?.status).toBe('MAINTENANCE');
    const refused = await transfer(token, { fromAccountTypeId: 411, toAccountTypeId: 2, amount: 1 });
    expect(await envelope(refused)).toMatchObject({
      errorCode: errorCodes.vendorUnderMaintenance,
      value: { content: { data: { maintainTime: current.now, endTime: null } } },
    });
    expect((await dev('OK')).status).toBe(200);
    expect((await transfer(token, { fromAccountTypeId: 411, toAccountTypeId: 2, amount: 1 })).status).toBe(200);
  });

  it('refuses every transfer at a single-wallet merchant, trial accounts and calls without a session', async () => {
    const sahara = await transfer(
      await tokenOf('player01', 'sahara7'),
      { fromAccountTypeId: 2, toAccountTypeId: 401, amount: 1 },
      undefined,
      hosts.sahara,
    );
    expect(await envelope(sahara)).toMatchObject({ errorCode: errorCodes.singleWalletMerchant });
    const trial = await transfer(await freePlayToken(), { fromAccountTypeId: 2, toAccountTypeId: 401, amount: 1 });
    expect(trial.status).toBe(403);
    expect(await envelope(trial)).toMatchObject({ errorCode: errorCodes.trialAccountRestricted });
    const anonymous = await call(current.platform.app, endpoints.walletTransfer.path, {
      method: 'POST',
      json: { fromAccountTypeId: 2, toAccountTypeId: 401, amount: 1 },
    });
    expect(anonymous.status).toBe(401);
  });

  it('needs an Idempotency-Key; a replay moves the money once and answers the same; another body is refused', async () => {
    const token = await tokenOf();
    const body = { fromAccountTypeId: 2, toAccountTypeId: 421, amount: 100 };
    const missing = await transfer(token, body, '');
    expect(await envelope(missing)).toMatchObject({ errorCode: errorCodes.idempotencyKeyRequired });
    const key = randomUUID();
    const first = await envelope(await transfer(token, body, key));
    const again = await transfer(token, body, key);
    expect(again.status).toBe(200);
    expect((await envelope(again)).value).toEqual(first.value);
    expect(await balanceIn(token, 421)).toBe(55_100);
    expect(await balanceIn(token, 2)).toBe(1_999_900);
    const other = await transfer(token, { ...body, amount: 200 }, key);
    expect(other.status).toBe(422);
    expect(await envelope(other)).toMatchObject({ errorCode: errorCodes.idempotencyKeyReused });
    // Keys are the member's own: another member's same key is a transfer of theirs.
    const player02 = await tokenOf('player02');
    expect((await transfer(player02, body, key)).status).toBe(200);
    expect(await balanceIn(token, 421)).toBe(55_100);
  });

  it('a double click (the same key at once) moves the money once', async () => {
    const token = await tokenOf();
    const key = randomUUID();
    const body = { fromAccountTypeId: 2, toAccountTypeId: 401, amount: 500 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(token, body, key)));
    for (const answer of answers) expect((await envelope(answer)).value).toEqual({ successAmount: 500 });
    expect(await balanceIn(token, 401)).toBe(250_500);
  });
});

describe('concurrent transfers and recalls on one wallet', () => {
  it('never overspend: the balances stay whole and the ledger rows sum to them', async () => {
    const token = await tokenOf();
    // 40,000 in the main wallet: 30 transfers of 2,000 out cannot all pass.
    expect(
      (
        await call(current.platform.app, '/__dev/merchants/lotus88/members/player01/balance', {
          method: 'POST',
          json: { amount: 40_000 },
        })
      ).status,
    ).toBe(200);
    const codesOf = (answers: Response[]) =>
      Promise.all(answers.map(async (answer) => (await envelope(answer)).errorCode ?? 'ok'));
    const outOfMain = await codesOf(
      await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          transfer(token, { fromAccountTypeId: 2, toAccountTypeId: n % 2 ? 421 : 422, amount: 2000 }),
        ),
      ),
    );
    expect(outOfMain.filter((code) => code === 'ok')).toHaveLength(20);
    expect(outOfMain.filter((code) => code === errorCodes.transferBalanceNotEnough)).toHaveLength(10);
    expect(await balanceIn(token, 2)).toBe(0);

    // Then transfers out of one vendor wallet (75,000 in it) race recalls that empty it.
    const member = await memberAt(current.platform, 'lotus88', 'player01');
    const raced = await codesOf(
      await Promise.all([
        ...Array.from({ length: 20 }, () =>
          transfer(token, { fromAccountTypeId: 421, toAccountTypeId: 2, amount: 5000 }),
        ),
        ...Array.from({ length: 3 }, () => post(endpoints.walletReturn.path, token, { customerId: member.id })),
      ]),
    );
    for (const code of raced) expect(['ok', errorCodes.transferBalanceNotEnough]).toContain(code);
    expect(await balanceIn(token, 421)).toBe(0);

    const after = await wallets(token);
    for (const row of after.balances) expect(row.availBalance).toBeGreaterThanOrEqual(0);
    // Nothing made or lost: the sum is the 40,000 set plus what the vendors held.
    expect(after.sumBalance).toBe(40_000 + 425_000);
    const sums = await ledgerSums('player01');
    for (const row of after.balances) {
      expect(sums.get(Number(row.accountTypeId)) ?? 0, String(row.accountTypeId)).toBe(row.availBalance);
    }
  });
});

describe('recall all (GCS_walletReturn)', () => {
  it("moves every vendor balance back to the main wallet, only the caller's own", async () => {
    const token = await tokenOf();
    const member = await memberAt(current.platform, 'lotus88', 'player01');
    const recalled = await post(endpoints.walletReturn.path, token, { customerId: String(member.id) });
    expect((await envelope(recalled)).value).toEqual({ successAmount: 425_000 });
    const after = await wallets(token);
    expect(after.balances.map((row) => row.availBalance)).toEqual([2_425_000, 0, 0, 0, 0]);
    // Nothing left: a second recall moves nothing.
    const again = await post(endpoints.walletReturn.path, token, { customerId: member.id });
    expect((await envelope(again)).value).toEqual({ successAmount: 0 });
  });

  it("refuses another member's customerId, or one of nobody, with the same answer and moves nothing", async () => {
    const token = await tokenOf('player02');
    const other = await memberAt(current.platform, 'lotus88', 'player01');
    const answers = await Promise.all(
      [other.id, 999_999, 'x'].map(async (customerId) => {
        const refused = await post(endpoints.walletReturn.path, token, { customerId });
        return { status: refused.status, body: await envelope(refused) };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 403,
        body: {
          success: false,
          value: null,
          errorCode: errorCodes.accessDenied,
          message: 'This action is not allowed.',
        },
      });
    }
    expect(await balanceIn(await tokenOf(), 401)).toBe(250_000);
  });

  it('keeps a vendor under maintenance and is idempotent by key', async () => {
    const token = await tokenOf();
    const member = await memberAt(current.platform, 'lotus88', 'player01');
    await call(current.platform.app, '/__dev/merchants/lotus88/wallets/401', {
      method: 'POST',
      json: { status: 'MAINTENANCE' },
    });
    const key = randomUUID();
    const first = await post(endpoints.walletReturn.path, token, { customerId: member.id }, key);
    expect((await envelope(first)).value).toEqual({ successAmount: 175_000 });
    expect(await balanceIn(token, 401)).toBe(250_000);
    await transfer(token, { fromAccountTypeId: 2, toAccountTypeId: 421, amount: 10 });
    const replay = await post(endpoints.walletReturn.path, token, { customerId: member.id }, key);
    expect((await envelope(replay)).value).toEqual({ successAmount: 175_000 });
    expect(await balanceIn(token, 421)).toBe(10);
  });
});

describe('transfer log (ODSFE2_MemTransDet)', () => {
  const logQuery = (extra: Record<string, string> = {}) =>
    `?${new URLSearchParams({ subordinateName: '', startTime: '', endTime: '', codeTypes: '', txTypeIds: '8102,8202', page: '1', size: '10', ...extra })}`;

  it("lists the caller's seeded and new transfers newest first, as the main wallet saw them, paged", async () => {
    const token = await tokenOf();
    const log = await contractValue(current.platform.app, 'memberTransactions', logQuery(), {
      headers: { authorization: token },
    });
    expect(log.list.map((row) => [row.txTypeId, row.amount, row.remark])).toEqual([
      [8102, 50_000, 'Transfer from SABA Sports'],
      [8102, 100_000, 'Transfer from Evolution Live Casino'],
      [8202, 50_000, 'Transfer to SABA Sports'],
      [8202, 100_000, 'Transfer to Evolution Live Casino'],
    ]);
    expect(log).toMatchObject({ totalPages: 1, totalCount: 4 });

    await transfer(token, { fromAccountTypeId: 2, toAccountTypeId: 422, amount: 12.5 });
    const page = await contractValue(
      current.platform.app,
      'memberTransactions',
      logQuery({ txTypeIds: '8202', size: '1', subordinateName: 'player01' }),
      { headers: { authorization: token } },
    );
    expect(page.list).toEqual([
      { txTimeInTimestamp: current.now, amount: 12.5, remark: 'Transfer to Jili Slots', txTypeId: 8202 },
    ]);
    expect(page).toMatchObject({ totalPages: 3, totalCount: 3 });

    const recent = await contractValue(
      current.platform.app,
      'memberTransactions',
      logQuery({ startTime: String(current.now - 2 * 24 * 60 * 60 * 1000) }),
      { headers: { authorization: token } },
    );
    expect(recent.list.map((row) => row.amount)).toEqual([12.5, 50_000]);
  });

  it("shows another member none of player01's rows, refuses another subordinateName and trial accounts", async () => {
    const token = await tokenOf('player02');
    const own = await contractValue(current.platform.app, 'memberTransactions', logQuery(), {
      headers: { authorization: token },
    });
    expect(own.list).toEqual([]);
    const other = await call(
      current.platform.app,
      `${endpoints.memberTransactions.path}${logQuery({ subordinateName: 'player01' })}`,
      {
        headers: { authorization: token },
      },
    );
    expect(other.status).toBe(403);
    expect(await envelope(other)).toMatchObject({ errorCode: errorCodes.accessDenied });
    const trial = await call(current.platform.app, `${endpoints.memberTransactions.path}${logQuery()}`, {
      headers: { authorization: await freePlayToken() },
    });
    expect(trial.status).toBe(403);
    const bad = await call(current.platform.app, `${endpoints.memberTransactions.path}${logQuery({ size: '1000' })}`, {
      headers: { authorization: token },
    });
    expect(await envelope(bad)).toMatchObject({ errorCode: errorCodes.validationFailed });
  });
});

describe('the ledger of transfers', () => {
  it('pairs each transfer out with its transfer in under one transfer id', async () => {
    const member = await memberAt(current.platform, 'lotus88', 'player01');
    const rows = await current.platform.platform.db
      .select({
        id: walletTransactions.transferId,
        sum: sql<string>`sum(${walletTransactions.amount})`,
        n: sql<number>`count(*)::int`,
      })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.memberId, member.id), sql`${walletTransactions.transferId} is not null`))
      .groupBy(walletTransactions.transferId);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect([Number(row.sum), row.n]).toEqual([0, 2]);
  });
});
