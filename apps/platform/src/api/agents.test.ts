import { agentPeriods, agentTrendLength, endpoints, errorCodes, type AgentPeriod, type ValueOf } from '@lobby/contract';
import { and, eq, inArray } from 'drizzle-orm';
import {
  betRecords,
  deposits,
  members,
  merchantWithdrawSettings,
  merchants,
  withdrawals,
  type Member,
} from '../db/schema';
import { contractValue, hosts, platformPerTest, intoTheDay } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';
import { drawFor, playOnDemoPage } from '../testing/demoRounds';

/** The draw the next demo rounds get. */
let nextDraw = 0;
const current = platformPerTest({ randomInt: () => nextDraw });

const app = () => current.platform.app;
const db = () => current.platform.platform.db;
const dayMs = 24 * 60 * 60 * 1000;
const tokenOf = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);

type Overview = ValueOf<'agentTeamOverview'>;
type Figures = Overview['figures'];

const hostOf: Record<string, string> = { lotus88: hosts.lotus, siam99: hosts.siam, sahara7: hosts.sahara };

async function overview(username: string, period: string, merchantCode = 'lotus88'): Promise<Overview> {
  const token = await tokenOf(username, merchantCode);
  return contractValue(app(), 'agentTeamOverview', `?period=${period}`, {
    host: hostOf[merchantCode],
    headers: { authorization: token },
  });
}

async function refusal(query: string, token?: string) {
  const response = await call(app(), `${endpoints.agentTeamOverview.path}${query}`, {
    host: hosts.lotus,
    headers: token ? { authorization: token } : {},
  });
  return { status: response.status, body: await envelope(response) };
}

/**
 * What the agent's team holds, read row by row: the team walked in JavaScript over the merchant's members (not the
 * platform's query), and every bet, deposit and withdrawal of its members.
 */
async function teamRecords(username: string, merchantCode = 'lotus88') {
  const agent = await memberAt(current.platform, merchantCode, username);
  const everyone = await db().select().from(members).where(eq(members.merchantId, agent.merchantId));
  const team: Member[] = [];
  for (let level = [agent.id]; level.length;) {
    const below = everyone.filter((member) => level.includes(member.uplineId ?? 0) && member.id !== agent.id);
    team.push(...below);
    level = below.map((member) => member.id);
  }
  const ids = team.map((member) => member.id);
  const [settings] = await db()
    .select()
    .from(merchantWithdrawSettings)
    .innerJoin(merchants, eq(merchants.id, merchantWithdrawSettings.merchantId))
    .where(eq(merchants.code, merchantCode));
  return {
    team,
    bets: await db().select().from(betRecords).where(inArray(betRecords.memberId, ids)),
    deposits: await db().select().from(deposits).where(inArray(deposits.memberId, ids)),
    withdrawals: await db().select().from(withdrawals).where(inArray(withdrawals.memberId, ids)),
    confirmationMs: (settings?.merchant_withdraw_settings.confirmationMinutes ?? 0) * 60_000,
  };
}

/** The figures of [from, to) up to now, summed here from the records. */
function expectedFigures(records: Awaited<ReturnType<typeof teamRecords>>, from: number, to: number): Figures {
  const now = current.now;
  const inside = (at: Date) => at.getTime() >= from && at.getTime() < to && at.getTime() <= now;
  const bets = records.bets.filter((bet) => inside(bet.createdAt));
  const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0) / 100;
  const credited = records.deposits.filter((row) => row.status === 'successful' && inside(row.createdAt));
  // Paid out: approved, received, or a C2C payment left unanswered past the merchant's minutes.
  const paid = records.withdrawals.filter(
    (row) =>
      inside(row.createdAt) &&
      (['approved', 'received', 'forced_received'].includes(row.status) ||
        (row.status === 'disbursed' && (row.disbursedAt?.getTime() ?? now) <= now - records.confirmationMs)),
  );
  return {
    newMembers: records.team.filter((member) => inside(member.createdAt)).length,
    activeMembers: new Set(bets.map((bet) => bet.memberId)).size,
    betCount: bets.length,
    betAmount: sum(bets, (bet) => bet.stake),
    validBetAmount: sum(bets, (bet) => bet.validBet),
    payout: sum(bets, (bet) => bet.payout),
    winLoss: sum(bets, (bet) => bet.payout - bet.stake),
    depositCount: credited.length,
    depositAmount: sum(credited, (row) => row.amount),
    withdrawCount: paid.length,
    withdrawAmount: sum(paid, (row) => row.amount),
  };
}

/** Checks every point of the overview's trend against the records. */
async function expectSums(answer: Overview, username = 'agent01', merchantCode = 'lotus88') {
  const records = await teamRecords(username, merchantCode);
  for (const point of answer.trend) {
    expect(point.figures, new Date(point.startTime).toISOString()).toEqual(
      expectedFigures(records, point.startTime, point.endTime),
    );
  }
  expect(answer.figures).toEqual(answer.trend.at(-1)?.figures);
  return records;
}

const iso = (ms: number) => new Date(ms).toISOString();

describe('the team overview (MCSFE_getAgentTeamOverview)', () => {
  it("sums agent01's team's rows for each period, its trend included, and counts the team", async () => {
    const seen = { bets: 0, deposits: 0, withdrawals: 0, newMembers: 0 };
    for (const period of agentPeriods) {
      const answer = await overview('agent01', period);
      expect(answer.period).toBe(period);
      expect(answer.team).toEqual({ size: 12, direct: 5, agents: 2 });
      expect([answer.startTime, answer.endTime]).toEqual([
        answer.trend.at(-1)?.startTime,
        answer.trend.at(-1)?.endTime,
      ]);
      await expectSums(answer);
      for (const point of answer.trend) {
        seen.bets += point.figures.betCount;
        seen.deposits += point.figures.depositCount;
        seen.withdrawals += point.figures.withdrawCount;
        seen.newMembers += point.figures.newMembers;
      }
    }
    // The seeded team played, paid in, was paid out and grew over the months the trends cover.
    expect(Object.values(seen).every((count) => count > 0)).toBe(true);
    // Each level below agent01 has its own team: agent02's is two levels deep, agent03's one.
    expect((await overview('agent02', 'M')).team).toEqual({ size: 7, direct: 4, agents: 1 });
    const agent03 = await overview('agent03', 'm', 'siam99');
    expect(agent03.team).toEqual({ size: 3, direct: 3, agents: 0 });
    await expectSums(agent03, 'agent03', 'siam99');
  });

  it("counts what the team does as it happens, never another team's or another merchant's", async () => {
    const before = await overview('agent01', 'D');
    // A round by a member three levels down, by a member of no team, and by the same name at another merchant.
    nextDraw = drawFor(2);
    await playOnDemoPage(app(), { host: hosts.lotus, token: await tokenOf('player11'), stake: '10000.00' });
    await playOnDemoPage(app(), { host: hosts.lotus, token: await tokenOf('player01'), stake: '50000.00' });
    await playOnDemoPage(app(), { host: hosts.siam, token: await tokenOf('player11', 'siam99'), stake: '50.00' });
    // A member who registers under agent03 today, and one under an agent outside agent01's team.
    const agent03 = await memberAt(current.platform, 'lotus88', 'agent03');
    const player01 = await memberAt(current.platform, 'lotus88', 'player01');
    const joined = new Date(current.now - 60_000);
    await db()
      .insert(members)
      .values([
        { ...newcomer('lanhuong22', agent03), createdAt: joined },
        { ...newcomer('quocbao', player01), createdAt: joined },
      ]);

    const after = await overview('agent01', 'D');
    expect(after.team).toEqual({ ...before.team, size: before.team.size + 1 });
    expect(after.figures).toMatchObject({
      newMembers: before.figures.newMembers + 1,
      betCount: before.figures.betCount + 1,
      betAmount: before.figures.betAmount + 10_000,
      payout: before.figures.payout + 20_000,
      winLoss: before.figures.winLoss + 10_000,
    });
    expect(after.figures.activeMembers).toBeGreaterThanOrEqual(1);
    await expectSums(after);
  });

  it('counts deposits once credited, and withdrawals once paid out (a C2C one unanswered past its minutes)', async () => {
    intoTheDay(current);
    const player09 = await memberAt(current.platform, 'lotus88', 'player09');
    const [pending] = await db()
      .select()
      .from(deposits)
      .where(and(eq(deposits.memberId, player09.id), eq(deposits.status, 'pending')));
    if (!pending) throw new Error('player09 has a pending bank transfer in the seed');
    const week = (await overview('agent01', 'W')).trend;
    const bucketOf = (at: Date) =>
      week.findIndex((point) => at.getTime() >= point.startTime && at.getTime() < point.endTime);
    const depositWeek = bucketOf(pending.createdAt);
    const approved = await envelope(
      await call(app(), `/__dev/merchants/lotus88/deposits/${pending.id}`, {
        method: 'POST',
        json: { action: 'approve' },
      }),
    );
    expect(approved.success).toBe(true);

    // Withdrawals made an hour ago: pending, paid by the merchant, and two C2C payments, one past lotus's 30 minutes.
    const hourAgo = new Date(current.now - 60 * 60_000);
    const made = (status: 'pending' | 'approved' | 'disbursed', disbursedMinutesAgo?: number) => ({
      memberId: player09.id,
      merchantId: player09.merchantId,
      amount: 100_000_00,
      bankName: 'Vietcombank',
      cardNumberMasked: '********0001',
      status,
      c2c: disbursedMinutesAgo !== undefined,
      createdAt: hourAgo,
      disbursedAt: disbursedMinutesAgo === undefined ? null : new Date(current.now - disbursedMinutesAgo * 60_000),
    });
    await db()
      .insert(withdrawals)
      .values([made('pending'), made('approved'), made('disbursed', 45), made('disbursed', 10)]);

    const after = await overview('agent01', 'W');
    expect(after.trend[depositWeek]?.figures.depositCount).toBe((week[depositWeek]?.figures.depositCount ?? 0) + 1);
    const thisWeek = week.length - 1;
    expect(after.trend[thisWeek]?.figures.withdrawCount).toBe((week[thisWeek]?.figures.withdrawCount ?? 0) + 2);
    expect(after.trend[thisWeek]?.figures.withdrawAmount).toBe((week[thisWeek]?.figures.withdrawAmount ?? 0) + 200_000);
    await expectSums(after);
  });

  it('keeps its periods in UTC: the right number of them, back to back, the running one last', async () => {
    // A Monday just past midnight, the first instant of a half-month.
    current.now = Date.parse('2026-03-16T00:30:00Z');
    const bounds = async (period: AgentPeriod) => {
      const answer = await overview('agent01', period);
      expect(answer.trend).toHaveLength(agentTrendLength[period]);
      answer.trend.slice(1).forEach((point, index) => expect(point.startTime).toBe(answer.trend[index]?.endTime));
      return { first: iso(answer.trend[0]?.startTime ?? 0), running: [iso(answer.startTime), iso(answer.endTime)] };
    };
    expect(await bounds('D')).toEqual({
      first: '2026-03-10T00:00:00.000Z',
      running: ['2026-03-16T00:00:00.000Z', '2026-03-17T00:00:00.000Z'],
    });
    expect(await bounds('W')).toEqual({
      first: '2026-01-26T00:00:00.000Z',
      running: ['2026-03-16T00:00:00.000Z', '2026-03-23T00:00:00.000Z'],
    });
    expect(await bounds('H')).toEqual({
      first: '2026-01-01T00:00:00.000Z',
      running: ['2026-03-16T00:00:00.000Z', '2026-04-01T00:00:00.000Z'],
    });
    expect(await bounds('M')).toEqual({
      first: '2025-10-01T00:00:00.000Z',
      running: ['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z'],
    });
    // A millisecond before: Sunday, and the first half of March, whose February half ends with the month.
    current.now = Date.parse('2026-03-15T23:59:59.999Z');
    const half = await overview('agent01', 'h');
    expect(half.trend.map((point) => [iso(point.startTime).slice(0, 10), iso(point.endTime).slice(0, 10)])).toEqual([
      ['2025-12-16', '2026-01-01'],
      ['2026-01-01', '2026-01-16'],
      ['2026-01-16', '2026-02-01'],
      ['2026-02-01', '2026-02-16'],
      ['2026-02-16', '2026-03-01'],
      ['2026-03-01', '2026-03-16'],
    ]);
    expect(iso((await overview('agent01', 'w')).startTime)).toBe('2026-03-09T00:00:00.000Z');
  });

  it("moves its periods with the platform's clock, carrying what was counted into the periods before", async () => {
    const today = await overview('agent01', 'D');
    const halves = await overview('agent01', 'H');
    current.now += dayMs;
    const tomorrow = await overview('agent01', 'D');
    expect(tomorrow.startTime).toBe(today.startTime + dayMs);
    // Nothing was recorded after the first now: each day's figures move one place back.
    expect(tomorrow.trend.slice(0, -1)).toEqual(today.trend.slice(1));
    expect(tomorrow.figures).toMatchObject({ betCount: 0, newMembers: 0, depositCount: 0 });
    await expectSums(tomorrow);

    // Into the next half-month: the one that was running is the last but one.
    current.now = halves.endTime + 60_000;
    const next = await overview('agent01', 'H');
    expect(next.startTime).toBe(halves.endTime);
    expect(next.trend.at(-2)).toEqual(halves.trend.at(-1));
  });

  it('counts the running period up to now only: a clock moved back does not see what came after it', async () => {
    nextDraw = drawFor(0);
    await playOnDemoPage(app(), { host: hosts.lotus, token: await tokenOf('player09'), stake: '10000.00' });
    const now = await overview('agent01', 'M');
    current.now -= 1;
    const before = await overview('agent01', 'M');
    expect(before.figures.betCount).toBe(now.figures.betCount - 1);
    expect(before.figures.betAmount).toBe(now.figures.betAmount - 10_000);
    await expectSums(before);
  });
});

describe('who may see a team overview', () => {
  it('refuses members who are not agents and trial accounts (403 agent_only), and visitors (401)', async () => {
    for (const username of ['player01', 'player11', 'default01']) {
      const refused = await refusal('?period=D', await tokenOf(username));
      expect(refused.status, username).toBe(403);
      expect(refused.body).toMatchObject({ success: false, errorCode: errorCodes.agentOnly });
    }
    // Refused as a non-agent before its period is read: the refusal tells nothing more.
    const nonAgent = await refusal('?period=YEAR', await tokenOf('player02'));
    expect(nonAgent.body.errorCode).toBe(errorCodes.agentOnly);

    const made = await envelope(await call(app(), '/wps/session/login/freeplay', { method: 'POST', json: {} }));
    const trial = await refusal('?period=D', (made.value as { token: string }).token);
    expect(trial.status).toBe(403);
    expect(trial.body).toMatchObject({ errorCode: errorCodes.agentOnly });

    const visitor = await refusal('?period=D');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ errorCode: errorCodes.customerNotLogin });
    // An agent's session of another merchant opens nothing here.
    expect((await refusal('?period=D', await tokenOf('agent01', 'siam99'))).status).toBe(401);
  });

  it('refuses an unknown or missing period, naming the field, and reads a known one in any case', async () => {
    const token = await tokenOf('agent01');
    const unknown = await refusal('?period=Y', token);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errorCode: errorCodes.agentPeriodUnknown, value: { field: 'period' } });
    expect(unknown.body.message).toContain('"Y"');
    const missing = await refusal('', token);
    expect(missing.body).toMatchObject({ errorCode: errorCodes.validationFailed, value: { field: 'period' } });
    expect((await overview('agent01', ' m ')).period).toBe('M');
  });
});

/** A member registered under `upline` at its merchant, as a registration with its invitation code writes one. */
function newcomer(username: string, upline: Member) {
  return {
    merchantId: upline.merchantId,
    username,
    passwordHash: upline.passwordHash,
    uplineId: upline.id,
    type: 0,
  };
}
