import { randomUUID } from 'node:crypto';
import { endpoints, errorCodes, idempotencyKeyHeader, pointTxTypes } from '@lobby/contract';
import { eq, sql } from 'drizzle-orm';
import { safeParse } from 'valibot';
import { pointAccounts, pointRewards, pointTransactions, walletTransactions } from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sealedCall, sessionFor } from '../testing/testPlatform';

const current = platformPerTest({ randomInt: () => 0 });

const app = () => current.platform.app;
const tokenOf = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);
const as = (authorization: string, host = hosts.lotus) => ({ host, headers: { authorization } });
const password = 'Player#2026';

const points = async (token: string, host = hosts.lotus) => contractValue(app(), 'pointBalance', '', as(token, host));

async function catalogue(type: string, init: { host?: string; headers?: Record<string, string> } = {}, page = 1) {
  return contractValue(app(), 'pointRewards', `?type=${type}&page=${page}`, init);
}

/** A reward of lotus's catalogue by its English name. */
async function rewardNamed(name: string) {
  for (const type of ['VIRTUAL', 'PHYSICAL']) {
    const found = (await catalogue(type, { headers: { language: 'EN' } })).list.find((row) => row.name === name);
    if (found) return found;
  }
  throw new Error(`no reward ${name}`);
}

interface RedeemBody {
  rewardId: number | string;
  quantity: number;
  password?: string;
  province?: string;
  remarks?: string;
}

function redeem(token: string, body: RedeemBody, key: string = randomUUID(), host = hosts.lotus) {
  return sealedCall(
    current.platform,
    endpoints.redeemPointReward.path,
    'POST',
    { password, ...body },
    { host, headers: { authorization: token, [idempotencyKeyHeader]: key } },
  );
}

function convert(token: string, amount: number, key: string = randomUUID(), pass = password) {
  return sealedCall(
    current.platform,
    endpoints.convertPoints.path,
    'POST',
    { amount, password: pass },
    { host: hosts.lotus, headers: { authorization: token, [idempotencyKeyHeader]: key } },
  );
}

async function refusal(answer: Response) {
  const body = await envelope(answer);
  return { status: answer.status, errorCode: body.errorCode, message: body.message };
}

async function redeemed(answer: Response) {
  const body = await envelope(answer);
  expect(answer.status, JSON.stringify(body)).toBe(200);
  const parsed = safeParse(endpoints.redeemPointReward.value, body.value);
  if (!parsed.success) throw new Error('redeem answer off contract');
  return parsed.output;
}

async function inventoryOf(id: number | string) {
  const [row] = await current.platform.platform.db
    .select({ inventory: pointRewards.inventory })
    .from(pointRewards)
    .where(eq(pointRewards.id, Number(id)));
  return row?.inventory;
}

async function setInventory(id: number | string, inventory: number) {
  const answer = await call(app(), `/__dev/merchants/lotus88/rewards/${id}`, { method: 'POST', json: { inventory } });
  expect(answer.status).toBe(200);
}

const ledger = (token: string, query = '') =>
  contractValue(app(), 'memberTransactions', `?accountTypeId=9&page=1&size=50${query}`, as(token));

/** The member's point ledger summed, and the balance it must equal. */
async function ledgerAndBalance(username: string, merchantCode = 'lotus88') {
  const member = await memberAt(current.platform, merchantCode, username);
  const { db } = current.platform.platform;
  const [sum] = await db
    .select({ sum: sql<string>`coalesce(sum(${pointTransactions.amount}), 0)` })
    .from(pointTransactions)
    .where(eq(pointTransactions.memberId, member.id));
  const [account] = await db.select().from(pointAccounts).where(eq(pointAccounts.memberId, member.id));
  return { sum: Number(sum?.sum), balance: account?.balance };
}

describe('the catalogue', () => {
  it('shows a visitor each type paged, in the language asked, with pictures and the price in points and money', async () => {
    const types = await contractValue(app(), 'pointConversionTypes', '', { headers: { language: 'VI' } });
    expect(types).toEqual([
      { type: 'VIRTUAL', name: 'Phần thưởng tiền thưởng' },
      { type: 'PHYSICAL', name: 'Quà tặng hiện vật' },
    ]);
    const virtual = await contractValue(app(), 'pointRewards', '?type=VIRTUAL&page=1&size=4', {
      headers: { language: 'VI' },
    });
    expect(virtual.totalPages).toBe(2);
    expect(virtual.list.map((row) => row.name)).toEqual([
      '20 vòng quay miễn phí',
      '100 vòng quay miễn phí',
      'Tiền thưởng',
      'Tiền thưởng cuối tuần',
    ]);
    const config = await contractValue(app(), 'pointConfig');
    // 500 points at 10 VND a point.
    expect(virtual.list[0]).toMatchObject({ price: 500, displayPointMoneyAmt: 500 * config.moneyPerPoint });
    const physical = await catalogue('PHYSICAL', { headers: { language: 'EN' } });
    expect(physical.list.find((row) => row.name === 'Smart watch')).toMatchObject({ inventory: 0 });
    const picture = await call(app(), physical.list[0]?.showIcon ?? '');
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain('<title>Travel tumbler</title>');
    expect((await call(app(), '/wps/media/reward/nothing.svg')).status).toBe(404);
  });

  it('answers the Arabic names at sahara and refuses a type it does not have', async () => {
    const sahara = await catalogue('VIRTUAL', { host: hosts.sahara, headers: { language: 'AR' } });
    expect(sahara.list[0]?.name).toBe('20 دورة مجانية');
    const answer = await call(app(), `${endpoints.pointRewards.path}?type=CARS`);
    expect(await refusal(answer)).toMatchObject({ status: 400, errorCode: errorCodes.validationFailed });
  });
});

describe('points earned', () => {
  it('a demo round earns a point per unit of valid bet, once, with its row in the point details', async () => {
    const token = await tokenOf('player02');
    const before = await points(token);
    const played = await call(app(), '/__dev/merchants/lotus88/members/player02/rounds', {
      method: 'POST',
      json: { count: 3, productType: 'RNG' },
    });
    expect(played.status).toBe(200);
    const config = await contractValue(app(), 'pointConfig');
    // Three rounds at the smallest stake (10,000 VND), one point per 1,000 VND of valid bet.
    expect(config.betPerPoint).toBe(1000);
    expect(await points(token)).toBe(before + 30);
    expect(await points(token)).toBe(before + 30);
    const details = await ledger(token);
    expect(details.list[0]).toMatchObject({ amount: 30, afterBalance: before + 30, txTypeId: pointTxTypes.earned });
    expect(await ledgerAndBalance('player02')).toEqual({ sum: before + 30, balance: before + 30 });
  });

  it('is the member’s own: no balance for a visitor or a trial account, no one else’s ledger', async () => {
    expect((await call(app(), endpoints.pointBalance.path)).status).toBe(401);
    const trial = await envelope(await call(app(), '/wps/session/login/freeplay', { method: 'POST', json: {} }));
    const trialToken = (trial.value as { token: string }).token;
    expect((await call(app(), endpoints.pointBalance.path, as(trialToken))).status).toBe(403);
    const token = await tokenOf('player01');
    const other = await call(
      app(),
      `${endpoints.memberTransactions.path}?accountTypeId=9&page=1&size=10&subordinateName=player02`,
      as(token),
    );
    expect(await refusal(other)).toMatchObject({ status: 403, errorCode: errorCodes.accessDenied });
  });
});

describe('redeeming', () => {
  it('takes the points and one item, answers processing, and the merchant approves it', async () => {
    const token = await tokenOf('player01');
    const spins = await rewardNamed('20 free spins');
    const before = await points(token);
    const made = await redeemed(await redeem(token, { rewardId: spins.id, quantity: 2 }));
    expect(made).toMatchObject({ status: 'PROCESSING', pointAmount: 1000, pointBalance: before - 1000 });
    expect(await points(token)).toBe(before - 1000);
    expect(await inventoryOf(spins.id)).toBe(spins.inventory - 2);
    const history = await contractValue(app(), 'redeemPointList', '', as(token));
    expect(history.list[0]).toMatchObject({ id: made.redeemId, quantity: 2, pointAmount: 1000, status: 'PROCESSING' });
    // The seeded ones: the approved free spins and the rejected tumbler.
    expect(history.list.map((row) => row.status)).toEqual(['PROCESSING', 'REJECTED', 'APPROVED']);
    const approve = await call(app(), `/__dev/merchants/lotus88/redemptions/${made.redeemId}`, {
      method: 'POST',
      json: { action: 'approve' },
    });
    expect(await envelope(approve)).toMatchObject({ value: { status: 'APPROVED' } });
    const approved = await contractValue(app(), 'redeemPointList', '?status=APPROVED', as(token));
    expect(approved.list.map((row) => row.id)).toContain(made.redeemId);
    const again = await call(app(), `/__dev/merchants/lotus88/redemptions/${made.redeemId}`, {
      method: 'POST',
      json: { action: 'reject' },
    });
    expect(again.status).toBe(409);
    expect(await ledgerAndBalance('player01')).toEqual({ sum: before - 1000, balance: before - 1000 });
  });

  it('a rejection gives the points and the items back', async () => {
    const token = await tokenOf('player01');
    const tumbler = await rewardNamed('Travel tumbler');
    const before = await points(token);
    const made = await redeemed(
      await redeem(token, { rewardId: tumbler.id, quantity: 1, province: 'Hà Nội', remarks: '12 Tràng Tiền' }),
    );
    expect(await inventoryOf(tumbler.id)).toBe(tumbler.inventory - 1);
    await call(app(), `/__dev/merchants/lotus88/redemptions/${made.redeemId}`, {
      method: 'POST',
      json: { action: 'reject' },
    });
    expect(await points(token)).toBe(before);
    expect(await inventoryOf(tumbler.id)).toBe(tumbler.inventory);
    const details = await ledger(token);
    expect(details.list[0]).toMatchObject({ amount: 3000, txTypeId: pointTxTypes.redemptionReturned });
    const history = await contractValue(app(), 'redeemPointList', '?status=REJECTED', as(token));
    expect(history.list[0]).toMatchObject({ province: 'Hà Nội', remarks: '12 Tràng Tiền', status: 'REJECTED' });
  });

  it('refuses, taking nothing: a wrong password, more than is left, more than the points, an unknown reward, no address', async () => {
    const token = await tokenOf('player01');
    const spins = await rewardNamed('20 free spins');
    const jersey = await rewardNamed('Football jersey');
    const watch = await rewardNamed('Smart watch');
    const before = await points(token);
    expect(await refusal(await redeem(token, { rewardId: spins.id, quantity: 1, password: 'wrong-one' }))).toEqual({
      status: 400,
      errorCode: errorCodes.passwordInvalid,
      message: 'The password is incorrect.',
    });
    await setInventory(spins.id, 3);
    expect(await refusal(await redeem(token, { rewardId: spins.id, quantity: 4 }))).toEqual({
      status: 400,
      errorCode: errorCodes.pointInventoryNotEnough,
      message: 'Only 3 of this reward are left.',
    });
    expect(await refusal(await redeem(token, { rewardId: watch.id, quantity: 1, province: 'Huế' }))).toMatchObject({
      errorCode: errorCodes.pointInventoryNotEnough,
      message: 'This reward is sold out.',
    });
    const many = Math.floor(before / jersey.price) + 1;
    expect(await refusal(await redeem(token, { rewardId: jersey.id, quantity: many, province: 'Huế' }))).toMatchObject({
      status: 400,
      errorCode: errorCodes.pointBalanceNotEnough,
    });
    expect(await refusal(await redeem(token, { rewardId: 999_999, quantity: 1 }))).toMatchObject({
      status: 400,
      errorCode: errorCodes.pointRewardNotFound,
    });
    const siamReward = (await catalogue('VIRTUAL', { host: hosts.siam })).list[0];
    expect(await refusal(await redeem(token, { rewardId: siamReward?.id ?? 0, quantity: 1 }))).toMatchObject({
      errorCode: errorCodes.pointRewardNotFound,
    });
    expect(await refusal(await redeem(token, { rewardId: jersey.id, quantity: 1, province: ' ' }))).toMatchObject({
      errorCode: errorCodes.pointAddressRequired,
    });
    expect(await refusal(await redeem(token, { rewardId: spins.id, quantity: 0 }))).toMatchObject({
      errorCode: errorCodes.validationFailed,
    });
    expect(await points(token)).toBe(before);
    expect(await inventoryOf(spins.id)).toBe(3);
    expect(await inventoryOf(jersey.id)).toBe(jersey.inventory);
  });

  it('redeems once per idempotency key, and needs one', async () => {
    const token = await tokenOf('player01');
    const spins = await rewardNamed('20 free spins');
    const before = await points(token);
    const key = randomUUID();
    const first = await redeemed(await redeem(token, { rewardId: spins.id, quantity: 1 }, key));
    const retry = await redeemed(await redeem(token, { rewardId: spins.id, quantity: 1 }, key));
    expect(retry).toEqual(first);
    expect(await points(token)).toBe(before - spins.price);
    const other = await refusal(await redeem(token, { rewardId: spins.id, quantity: 2 }, key));
    expect(other).toMatchObject({ errorCode: errorCodes.idempotencyKeyReused });
  });

  it('twenty redemptions at once of the last five items sell five, and the points never go below zero', async () => {
    const spins = await rewardNamed('20 free spins');
    await setInventory(spins.id, 5);
    const token = await tokenOf('player01');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => redeem(token, { rewardId: spins.id, quantity: 1 })),
    );
    const codes = await Promise.all(answers.map(async (answer) => (await envelope(answer)).errorCode ?? 'ok'));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code !== 'ok')).toEqual(Array(15).fill(errorCodes.pointInventoryNotEnough));
    expect(await inventoryOf(spins.id)).toBe(0);

    // player03 has 5,000 points: twenty redemptions of a 1,200-point reward at once pay for four.
    const bonus = await rewardNamed('Bonus credit');
    const other = await tokenOf('player03');
    const start = await points(other);
    const bought = await Promise.all(
      Array.from({ length: 20 }, () => redeem(other, { rewardId: bonus.id, quantity: 1 })),
    );
    const outcomes = await Promise.all(bought.map(async (answer) => (await envelope(answer)).errorCode ?? 'ok'));
    const sold = Math.floor(start / bonus.price);
    expect(outcomes.filter((code) => code === 'ok')).toHaveLength(sold);
    expect(new Set(outcomes.filter((code) => code !== 'ok'))).toEqual(new Set([errorCodes.pointBalanceNotEnough]));
    expect(await points(other)).toBe(start - sold * bonus.price);
    expect(await inventoryOf(bonus.id)).toBe(bonus.inventory - sold);
    expect(await ledgerAndBalance('player03')).toEqual({
      sum: start - sold * bonus.price,
      balance: start - sold * bonus.price,
    });
  });
});

describe('converting points', () => {
  async function mainBalance(token: string) {
    const value = await contractValue(app(), 'balance', '', as(token));
    return Math.round(Number(value.balance?.find((row) => Number(row.accountTypeId) === 2)?.availBalance) * 100);
  }

  it('takes the points and credits the main wallet at the merchant rate, once per key, with a row in each ledger', async () => {
    const token = await tokenOf('player01');
    const before = { points: await points(token), money: await mainBalance(token) };
    const key = randomUUID();
    const answer = await convert(token, 1000, key);
    const body = await envelope(answer);
    expect(answer.status, JSON.stringify(body)).toBe(200);
    // 1,000 points at 10 VND each.
    expect(body.value).toEqual({ pointAmount: 1000, amount: 10_000, pointBalance: before.points - 1000 });
    expect((await envelope(await convert(token, 1000, key))).value).toEqual(body.value);
    expect(await points(token)).toBe(before.points - 1000);
    expect(await mainBalance(token)).toBe(before.money + 10_000_00);
    const member = await memberAt(current.platform, 'lotus88', 'player01');
    const rows = await current.platform.platform.db
      .select()
      .from(walletTransactions)
      .where(sql`${walletTransactions.memberId} = ${member.id} and ${walletTransactions.kind} = 'points'`);
    expect(rows.map((row) => row.amount)).toEqual([10_000_00]);
    expect((await ledger(token)).list[0]).toMatchObject({ amount: -1000, txTypeId: pointTxTypes.converted });
    const record = await contractValue(
      app(),
      'transactionHistory',
      `?type=ADJUSTMENT&startDate=${new Date(current.now).toISOString().slice(0, 10)}&endDate=${new Date(current.now).toISOString().slice(0, 10)}`,
      as(token),
    );
    expect(record.list[0]).toMatchObject({ amount: 10_000, detail: 'POINTS' });
  });

  it('refuses a wrong password, fewer points than the least, more than the member has; nothing moves', async () => {
    const token = await tokenOf('player01');
    const before = { points: await points(token), money: await mainBalance(token) };
    expect(await refusal(await convert(token, 1000, randomUUID(), 'nope'))).toMatchObject({
      errorCode: errorCodes.passwordInvalid,
    });
    expect(await refusal(await convert(token, 50))).toMatchObject({ errorCode: errorCodes.pointAmountInvalid });
    expect(await refusal(await convert(token, 10.5))).toMatchObject({ errorCode: errorCodes.pointAmountInvalid });
    expect(await refusal(await convert(token, before.points + 1))).toMatchObject({
      errorCode: errorCodes.pointBalanceNotEnough,
    });
    expect(await points(token)).toBe(before.points);
    expect(await mainBalance(token)).toBe(before.money);
  });

  it('stops password guesses after five wrong ones, the right one too', async () => {
    const token = await tokenOf('player01');
    const spins = await rewardNamed('20 free spins');
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      statuses.push((await redeem(token, { rewardId: spins.id, quantity: 1, password: `guess-${n}` })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await redeem(token, { rewardId: spins.id, quantity: 1 })).status).toBe(429);
  });
});

describe('dev endpoints', () => {
  it('give points and list a member’s redemptions', async () => {
    const given = await call(app(), '/__dev/merchants/siam99/members/player01/points', {
      method: 'POST',
      json: { amount: 250 },
    });
    const token = await tokenOf('player01', 'siam99');
    expect(await envelope(given)).toMatchObject({ value: { pointBalance: await points(token, hosts.siam) } });
    const listed = await envelope(await call(app(), '/__dev/merchants/siam99/members/player01/redemptions'));
    expect((listed.value as { redemptions: Array<{ status: string }> }).redemptions.map((row) => row.status)).toEqual([
      'REJECTED',
      'APPROVED',
    ]);
    const dev = await envelope(await call(app(), '/__dev'));
    expect(JSON.stringify(dev.value)).toContain('/__dev/merchants/:code/redemptions/:id');
  });
});
