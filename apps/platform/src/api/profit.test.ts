import { betProductTypes, endpoints, errorCodes, type ValueOf } from '@lobby/contract';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';
import { drawFor, playOnDemoPage } from '../testing/demoRounds';

/** The draw the next demo rounds get. */
let nextDraw = 0;
const current = platformPerTest({ randomInt: () => nextDraw });

const app = () => current.platform.app;
const tokenOf = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);
const as = (authorization: string, language = 'EN', host = hosts.lotus) => ({
  host,
  headers: { authorization, language },
});
const query = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]))}`;

type ProfitLoss = ValueOf<'personalProfitLoss'>;
type Bonuses = ValueOf<'bonusDetails'>;
type BetHistory = ValueOf<'personalRngHistory'>;
type AccountHistory = ValueOf<'transactionHistory'>;

const profit = (token: string, params: Record<string, string | number>) =>
  contractValue(app(), 'personalProfitLoss', query(params), as(token)) as Promise<ProfitLoss>;
const bonuses = (token: string, params: Record<string, string | number> = {}, language = 'EN') =>
  contractValue(app(), 'bonusDetails', query(params), as(token, language)) as Promise<Bonuses>;

/** A betting record's path by product (`RNG` -> `.../MCSFE_getPersonalRNGHistory`). */
const recordPath = (product: string) => `/wps/relay/MCSFE_getPersonal${product}History`;

/** A record's query of the instants [from, to): its end is the last millisecond in it. */
const rangeOf = (from: number, to: number, extra: Record<string, string | number> = {}) =>
  query({ startDate: from, endDate: to - 1, ...extra });

async function record<T>(token: string, path: string, params: string): Promise<T> {
  const response = await call(app(), `${path}${params}`, as(token));
  const body = await envelope(response);
  if (!body.success) throw new Error(`${path}: ${body.errorCode ?? ''} ${body.message ?? ''}`);
  return body.value as T;
}

/** The betting record of a product over [from, to): its count and totals. */
const betsOf = (token: string, product: string, from: number, to: number) =>
  record<BetHistory>(token, recordPath(product), rangeOf(from, to, { size: 1 }));

/** Every row of the account record of a type over [from, to). */
async function accountRows(token: string, type: string, from: number, to: number) {
  const rows: AccountHistory['list'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await record<AccountHistory>(
      token,
      endpoints.transactionHistory.path,
      rangeOf(from, to, { type, size: 100, page }),
    );
    rows.push(...answer.list);
    if (page >= answer.totalPages) return rows;
  }
}

/** Sums wire amounts (two decimals) exactly. */
const total = (amounts: number[]) =>
  Math.round(amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0)) / 100;

async function refusal(path: string, token?: string) {
  const response = await call(app(), path, { host: hosts.lotus, headers: token ? { authorization: token } : {} });
  return { status: response.status, body: await envelope(response) };
}

describe('personal profit and loss', () => {
  it("equals, per product, the betting records' totals and, in all, the ledger's bonus and rebate rows", async () => {
    const token = await tokenOf('player01');
    const seen = new Set<string>();
    // The seeded months and a week between them (the periods' bounds: wallet/profit.test.ts).
    for (const period of ['LAST_MONTH', 'THIS_MONTH', 'LAST_WEEK'] as const) {
      const answer = await profit(token, { period });
      expect(answer.period).toBe(period);
      const { startTime: from, endTime: to } = answer;
      expect(from).toBeLessThanOrEqual(current.now);
      expect(answer.products.map((row) => row.productType)).toEqual([...betProductTypes]);
      for (const row of answer.products) {
        const bets = await betsOf(token, row.productType, from, to);
        expect(row).toMatchObject({
          betCount: bets.totalCount,
          betAmount: bets.summary.betAmount,
          validBetAmount: bets.summary.validBetAmount,
          winLoss: bets.summary.winLoss,
        });
        expect(row.payout).toBeCloseTo(row.betAmount + row.winLoss, 2);
        if (row.betCount > 0) seen.add(row.productType);
      }
      const { summary } = answer;
      expect(summary.betAmount).toBe(total(answer.products.map((row) => row.betAmount)));
      expect(summary.winLoss).toBe(total(answer.products.map((row) => row.winLoss)));
      expect(summary.bonus).toBe(total((await accountRows(token, 'BONUS', from, to)).map((row) => row.amount)));
      expect(summary.rebate).toBe(total((await accountRows(token, 'REBATE', from, to)).map((row) => row.amount)));
      expect(summary.netProfit).toBe(total([summary.winLoss, summary.bonus ?? 0, summary.rebate ?? 0]));
    }
    // The seeded months cover every product, with bonuses and rebates credited in them.
    expect(seen).toEqual(new Set(betProductTypes));
    const lastMonth = await profit(token, { period: 'LAST_MONTH' });
    expect(lastMonth.summary.betCount).toBeGreaterThan(0);
    expect(lastMonth.summary.bonus).toBeGreaterThan(0);
    expect(lastMonth.summary.rebate).toBeGreaterThan(0);
  });

  it("counts today's demo round at once, and narrows to one product without the bonuses and rebates", async () => {
    const token = await tokenOf('player05');
    const before = await profit(token, { period: 'today' });
    expect(before.summary).toMatchObject({ betCount: 0, betAmount: 0, winLoss: 0, bonus: 0, rebate: 0, netProfit: 0 });
    nextDraw = drawFor(2);
    await playOnDemoPage(app(), { host: hosts.lotus, token, stake: '10000.00' });
    const after = await profit(token, { period: 'TODAY' });
    expect(after.products.find((row) => row.productType === 'RNG')).toMatchObject({
      betCount: 1,
      betAmount: 10_000,
      validBetAmount: 10_000,
      payout: 20_000,
      winLoss: 10_000,
    });
    expect(after.summary).toMatchObject({ betCount: 1, betAmount: 10_000, winLoss: 10_000, netProfit: 10_000 });

    const rng = await profit(token, { period: 'TODAY', productType: 'rng' });
    expect(rng.products).toHaveLength(1);
    expect(rng.summary).toMatchObject({ betAmount: 10_000, bonus: null, rebate: null, netProfit: 10_000 });
    expect((await profit(token, { period: 'TODAY', productType: 'LIVE' })).summary.betCount).toBe(0);
  });

  it('refuses an unknown or missing period and an unknown product, naming the field', async () => {
    const token = await tokenOf('player01');
    const path = endpoints.personalProfitLoss.path;
    const period = await refusal(`${path}?period=LAST_YEAR`, token);
    expect(period.status).toBe(400);
    expect(period.body).toMatchObject({ errorCode: errorCodes.profitPeriodUnknown, value: { field: 'period' } });
    expect(period.body.message).toContain('LAST_YEAR');
    const missing = await refusal(path, token);
    expect(missing.body).toMatchObject({ errorCode: errorCodes.validationFailed, value: { field: 'period' } });
    const product = await refusal(`${path}?period=TODAY&productType=CASINO`, token);
    expect(product.status).toBe(400);
    expect(product.body).toMatchObject({ errorCode: errorCodes.productTypeUnknown, value: { field: 'productType' } });
  });
});

describe('bonus details', () => {
  it("lists player01's bonuses newest first, one of each status, named in the caller's language", async () => {
    const token = await tokenOf('player01');
    const { list, totalCount, totalPages } = await bonuses(token);
    expect({ totalCount, totalPages }).toEqual({ totalCount: 4, totalPages: 1 });
    expect(list.map((row) => [row.promotionId, row.status])).toEqual([
      ['reload', 'ACTIVE'],
      ['spins', 'CANCELLED'],
      ['reload', 'EXPIRED'],
      ['welcome', 'COMPLETED'],
    ]);
    const grants = list.map((row) => row.grantTime);
    expect(grants).toEqual([...grants].sort((a, b) => b - a));
    expect(list[3]?.promotionName).toBe('Welcome bonus: 100% on your first deposit');
    const vietnamese = await bonuses(token, {}, 'VI');
    expect(vietnamese.list[3]?.promotionName).toBe('Thưởng chào mừng: 100% cho lần nạp đầu');
    // A language the merchant wrote no name in reads English.
    expect((await bonuses(token, {}, 'CN')).list[3]?.promotionName).toBe(list[3]?.promotionName);
    for (const row of list) {
      expect(row.amount).toBeGreaterThan(0);
      expect(row.turnoverRequired).toBeGreaterThan(row.amount);
      expect(row.expireTime).toBeGreaterThan(row.grantTime);
    }
  });

  it("counts each bonus's turnover from the member's valid bets since its grant, and each one's ledger rows", async () => {
    const token = await tokenOf('player01');
    const { list } = await bonuses(token);
    /** Valid bets of every product over [from, to), as the betting records total them. */
    const validBets = async (from: number, to: number) =>
      total(
        await Promise.all(
          betProductTypes.map(async (product) => (await betsOf(token, product, from, to)).summary.validBetAmount),
        ),
      );
    for (const row of list) {
      const end = Math.min(Number(row.expireTime), current.now + 1);
      const played = await validBets(row.grantTime, end);
      if (row.status === 'COMPLETED') {
        expect(row.turnoverAchieved).toBe(row.turnoverRequired);
        expect(played).toBeGreaterThanOrEqual(row.turnoverRequired);
      } else if (row.status !== 'CANCELLED') {
        expect(row.turnoverAchieved).toBe(played);
        expect(played).toBeLessThan(row.turnoverRequired);
      }
      // Its credit is a BONUS row of the account record at its grant; a cancelled one was taken back in full.
      const rows = await accountRows(token, 'BONUS', row.grantTime, Number(row.expireTime));
      const own = rows.filter((entry) => Math.abs(entry.amount) === row.amount);
      expect(own.map((entry) => entry.amount)).toEqual(
        row.status === 'CANCELLED' ? [-row.amount, row.amount] : [row.amount],
      );
      expect(own.at(-1)?.txTime).toBe(row.grantTime);
    }

    // A round played now counts towards the active bonus at once.
    const active = list.find((row) => row.status === 'ACTIVE');
    nextDraw = drawFor(0);
    await playOnDemoPage(app(), { host: hosts.lotus, token, stake: '10000.00' });
    const after = (await bonuses(token, { status: 'ACTIVE' })).list;
    expect(after).toHaveLength(1);
    expect(after[0]?.turnoverAchieved).toBe(total([active?.turnoverAchieved ?? 0, 10_000]));
  });

  it('filters by status, pages, refuses an unknown status, and answers the caller only', async () => {
    const token = await tokenOf('player01');
    const expired = await bonuses(token, { status: 'expired' });
    expect(expired.list.map((row) => row.status)).toEqual(['EXPIRED']);
    expect(expired.totalCount).toBe(1);
    const second = await bonuses(token, { size: 1, page: 2 });
    expect(second).toMatchObject({ totalCount: 4, totalPages: 4, list: [{ promotionId: 'spins' }] });

    const unknown = await refusal(`${endpoints.bonusDetails.path}?status=PENDING`, token);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errorCode: errorCodes.bonusStatusUnknown, value: { field: 'status' } });

    // player05 has none, whatever the query names.
    const player01 = await memberAt(current.platform, 'lotus88', 'player01');
    const other = await bonuses(await tokenOf('player05'), { customerId: player01.id, username: 'player01' });
    expect(other).toEqual({ list: [], totalCount: 0, totalPages: 0 });
  });
});

describe('whose profit and bonuses', () => {
  it("answers the caller's own only, refuses visitors (401), other sites' sessions and trial accounts (403)", async () => {
    const player01 = await memberAt(current.platform, 'lotus88', 'player01');
    const own = await profit(await tokenOf('player02'), { period: 'LAST_MONTH', customerId: player01.id });
    const theirs = await profit(await tokenOf('player01'), { period: 'LAST_MONTH' });
    expect(own.summary.betAmount).not.toBe(theirs.summary.betAmount);
    const player02 = await tokenOf('player02');
    expect(own.summary.betAmount).toBe(
      total(
        await Promise.all(
          betProductTypes.map(
            async (product) => (await betsOf(player02, product, own.startTime, own.endTime)).summary.betAmount,
          ),
        ),
      ),
    );

    const made = await envelope(await call(app(), '/wps/session/login/freeplay', { method: 'POST', json: {} }));
    const trial = (made.value as { token: string }).token;
    for (const path of [`${endpoints.personalProfitLoss.path}?period=TODAY`, endpoints.bonusDetails.path]) {
      const visitor = await refusal(path);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toMatchObject({ success: false, errorCode: errorCodes.customerNotLogin });
      expect((await refusal(path, await tokenOf('player01', 'siam99'))).status).toBe(401);
      const trialAccount = await refusal(path, trial);
      expect(trialAccount.status).toBe(403);
      expect(trialAccount.body).toMatchObject({ errorCode: errorCodes.trialAccountRestricted });
    }
  });
});
