import { endpoints, errorCodes } from '@lobby/contract';
import { and, eq } from 'drizzle-orm';
import { games, vipRanks } from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';
import { monthOf } from '../wallet/ranks';
import { playRound, setBalance } from '../wallet/wallets';

const current = platformPerTest();

const tokenOf = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);

const progressOf = async (token: string, host = hosts.lotus, query = '') =>
  contractValue(current.platform.app, 'playerRankProgress', query, { host, headers: { authorization: token } });

const clubLabelOf = async (token: string, host = hosts.lotus) =>
  (await contractValue(current.platform.app, 'memberInfo', '', { host, headers: { authorization: token } }))?.clubLabel;

/** The id of a merchant's rank by its name. */
async function rankId(merchantCode: string, name: string): Promise<number | undefined> {
  const { merchantId } = await memberAt(current.platform, merchantCode, 'player01');
  const [row] = await current.platform.platform.db
    .select({ id: vipRanks.id })
    .from(vipRanks)
    .where(and(eq(vipRanks.merchantId, merchantId), eq(vipRanks.name, name)));
  return row?.id;
}

/** Lost rounds of the member on the platform's clock: each stake counts toward the month's turnover. */
async function stake(merchantCode: string, username: string, ...stakes: number[]) {
  const { db } = current.platform.platform;
  const member = await memberAt(current.platform, merchantCode, username);
  const [game] = await db.select({ id: games.id }).from(games).limit(1);
  for (const amount of stakes) {
    const round = await playRound(db, {
      memberId: member.id,
      gameId: game?.id ?? 0,
      stake: amount,
      randomInt: () => 0,
      at: new Date(current.now),
    });
    expect(round?.win).toBe(0);
  }
}

describe('VIP rank progress', () => {
  it("answers the seeded member's rank, the next one and the turnover between them, in the site's currency", async () => {
    const lotus = await tokenOf('player01');
    expect(await progressOf(lotus)).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 1 },
      playerRankProgress: { labelId: await rankId('lotus88', 'Gold') },
      playerRankName: 'Gold',
      nextRankName: 'Platinum',
      monthlyTurnover: { actual: 3_000_000, expected: 10_000_000 },
      totalTurnover: 9_500_000,
    });
    expect(await clubLabelOf(lotus)).toEqual({ labelName: 'Gold', type: 'AUTO', rankLevel: 3 });

    const siam = await tokenOf('player01', 'siam99');
    expect(await progressOf(siam, hosts.siam)).toMatchObject({
      playerRankName: 'Gold',
      monthlyTurnover: { actual: 3000, expected: 10_000 },
      totalTurnover: 9500,
    });
    const player05 = await tokenOf('player05');
    expect(await progressOf(player05)).toMatchObject({
      playerRankName: 'Bronze',
      nextRankName: 'Silver',
      monthlyTurnover: { actual: 0, expected: 500_000 },
      totalTurnover: 0,
    });
    expect(await clubLabelOf(player05)).toEqual({ labelName: 'Bronze', type: 'AUTO', rankLevel: 1 });
  });

  it("answers the caller's own progress only, whatever the query names", async () => {
    const player01 = await memberAt(current.platform, 'lotus88', 'player01');
    const player02 = await tokenOf('player02');
    const own = await progressOf(player02, hosts.lotus, `?customerId=${player01.id}&memberId=${player01.id}`);
    expect(own).toMatchObject({ playerRankName: 'Silver', monthlyTurnover: { actual: 800_000 } });
    // A session of another site is no session here.
    const siam = await tokenOf('player01', 'siam99');
    const foreign = await call(current.platform.app, endpoints.playerRankProgress.path, {
      host: hosts.lotus,
      headers: { authorization: siam },
    });
    expect(foreign.status).toBe(401);
    expect((await envelope(foreign)).success).toBe(false);
  });

  it('moves up as soon as the month’s stakes reach the next threshold, and to the top', async () => {
    const token = await tokenOf('player05', 'siam99');
    await stake('siam99', 'player05', 499_99);
    expect(await progressOf(token, hosts.siam)).toMatchObject({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 1 },
      playerRankName: 'Bronze',
      nextRankName: 'Silver',
      monthlyTurnover: { actual: 499.99, expected: 500 },
    });
    await stake('siam99', 'player05', 1);
    expect(await progressOf(token, hosts.siam)).toMatchObject({
      playerRankProgress: { labelId: await rankId('siam99', 'Silver') },
      playerRankName: 'Silver',
      nextRankName: 'Gold',
      monthlyTurnover: { actual: 500, expected: 2500 },
      totalTurnover: 500,
    });
    expect(await clubLabelOf(token, hosts.siam)).toEqual({ labelName: 'Silver', type: 'AUTO', rankLevel: 2 });

    const member = await memberAt(current.platform, 'siam99', 'player05');
    const at = new Date(current.now);
    await setBalance(current.platform.platform.db, {
      memberId: member.id,
      currency: 'THB',
      balance: 50_000_00,
      kind: 'adjustment',
      at,
    });
    await stake('siam99', 'player05', 49_500_00);
    const top = await progressOf(token, hosts.siam);
    expect(top).toMatchObject({
      currentProgress: { completedConditions: 1, totalExpectedConditions: 1 },
      playerRankName: 'Diamond',
      monthlyTurnover: { actual: 50_000, expected: 50_000 },
    });
    expect(top.nextRankName ?? null).toBeNull();
  });

  it('starts each calendar month from the bottom; the total keeps every month', async () => {
    current.now = monthOf(new Date(current.now)).end.getTime() + 60 * 60 * 1000;
    const token = await tokenOf('player01');
    expect(await progressOf(token)).toMatchObject({
      playerRankName: 'Bronze',
      nextRankName: 'Silver',
      monthlyTurnover: { actual: 0 },
      totalTurnover: 9_500_000,
    });
    expect(await clubLabelOf(token)).toMatchObject({ labelName: 'Bronze', rankLevel: 1 });
  });

  it('refuses visitors and trial accounts; a trial account has no VIP label', async () => {
    const visitor = await call(current.platform.app, endpoints.playerRankProgress.path, { host: hosts.lotus });
    expect(visitor.status).toBe(401);
    expect(await envelope(visitor)).toMatchObject({ success: false, errorCode: errorCodes.customerNotLogin });

    const made = await envelope(
      await call(current.platform.app, '/wps/session/login/freeplay', { method: 'POST', json: {} }),
    );
    const trial = (made.value as { token: string }).token;
    const refused = await call(current.platform.app, endpoints.playerRankProgress.path, {
      host: hosts.lotus,
      headers: { authorization: trial },
    });
    expect(refused.status).toBe(403);
    expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.trialAccountRestricted });
    expect(await clubLabelOf(trial)).toBeUndefined();
  });
});
