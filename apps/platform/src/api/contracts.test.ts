import { endpoints, errorCodes, type EndpointId } from '@lobby/contract';
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { payOf, periodOf, settleDue, startSettlementJob } from '../agents/settlement';
import {
  agentContracts,
  betRecords,
  members,
  salarySettlements,
  walletTransactions,
  wallets,
  type Member,
} from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';

const current = platformPerTest();
const app = () => current.platform.app;
const db = () => current.platform.platform.db;
const dayMs = 24 * 60 * 60 * 1000;

async function as(username: string, id: EndpointId, json?: unknown, query = '') {
  const token = await sessionFor(current.platform, 'lotus88', username);
  const def = endpoints[id];
  const response = await call(app(), `${def.path}${query}`, {
    method: def.method,
    host: hosts.lotus,
    headers: { authorization: token },
    ...(json === undefined ? {} : { json }),
  });
  const body = await envelope(response);
  return { status: response.status, code: body.errorCode, value: body.value as never };
}

async function page(username: string, type = 'daily') {
  const token = await sessionFor(current.platform, 'lotus88', username);
  return contractValue(app(), 'agentContracts', `?type=${type}`, {
    host: hosts.lotus,
    headers: { authorization: token },
  });
}

const dev = (path: string, json: unknown = {}) =>
  call(app(), path, { method: 'POST', json }).then(async (response) => (await envelope(response)).value as never);

const dailyOffer = (username: string, productType = 'LIVE') => ({
  type: 'daily',
  username,
  productType,
  tiers: [
    { minimumBet: 0, activeMember: 0, rate: 12.5, rateType: 'F' },
    { minimumBet: 1000, activeMember: 2, rate: 0.5, rateType: 'P' },
  ],
});

async function balanceOf(member: Member): Promise<number> {
  const [row] = await db().select({ balance: wallets.balance }).from(wallets).where(eq(wallets.memberId, member.id));
  return row?.balance ?? 0;
}

async function salaryRows(member: Member, kind = 'daily_salary' as const) {
  return db()
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.memberId, member.id), eq(walletTransactions.kind, kind)));
}

describe('contracts between agents', () => {
  it('seeds a pending offer for agent03 in the consolidated info, and settled history of agent02 in the ledger', async () => {
    const token = await sessionFor(current.platform, 'lotus88', 'agent03');
    const info = await contractValue(app(), 'consolidatedFunds', '', {
      host: hosts.lotus,
      headers: { authorization: token },
    });
    expect(info.dailysalreqtype).toMatchObject({
      RNG: { status: 'P', downlineHigherRate: 'Y', uplineName: 'agent02', details: expect.any(Array) },
    });
    expect(info.realtimesalinfotype).toMatchObject({ RNG: { status: 'E' } });

    const agent02 = await memberAt(current.platform, 'lotus88', 'agent02');
    const settled = await db().select().from(salarySettlements).where(eq(salarySettlements.memberId, agent02.id));
    expect(settled.filter((row) => row.type === 'daily').length).toBeGreaterThanOrEqual(59);
    const paying = settled.filter((row) => row.amount > 0);
    expect(paying.length).toBeGreaterThan(10);
    // One ledger row per paying period, each naming its settlement.
    const ledger = await db()
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.memberId, agent02.id),
          inArray(walletTransactions.kind, ['daily_salary', 'hourly_salary', 'dividend']),
        ),
      );
    expect(ledger.map((row) => row.settlementId).sort()).toEqual(paying.map((row) => row.id).sort());
    // The dated credits replay: the last row carries the wallet's balance.
    const [last] = await db()
      .select({ balanceAfter: walletTransactions.balanceAfter })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.memberId, agent02.id), eq(walletTransactions.accountTypeId, 2)))
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(1);
    expect(last?.balanceAfter).toBe(await balanceOf(agent02));
  });

  it('computes a settled period from the team’s own bets (the sum of its members’ rows)', async () => {
    const agent02 = await memberAt(current.platform, 'lotus88', 'agent02');
    const [contract] = await db()
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.memberId, agent02.id), eq(agentContracts.type, 'daily')));
    if (!contract) throw new Error('no seeded daily contract');
    const settled = await db()
      .select()
      .from(salarySettlements)
      .where(eq(salarySettlements.contractId, contract.id))
      .orderBy(asc(salarySettlements.periodStart));
    // The team walked in JavaScript: agent02's downlines at every level.
    const everyone = await db().select().from(members).where(eq(members.merchantId, agent02.merchantId));
    const team: number[] = [];
    for (let level = [agent02.id]; level.length;) {
      const below = everyone.filter((member) => level.includes(member.uplineId ?? 0));
      team.push(...below.map((member) => member.id));
      level = below.map((member) => member.id);
    }
    let checked = 0;
    for (const row of settled.filter((one) => one.betVolume > 0).slice(0, 5)) {
      const bets = await db()
        .select()
        .from(betRecords)
        .where(
          and(
            inArray(betRecords.memberId, team),
            eq(betRecords.productType, 'RNG'),
            eq(betRecords.status, 'settled'),
            gte(betRecords.createdAt, row.periodStart),
            lt(betRecords.createdAt, row.periodEnd),
          ),
        );
      const figures = {
        betVolume: bets.reduce((sum, bet) => sum + bet.validBet, 0),
        netLoss: bets.reduce((sum, bet) => sum + bet.stake - bet.payout, 0),
        activeMembers: new Set(bets.map((bet) => bet.memberId)).size,
      };
      expect(row).toMatchObject(figures);
      const pay = payOf('daily', contract.tiers, figures);
      expect(row.amount).toBe(pay.amount);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('offers, accepts, settles the period once (a second run pays nothing), terminates on confirmation', async () => {
    const agent03 = await memberAt(current.platform, 'lotus88', 'agent03');
    const offered = await as('agent02', 'offerAgentContract', dailyOffer('agent03'));
    expect(offered.status).toBe(200);
    const { id } = offered.value as { id: number; status: string };
    expect((await page('agent03')).mine.map((one) => `${one.productType} ${one.status}`)).toEqual(['LIVE P', 'RNG P']);
    expect((await page('agent02')).downlines).toMatchObject([{ username: 'agent03' }]);

    expect((await as('agent03', 'processDailySalaryContract', { id, status: 'A' })).status).toBe(200);
    // Nothing to pay until the day ends.
    expect(await dev('/__dev/salaries/settle', { type: 'daily' })).toMatchObject({ paid: 0 });
    const before = await balanceOf(agent03);
    await dev('/__dev/clock', { advanceMinutes: 24 * 60 });
    expect(await dev('/__dev/salaries/settle', { type: 'daily' })).toMatchObject({ paid: 1, amount: 12.5 });
    expect(await dev('/__dev/salaries/settle', { type: 'daily' })).toMatchObject({ periods: 0, paid: 0 });
    const listed = (await envelope(await call(app(), '/__dev'))).value as { endpoints: string[] };
    expect(listed.endpoints.some((line) => line.startsWith('POST /__dev/salaries/settle'))).toBe(true);
    expect(await balanceOf(agent03)).toBe(before + 1250);
    const rows = await salaryRows(agent03);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 1250, balanceAfter: before + 1250, settlementId: expect.any(Number) });

    const records = await as('agent03', 'salarySettlements', undefined, '?type=daily');
    expect(records.value).toMatchObject({ totalCount: 1, list: [{ productType: 'LIVE', amount: 12.5, tier: 1 }] });

    // The upline asks to end it; it is in force until the downline confirms.
    expect((await as('agent02', 'terminateAgentContract', { contractId: id })).value).toMatchObject({ status: 'V' });
    const info = (await as('agent03', 'consolidatedFunds')).value as Record<string, Record<string, { status: string }>>;
    expect(info.dailysalreqtype?.LIVE?.status).toBe('V');
    expect((await as('agent03', 'processDailySalaryContract', { id, status: 'C' })).status).toBe(200);
    const [ended] = await db().select().from(agentContracts).where(eq(agentContracts.id, id));
    expect(ended?.status).toBe('T');
    await dev('/__dev/clock', { advanceMinutes: 24 * 60 });
    await dev('/__dev/salaries/settle', { type: 'daily' });
    expect(await salaryRows(agent03)).toHaveLength(1);
  });

  it('pays a period once when two settlements run at once', async () => {
    const agent03 = await memberAt(current.platform, 'lotus88', 'agent03');
    const { value } = await as('agent02', 'offerAgentContract', dailyOffer('agent03', 'SPORTS'));
    await as('agent03', 'processDailySalaryContract', { id: (value as { id: number }).id, status: 'A' });
    const before = await balanceOf(agent03);
    const now = new Date(current.now + 3 * dayMs);
    const runs = await Promise.all([settleDue(db(), { now }), settleDue(db(), { now }), settleDue(db(), { now })]);
    expect(runs.reduce((sum, run) => sum + run.paid, 0)).toBeGreaterThan(0);
    const rows = await salaryRows(agent03);
    expect(rows).toHaveLength(3);
    expect(await balanceOf(agent03)).toBe(before + 3 * 1250);
    const [settled] = await db()
      .select({ n: count() })
      .from(salarySettlements)
      .where(and(eq(salarySettlements.memberId, agent03.id), eq(salarySettlements.type, 'daily')));
    expect(settled?.n).toBe(3);
  });

  it('is settled by the platform’s job on its own, at the clock it is given', async () => {
    const agent03 = await memberAt(current.platform, 'lotus88', 'agent03');
    const { value } = await as('agent02', 'offerAgentContract', dailyOffer('agent03', 'FISH'));
    await as('agent03', 'processDailySalaryContract', { id: (value as { id: number }).id, status: 'A' });
    const warnings: string[] = [];
    const job = startSettlementJob(db(), {
      now: () => new Date(current.now + 2 * dayMs),
      everyMs: 50,
      log: { warn: (message) => warnings.push(message) },
    });
    try {
      await vi.waitFor(async () => expect(await salaryRows(agent03)).toHaveLength(2), { timeout: 10_000 });
    } finally {
      job.stop();
    }
    expect(warnings).toEqual([]);
  });

  it('refuses an offer accepted after its withdrawal, and changes nothing', async () => {
    const { value } = await as('agent02', 'offerAgentContract', dailyOffer('agent03'));
    const id = (value as { id: number }).id;
    expect((await as('agent02', 'withdrawAgentContract', { contractId: id })).value).toMatchObject({ status: 'W' });
    for (const status of ['A', 'R']) {
      const refused = await as('agent03', 'processDailySalaryContract', { id, status });
      expect(refused).toMatchObject({ status: 409, code: errorCodes.contractWithdrawn });
    }
    const [row] = await db().select().from(agentContracts).where(eq(agentContracts.id, id));
    expect(row).toMatchObject({ status: 'W', startsAt: null });
    // Withdrawn once: a second withdrawal is refused too.
    expect(await as('agent02', 'withdrawAgentContract', { contractId: id })).toMatchObject({
      code: errorCodes.contractStatusInvalid,
    });
  });

  it('checks the tree: an upline offers its direct downline agents only, and acts on its own offers only', async () => {
    // agent03 is agent01's downline two levels down; player04 is direct but no agent.
    for (const username of ['agent03', 'player04', 'nobody']) {
      expect(await as('agent01', 'offerAgentContract', dailyOffer(username))).toMatchObject({
        status: 404,
        code: errorCodes.downlineNotFound,
      });
    }
    const [pending] = await db().select().from(agentContracts).where(eq(agentContracts.status, 'P')).limit(1);
    if (!pending) throw new Error('the seed offers a contract');
    // Another agent's offer: neither agent01 (not its upline) nor agent02's upline's other downline may act on it.
    expect(await as('agent01', 'withdrawAgentContract', { contractId: pending.id })).toMatchObject({
      code: errorCodes.contractNotFound,
    });
    expect(await as('agent02', 'processDailySalaryContract', { id: pending.id, status: 'A' })).toMatchObject({
      code: errorCodes.contractNotFound,
    });
    // A live contract of the type and product already.
    expect(await as('agent02', 'offerAgentContract', dailyOffer('agent03', 'RNG'))).toMatchObject({
      status: 409,
      code: errorCodes.contractExists,
    });
    // Terms out of order.
    const badTiers = { ...dailyOffer('agent03'), tiers: [...dailyOffer('agent03').tiers].reverse() };
    expect(await as('agent02', 'offerAgentContract', badTiers)).toMatchObject({
      status: 400,
      code: errorCodes.contractTermsInvalid,
    });
    // Players have no contract pages.
    expect(await as('player01', 'agentContracts', undefined, '?type=daily')).toMatchObject({
      code: errorCodes.agentOnly,
    });
  });

  it('cuts each type’s periods: 5 minutes, the hour, the UTC day, the half-month or month', () => {
    const at = new Date('2026-03-17T10:07:30Z');
    const of = (type: 'daily' | 'hourly' | 'realtime' | 'dividend', computationPeriod: 'H' | 'M' | null = null) => {
      const range = periodOf({ type, computationPeriod }, at);
      return `${range.from.toISOString()} ${range.to.toISOString()}`;
    };
    expect(of('realtime')).toBe('2026-03-17T10:05:00.000Z 2026-03-17T10:10:00.000Z');
    expect(of('hourly')).toBe('2026-03-17T10:00:00.000Z 2026-03-17T11:00:00.000Z');
    expect(of('daily')).toBe('2026-03-17T00:00:00.000Z 2026-03-18T00:00:00.000Z');
    expect(of('dividend', 'H')).toBe('2026-03-16T00:00:00.000Z 2026-04-01T00:00:00.000Z');
    expect(of('dividend', 'M')).toBe('2026-03-01T00:00:00.000Z 2026-04-01T00:00:00.000Z');
  });

  it('pays the highest tier met: percent of turnover, fixed, a real-time loss or win rate, a dividend of the loss', () => {
    const tiers = [
      { minBet: 0, activeMembers: 1, rate: 500, rateType: 'F' as const, winRate: 10 },
      { minBet: 100_00, activeMembers: 2, rate: 150, rateType: 'P' as const, winRate: 50 },
    ];
    const figures = (betVolume: number, activeMembers: number, netLoss = 0) => ({ betVolume, activeMembers, netLoss });
    expect(payOf('daily', tiers, figures(50_00, 0))).toEqual({ tier: null, amount: 0 });
    expect(payOf('daily', tiers, figures(50_00, 3))).toEqual({ tier: 0, amount: 500 });
    expect(payOf('daily', tiers, figures(200_00, 2))).toEqual({ tier: 1, amount: 300 });
    expect(payOf('realtime', tiers, figures(200_00, 2, 10_00))).toEqual({ tier: 1, amount: 300 });
    expect(payOf('realtime', tiers, figures(200_00, 2, -10_00))).toEqual({ tier: 1, amount: 100 });
    expect(payOf('dividend', tiers, figures(200_00, 2, 80_00))).toEqual({ tier: 1, amount: 120 });
    expect(payOf('dividend', tiers, figures(200_00, 2, -80_00))).toEqual({ tier: 1, amount: 0 });
  });
});
