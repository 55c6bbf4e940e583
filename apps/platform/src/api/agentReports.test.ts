import { agentPeriods, betProductTypes, endpoints, errorCodes, type EndpointId } from '@lobby/contract';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { trendPeriods } from '../agents/overview';
import { betRecords, members, walletTransactions, type Member } from '../db/schema';
import { contractValue, hosts, platformPerTest, intoTheDay } from '../testing/platformPerTest';
import { addBetSums } from '../wallet/betSums';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';

// The agent centre's reports: team betting and its drill-in, user loss, my income and account details. Each answer
// is checked against the rows themselves, summed here; the team walked in JavaScript, not by the platform's query.

const current = platformPerTest();
const app = () => current.platform.app;
const db = () => current.platform.platform.db;
const hostOf: Record<string, string> = { lotus88: hosts.lotus, siam99: hosts.siam, sahara7: hosts.sahara };

async function ask<Id extends EndpointId>(id: Id, username: string, query: string, merchantCode = 'lotus88') {
  const token = await sessionFor(current.platform, merchantCode, username);
  return contractValue(app(), id, query, { host: hostOf[merchantCode], headers: { authorization: token } });
}

async function refusal(path: string, username: string, merchantCode = 'lotus88') {
  const token = await sessionFor(current.platform, merchantCode, username);
  const response = await call(app(), path, { host: hostOf[merchantCode], headers: { authorization: token } });
  return { status: response.status, body: await envelope(response) };
}

/** The agent's team with each member's level, walked here over the merchant's members. */
async function teamOf(username: string, merchantCode = 'lotus88') {
  const agent = await memberAt(current.platform, merchantCode, username);
  const everyone = await db().select().from(members).where(eq(members.merchantId, agent.merchantId));
  const team: Array<Member & { level: number }> = [];
  for (let level = [agent.id], depth = 1; level.length; depth += 1) {
    const below = everyone.filter((member) => level.includes(member.uplineId ?? 0) && member.id !== agent.id);
    team.push(...below.map((member) => ({ ...member, level: depth })));
    level = below.map((member) => member.id);
  }
  return { agent, team };
}

const cents = (amount: number | string) => Math.round(Number(amount) * 100);

/** The running period's bounds, as the platform cuts them. */
function spanOf(period: (typeof agentPeriods)[number]) {
  const range = trendPeriods(period, new Date(current.now)).at(-1);
  if (!range) throw new Error('a period runs now');
  return { from: range.from.getTime(), to: range.to.getTime() };
}

describe('team betting (MCSFE_getAgentTeamBetting, MCSFE_getAgentMemberBets)', () => {
  it("answers each member of agent01's team who bet, the totals the sums of the rows and of the records", async () => {
    const { team } = await teamOf('agent01');
    const bets = await db()
      .select()
      .from(betRecords)
      .where(
        inArray(
          betRecords.memberId,
          team.map((member) => member.id),
        ),
      );
    let seen = 0;
    for (const period of agentPeriods) {
      const { from, to } = spanOf(period);
      const inside = bets.filter(
        (bet) =>
          bet.createdAt.getTime() >= from && bet.createdAt.getTime() < to && bet.createdAt.getTime() <= current.now,
      );
      const answer = await ask('agentTeamBetting', 'agent01', `?period=${period}&size=50`);
      expect([answer.period, answer.startTime, answer.endTime]).toEqual([period, from, to]);
      const byMember = new Map<string, { bets: number; stake: number; payout: number; valid: number; level: number }>();
      for (const bet of inside) {
        const member = team.find((one) => one.id === bet.memberId);
        if (!member) continue;
        const sums = byMember.get(member.username) ?? { bets: 0, stake: 0, payout: 0, valid: 0, level: member.level };
        sums.bets += 1;
        sums.stake += bet.stake;
        sums.payout += bet.payout;
        sums.valid += bet.validBet;
        byMember.set(member.username, sums);
      }
      expect(answer.totalCount).toBe(byMember.size);
      expect(
        answer.list.map((row) => [row.username, row.level, row.betCount, cents(row.betAmount), cents(row.winLoss)]),
      ).toEqual(
        [...byMember.entries()]
          .sort(([nameA, a], [nameB, b]) => b.stake - a.stake || nameA.localeCompare(nameB))
          .map(([name, sums]) => [name, sums.level, sums.bets, sums.stake, sums.payout - sums.stake]),
      );
      const sum = (pick: (row: (typeof answer.list)[number]) => number | string) =>
        answer.list.reduce((total, row) => total + cents(pick(row)), 0);
      expect(answer.summary).toEqual({
        memberCount: byMember.size,
        betCount: inside.length,
        betAmount: sum((row) => row.betAmount) / 100,
        validBetAmount: sum((row) => row.validBetAmount) / 100,
        payout: sum((row) => row.payout) / 100,
        winLoss: sum((row) => row.winLoss) / 100,
      });
      expect(cents(answer.summary.betAmount)).toBe(inside.reduce((total, bet) => total + bet.stake, 0));
      seen += inside.length;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('pages, sorts and filters by product; the drill-in lists one member of the team, no other', async () => {
    const month = await ask('agentTeamBetting', 'agent01', '?period=M&sort=username&size=2');
    expect(month.list).toHaveLength(Math.min(2, month.totalCount));
    const names = month.list.map((row) => row.username);
    expect(names).toEqual([...names].sort());
    const second = await ask('agentTeamBetting', 'agent01', '?period=M&sort=username&size=2&page=2');
    expect(second.summary).toEqual(month.summary);
    expect(second.list.map((row) => row.username)).not.toContain(names[0]);
    const losers = await ask('agentTeamBetting', 'agent01', '?period=M&sort=winLoss&size=50');
    const results = losers.list.map((row) => cents(row.winLoss));
    expect(results).toEqual([...results].sort((a, b) => a - b));

    let products = 0;
    for (const product of betProductTypes) {
      const one = await ask('agentTeamBetting', 'agent01', `?period=M&productType=${product.toLowerCase()}`);
      expect(one.productType).toBe(product);
      products += one.summary.betCount;
    }
    expect(products).toBe(month.summary.betCount);

    const [top] = month.list;
    if (!top) throw new Error('the seed has bets this month');
    const drill = await ask('agentMemberBets', 'agent01', `?period=M&username=${top.username.toUpperCase()}&size=5`);
    expect(drill.username).toBe(top.username);
    expect(drill.summary).toMatchObject({ betCount: top.betCount, betAmount: top.betAmount, winLoss: top.winLoss });
    expect(drill.list.length).toBe(Math.min(5, top.betCount));
    const times = drill.list.map((row) => Number(row.betTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // agent02's team holds three levels below agent01, never agent01's direct players; another merchant's never.
    const foreign = await refusal(`${endpoints.agentMemberBets.path}?period=M&username=player02`, 'agent02');
    expect(foreign).toMatchObject({ status: 404, body: { errorCode: errorCodes.downlineNotFound } });
    const itself = await refusal(`${endpoints.agentMemberBets.path}?period=M&username=agent01`, 'agent01');
    expect(itself.status).toBe(404);
    const unknownSort = await refusal(`${endpoints.agentTeamBetting.path}?period=M&sort=luck`, 'agent01');
    expect(unknownSort).toMatchObject({ status: 400, body: { errorCode: errorCodes.validationFailed } });
    const unknownProduct = await refusal(`${endpoints.agentTeamBetting.path}?period=M&productType=BINGO`, 'agent01');
    expect(unknownProduct).toMatchObject({ status: 400, body: { errorCode: errorCodes.productTypeUnknown } });
    const player = await refusal(`${endpoints.agentTeamBetting.path}?period=M`, 'player02');
    expect(player).toMatchObject({ status: 403, body: { errorCode: errorCodes.agentOnly } });
  });
});

describe('bets after now', () => {
  it('count in no report until their time comes, though their half-month sums hold them', async () => {
    const before = await ask('agentTeamBetting', 'agent01', '?period=M&size=50');
    const overview = await ask('agentTeamOverview', 'agent01', '?period=H');
    const player07 = await memberAt(current.platform, 'lotus88', 'player07');
    const [game] = await db().select({ id: betRecords.gameId }).from(betRecords).limit(1);
    if (!game) throw new Error('the seed has bets');
    const bet = {
      memberId: player07.id,
      gameId: game.id,
      roundId: randomUUID(),
      productType: 'RNG',
      vendor: 'PG',
      stake: 777_00,
      validBet: 777_00,
      payout: 0,
      createdAt: new Date(current.now + 1_000),
    };
    await db().insert(betRecords).values(bet);
    await addBetSums(db(), [bet]);
    expect(await ask('agentTeamBetting', 'agent01', '?period=M&size=50')).toEqual(before);
    expect(await ask('agentTeamOverview', 'agent01', '?period=H')).toEqual(overview);
  });
});

describe('user loss (MCSFE_getAgentUserLoss)', () => {
  it("lists each downline's result with its bonuses and rebates, biggest losers first, totals the rows' sums", async () => {
    intoTheDay(current);
    const { team } = await teamOf('agent01');
    const player05 = team.find((member) => member.username === 'player05');
    if (!player05) throw new Error('player05 is in agent01 team');
    // A bonus and a rebate credited an hour ago, and a bonus of a member outside the team.
    const at = new Date(current.now - 60 * 60_000);
    const outsider = await memberAt(current.platform, 'lotus88', 'player01');
    await db()
      .insert(walletTransactions)
      .values([
        { memberId: player05.id, kind: 'rebate', amount: 12_34, balanceAfter: 1, createdAt: at },
        { memberId: player05.id, kind: 'adjustment', amount: 99_00, balanceAfter: 1, createdAt: at },
        { memberId: outsider.id, kind: 'rebate', amount: 50_00, balanceAfter: 1, createdAt: at },
      ]);
    const answer = await ask('agentUserLoss', 'agent01', '?period=D&size=50');
    const row = answer.list.find((one) => one.username === 'player05');
    expect(row).toMatchObject({ rebate: 12.34 });
    expect(answer.list.map((one) => one.username)).not.toContain('player01');
    const nets = answer.list.map((one) => cents(one.netResult));
    expect(nets).toEqual([...nets].sort((a, b) => a - b));
    for (const one of answer.list) {
      expect(cents(one.netResult)).toBe(
        cents(one.payout) - cents(one.betAmount) + cents(one.bonus) + cents(one.rebate),
      );
      expect(cents(one.houseResult)).toBe(-cents(one.netResult));
    }
    const sum = (pick: (one: (typeof answer.list)[number]) => number | string) =>
      answer.list.reduce((total, one) => total + cents(pick(one)), 0) / 100;
    expect(answer.summary).toEqual({
      memberCount: answer.list.length,
      betCount: answer.list.reduce((total, one) => total + Number(one.betCount), 0),
      betAmount: sum((one) => one.betAmount),
      validBetAmount: sum((one) => one.validBetAmount),
      payout: sum((one) => one.payout),
      bonus: sum((one) => one.bonus),
      rebate: sum((one) => one.rebate),
      winLoss: sum((one) => one.winLoss),
      netResult: sum((one) => one.netResult),
      houseResult: sum((one) => one.houseResult),
    });
    // The bets agree with team betting's.
    const betting = await ask('agentTeamBetting', 'agent01', '?period=D&size=50');
    expect(answer.summary.betAmount).toBe(betting.summary.betAmount);

    const searched = await ask('agentUserLoss', 'agent01', '?period=D&search=YER05');
    expect(searched.list.map((one) => one.username)).toEqual(['player05']);
  });
});

describe('my income (MCSFE_getAgentIncome)', () => {
  it("sums the agent's own pay by kind in the period, and pages the payments newest first", async () => {
    intoTheDay(current);
    const agent = await memberAt(current.platform, 'lotus88', 'agent02');
    const other = await memberAt(current.platform, 'lotus88', 'agent01');
    const minutesAgo = (minutes: number) => new Date(current.now - minutes * 60_000);
    await db()
      .insert(walletTransactions)
      .values([
        { memberId: agent.id, kind: 'daily_salary', amount: 150_00, balanceAfter: 1, createdAt: minutesAgo(50) },
        { memberId: agent.id, kind: 'hourly_salary', amount: 12_50, balanceAfter: 2, createdAt: minutesAgo(40) },
        { memberId: agent.id, kind: 'hourly_salary', amount: 13_75, balanceAfter: 3, createdAt: minutesAgo(30) },
        { memberId: agent.id, kind: 'rebate', amount: 9_00, balanceAfter: 4, createdAt: minutesAgo(20) },
        { memberId: agent.id, kind: 'dividend', amount: 400_00, balanceAfter: 5, createdAt: minutesAgo(60 * 24 * 40) },
        { memberId: other.id, kind: 'dividend', amount: 999_00, balanceAfter: 5, createdAt: minutesAgo(10) },
      ]);
    const today = await ask('agentIncome', 'agent02', '?period=D');
    expect(today.kinds).toEqual([
      { kind: 'DAILY_SALARY', amount: 150, count: 1 },
      { kind: 'HOURLY_SALARY', amount: 26.25, count: 2 },
      { kind: 'REALTIME_SALARY', amount: 0, count: 0 },
      { kind: 'DIVIDEND', amount: 0, count: 0 },
    ]);
    expect(today.totalAmount).toBe(176.25);
    expect(today.list.map((row) => [row.kind, row.amount])).toEqual([
      ['HOURLY_SALARY', 13.75],
      ['HOURLY_SALARY', 12.5],
      ['DAILY_SALARY', 150],
    ]);
    const hourly = await ask('agentIncome', 'agent02', '?period=D&kind=hourly_salary&size=1&page=2');
    expect([hourly.totalCount, hourly.totalPages, hourly.list[0]?.amount]).toEqual([2, 2, 12.5]);
    const unknown = await refusal(`${endpoints.agentIncome.path}?period=D&kind=tips`, 'agent02');
    expect(unknown).toMatchObject({ status: 400, body: { errorCode: errorCodes.validationFailed } });
  });
});

describe('account details (MCSFE_getAgentDownlineTransactions)', () => {
  it("lists the team's movements, of one downline or type, and refuses a member outside the team", async () => {
    const { team } = await teamOf('agent01');
    const day = (offset: number) => new Date(current.now + offset * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const range = `startDate=${day(-30)}&endDate=${day(0)}`;
    const all = await ask('agentDownlineTransactions', 'agent01', `?${range}&size=50`);
    expect(all.totalCount).toBeGreaterThan(0);
    const names = new Set(team.map((member) => member.username));
    expect(all.list.every((row) => names.has(row.username))).toBe(true);

    const deposits = await ask('agentDownlineTransactions', 'agent01', `?${range}&type=DEPOSIT&size=50`);
    expect(deposits.list.every((row) => row.type === 'DEPOSIT')).toBe(true);
    const one = await ask('agentDownlineTransactions', 'agent01', `?${range}&username=player10`);
    const own = await ask('transactionHistory', 'player10', `?${range}`);
    expect(one.totalCount).toBe(own.totalCount);
    expect(one.list.map((row) => row.id)).toEqual(own.list.map((row) => row.id));
    expect(one.list.every((row) => row.username === 'player10')).toBe(true);

    const foreign = await refusal(`${endpoints.agentDownlineTransactions.path}?${range}&username=player02`, 'agent02');
    expect(foreign).toMatchObject({ status: 404, body: { errorCode: errorCodes.downlineNotFound } });
    const tooLong = await refusal(
      `${endpoints.agentDownlineTransactions.path}?startDate=${day(-60)}&endDate=${day(0)}`,
      'agent01',
    );
    expect(tooLong).toMatchObject({ status: 400, body: { errorCode: errorCodes.dateRangeTooLong } });
    const player = await refusal(`${endpoints.agentDownlineTransactions.path}?${range}`, 'player10');
    expect(player).toMatchObject({ status: 403, body: { errorCode: errorCodes.agentOnly } });
  });
});

describe('agent notices (MCSFE_getAgentNotices)', () => {
  it("answers the merchant's agent notices in the caller's language, newest first, never among the public ones", async () => {
    const token = await sessionFor(current.platform, 'sahara7', 'agent01');
    const inArabic = await contractValue(app(), 'agentNotices', '', {
      host: hosts.sahara,
      headers: { authorization: token, language: 'AR' },
    });
    expect(inArabic.list.length).toBeGreaterThanOrEqual(3);
    expect(inArabic.list.every((notice) => /[\u0600-\u06ff]/.test(notice.title))).toBe(true);
    const times = inArabic.list.map((notice) => Number(notice.startTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((at) => at <= current.now)).toBe(true);
    // Chinese is not written at sahara: English stands in.
    const inChinese = await contractValue(app(), 'agentNotices', '', {
      host: hosts.sahara,
      headers: { authorization: token, language: 'CN' },
    });
    expect(inChinese.list.map((notice) => notice.id)).not.toEqual(inArabic.list.map((notice) => notice.id));
    expect(inChinese.list).toHaveLength(inArabic.list.length);

    const publicOnes = await envelope(
      await call(app(), `${endpoints.announcements.path}?types=B,PL,PU,PR,H,AG&platform=W`, { host: hosts.sahara }),
    );
    expect(JSON.stringify(publicOnes.value)).not.toContain(inChinese.list[0]?.title ?? 'missing');
    const player = await refusal(endpoints.agentNotices.path, 'player02');
    expect(player).toMatchObject({ status: 403, body: { errorCode: errorCodes.agentOnly } });
  });
});
