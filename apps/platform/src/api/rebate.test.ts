import { randomUUID } from 'node:crypto';
import { endpoints, errorCodes, idempotencyKeyHeader, type EndpointId, type ValueOf } from '@lobby/contract';
import { eq, sql } from 'drizzle-orm';
import { betRecords, rebateClaims, walletTransactions } from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';
import { monthOf } from '../wallet/ranks';

const current = platformPerTest({ randomInt: () => 0 });

const app = () => current.platform.app;
const tokenOf = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);
const as = (authorization: string, host = hosts.lotus) => ({ host, headers: { authorization } });

/** The rates the seed gives every merchant, in percent. */
const seededRates = { RNG: 0.8, LIVE: 0.5, FISH: 0.8, PVP: 0.5, SPORTS: 0.6, ELOTT: 0.4, LOTT: 0.3 };

const rebate = (token: string, host = hosts.lotus) => contractValue(app(), 'manualRebate', '', as(token, host));

function claim(token: string, body: { productType?: string }, key: string | null = randomUUID(), host = hosts.lotus) {
  return call(app(), endpoints.claimManualRebate.path, {
    method: 'POST',
    host,
    json: body,
    headers: { authorization: token, ...(key === null ? {} : { [idempotencyKeyHeader]: key }) },
  });
}

/** A claim that must pay: its value, parsed by the contract. */
async function claimed(token: string, body: { productType?: string } = {}, key?: string) {
  const answer = await claim(token, body, key);
  const parsed = await envelope(answer);
  expect(answer.status, JSON.stringify(parsed)).toBe(200);
  return parsed.value as ValueOf<'claimManualRebate'>;
}

async function mainBalance(token: string): Promise<number> {
  const value = await contractValue(app(), 'balance', '', as(token));
  return Number(value.balance?.find((row) => Number(row.accountTypeId) === 2)?.availBalance);
}

/** Cents of a wire amount, for sums that must come out exact. */
const cents = (amount: number) => Math.round(amount * 100);

/** The rebate of `validBet` (wire) at `percent`, rounded down to the hundredth, as the platform pays it. */
const expectedRebate = (validBet: number, percent: number) =>
  Math.floor((cents(validBet) * percent * 100) / 10_000) / 100;

/** `YYYY-MM-DD` of an instant (UTC). */
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

async function freePlayToken(): Promise<string> {
  const trial = await envelope(await call(app(), '/wps/session/login/freeplay', { method: 'POST', json: {} }));
  return (trial.value as { token: string }).token;
}

/** Plays slots rounds for player01 of lotus as the demo games do (the dev endpoint), at the games' smallest stake. */
async function playSlots(count: number) {
  const played = await call(app(), '/__dev/merchants/lotus88/members/player01/rounds', {
    method: 'POST',
    json: { count, productType: 'RNG' },
  });
  expect(played.status).toBe(200);
}

/** The slots' line of the rebate: what the rounds since the last claim have earned. */
async function slotsOf(token: string) {
  const item = (await rebate(token)).list.find((row) => row.productType === 'RNG');
  if (!item) throw new Error('no slots rebate');
  return item;
}

/** The member's main-wallet ledger summed: what the balance must equal. */
async function ledgerSum(username: string): Promise<number> {
  const member = await memberAt(current.platform, 'lotus88', username);
  const [row] = await current.platform.platform.db
    .select({ sum: sql<string>`sum(${walletTransactions.amount})` })
    .from(walletTransactions)
    .where(sql`${walletTransactions.memberId} = ${member.id} and ${walletTransactions.accountTypeId} = 2`);
  return Number(row?.sum) / 100;
}

describe('rebate settings (MCSFE_getCustomerRebateSettingByProductType)', () => {
  it("answers the merchant's rate of each product in percent, in the contract's shape", async () => {
    const settings = await contractValue(app(), 'rebateSettings', '', as(await tokenOf('player01')));
    expect(settings).toEqual(
      Object.fromEntries(Object.entries(seededRates).map(([product, rate]) => [product, [{ rebateValue: rate }]])),
    );
  });

  it('is served where either rebate page is on, and refused where both are off', async () => {
    // siam has the manual rebate on and the rebate settings page off.
    const siam = await contractValue(app(), 'rebateSettings', '', as(await tokenOf('player01', 'siam99'), hosts.siam));
    expect(siam.RNG).toEqual([{ rebateValue: 0.8 }]);
    await call(app(), '/__dev/merchants/lotus88/flags', {
      method: 'POST',
      json: { MYRBT3: false, MANPLAYREB3: false },
    });
    const token = await tokenOf('player01');
    for (const path of [endpoints.rebateSettings.path, endpoints.manualRebate.path]) {
      const refused = await call(app(), path, as(token));
      expect(refused.status).toBe(400);
      expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.functionNotAvailable });
    }
    const claimRefused = await claim(token, {});
    expect(await envelope(claimRefused)).toMatchObject({ errorCode: errorCodes.functionNotAvailable });
  });
});

describe('manual rebate: what has been earned (MCSFE_getManualRebate)', () => {
  it("equals each product's valid bets since the rate's start (this month's seeded bets) times its rate", async () => {
    const token = await tokenOf('player01');
    const value = await rebate(token);
    expect(value.list.map((item) => item.productType)).toEqual(Object.keys(seededRates));
    // The betting record of the same bets: this calendar month so far.
    const query = `?startDate=${dayOf(monthOf(new Date(current.now)).start.getTime())}&endDate=${dayOf(current.now)}`;
    const recordOf = (product: string) =>
      Object.entries(endpoints).find(([, endpoint]) =>
        endpoint.path.endsWith(`MCSFE_getPersonal${product}History`),
      )?.[0];
    let total = 0;
    for (const item of value.list) {
      const product = item.productType as keyof typeof seededRates;
      const record = (await contractValue(
        app(),
        recordOf(product) as EndpointId,
        query,
        as(token),
      )) as ValueOf<'personalRngHistory'>;
      expect(item.validBetAmount, product).toBe(record.summary.validBetAmount);
      expect(item.rebateAmount, product).toBe(expectedRebate(record.summary.validBetAmount, seededRates[product]));
      expect(item).toMatchObject({ minimumAmount: 1000, lastClaimTime: null });
      if (item.rebateAmount >= item.minimumAmount) total += cents(item.rebateAmount);
    }
    expect(value.list.filter((item) => item.rebateAmount > 0).length).toBeGreaterThan(3);
    expect(value.totalRebateAmount).toBe(total / 100);
  });

  it('counts no bet before the rate started: the seeded months before this one were paid by their rebates', async () => {
    const member = await memberAt(current.platform, 'lotus88', 'player01');
    const { db } = current.platform.platform;
    const [all] = await db
      .select({ validBet: sql<string>`sum(${betRecords.validBet})` })
      .from(betRecords)
      .where(eq(betRecords.memberId, member.id));
    const value = await rebate(await tokenOf('player01'));
    const counted = value.list.reduce((sum, item) => sum + cents(item.validBetAmount), 0);
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThan(Number(all?.validBet));
  });

  it('is nothing for a member without bets, and each member reads only their own', async () => {
    const value = await rebate(await tokenOf('player04'));
    expect(value.totalRebateAmount).toBe(0);
    expect(value.list.every((item) => item.validBetAmount === 0 && item.rebateAmount === 0)).toBe(true);
    const before = await rebate(await tokenOf('player01'));
    await claimed(await tokenOf('player02'));
    expect(await rebate(await tokenOf('player01'))).toEqual(before);
  });
});

describe('manual rebate: the claim (MCSFE_claimManualRebate)', () => {
  it('pays the rebate shown into the main wallet once; a second claim pays nothing', async () => {
    const token = await tokenOf('player01');
    const shown = await rebate(token);
    const before = await mainBalance(token);
    current.now += 60_000;
    const paid = await claimed(token);
    expect(paid.rebateAmount).toBe(shown.totalRebateAmount);
    expect(paid.claimTime).toBe(current.now);
    expect(paid.list.map((item) => item.productType)).toEqual(
      shown.list.filter((item) => item.rebateAmount >= item.minimumAmount).map((item) => item.productType),
    );
    const after = await mainBalance(token);
    expect(cents(after) - cents(before)).toBe(cents(shown.totalRebateAmount));

    // What is left is under its minimum (lotus's lotteries); slots have nothing left at all.
    const again = await claim(token, {});
    expect(again.status).toBe(400);
    expect(await envelope(again)).toMatchObject({ errorCode: errorCodes.rebateBelowMinimum });
    const slots = await claim(token, { productType: 'RNG' });
    expect(slots.status).toBe(400);
    expect(await envelope(slots)).toMatchObject({ errorCode: errorCodes.rebateNothingToClaim });
    expect(await mainBalance(token)).toBe(after);

    const reset = await rebate(token);
    expect(reset.totalRebateAmount).toBe(0);
    for (const item of reset.list) {
      const wasPaid = paid.list.some((row) => row.productType === item.productType);
      expect(item.lastClaimTime, item.productType).toBe(wasPaid ? current.now : null);
    }
    expect(await ledgerSum('player01')).toBe(after);
  });

  it('shows in the account record as one REBATE row with the balance after it', async () => {
    const token = await tokenOf('player01');
    const paid = await claimed(token);
    const record = await contractValue(
      app(),
      'transactionHistory',
      `?startDate=${dayOf(current.now)}&endDate=${dayOf(current.now)}&type=REBATE`,
      as(token),
    );
    expect(record.list).toEqual([
      expect.objectContaining({
        type: 'REBATE',
        detail: 'REBATE',
        amount: paid.rebateAmount,
        balance: await mainBalance(token),
        status: 'SUCCESS',
      }),
    ]);
  });

  it("claims one product alone, leaving the others' rebate as it was", async () => {
    const token = await tokenOf('player01');
    const before = await rebate(token);
    const live = before.list.find((item) => item.productType === 'LIVE');
    const paid = await claimed(token, { productType: 'RNG' });
    expect(paid.list).toEqual([
      expect.objectContaining({
        productType: 'RNG',
        rebateValue: 0.8,
        rebateAmount: before.list.find((item) => item.productType === 'RNG')?.rebateAmount,
      }),
    ]);
    const after = await rebate(token);
    expect(after.list.find((item) => item.productType === 'RNG')?.rebateAmount).toBe(0);
    expect(after.list.find((item) => item.productType === 'LIVE')).toEqual(live);
    const unknown = await claim(token, { productType: 'CASINO' });
    expect(unknown.status).toBe(400);
    expect(await envelope(unknown)).toMatchObject({
      errorCode: errorCodes.productTypeUnknown,
      value: { field: 'productType' },
    });
  });

  it('rebates the bets played after a claim, refusing a rebate under the minimum until it reaches it', async () => {
    const token = await tokenOf('player01');
    await claimed(token);
    current.now += 60_000;
    // A round of slots earns 0.8 % of its stake, under lotus's minimum of 1,000 VND.
    await playSlots(1);
    const one = await slotsOf(token);
    expect(one.validBetAmount).toBeGreaterThan(0);
    expect(one.rebateAmount).toBe(expectedRebate(one.validBetAmount, 0.8));
    expect(one.rebateAmount).toBeLessThan(one.minimumAmount);
    const short = await claim(token, { productType: 'RNG' });
    expect(short.status).toBe(400);
    expect(await envelope(short)).toMatchObject({
      errorCode: errorCodes.rebateBelowMinimum,
      value: { data: { rebateAmount: one.rebateAmount, minimumAmount: 1000 } },
    });
    while ((await slotsOf(token)).rebateAmount < 1000) await playSlots(1);
    const earned = await slotsOf(token);
    const paid = await claimed(token);
    expect(paid).toMatchObject({
      rebateAmount: earned.rebateAmount,
      list: [{ productType: 'RNG', validBetAmount: earned.validBetAmount, rebateValue: 0.8 }],
    });
  });

  it('answers a repeated key with the first answer and pays nothing more; another claim under it is refused', async () => {
    const token = await tokenOf('player01');
    const key = randomUUID();
    const first = await claimed(token, {}, key);
    const balance = await mainBalance(token);
    expect(await claimed(token, {}, key)).toEqual(first);
    expect(await mainBalance(token)).toBe(balance);
    const reused = await claim(token, { productType: 'RNG' }, key);
    expect(reused.status).toBe(422);
    expect(await envelope(reused)).toMatchObject({ errorCode: errorCodes.idempotencyKeyReused });
    const keyless = await claim(token, {}, null);
    expect(keyless.status).toBe(400);
    expect(await envelope(keyless)).toMatchObject({ errorCode: errorCodes.idempotencyKeyRequired });
  });

  it('pays once when claims race: two at once, then claim-all and per-product claims together', async () => {
    const token = await tokenOf('player01');
    const shown = await rebate(token);
    const before = await mainBalance(token);
    const codesOf = (answers: Response[]) =>
      Promise.all(answers.map(async (answer) => (await envelope(answer)).errorCode ?? 'ok'));
    const pair = await codesOf(await Promise.all([claim(token, {}), claim(token, {})]));
    expect(pair.sort()).toEqual(['ok', errorCodes.rebateBelowMinimum]);
    expect(cents(await mainBalance(token)) - cents(before)).toBe(cents(shown.totalRebateAmount));

    // New bets of a product, then every kind of claim at once: they are paid once in all.
    current.now += 60_000;
    await playSlots(20);
    const slots = await slotsOf(token);
    expect(slots.rebateAmount).toBeGreaterThanOrEqual(slots.minimumAmount);
    const middle = await mainBalance(token);
    const raced = await codesOf(
      await Promise.all([
        claim(token, {}),
        claim(token, { productType: 'RNG' }),
        claim(token, {}),
        claim(token, { productType: 'RNG' }),
      ]),
    );
    expect(raced.filter((code) => code === 'ok')).toHaveLength(1);
    expect(cents(await mainBalance(token)) - cents(middle)).toBe(cents(slots.rebateAmount));
    expect(await ledgerSum('player01')).toBe(await mainBalance(token));

    // Every bet is paid by at most one claim, and the claims add up to the ledger's rebate rows.
    const member = await memberAt(current.platform, 'lotus88', 'player01');
    const { db } = current.platform.platform;
    const [claims] = await db
      .select({ sum: sql<string>`sum(${rebateClaims.amount})` })
      .from(rebateClaims)
      .where(eq(rebateClaims.memberId, member.id));
    const [ledger] = await db.select({ sum: sql<string>`sum(${walletTransactions.amount})` }).from(walletTransactions)
      .where(sql`${walletTransactions.memberId} = ${member.id} and ${walletTransactions.kind} = 'rebate'
        and ${walletTransactions.createdAt} >= ${new Date(monthOf(new Date(current.now)).start).toISOString()}`);
    expect(Number(claims?.sum)).toBe(Number(ledger?.sum));
    expect(Number(claims?.sum)).toBe(cents(shown.totalRebateAmount) + cents(slots.rebateAmount));
  });
});

describe('who may see and claim a rebate', () => {
  it('refuses a visitor (401) and a trial account (403) on every call', async () => {
    const trial = await freePlayToken();
    for (const path of [endpoints.rebateSettings.path, endpoints.manualRebate.path]) {
      expect((await call(app(), path)).status).toBe(401);
      const refused = await call(app(), path, as(trial));
      expect(refused.status).toBe(403);
      expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.trialAccountRestricted });
    }
    const anonymous = await call(app(), endpoints.claimManualRebate.path, {
      method: 'POST',
      json: {},
      headers: { [idempotencyKeyHeader]: randomUUID() },
    });
    expect(anonymous.status).toBe(401);
    const trialClaim = await claim(trial, {});
    expect(trialClaim.status).toBe(403);
    expect(await envelope(trialClaim)).toMatchObject({ errorCode: errorCodes.trialAccountRestricted });
  });
});
