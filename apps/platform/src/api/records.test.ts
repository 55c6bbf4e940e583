import { endpoints, errorCodes, type ValueOf } from '@lobby/contract';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';
import { maxRangeDays } from '../wallet/records';
import { drawFor, playOnDemoPage } from '../testing/demoRounds';

/** The draw the next demo rounds get. */
let nextDraw = 0;
const current = platformPerTest({ randomInt: () => nextDraw });

const app = () => current.platform.app;
const tokenOf = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);
const as = (authorization: string, host = hosts.lotus) => ({ host, headers: { authorization } });
const dayMs = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the day `daysAgo` before the platform's clock (UTC). */
const day = (daysAgo = 0) => new Date(current.now - daysAgo * dayMs).toISOString().slice(0, 10);

/** The query of a range from `fromDaysAgo` to today, and more parameters. */
const rangeQuery = (fromDaysAgo: number, extra: Record<string, string | number> = {}) =>
  `?${new URLSearchParams({ startDate: day(fromDaysAgo), endDate: day(0), ...Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, String(value)])) })}`;

type BetHistory = ValueOf<'personalRngHistory'>;
type AccountHistory = ValueOf<'transactionHistory'>;

const bets = (token: string, query: string, id: 'personalRngHistory' | 'personalLiveHistory' = 'personalRngHistory') =>
  contractValue(app(), id, query, as(token)) as Promise<BetHistory>;
const account = (token: string, query: string) =>
  contractValue(app(), 'transactionHistory', query, as(token)) as Promise<AccountHistory>;

/** Every page of a record at `size` rows a page, concatenated. */
async function allPages<T>(read: (page: number) => Promise<{ list: T[]; totalPages: number }>): Promise<T[]> {
  const first = await read(1);
  const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, index) => read(index + 2)));
  return [first, ...rest].flatMap((page) => page.list);
}

async function refusal(path: string, token?: string) {
  const response = await call(app(), path, { host: hosts.lotus, headers: token ? { authorization: token } : {} });
  return { status: response.status, body: await envelope(response) };
}

describe('betting record', () => {
  it("answers the seeded player's bets of a product, newest first, with the totals of the whole filter", async () => {
    const token = await tokenOf('player01');
    const page = await bets(token, rangeQuery(30, { size: 5 }));
    expect(page.list).toHaveLength(5);
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / 5));
    const all = await allPages((n) => bets(token, rangeQuery(30, { size: 100, page: n })));
    expect(all).toHaveLength(page.totalCount);
    expect(all.slice(0, 5)).toEqual(page.list);
    const times = all.map((row) => row.betTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const row of all) {
      expect(row).toMatchObject({ productType: 'RNG', status: 'SETTLED' });
      expect(row.winLoss).toBeCloseTo(row.payout - row.betAmount, 2);
      expect(row.gameName).toBeTruthy();
      expect(row.betTime).toBeGreaterThanOrEqual(Date.parse(`${day(30)}T00:00:00Z`));
    }
    const sum = (pick: (row: (typeof all)[number]) => number) =>
      Math.round(all.reduce((total, row) => total + pick(row) * 100, 0)) / 100;
    expect(page.summary).toEqual({
      betAmount: sum((row) => row.betAmount),
      validBetAmount: sum((row) => row.validBetAmount),
      winLoss: sum((row) => row.winLoss),
    });
    // Some paid, some lost: a believable record.
    expect(all.some((row) => row.payout > 0)).toBe(true);
    expect(all.some((row) => row.payout === 0)).toBe(true);
  });

  it('keeps a record per product, filters by vendor and pages without gaps or repeats', async () => {
    const token = await tokenOf('player01');
    const live = await bets(token, rangeQuery(30, { size: 100 }), 'personalLiveHistory');
    expect(live.totalCount).toBeGreaterThan(0);
    expect(new Set(live.list.map((row) => row.productType))).toEqual(new Set(['LIVE']));

    const rng = await bets(token, rangeQuery(30, { size: 100 }));
    const vendor = rng.list[0]?.vendor ?? '';
    const ofVendor = await bets(token, rangeQuery(30, { size: 100, vendor }));
    expect(ofVendor.list.length).toBeGreaterThan(0);
    expect(ofVendor.list.every((row) => row.vendor === vendor)).toBe(true);
    expect(ofVendor.list.map((row) => row.betId)).toEqual(
      rng.list.filter((row) => row.vendor === vendor).map((row) => row.betId),
    );
    expect((await bets(token, rangeQuery(30, { vendor: 'NOBODY' }))).totalCount).toBe(0);

    const [first, second] = await Promise.all([1, 2].map((n) => bets(token, rangeQuery(30, { size: 3, page: n }))));
    expect([...(first?.list ?? []), ...(second?.list ?? [])].map((row) => row.betId)).toEqual(
      rng.list.slice(0, 6).map((row) => row.betId),
    );
    const past = await bets(token, rangeQuery(30, { size: 3, page: 1000 }));
    expect(past).toMatchObject({ list: [], totalCount: rng.totalCount });
  });

  it('shows a round played on the demo game page at once', async () => {
    const token = await tokenOf('player05');
    expect((await bets(token, rangeQuery(0))).totalCount).toBe(0);
    nextDraw = drawFor(2);
    const { game, roundId } = await playOnDemoPage(app(), { host: hosts.lotus, token, stake: '10000.00' });
    const record = await bets(token, rangeQuery(0));
    expect(record.totalCount).toBe(1);
    expect(record.list[0]).toMatchObject({
      betId: roundId,
      productType: 'RNG',
      vendor: 'JL',
      gameName: game.gameName,
      nodeId: Number(game.nodeId),
      betTime: current.now,
      betAmount: 10_000,
      validBetAmount: 10_000,
      payout: 20_000,
      winLoss: 10_000,
      status: 'SETTLED',
    });
    expect(record.summary).toEqual({ betAmount: 10_000, validBetAmount: 10_000, winLoss: 10_000 });
  });

  it('refuses a range past the limit, an end before the start, an unreadable date and an unknown product', async () => {
    const token = await tokenOf('player01');
    const path = endpoints.personalRngHistory.path;
    const tooLong = await refusal(`${path}${rangeQuery(maxRangeDays)}`, token);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ success: false, errorCode: errorCodes.dateRangeTooLong });
    expect(tooLong.body.message).toContain('31 days');
    // The preset "past 30 days" (today included) is the longest range taken.
    expect((await bets(token, rangeQuery(maxRangeDays - 1))).totalCount).toBeGreaterThan(0);

    const backwards = await refusal(`${path}?startDate=${day(0)}&endDate=${day(1)}`, token);
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ errorCode: errorCodes.dateRangeInvalid, value: { field: 'endDate' } });
    const unreadable = await refusal(`${path}?startDate=yesterday&endDate=${day(0)}`, token);
    expect(unreadable.body).toMatchObject({ errorCode: errorCodes.validationFailed, value: { field: 'startDate' } });
    const missing = await refusal(`${path}?endDate=${day(0)}`, token);
    expect(missing.body).toMatchObject({ errorCode: errorCodes.validationFailed, value: { field: 'startDate' } });
    const big = await refusal(`${path}${rangeQuery(1, { size: 101 })}`, token);
    expect(big.body).toMatchObject({ errorCode: errorCodes.validationFailed, value: { field: 'size' } });

    const unknown = await refusal(`/wps/relay/MCSFE_getPersonalCASINOHistory${rangeQuery(1)}`, token);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errorCode: errorCodes.productTypeUnknown });
    expect(unknown.body.message).toContain('CASINO');
  });
});

describe('account record', () => {
  it("answers the player's movements newest first, with the balance after each and pending items", async () => {
    const token = await tokenOf('player01');
    const first = await account(token, rangeQuery(30, { size: 100 }));
    const all = await allPages((n) => account(token, rangeQuery(30, { size: 100, page: n })));
    expect(all).toHaveLength(first.totalCount);
    const times = all.map((row) => row.txTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const types = new Set(all.map((row) => row.type));
    for (const type of ['GAME', 'DEPOSIT', 'WITHDRAWAL']) expect(types).toContain(type);
    // A lost round's payout of nothing is left out; every other row moved the balance.
    expect(all.filter((row) => row.status === 'SUCCESS').every((row) => row.amount !== 0)).toBe(true);
    const pending = all.find((row) => row.type === 'DEPOSIT' && row.status === 'PENDING');
    expect(pending).toMatchObject({ balance: null });
    expect(pending?.amount).toBeGreaterThan(0);
    const withdrawals = all.filter((row) => row.detail === 'WITHDRAWAL');
    expect(withdrawals.map((row) => row.status).sort()).toEqual(['APPROVED', 'REJECTED']);
    expect(all.find((row) => row.detail === 'WITHDRAWAL_RETURN')?.amount).toBeGreaterThan(0);
  });

  it('pages the merged record without gaps or repeats and filters by type', async () => {
    const token = await tokenOf('player01');
    const whole = await account(token, rangeQuery(7, { size: 100 }));
    const paged = await allPages((n) => account(token, rangeQuery(7, { size: 7, page: n })));
    expect(paged.map((row) => row.id)).toEqual(whole.list.map((row) => row.id));

    const games = await allPages((n) => account(token, rangeQuery(30, { size: 100, page: n, type: 'GAME' })));
    expect(games.length).toBeGreaterThan(0);
    expect(new Set(games.map((row) => row.type))).toEqual(new Set(['GAME']));
    expect(new Set(games.map((row) => row.detail))).toEqual(new Set(['BET', 'PAYOUT']));
    const deposits = await account(token, rangeQuery(30, { type: 'deposit' }));
    expect(deposits.list.map((row) => row.status).sort()).toEqual(['PENDING', 'SUCCESS']);

    const unknown = await refusal(`${endpoints.transactionHistory.path}${rangeQuery(1, { type: 'LOTTERY' })}`, token);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errorCode: errorCodes.transactionTypeUnknown, value: { field: 'type' } });
    const tooLong = await refusal(`${endpoints.transactionHistory.path}${rangeQuery(40)}`, token);
    expect(tooLong.body).toMatchObject({ errorCode: errorCodes.dateRangeTooLong });
  });

  it('shows a demo round at once as its bet and payout, the balance after each', async () => {
    const token = await tokenOf('player05');
    nextDraw = drawFor(5);
    const { roundId } = await playOnDemoPage(app(), { host: hosts.lotus, token, stake: '10000.00' });
    const { list } = await account(token, rangeQuery(0, { type: 'GAME' }));
    const { balance } = await contractValue(app(), 'balance', '', as(token));
    const main = Number(balance?.find((row) => Number(row.accountTypeId) === 2)?.availBalance);
    expect(roundId).toBeTruthy();
    expect(list.slice(0, 2).map(({ detail, amount, balance: after }) => ({ detail, amount, after }))).toEqual([
      { detail: 'PAYOUT', amount: 50_000, after: main },
      { detail: 'BET', amount: -10_000, after: main - 50_000 },
    ]);
  });
});

describe('whose records', () => {
  it("answers the caller's own rows only, whatever the query names, and refuses visitors", async () => {
    const player01 = await memberAt(current.platform, 'lotus88', 'player01');
    const player02 = await tokenOf('player02');
    const own = await bets(player02, rangeQuery(30, { size: 100, customerId: player01.id, username: 'player01' }));
    const theirs = await bets(await tokenOf('player01'), rangeQuery(30, { size: 100 }));
    const ownIds = new Set(own.list.map((row) => row.betId));
    expect(theirs.list.some((row) => ownIds.has(row.betId))).toBe(false);
    const ownAccount = await account(player02, rangeQuery(30, { size: 100, customerId: player01.id }));
    const theirAccount = await account(await tokenOf('player01'), rangeQuery(30, { size: 100 }));
    const ownRows = new Set(ownAccount.list.map((row) => row.id));
    expect(theirAccount.list.some((row) => ownRows.has(row.id))).toBe(false);

    for (const path of [endpoints.personalRngHistory.path, endpoints.transactionHistory.path]) {
      const visitor = await refusal(`${path}${rangeQuery(1)}`);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toMatchObject({ success: false, errorCode: errorCodes.customerNotLogin });
      // A session of another site is no session here.
      const foreign = await refusal(`${path}${rangeQuery(1)}`, await tokenOf('player01', 'siam99'));
      expect(foreign.status).toBe(401);
    }
  });
});
