import { randomUUID } from 'node:crypto';
import { endpoints, errorCodes, idempotencyKeyHeader, type ValueOf } from '@lobby/contract';
import { and, eq, sql } from 'drizzle-orm';
import { deposits, missionClaims, walletTransactions } from '../db/schema';
import { playOnDemoPage } from '../testing/demoRounds';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';
import { periodOf } from '../wallet/missions';

const current = platformPerTest({ randomInt: () => 0 });

const app = () => current.platform.app;
const tokenOf = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);
const as = (authorization: string, host = hosts.lotus, language?: string) => ({
  host,
  headers: { authorization, ...(language ? { language } : {}) },
});

const summaryOf = (token: string, host = hosts.lotus, language?: string) =>
  contractValue(app(), 'missionSummary', '', as(token, host, language));

function claim(token: string, body: { missionId: unknown; milestoneId: unknown }, key: string | null = randomUUID()) {
  return call(app(), endpoints.claimMissionMilestone.path, {
    method: 'POST',
    host: hosts.lotus,
    json: body,
    headers: { authorization: token, ...(key === null ? {} : { [idempotencyKeyHeader]: key }) },
  });
}

async function mainBalance(token: string): Promise<number> {
  const value = await contractValue(app(), 'balance', '', as(token));
  return Number(value.balance?.find((row) => Number(row.accountTypeId) === 2)?.availBalance);
}

/** Slots rounds for a member of lotus as the demo games play them (the dev endpoint), at the smallest stake. */
async function playSlots(username: string, count: number) {
  const played = await call(app(), `/__dev/merchants/lotus88/members/${username}/rounds`, {
    method: 'POST',
    json: { count, productType: 'RNG' },
  });
  expect(played.status).toBe(200);
}

const missionOf = (summary: ValueOf<'missionSummary'>, type: string, product: string | null) => {
  const found = summary.missions.find((row) => row.type === type && (row.productType ?? null) === product);
  if (!found) throw new Error(`no ${type} mission of ${product}`);
  return found;
};

const cents = (amount: number) => Math.round(amount * 100);

describe('missions (MCSFE_getMissionSummaryDetails)', () => {
  it("lists the merchant's missions in the caller's language, their periods and milestones, nothing done yet", async () => {
    const token = await tokenOf('player03');
    const summary = await summaryOf(token, hosts.lotus, 'VI');
    expect(summary.missions.map((row) => [row.period, row.type, row.productType])).toEqual([
      ['DAILY', 'ROUNDS', 'RNG'],
      ['DAILY', 'VALID_BET', 'LIVE'],
      ['WEEKLY', 'DEPOSITS', null],
      ['WEEKLY', 'VALID_BET', null],
    ]);
    expect(summary.missions[0]?.name).toBe('Vòng quay slot mỗi ngày');
    expect(summary.missions.every((row) => row.progress === 0)).toBe(true);
    expect(summary.claimableCount).toBe(0);
    expect(summary.totalPoints).toBe(0);
    const slots = missionOf(summary, 'ROUNDS', 'RNG');
    const day = periodOf('DAILY', new Date(current.now));
    expect([slots.startTime, slots.endTime]).toEqual([day.start.getTime(), day.end.getTime()]);
    expect(slots.milestones.map((step) => [step.target, step.rewardAmount, step.status])).toEqual([
      [10, 5000, 'IN_PROGRESS'],
      [30, 15000, 'IN_PROGRESS'],
      [60, 40000, 'IN_PROGRESS'],
    ]);
    // The deposit mission says from which amount a deposit counts; English where asked, sahara in Arabic.
    expect(missionOf(summary, 'DEPOSITS', null).minimumAmount).toBe(100_000);
    expect((await summaryOf(token, hosts.lotus, 'EN')).missions[0]?.name).toBe('Daily slots spins');
    const sahara = await summaryOf(await tokenOf('player03', 'sahara7'), hosts.sahara, 'AR');
    expect(sahara.missions[0]?.name).toBe('دورات السلوتس اليومية');
  });

  it('follows real play: rounds of the dev endpoint and of a demo game page count, a milestone becomes claimable', async () => {
    const token = await tokenOf('player03');
    await playSlots('player03', 9);
    let summary = await summaryOf(token);
    expect(missionOf(summary, 'ROUNDS', 'RNG').progress).toBe(9);
    expect(summary.claimableCount).toBe(0);
    await playOnDemoPage(app(), { host: hosts.lotus, token, stake: '10000' });
    summary = await summaryOf(token);
    const slots = missionOf(summary, 'ROUNDS', 'RNG');
    expect(slots.progress).toBe(10);
    expect(slots.milestones.map((step) => step.status)).toEqual(['CLAIMABLE', 'IN_PROGRESS', 'IN_PROGRESS']);
    expect(summary.claimableCount).toBe(1);
    expect(summary.totalPoints).toBe(10);
    // The week's turnover counts every product's valid bets: nine at the smallest stake and the page's 10,000.
    expect(missionOf(summary, 'VALID_BET', null).progress).toBeGreaterThanOrEqual(10_000);
    // The live mission counts only live bets.
    expect(missionOf(summary, 'VALID_BET', 'LIVE').progress).toBe(0);
    const one = await contractValue(app(), 'missionMilestones', `?missionId=${slots.missionId}`, as(token));
    expect(one).toEqual({ missionId: slots.missionId, progress: 10, milestones: slots.milestones });
  });

  it('counts an approved deposit of at least the minimum toward the weekly deposit mission', async () => {
    const token = await tokenOf('player01');
    const before = missionOf(await summaryOf(token), 'DEPOSITS', null).progress;
    const member = await memberAt(current.platform, 'lotus88', 'player01');
    const [pending] = await current.platform.platform.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(and(eq(deposits.memberId, member.id), eq(deposits.status, 'pending')));
    const approved = await call(app(), `/__dev/merchants/lotus88/deposits/${pending?.id}`, {
      method: 'POST',
      json: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    expect(missionOf(await summaryOf(token), 'DEPOSITS', null).progress).toBe(before + 1);
  });
});

describe('claiming a milestone (MCSFE_claimMissionMilestone)', () => {
  it('pays the reward once into the main wallet with a bonus ledger row; a second claim is refused', async () => {
    const token = await tokenOf('player03');
    await playSlots('player03', 10);
    const slots = missionOf(await summaryOf(token), 'ROUNDS', 'RNG');
    const [first, second] = slots.milestones;
    const before = await mainBalance(token);

    const early = await claim(token, { missionId: slots.missionId, milestoneId: second?.milestoneId });
    expect(early.status).toBe(400);
    expect(await envelope(early)).toMatchObject({ errorCode: errorCodes.missionMilestoneNotReached });

    const key = randomUUID();
    const paid = await claim(token, { missionId: slots.missionId, milestoneId: first?.milestoneId }, key);
    const value = (await envelope(paid)).value as ValueOf<'claimMissionMilestone'>;
    expect(paid.status).toBe(200);
    expect(value).toMatchObject({ missionId: slots.missionId, rewardAmount: 5000, points: 10 });
    expect(cents(await mainBalance(token)) - cents(before)).toBe(500_000);
    // The same request again answers the same claim and pays nothing more.
    const replay = await claim(token, { missionId: slots.missionId, milestoneId: first?.milestoneId }, key);
    expect((await envelope(replay)).value).toEqual(value);
    const again = await claim(token, { missionId: slots.missionId, milestoneId: first?.milestoneId });
    expect(again.status).toBe(400);
    expect(await envelope(again)).toMatchObject({ errorCode: errorCodes.missionMilestoneClaimed });
    expect(cents(await mainBalance(token)) - cents(before)).toBe(500_000);

    const summary = await summaryOf(token);
    expect(missionOf(summary, 'ROUNDS', 'RNG').milestones[0]?.status).toBe('CLAIMED');
    expect(summary.claimableCount).toBe(0);
    const member = await memberAt(current.platform, 'lotus88', 'player03');
    const rows = await current.platform.platform.db
      .select({ amount: walletTransactions.amount })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.memberId, member.id), eq(walletTransactions.kind, 'bonus')));
    expect(rows).toEqual([{ amount: 500_000 }]);
    // The account record shows it as a bonus.
    const day = new Date(current.now).toISOString().slice(0, 10);
    const record = await contractValue(
      app(),
      'transactionHistory',
      `?startDate=${day}&endDate=${day}&type=BONUS`,
      as(token),
    );
    expect(record.list.map((row) => row.amount)).toEqual([5000]);
  });

  it('pays once when ten claims of the same milestone race with keys of their own', async () => {
    const token = await tokenOf('player03');
    await playSlots('player03', 10);
    const slots = missionOf(await summaryOf(token), 'ROUNDS', 'RNG');
    const before = await mainBalance(token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        claim(token, { missionId: slots.missionId, milestoneId: slots.milestones[0]?.milestoneId }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(400)]);
    expect(cents(await mainBalance(token)) - cents(before)).toBe(500_000);
    const member = await memberAt(current.platform, 'lotus88', 'player03');
    const [claims] = await current.platform.platform.db
      .select({ n: sql<number>`count(*)::integer` })
      .from(missionClaims)
      .where(eq(missionClaims.memberId, member.id));
    expect(claims?.n).toBe(1);
  });

  it("refuses another merchant's mission, a milestone of another mission, a claim without a key, visitors and trials", async () => {
    const token = await tokenOf('player03');
    await playSlots('player03', 10);
    const lotus = await summaryOf(token);
    const slots = missionOf(lotus, 'ROUNDS', 'RNG');
    const siam = await summaryOf(await tokenOf('player03', 'siam99'), hosts.siam);
    const foreign = siam.missions[0];
    for (const body of [
      { missionId: foreign?.missionId, milestoneId: foreign?.milestones[0]?.milestoneId },
      { missionId: slots.missionId, milestoneId: lotus.missions[1]?.milestones[0]?.milestoneId },
      { missionId: 'x', milestoneId: 1 },
    ]) {
      const refused = await claim(token, body);
      expect(refused.status).toBe(404);
      expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.missionNotFound });
    }
    const foreignMilestones = await call(
      app(),
      `${endpoints.missionMilestones.path}?missionId=${foreign?.missionId}`,
      as(token),
    );
    expect(foreignMilestones.status).toBe(404);
    const keyless = await claim(
      token,
      { missionId: slots.missionId, milestoneId: slots.milestones[0]?.milestoneId },
      null,
    );
    expect(keyless.status).toBe(400);
    expect(await envelope(keyless)).toMatchObject({ errorCode: errorCodes.idempotencyKeyRequired });

    for (const path of [endpoints.missionSummary.path, endpoints.missionLeaderboard.path]) {
      expect((await call(app(), path, { host: hosts.lotus })).status).toBe(401);
    }
    const trial = await envelope(await call(app(), '/wps/session/login/freeplay', { method: 'POST', json: {} }));
    const trialToken = (trial.value as { token: string }).token;
    const refused = await call(app(), endpoints.missionSummary.path, as(trialToken));
    expect(refused.status).toBe(403);
  });
});

describe('the leaderboard (MCSFE_getMissionLeaderboard) and the rank rules (MCSFE_getPlayerRankRule)', () => {
  it("ranks the week's members by the points of the milestones they reached, names masked, and places the caller", async () => {
    const token = await tokenOf('player03');
    await playSlots('player03', 30);
    const board = await contractValue(app(), 'missionLeaderboard', '', as(token));
    const week = periodOf('WEEKLY', new Date(current.now));
    expect([board.startTime, board.endTime]).toEqual([week.start.getTime(), week.end.getTime()]);
    const own = board.list.find((row) => row.customerName === 'pl***03');
    // Thirty slots rounds reach the daily mission's first two milestones (10 and 25 points).
    expect(own?.points).toBeGreaterThanOrEqual(35);
    expect(board.self).toEqual({ rank: own?.rank, points: own?.points });
    expect(board.list.every((row) => !row.customerName.includes('player'))).toBe(true);
    const ranks = board.list.map((row) => row.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const points = board.list.map((row) => row.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    // Claiming moves money, not the board.
    const slots = missionOf(await summaryOf(token), 'ROUNDS', 'RNG');
    await claim(token, { missionId: slots.missionId, milestoneId: slots.milestones[0]?.milestoneId });
    expect((await contractValue(app(), 'missionLeaderboard', '', as(token))).self).toEqual(board.self);
    // A member without points has no rank.
    const idle = await contractValue(app(), 'missionLeaderboard', '', as(await tokenOf('player04')));
    expect(idle.self).toEqual({ rank: null, points: 0 });
  });

  it("answers the merchant's VIP ladder lowest first, with the monthly turnover of each rank", async () => {
    const rules = await contractValue(app(), 'playerRankRule', '', as(await tokenOf('player01')));
    expect(rules.list.map((rank) => [rank.level, rank.rankName, rank.monthlyTurnover])).toEqual([
      [1, 'Bronze', 0],
      [2, 'Silver', 500_000],
      [3, 'Gold', 2_500_000],
      [4, 'Platinum', 10_000_000],
      [5, 'Diamond', 50_000_000],
    ]);
    const progress = await contractValue(app(), 'playerRankProgress', '', as(await tokenOf('player01')));
    expect(rules.list.find((rank) => rank.rankName === 'Gold')?.labelId).toBe(progress.playerRankProgress.labelId);
  });
});
