import { randomUUID } from 'node:crypto';
import { agentDownlineRules, endpoints, errorCodes, idempotencyKeyHeader, type ValueOf } from '@lobby/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { betRecords, memberExclusions, members, walletTransactions, wallets, type Member } from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';
import { drawFor, playOnDemoPage } from '../testing/demoRounds';
import { agentTypes } from './memberTypes';

// Team management: the agent's downlines (MCSFE_getAgentDownlines) and transfers to them (MCSFE_transferToDownlines).

let nextDraw = 0;
const current = platformPerTest({ randomInt: () => nextDraw });

const app = () => current.platform.app;
const db = () => current.platform.platform.db;
const dayMs = 24 * 60 * 60 * 1000;
const hostOf: Record<string, string> = { lotus88: hosts.lotus, siam99: hosts.siam, sahara7: hosts.sahara };
const tokenOf = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);
const at = (username: string, merchantCode = 'lotus88') => memberAt(current.platform, merchantCode, username);

type Downlines = ValueOf<'agentDownlines'>;

async function downlines(username: string, query = '', merchantCode = 'lotus88'): Promise<Downlines> {
  return contractValue(app(), 'agentDownlines', query, {
    host: hostOf[merchantCode],
    headers: { authorization: await tokenOf(username, merchantCode) },
  });
}

/** Every downline of the agent, page after page of the largest size. */
async function everyDownline(username: string, query = '', merchantCode = 'lotus88') {
  const list: Downlines['list'] = [];
  for (let page = 1; ; page += 1) {
    const value = await downlines(
      username,
      `?size=${agentDownlineRules.maxPageSize}&page=${page}${query}`,
      merchantCode,
    );
    list.push(...value.list);
    if (page >= value.totalPages) return list;
  }
}

async function listRefusal(query: string, token?: string) {
  const response = await call(app(), `${endpoints.agentDownlines.path}${query}`, {
    host: hosts.lotus,
    headers: token ? { authorization: token } : {},
  });
  return { status: response.status, body: await envelope(response) };
}

/**
 * What team management should list for the agent, worked out here row by row: the team walked in JavaScript over the
 * merchant's members, each member's wallet, bets and time-out read as they are.
 */
async function expectedTeam(username: string, merchantCode = 'lotus88') {
  const agent = await at(username, merchantCode);
  const everyone = await db().select().from(members).where(eq(members.merchantId, agent.merchantId));
  const now = new Date(current.now);
  const rows: Array<{ member: Member; level: number }> = [];
  for (let level = 1, above = [agent.id]; above.length; level += 1) {
    const below = everyone.filter((member) => above.includes(member.uplineId ?? 0) && member.id !== agent.id);
    rows.push(...below.map((member) => ({ member, level })));
    above = below.map((member) => member.id);
  }
  const ids = rows.map((row) => row.member.id);
  const balances = await db().select().from(wallets).where(inArray(wallets.memberId, ids));
  const bets = await db()
    .select({ memberId: betRecords.memberId, createdAt: betRecords.createdAt })
    .from(betRecords)
    .where(inArray(betRecords.memberId, ids));
  const excluded = await db()
    .select({ memberId: memberExclusions.memberId })
    .from(memberExclusions)
    .where(and(inArray(memberExclusions.memberId, ids), gt(memberExclusions.until, now)));
  return rows
    .map(({ member, level }) => {
      const played = bets.some(
        (bet) =>
          bet.memberId === member.id &&
          bet.createdAt.getTime() > now.getTime() - 30 * dayMs &&
          bet.createdAt.getTime() <= now.getTime(),
      );
      return {
        username: member.username,
        nickname: member.nickname,
        level,
        agent: agentTypes.includes(member.type),
        uplineName: everyone.find((upline) => upline.id === member.uplineId)?.username,
        balance: (balances.find((wallet) => wallet.memberId === member.id)?.balance ?? 0) / 100,
        registerTime: member.createdAt.getTime(),
        lastLoginTime: member.lastLoginAt?.getTime() ?? null,
        status: excluded.some((row) => row.memberId === member.id) ? 'SELF_EXCLUDED' : played ? 'ACTIVE' : 'DORMANT',
      };
    })
    .sort((a, b) => a.level - b.level || a.username.toLowerCase().localeCompare(b.username.toLowerCase()));
}

const names = (list: Downlines['list']) => list.map((row) => row.username);

describe('team management: the downlines (MCSFE_getAgentDownlines)', () => {
  it("lists agent01's whole team by level, then username, each with its upline, wallet, dates and status", async () => {
    const value = await downlines('agent01');
    expect(value.totalCount).toBe(12);
    expect(value.totalPages).toBe(1);
    expect(names(value.list)).toEqual([
      'agent02',
      'player02',
      'player03',
      'player04',
      'player05',
      'agent03',
      'player06',
      'player07',
      'player08',
      'player09',
      'player10',
      'player11',
    ]);
    expect(value.list).toEqual(await expectedTeam('agent01'));
    // The seed's team shows each status and has balances of its own.
    expect(value.list.find((row) => row.username === 'player08')?.status).toBe('SELF_EXCLUDED');
    expect(value.list.find((row) => row.username === 'player06')?.status).toBe('ACTIVE');
    expect(value.list.find((row) => row.username === 'player05')).toMatchObject({
      status: 'DORMANT',
      lastLoginTime: null,
    });
    expect(new Set(value.list.map((row) => row.balance)).size).toBeGreaterThan(4);
    expect(value.list.find((row) => row.username === 'agent03')).toMatchObject({
      level: 2,
      agent: true,
      uplineName: 'agent02',
    });
  });

  it('keeps to the agent\u2019s own team: agent02 sees its branch, with levels counted from itself', async () => {
    const value = await everyDownline('agent02');
    expect(names(value)).toEqual(['agent03', 'player06', 'player07', 'player08', 'player09', 'player10', 'player11']);
    expect(value).toEqual(await expectedTeam('agent02'));
    expect(value.find((row) => row.username === 'player09')?.level).toBe(2);
    // Another merchant's team of the same names is its own.
    expect(names(await everyDownline('agent03', '', 'siam99'))).toEqual(['player09', 'player10', 'player11']);
  });

  it('chooses the direct downlines, or those whose username holds the search in any case, trimmed', async () => {
    expect(names((await downlines('agent01', '?scope=direct')).list)).toEqual([
      'agent02',
      'player02',
      'player03',
      'player04',
      'player05',
    ]);
    const searched = await downlines('agent01', '?search=%20PLAYER1%20');
    expect(names(searched.list)).toEqual(['player10', 'player11']);
    expect(searched.totalCount).toBe(2);
    expect(names((await downlines('agent01', '?search=agent&scope=direct')).list)).toEqual(['agent02']);
    expect(names((await downlines('agent01', '?search=AGENT')).list)).toEqual(['agent02', 'agent03']);
    // A search's wildcards are plain characters; a blank search is none.
    expect((await downlines('agent01', '?search=%25')).totalCount).toBe(0);
    expect((await downlines('agent01', '?search=_')).totalCount).toBe(0);
    expect((await downlines('agent01', '?search=%20%20')).totalCount).toBe(12);
    expect((await downlines('agent01', '?search=player01')).totalCount).toBe(0);
  });

  it('pages the list and counts what the choice holds', async () => {
    const all = names((await downlines('agent01')).list);
    const first = await downlines('agent01', '?page=1&size=5');
    const third = await downlines('agent01', '?page=3&size=5');
    expect(first).toMatchObject({ totalCount: 12, totalPages: 3 });
    expect(names(first.list)).toEqual(all.slice(0, 5));
    expect(names((await downlines('agent01', '?page=2&size=5')).list)).toEqual(all.slice(5, 10));
    expect(names(third.list)).toEqual(all.slice(10));
    expect(await downlines('agent01', '?page=4&size=5')).toEqual({ list: [], totalCount: 12, totalPages: 3 });
    expect((await downlines('agent01', '?size=50')).list).toHaveLength(12);
  });

  it('refuses paging and searches out of bounds, naming the field', async () => {
    const token = await tokenOf('agent01');
    for (const [query, field] of [
      ['?size=51', 'size'],
      ['?size=0', 'size'],
      ['?page=0', 'page'],
      ['?page=1.5', 'page'],
      [`?search=${'a'.repeat(agentDownlineRules.searchMaxLength + 1)}`, 'search'],
      ['?scope=level2', 'scope'],
    ] as const) {
      const refused = await listRefusal(query, token);
      expect(refused.status, query).toBe(400);
      expect(refused.body, query).toMatchObject({ errorCode: errorCodes.validationFailed, value: { field } });
    }
    // At the limit, it is a search.
    expect((await downlines('agent01', `?search=${'a'.repeat(agentDownlineRules.searchMaxLength)}`)).totalCount).toBe(
      0,
    );
  });

  it('refuses members who are not agents (403 agent_only) and visitors (401)', async () => {
    for (const username of ['player01', 'player02', 'default01']) {
      const refused = await listRefusal('', await tokenOf(username));
      expect(refused.status, username).toBe(403);
      expect(refused.body).toMatchObject({ errorCode: errorCodes.agentOnly });
    }
    expect((await listRefusal('')).status).toBe(401);
  });

  it('follows the statuses: a bet makes a downline active, a time-out excludes it, 30 quiet days make it dormant', async () => {
    const status = async (username: string) =>
      (await downlines('agent01', `?search=${username}`)).list.find((row) => row.username === username)?.status;
    expect(await status('player03')).toBe('DORMANT');
    expect(await status('player08')).toBe('SELF_EXCLUDED');
    nextDraw = drawFor(0);
    await playOnDemoPage(app(), { host: hosts.lotus, token: await tokenOf('player03'), stake: '10000.00' });
    expect(await status('player03')).toBe('ACTIVE');
    const selfExclude = await call(app(), endpoints.selfExclude.path, {
      method: 'POST',
      host: hosts.lotus,
      json: { period: '24H' },
      headers: { authorization: await tokenOf('player03') },
    });
    expect(selfExclude.status).toBe(200);
    expect(await status('player03')).toBe('SELF_EXCLUDED');
    // A day on, the time-out is over; 30 days on, the bet is too old.
    current.now += dayMs + 1;
    expect(await status('player03')).toBe('ACTIVE');
    current.now += 30 * dayMs;
    expect(await status('player03')).toBe('DORMANT');
    // player08's 30-day time-out, taken four days before, is over too.
    expect(await status('player08')).toBe('DORMANT');
    current.now += 30 * dayMs;
    expect((await everyDownline('agent01')).every((row) => row.status === 'DORMANT')).toBe(true);
  });

  it('answers a team of 5,000 quickly, one page at a time', async () => {
    const agent01 = await at('agent01');
    const base = { merchantId: agent01.merchantId, passwordHash: agent01.passwordHash };
    const agents = await db()
      .insert(members)
      .values(Array.from({ length: 50 }, (_, n) => ({ ...base, username: `big${n}`, type: 1, uplineId: agent01.id })))
      .returning({ id: members.id });
    for (const [index, { id }] of agents.entries()) {
      const team = await db()
        .insert(members)
        .values(
          Array.from({ length: 99 }, (_, n) => ({ ...base, username: `big${index}m${n}`, type: 0, uplineId: id })),
        )
        .returning({ id: members.id });
      await db()
        .insert(wallets)
        .values(team.map((member, n) => ({ memberId: member.id, currency: 'VND', balance: n * 100 })));
    }
    const timed = async (query: string) => {
      const started = performance.now();
      const value = await downlines('agent01', query);
      return { value, ms: performance.now() - started };
    };
    // Warm: the first call of a platform compiles its statements.
    await timed('');
    const all = await timed('?page=100&size=50');
    expect(all.value.totalCount).toBe(5012);
    expect(all.value.list.every((row) => row.level === 2)).toBe(true);
    const searched = await timed('?search=big49m9');
    // big49m9 and big49m90 to big49m98.
    expect(searched.value.totalCount).toBe(10);
    const direct = await timed('?scope=direct&page=2');
    expect(direct.value.totalCount).toBe(55);
    // Generous bounds for a busy machine; the README gives the figures measured.
    for (const { ms } of [all, searched, direct]) expect(ms).toBeLessThan(1500);
  }, 60_000);
});

describe('team management: transfers to downlines (MCSFE_transferToDownlines)', () => {
  const transfer = async (
    username: string,
    body: { downlines: string[]; amount: unknown; password?: string },
    key: string | undefined = randomUUID(),
    merchantCode = 'lotus88',
  ) => {
    const response = await call(app(), endpoints.transferToDownlines.path, {
      method: 'POST',
      host: hostOf[merchantCode],
      json: { password: '246810', ...body },
      headers: {
        authorization: await tokenOf(username, merchantCode),
        ...(key === undefined ? {} : { [idempotencyKeyHeader]: key }),
      },
    });
    return { status: response.status, body: await envelope(response) };
  };

  /** The main wallet's balance, in units. */
  const balanceOf = async (username: string, merchantCode = 'lotus88') => {
    const member = await at(username, merchantCode);
    const [row] = await db().select().from(wallets).where(eq(wallets.memberId, member.id));
    return (row?.balance ?? 0) / 100;
  };

  /** The sum of the main wallet's ledger, in units: it always equals the balance. */
  const ledgerSum = async (username: string, merchantCode = 'lotus88') => {
    const member = await at(username, merchantCode);
    const [row] = await db()
      .select({ sum: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)` })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.memberId, member.id), eq(walletTransactions.accountTypeId, 2)));
    return Number(row?.sum) / 100;
  };

  const balances = async (usernames: string[]) =>
    Object.fromEntries(await Promise.all(usernames.map(async (name) => [name, await balanceOf(name)] as const)));

  const setBalance = (username: string, amount: number) =>
    call(app(), `/__dev/merchants/lotus88/members/${username}/balance`, { method: 'POST', json: { amount } });

  it('pays each downline named, at any level, from the agent, with a ledger row for each half', async () => {
    const before = await balances(['agent01', 'player02', 'agent03']);
    const done = await transfer('agent01', { downlines: ['player02', 'AGENT03'], amount: 1000.5 });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.value).toEqual({
      amountEach: 1000.5,
      downlineCount: 2,
      totalAmount: 2001,
      balance: (before.agent01 ?? 0) - 2001,
    });
    expect(await balances(['agent01', 'player02', 'agent03'])).toEqual({
      agent01: (before.agent01 ?? 0) - 2001,
      player02: (before.player02 ?? 0) + 1000.5,
      agent03: (before.agent03 ?? 0) + 1000.5,
    });
    for (const username of ['agent01', 'player02', 'agent03']) {
      expect(await ledgerSum(username), username).toBe(await balanceOf(username));
    }
    const agent01 = await at('agent01');
    const rows = await db()
      .select()
      .from(walletTransactions)
      .where(
        and(
          inArray(walletTransactions.kind, ['downline_out', 'downline_in']),
          gt(walletTransactions.createdAt, new Date(current.now - 1000)),
        ),
      );
    expect(rows).toHaveLength(4);
    const out = rows.filter((row) => row.kind === 'downline_out');
    expect(out.map((row) => [row.memberId, row.amount])).toEqual([
      [agent01.id, -100_050],
      [agent01.id, -100_050],
    ]);
    // Each payment's halves share a transfer id and name each other.
    for (const half of out) {
      const other = rows.find((row) => row.kind === 'downline_in' && row.transferId === half.transferId);
      expect(other).toMatchObject({ memberId: half.counterpartMemberId, counterpartMemberId: agent01.id });
    }

    // The account records list them under UPLINE, naming the other member.
    const day = (offset: number) => new Date(current.now + offset * dayMs).toISOString().slice(0, 10);
    const history = async (username: string) =>
      contractValue(app(), 'transactionHistory', `?type=UPLINE&startDate=${day(-1)}&endDate=${day(1)}`, {
        host: hosts.lotus,
        headers: { authorization: await tokenOf(username) },
      });
    const agentRows = (await history('agent01')).list.filter((row) => row.detail === 'DOWNLINE_OUT');
    expect(agentRows.slice(0, 2).map((row) => [row.amount, row.remark])).toEqual(
      expect.arrayContaining([
        [-1000.5, 'player02'],
        [-1000.5, 'agent03'],
      ]),
    );
    expect((await history('player02')).list[0]).toMatchObject({
      type: 'UPLINE',
      detail: 'DOWNLINE_IN',
      amount: 1000.5,
      balance: (before.player02 ?? 0) + 1000.5,
      remark: 'agent01',
    });
  });

  it('refuses a member outside the team (404, as nobody) and moves nothing, even beside a downline', async () => {
    const before = await balances(['agent02', 'player02', 'player06', 'agent01']);
    for (const downlines of [['player02'], ['player06', 'player02'], ['nobody99'], ['agent02'], ['agent01'], ['']]) {
      const refused = await transfer('agent02', { downlines, amount: 100 });
      expect(refused.status, downlines.join()).toBe(404);
      expect(refused.body).toMatchObject({ errorCode: errorCodes.downlineNotFound });
    }
    expect(await balances(['agent02', 'player02', 'player06', 'agent01'])).toEqual(before);
  });

  it('refuses a total above the balance, a wrong payment password, bad amounts and a missing key, moving nothing', async () => {
    const before = await balances(['agent01', 'player02', 'player03']);
    const half = (before.agent01 ?? 0) / 2;
    const short = await transfer('agent01', { downlines: ['player02', 'player03'], amount: half + 0.01 });
    expect(short.body).toMatchObject({ errorCode: errorCodes.transferBalanceNotEnough });
    const wrong = await transfer('agent01', { downlines: ['player02'], amount: 100, password: '975318' });
    expect(wrong.body).toMatchObject({ errorCode: errorCodes.invalidPaymentPassword });
    for (const amount of [0, -1, 10.005, 'ten']) {
      const refused = await transfer('agent01', { downlines: ['player02'], amount });
      expect(refused.status, String(amount)).toBe(400);
      expect(refused.body.errorCode, String(amount)).toMatch(/transfer_amount_invalid|validation_failed/);
    }
    const keyless = await transfer('agent01', { downlines: ['player02'], amount: 100 }, '');
    expect(keyless.body).toMatchObject({ errorCode: errorCodes.idempotencyKeyRequired });
    // The downlines are judged before the amount.
    const order = await transfer('agent01', { downlines: ['player01'], amount: 0 });
    expect(order.body).toMatchObject({ errorCode: errorCodes.downlineNotFound });
    expect(await balances(['agent01', 'player02', 'player03'])).toEqual(before);
    // All of it, exactly, is allowed.
    const all = await transfer('agent01', { downlines: ['player02', 'player03'], amount: half });
    expect(all.body.value).toMatchObject({ totalAmount: before.agent01, balance: 0 });
  });

  it('refuses a downline named twice, and several at once where the merchant allows one (AGENTRANSMULTDOWN3 off)', async () => {
    const twice = await transfer('agent01', { downlines: ['player02', 'PLAYER02 '], amount: 100 });
    expect(twice).toMatchObject({
      status: 400,
      body: { errorCode: errorCodes.downlineTransferDuplicate, value: { field: 'downlines' } },
    });
    // siam does not let agents pay several at once; one is fine.
    const several = await transfer(
      'agent01',
      { downlines: ['player02', 'player03'], amount: 100 },
      undefined,
      'siam99',
    );
    expect(several).toMatchObject({ status: 400, body: { errorCode: errorCodes.downlineTransferSingleOnly } });
    const one = await transfer('agent01', { downlines: ['player03'], amount: 100 }, undefined, 'siam99');
    expect(one.body.value).toMatchObject({ downlineCount: 1, totalAmount: 100 });
    // Switched off at lotus, the same.
    await call(app(), '/__dev/merchants/lotus88/flags', { method: 'POST', json: { AGENTRANSMULTDOWN3: false } });
    const off = await transfer('agent01', { downlines: ['player02', 'player03'], amount: 100 });
    expect(off.body).toMatchObject({ errorCode: errorCodes.downlineTransferSingleOnly });
    // More than the contract's 20 is refused by its schema.
    const many = Array.from({ length: agentDownlineRules.maxTransferDownlines + 1 }, (_, n) => `player${n}`);
    expect((await transfer('agent01', { downlines: many, amount: 1 })).body).toMatchObject({
      errorCode: errorCodes.validationFailed,
    });
  });

  it('refuses members who are not agents before anything else', async () => {
    const refused = await transfer('player02', { downlines: ['player03'], amount: 0 }, '');
    expect(refused).toMatchObject({ status: 403, body: { errorCode: errorCodes.agentOnly } });
  });

  it('moves once for a key sent again, answering the first answer; the key with other downlines is refused', async () => {
    const before = await balances(['agent01', 'player04']);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => transfer('agent01', { downlines: ['player04'], amount: 5000 }, key)),
    );
    for (const answer of answers) expect(answer.body.value).toEqual(answers[0]?.body.value);
    expect(await balances(['agent01', 'player04'])).toEqual({
      agent01: (before.agent01 ?? 0) - 5000,
      player04: (before.player04 ?? 0) + 5000,
    });
    const other = await transfer('agent01', { downlines: ['player05'], amount: 5000 }, key);
    expect(other.body).toMatchObject({ errorCode: errorCodes.idempotencyKeyReused });
    const more = await transfer('agent01', { downlines: ['player04'], amount: 6000 }, key);
    expect(more.body).toMatchObject({ errorCode: errorCodes.idempotencyKeyReused });
  });

  it('10 concurrent transfers that together exceed the balance never overspend', async () => {
    await setBalance('agent01', 10_000);
    const team = ['player02', 'player03', 'agent02', 'player09'];
    const before = await balances(team);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        transfer('agent01', { downlines: [team[n % 4] ?? '', team[(n + 1) % 4] ?? ''], amount: 700 }),
      ),
    );
    const codes = answers.map((answer) => answer.body.errorCode ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(7);
    expect(codes.filter((code) => code === errorCodes.transferBalanceNotEnough)).toHaveLength(3);
    expect(await balanceOf('agent01')).toBe(200);
    expect(await ledgerSum('agent01')).toBe(200);
    const after = await balances(team);
    const gained = team.reduce((sum, name) => sum + (after[name] ?? 0) - (before[name] ?? 0), 0);
    expect(gained).toBe(9800);
    for (const username of team) expect(await ledgerSum(username), username).toBe(after[username]);
  });

  it('crossing transfers (agent down, downline up) all settle, and every ledger sums to its balance', async () => {
    const downlineToken = await tokenOf('player02');
    await call(app(), endpoints.setPaymentPassword.path, {
      method: 'POST',
      host: hosts.lotus,
      json: { paymentPassword: '135790', confirmPaymentPassword: '135790' },
      headers: { authorization: downlineToken },
    });
    const before = await balances(['agent01', 'player02', 'player03']);
    const up = () =>
      call(app(), endpoints.transferToUpline.path, {
        method: 'POST',
        host: hosts.lotus,
        json: { amount: 300, password: '135790' },
        headers: { authorization: downlineToken, [idempotencyKeyHeader]: randomUUID() },
      });
    const moves = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        n % 2
          ? up().then((response) => response.status)
          : transfer('agent01', { downlines: ['player02', 'player03'], amount: 200 }).then((answer) => answer.status),
      ),
    );
    expect(moves.every((status) => status === 200)).toBe(true);
    expect(await balances(['agent01', 'player02', 'player03'])).toEqual({
      agent01: (before.agent01 ?? 0) - 5 * 400 + 5 * 300,
      player02: (before.player02 ?? 0) + 5 * 200 - 5 * 300,
      player03: (before.player03 ?? 0) + 5 * 200,
    });
    for (const username of ['agent01', 'player02', 'player03']) {
      expect(await ledgerSum(username), username).toBe(await balanceOf(username));
    }
  });
});
