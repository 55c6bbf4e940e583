import { randomUUID } from 'node:crypto';
import { endpoints, errorCodes, type ValueOf } from '@lobby/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { games, members, merchantVendors, merchants, vendors, walletTransactions, winningRounds } from '../db/schema';
import { loadBrand } from '@lobby/brand/node';
import { defaultBrandsDir, isEmpty, seedDatabase } from '../seed/seed';
import { seededWinCount, seededWinsFor } from '../seed/winners';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, sessionFor } from '../testing/testPlatform';
import { maskName, winnerBoardWindowMs } from '../wallet/winningRounds';
import { drawFor } from '../testing/demoRounds';

type Winner = ValueOf<'winnerBoard'>['list'][number]['vo'];

/** The draw the next demo rounds get: a test picks the outcome with `drawFor`. */
let nextDraw = 0;
const current = platformPerTest({ randomInt: () => nextDraw });

beforeEach(() => {
  nextDraw = 0;
});

const app = () => current.platform.app;
const db = () => current.platform.platform.db;
const dayMs = 24 * 60 * 60 * 1000;

/** The board as a site asks for it: its entries, each checked against the contract's value schema. */
async function board(query = '', host = hosts.lotus): Promise<Winner[]> {
  const value = await contractValue(app(), 'winnerBoard', `?${query}`, { host });
  return value.list.map((entry) => entry.vo);
}

async function merchantId(code: string): Promise<number> {
  const [row] = await db().select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
  if (!row) throw new Error(`no merchant ${code}`);
  return row.id;
}

/** The stored rows of the board's entries, by record id. */
async function storedRows(entries: Winner[]) {
  const ids = entries.map((entry) => Number(entry.recordId));
  const rows = await db().select().from(winningRounds).where(inArray(winningRounds.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The lane (game type) of each node id. */
async function lanesOf(nodeIds: number[]): Promise<Map<number, string>> {
  const rows = await db()
    .select({ id: games.id, gameType: vendors.gameType })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(inArray(games.id, nodeIds));
  return new Map(rows.map((row) => [row.id, row.gameType]));
}

describe('winner board (ODSFE2_getWinnerBoard)', () => {
  it('answers the 20 biggest wins of the site without a login, largest first, amounts with two decimals', async () => {
    const response = await call(app(), `${endpoints.winnerBoard.path}?gameCategory=ALL&language=EN&limitNum=20`, {
      headers: { customerid: '12345', language: 'zh_CN' },
    });
    expect(response.status).toBe(200);
    const list = ((await envelope(response)).value as { list: Array<{ vo: Winner }> }).list.map((entry) => entry.vo);
    expect(list).toHaveLength(20);
    const amounts = list.map((entry) => Number(entry.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const amount of amounts) expect(Math.round(amount * 100) / 100).toBe(amount);
    // The 20 are the top of the whole week: the 30 seeded wins less the 10 smallest.
    const all = await board('limitNum=100');
    expect(all).toHaveLength(seededWinCount);
    expect(list).toEqual(all.slice(0, 20));
    // No limitNum: 20 as well; the same for everyone, whatever CustomerId or language is sent.
    expect(await board()).toEqual(list);
    expect(await board('gameCategory=ALL&language=VI&limitNum=20')).toEqual(list);
  });

  it('carries what the site needs to show and launch each win: game, vendor, node id, icon', async () => {
    const list = await board('limitNum=100');
    const stored = await storedRows(list);
    for (const entry of list) {
      const row = stored.get(Number(entry.recordId));
      expect(row, `record ${String(entry.recordId)}`).toBeDefined();
      expect(Number(entry.winAmount)).toBe((row?.win ?? 0) / 100);
      expect(entry.nodeId).toBe(row?.gameId);
      expect(entry.iconUrl).toMatch(new RegExp(`^/wps/media/game/${entry.vendor}/${String(entry.gameId)}\\.svg\\?v=`));
    }
    // The names and codes are the game list's: a click can launch the game by them.
    const [first] = list;
    const listed = await contractValue(
      app(),
      'gameList',
      `?vassalage=${first?.vendor ?? ''}&gameName=${String(first?.gameId)}&pageNo=1&pageSize=5`,
    );
    expect(listed.games[0]).toMatchObject({
      nodeId: first?.nodeId,
      gameId: first?.gameId,
      gameName: first?.gameName,
      iconUrl: first?.iconUrl,
    });
  });

  it('limits the list to limitNum, read as 1 to 100; refuses a limitNum that is not a whole number', async () => {
    const all = await board('limitNum=100');
    expect(await board('limitNum=5')).toEqual(all.slice(0, 5));
    expect(await board('limitNum=0')).toEqual(all.slice(0, 1));
    expect(await board('limitNum=-7')).toEqual(all.slice(0, 1));
    // 150 more wins: a limit above 100 answers 100.
    const id = await merchantId('lotus88');
    const gameId = Number(all[0]?.nodeId);
    await db()
      .insert(winningRounds)
      .values(
        Array.from({ length: 150 }, (_, index) => ({
          merchantId: id,
          customerName: 'te***st',
          gameId,
          stake: 100,
          win: 1000 + index,
          currency: 'VND',
          createdAt: new Date(current.now - 60_000),
        })),
      );
    expect(await board('limitNum=1000')).toHaveLength(100);
    expect(await board('limitNum=100')).toHaveLength(100);

    for (const [limitNum, message] of [
      ['abc', 'Field "limitNum" is invalid: Expected a number.'],
      ['', 'Field "limitNum" is invalid: Expected a number.'],
      ['2.5', 'limitNum must be a whole number from 1 to 100.'],
    ] as const) {
      const refused = await call(app(), `${endpoints.winnerBoard.path}?limitNum=${limitNum}`);
      expect(refused.status, limitNum).toBe(400);
      expect(await envelope(refused)).toEqual({
        success: false,
        errorCode: errorCodes.validationFailed,
        message,
        value: { field: 'limitNum' },
      });
    }
  });

  it('orders equal wins newest first', async () => {
    const id = await merchantId('lotus88');
    const [top] = await board('limitNum=1');
    const gameId = Number(top?.nodeId);
    const win = Math.round(Number(top?.winAmount) * 100) + 100;
    const at = (minutesAgo: number) => new Date(current.now - minutesAgo * 60_000);
    const inserted = await db()
      .insert(winningRounds)
      .values([
        { merchantId: id, customerName: 'ol***er', gameId, stake: 100, win, currency: 'VND', createdAt: at(90) },
        { merchantId: id, customerName: 'ne***st', gameId, stake: 100, win, currency: 'VND', createdAt: at(5) },
        { merchantId: id, customerName: 'mi***le', gameId, stake: 100, win, currency: 'VND', createdAt: at(30) },
      ])
      .returning({ id: winningRounds.id });
    const list = await board('limitNum=4');
    expect(list.map((entry) => entry.customerName)).toEqual(['ne***st', 'mi***le', 'ol***er', top?.customerName]);
    expect(list.slice(0, 3).map((entry) => Number(entry.recordId))).toEqual(
      [inserted[1], inserted[2], inserted[0]].map((row) => row?.id),
    );
  });

  it('shows the last seven days of the platform clock only', async () => {
    const seeded = await board('limitNum=100');
    expect(seeded).toHaveLength(seededWinCount);
    const stored = await storedRows(seeded);
    const start = current.now;
    for (const entry of seeded) {
      const age = start - (stored.get(Number(entry.recordId))?.createdAt.getTime() ?? 0);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(winnerBoardWindowMs);
    }

    // Three days on: the wins older than four days then have left the board, in the same order otherwise.
    current.now = start + 3 * dayMs;
    const later = await board('limitNum=100');
    const kept = seeded.filter(
      (entry) => (stored.get(Number(entry.recordId))?.createdAt.getTime() ?? 0) > current.now - winnerBoardWindowMs,
    );
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(seededWinCount);
    expect(later).toEqual(kept);

    // A week and a day on: nothing left. A day back: the wins of the last day are not there yet.
    current.now = start + 8 * dayMs;
    expect(await board('limitNum=100')).toEqual([]);
    current.now = start - dayMs;
    const earlier = await board('limitNum=100');
    expect(earlier).toEqual(
      seeded.filter((entry) => (stored.get(Number(entry.recordId))?.createdAt.getTime() ?? 0) <= current.now),
    );
    expect(earlier.length).toBeLessThan(seededWinCount);
  });

  it('filters by gameCategory: a lane (any case), ALL or none for every lane, an unknown one for none', async () => {
    const all = await board('limitNum=100');
    const lanes = await lanesOf(all.map((entry) => Number(entry.nodeId)));
    expect(new Set(lanes.values())).toEqual(new Set(['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT', 'LOTT']));
    for (const lane of ['RNG', 'LIVE', 'FISH', 'LOTT']) {
      const expected = all.filter((entry) => lanes.get(Number(entry.nodeId)) === lane);
      expect(expected.length, lane).toBeGreaterThan(0);
      expect(await board(`gameCategory=${lane}&limitNum=100`), lane).toEqual(expected);
    }
    expect(await board('gameCategory=live&limitNum=100')).toEqual(await board('gameCategory=LIVE&limitNum=100'));
    expect(await board('gameCategory=ALL&limitNum=100')).toEqual(all);
    expect(await board('gameCategory=&limitNum=100')).toEqual(all);
    expect(await board('gameCategory=XYZ')).toEqual([]);
    // The lanes the client splits out of SPORTS and RNG, as in the game list.
    const esports = await board('gameCategory=ESPORTS&limitNum=100');
    expect(esports.length).toBeGreaterThan(0);
    expect(esports.every((entry) => ['IMES', 'TF', 'IA'].includes(entry.vendor ?? ''))).toBe(true);
  });

  it('seeds each site about 30 wins on its own games, with both lottery routes where it has them', async () => {
    const sites = { lotus: hosts.lotus, siam: hosts.siam, sahara: hosts.sahara };
    const boards: Record<string, Winner[]> = {};
    for (const [name, host] of Object.entries(sites)) {
      const list = await board('limitNum=100', host);
      boards[name] = list;
      expect(list, name).toHaveLength(seededWinCount);
      // Every game is one the site lists (its own catalogue), by vendor and code.
      const lanes = await contractValue(app(), 'gameVendors', '?platform=html5-desktop', { host });
      const offered = new Set(lanes.data.lanes.flatMap((lane) => lane.cards.map((card) => card.vassalage)));
      for (const entry of list) expect(offered, `${name} ${entry.vendor ?? ''}`).toContain(entry.vendor);
      expect(new Set(list.map((entry) => entry.customerName)).size, name).toBeGreaterThan(10);
    }
    const vendorsOf = (name: string) => new Set(boards[name]?.map((entry) => entry.vendor));
    expect(vendorsOf('lotus')).toContain('TCG_LOTTO_VN');
    expect(vendorsOf('lotus')).toContain('LOTT');
    expect(vendorsOf('siam')).toContain('LOTT');
    expect(vendorsOf('siam')).not.toContain('TCG_LOTTO_VN');
    expect(vendorsOf('sahara')).toContain('LOTT');

    // Amounts in each site's currency: VND (lotus) plays with a thousand times more than THB and AED.
    const median = (name: string) => {
      const amounts = (boards[name] ?? []).map((entry) => Number(entry.winAmount)).sort((a, b) => a - b);
      return amounts[Math.floor(amounts.length / 2)] ?? 0;
    };
    expect(median('lotus') / median('siam')).toBeGreaterThan(100);
    expect(median('lotus') / median('sahara')).toBeGreaterThan(100);
    const currencies = await db()
      .selectDistinct({ code: merchants.code, currency: winningRounds.currency })
      .from(winningRounds)
      .innerJoin(merchants, eq(merchants.id, winningRounds.merchantId));
    expect(Object.fromEntries(currencies.map((row) => [row.code, row.currency]))).toEqual({
      lotus88: 'VND',
      siam99: 'THB',
      sahara7: 'AED',
    });
  });

  it('is the same on every reset and machine for the same clock', async () => {
    const brand = (await loadBrand(defaultBrandsDir, 'siam')).config;
    const merchant = { code: 'siam99', currency: 'THB', defaultLanguage: 'TH' };
    const now = new Date(current.now);
    expect(seededWinsFor(brand, merchant, now)).toEqual(seededWinsFor(brand, merchant, now));
    const first = await board('limitNum=100', hosts.siam);
    const response = await call(app(), '/__dev/reset', { method: 'POST', json: {} });
    expect(response.status).toBe(200);
    expect(await board('limitNum=100', hosts.siam)).toEqual(first);
  });

  it('masks every name: two characters, ***, two characters; never a whole user name', async () => {
    for (const host of Object.values(hosts)) {
      for (const entry of await board('limitNum=100', host)) {
        expect(entry.customerName).toMatch(/^[^*]{1,2}\*\*\*[^*]{0,2}$/);
      }
    }
    expect(maskName('player01')).toBe('pl***01');
    expect(maskName('0912000001')).toBe('09***01');
    expect(maskName('abcdef')).toBe('ab***ef');
    // Shorter names show less, so that a name is never shown whole.
    expect(maskName('abcde')).toBe('a***e');
    expect(maskName('abc')).toBe('a***c');
    expect(maskName('ab')).toBe('a***');
    expect(maskName('สมชายชนะ')).toBe('สม***นะ');
    expect(maskName('😀😀abc😀😀')).toBe('😀😀***😀😀');
  });

  it("writes a demo round's win to the board with the ledger, under the masked name; a loss writes nothing", async () => {
    const authorization = await sessionFor(current.platform, 'lotus88', 'player01');
    const [game] = (await contractValue(app(), 'gameList', '?gameType=RNG&vassalage=JL&pageNo=1&pageSize=1')).games;
    if (!game) throw new Error('no JL game');
    const launched = await contractValue(
      app(),
      'launchGame',
      `?launchMode=GLS&nodeId=${String(game.nodeId)}&accountType=1`,
      { headers: { authorization } },
    );
    const url = launched.content?.game_url ?? '';
    const ticket = new URL(url, 'http://localhost').searchParams.get('ticket') ?? '';
    const play = (stake: string) =>
      call(app(), `/wps/game/demo/${String(game.nodeId)}/round`, {
        method: 'POST',
        body: new URLSearchParams({ mode: 'real', ticket, stake }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    const before = await board('limitNum=100');
    nextDraw = drawFor(0);
    expect((await play('100000.00')).status).toBe(303);
    expect(await board('limitNum=100')).toEqual(before);

    // 20 times a stake of 100,000.00 VND: 2,000,000.00, between the seeded wins.
    current.now += 60_000;
    nextDraw = drawFor(20);
    const played = await play('100000.00');
    expect(played.status).toBe(303);
    const roundId = new URL(played.headers.get('location') ?? '', 'http://localhost').searchParams.get('round');
    const after = await board('limitNum=100');
    expect(after).toHaveLength(before.length + 1);
    const mine = after.find((entry) => entry.customerName === 'pl***01');
    expect(mine).toMatchObject({
      winAmount: 2_000_000,
      gameName: game.gameName,
      gameId: game.gameId,
      nodeId: game.nodeId,
      vendor: 'JL',
      iconUrl: game.iconUrl,
    });
    const amounts = after.map((entry) => Number(entry.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    // Stored with the round of the ledger, the member, the wallet's currency; the user name itself nowhere.
    const [row] = await db()
      .select()
      .from(winningRounds)
      .where(eq(winningRounds.id, Number(mine?.recordId)));
    const [member] = await db()
      .select()
      .from(members)
      .where(eq(members.id, row?.memberId ?? 0));
    expect(member?.username).toBe('player01');
    expect(row).toMatchObject({ roundId, stake: 100_000_00, win: 2_000_000_00, currency: 'VND' });
    expect(row?.createdAt.getTime()).toBe(current.now);
    const ledger = await db()
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.roundId, roundId ?? ''), eq(walletTransactions.kind, 'win')));
    expect(ledger).toMatchObject([{ amount: 2_000_000_00, gameId: Number(game.nodeId) }]);
    const names = await db().select({ name: winningRounds.customerName }).from(winningRounds);
    expect(names.some((name) => name.name.includes('player01'))).toBe(false);

    // The win is the site's, not another merchant's; a week later it has left the board.
    expect((await board('limitNum=100', hosts.siam)).some((entry) => entry.customerName === 'pl***01')).toBe(false);
    current.now += winnerBoardWindowMs;
    expect(await board('limitNum=100')).toEqual([]);
  });

  it('leaves out the wins of games no longer offered here', async () => {
    const list = await board('limitNum=100');
    const live = list.filter((entry) => ['EVO', 'MG', 'OG', 'AG', 'WM', 'BG'].includes(entry.vendor ?? ''));
    const [hidden] = live;
    if (!hidden) throw new Error('no live win to hide');
    const id = await merchantId('lotus88');
    const [vendor] = await db()
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.code, hidden.vendor ?? ''), eq(vendors.gameType, 'LIVE')));
    await db()
      .update(merchantVendors)
      .set({ display: false })
      .where(and(eq(merchantVendors.merchantId, id), eq(merchantVendors.vendorId, vendor?.id ?? 0)));
    expect(await board('limitNum=100')).toEqual(list.filter((entry) => entry.vendor !== hidden.vendor));
  });

  it('reset restores the seeded board; a start on days-old data makes the history again, keeping played wins', async () => {
    const seeded = await board('limitNum=100');
    const id = await merchantId('lotus88');
    const gameId = Number(seeded[0]?.nodeId);
    await db().delete(winningRounds).where(eq(winningRounds.merchantId, id));
    await db()
      .insert(winningRounds)
      .values({
        merchantId: id,
        customerName: 'pl***01',
        gameId,
        stake: 100,
        win: 500,
        currency: 'VND',
        createdAt: new Date(current.now - 1000),
      });
    expect(await board('limitNum=100')).toHaveLength(1);
    expect((await call(app(), '/__dev/reset', { method: 'POST', json: {} })).status).toBe(200);
    expect(await board('limitNum=100')).toEqual(seeded);

    // Seeding again changes nothing while the history fills the board.
    const database = db();
    expect(await isEmpty(database, new Date(current.now))).toBe(false);
    expect((await seedDatabase(database, { now: new Date(current.now) })).winningRounds).toBe(0);

    // Four days on, most seeded wins have left the week: a start finds the data lacking and makes them again from its
    // clock; a win played meanwhile stays.
    current.now += 4 * dayMs;
    const [player] = await database
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, id), eq(members.username, 'player01')));
    await database.insert(winningRounds).values({
      merchantId: id,
      customerName: 'pl***01',
      memberId: player?.id ?? null,
      roundId: randomUUID(),
      gameId,
      stake: 100,
      win: 999_999_999_00,
      currency: 'VND',
      createdAt: new Date(current.now - 60_000),
    });
    expect(await isEmpty(database, new Date(current.now))).toBe(true);
    const report = await seedDatabase(database, { now: new Date(current.now) });
    expect(report.winningRounds).toBe(3 * seededWinCount);
    expect(await isEmpty(database, new Date(current.now))).toBe(false);
    const renewed = await board('limitNum=100');
    expect(renewed).toHaveLength(seededWinCount + 1);
    expect(renewed[0]).toMatchObject({ customerName: 'pl***01', winAmount: 999_999_999 });
    expect(renewed.slice(1).map(({ recordId: _id, ...entry }) => entry)).toEqual(
      seeded.map(({ recordId: _id, ...entry }) => entry),
    );
    const [kept] = await database.select().from(winningRounds).where(isNotNull(winningRounds.memberId));
    expect(kept?.win).toBe(999_999_999_00);
  });
});
