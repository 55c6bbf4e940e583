import { endpoints, type LotteryGame } from '@lobby/contract';
import { and, eq } from 'drizzle-orm';
import { merchantVendors, merchants, vendors } from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, sessionFor } from '../testing/testPlatform';
import { lotteryTraitsOf, nextDrawTime, vnRegionOf, vnRegions } from './lottery';

const current = platformPerTest();

const value = <Id extends Parameters<typeof contractValue>[1]>(
  id: Id,
  query = '',
  init: Parameters<typeof call>[2] = {},
) => contractValue(current.platform.app, id, query, init);

const menu = (prizeMode: string, host = hosts.lotus) => value('lotteryGameMenus', `?prizeMode=${prizeMode}`, { host });

const codes = (list: readonly LotteryGame[]) => list.map((game) => game.gameCode);

const as = (token: string, host = hosts.lotus) => ({ host, headers: { authorization: token } });

/** The codes of a vendor's games in a lane at a site, most played first (the game list's order). */
async function catalogueCodes(gameType: string, vendor: string, host = hosts.lotus): Promise<string[]> {
  const list = await value('gameList', `?gameType=${gameType}&vassalage=${vendor}&pageNo=1&pageSize=200`, { host });
  return list.games.map((game) => String(game.gameId));
}

/** Sets a card of a merchant: hidden, or under maintenance from `start` to `end`. */
async function setCard(
  merchantCode: string,
  code: string,
  gameType: string,
  change: { display?: boolean; maintenanceStart?: Date; maintenanceEnd?: Date },
) {
  const { db } = current.platform.platform;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, merchantCode));
  const [vendor] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.code, code), eq(vendors.gameType, gameType)));
  if (!merchant || !vendor) throw new Error(`seed lacks ${merchantCode} or ${gameType}-${code}`);
  await db
    .update(merchantVendors)
    .set(change)
    .where(and(eq(merchantVendors.merchantId, merchant.id), eq(merchantVendors.vendorId, vendor.id)));
}

async function launchLottery(token: string, gameCode: string) {
  return value('launchGame', `?launchMode=LOTT&lottoGameCode=${gameCode}&lottoView=betting`, as(token));
}

describe('lottery menus (/lgw/games/game_menus)', () => {
  it('list each prize mode its own games, with the code that launches them, the tag and the next draw', async () => {
    const lott = await menu('LOTT');
    expect(codes(lott).sort()).toEqual((await catalogueCodes('LOTT', 'LOTT')).sort());
    for (const game of lott) {
      expect(game).toMatchObject({
        gameCode: expect.stringMatching(/^LOTT\d{4}$/),
        gameName: expect.any(String),
        gameGroupCode: expect.stringMatching(/^[A-Z0-9]+$/),
        accountTypeName: 'LOTT',
        vassalage: 'LOTT',
        prizeMode: 'LOTT',
        nextDrawTime: expect.any(Number),
        maintenance: null,
      });
      expect(game.iconUrl).toMatch(new RegExp(`^/wps/media/game/LOTT/${game.gameCode}\\.svg\\?v=`));
    }
    // In the catalogue's order (lane, card, game), so the client's groups keep it.
    const nodeIds = lott.map((game) => Number(game.nodeId));
    expect(nodeIds).toEqual([...nodeIds].sort((a, b) => a - b));

    // No mode, another case, and ZY (another payout of the same draws) read as LOTT's menu.
    expect(codes(await value('lotteryGameMenus'))).toEqual(codes(lott));
    expect(codes(await menu('lott'))).toEqual(codes(lott));
    const zy = await menu('ZY');
    expect(codes(zy)).toEqual(codes(lott));
    expect(zy.every((game) => game.prizeMode === 'ZY')).toBe(true);

    // ELOTT: the ELOTT lane's draws (GPI's here) first, then the LOTT games; neither SEA's nor VN's.
    const elott = await menu('ELOTT');
    expect(codes(elott)).toEqual([...(await catalogueCodes('ELOTT', 'GPI')), ...codes(lott)]);
    const sea = await menu('SEA');
    expect(codes(sea).sort()).toEqual((await catalogueCodes('ELOTT', 'TCG_SEA')).sort());
    expect(sea.every((game) => game.accountTypeName === 'TCG_SEA')).toBe(true);

    // Sahara has no ELOTT lane, so no SEA games; siam has the same LOTT games as lotus.
    expect(await menu('SEA', hosts.sahara)).toEqual([]);
    expect(codes(await menu('LOTT', hosts.siam))).toEqual(codes(lott));
  });

  it('tag each game by the format its name gives, which the client groups by', async () => {
    const all = [...(await menu('ELOTT')), ...(await menu('SEA'))];
    const formats: Record<string, string> = {
      LOTTERY: 'Lottery',
      KENO: 'Keno',
      '5D': '5D',
      FAST3: 'Fast 3',
      LOTTO645: 'Lotto 6/45',
      PICK3: 'Pick 3',
      PK10: 'PK10',
      '4D': '4D',
    };
    for (const game of all) {
      const format = formats[game.gameGroupCode ?? ''];
      expect(format, `${game.gameName ?? ''}: ${game.gameGroupCode ?? ''}`).toBeDefined();
      expect(game.gameName).toContain(` ${format ?? ''}`);
    }
    expect(new Set(all.map((game) => game.gameGroupCode)).size).toBeGreaterThan(3);
  });

  it('refuses a prize mode it does not know, naming the field', async () => {
    const response = await call(current.platform.app, `${endpoints.lotteryGameMenus.path}?prizeMode=VN`);
    expect(response.status).toBe(400);
    expect(await envelope(response)).toMatchObject({ errorCode: 'validation_failed', value: { field: 'prizeMode' } });
  });

  it('time the next draw by the platform clock: the same at the same instant, moving on with it', async () => {
    current.now = Date.UTC(2030, 0, 1, 8, 0, 7);
    const first = await menu('ELOTT');
    expect(await menu('ELOTT')).toEqual(first);
    for (const game of first) {
      const { intervalMs } = lotteryTraitsOf(game.gameName ?? '');
      const next = Number(game.nextDrawTime);
      expect(next).toBeGreaterThan(current.now);
      expect(next).toBeLessThanOrEqual(current.now + intervalMs);
      // Fast draws fall on the boundaries of their minutes; daily ones on a quarter hour.
      expect(next % Math.min(intervalMs, 15 * 60_000)).toBe(0);
    }
    const fast = first.find((game) => / \d+ Minutes?/.test(game.gameName ?? ''));
    if (!fast) throw new Error('seed lacks a fast draw');
    const { intervalMs } = lotteryTraitsOf(fast.gameName ?? '');
    current.now = Number(fast.nextDrawTime);
    const later = (await menu('ELOTT')).find((game) => game.gameCode === fast.gameCode);
    expect(later?.nextDrawTime).toBe(Number(fast.nextDrawTime) + intervalMs);
  });

  it('leave out a hidden vendor and list one under maintenance with its window, whose launch is refused', async () => {
    await setCard('lotus88', 'GPI', 'ELOTT', { display: false });
    expect(codes(await menu('ELOTT'))).toEqual(codes(await menu('LOTT')));

    const start = new Date(current.now - 60_000);
    const end = new Date(current.now + 3_600_000);
    await setCard('lotus88', 'LOTT', 'LOTT', { maintenanceStart: start, maintenanceEnd: end });
    const listed = await menu('LOTT');
    expect(listed.length).toBeGreaterThan(0);
    for (const game of listed)
      expect(game.maintenance).toEqual({ maintainTime: start.getTime(), endTime: end.getTime() });
    const token = await sessionFor(current.platform, 'lotus88', 'player01');
    const refused = await call(
      current.platform.app,
      `${endpoints.launchGame.path}?launchMode=LOTT&lottoGameCode=${listed[0]?.gameCode ?? ''}`,
      as(token),
    );
    expect(await envelope(refused)).toMatchObject({ errorCode: 'vendor_under_maintenance' });
    // Siam's LOTT vendor is open.
    expect((await menu('LOTT', hosts.siam)).every((game) => game.maintenance === null)).toBe(true);
  });
});

describe('recent lottery games (/lgw/games/game_menus/recent)', () => {
  it('need a session', async () => {
    for (const path of [endpoints.lotteryRecentMenus.path, endpoints.vnLotteryRecent.path]) {
      const response = await call(current.platform.app, `${path}?prizeMode=LOTT`);
      expect(response.status).toBe(401);
      expect(await envelope(response)).toMatchObject({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' });
    }
  });

  it('list the member’s launched games of that menu, the latest launch first', async () => {
    const token = await sessionFor(current.platform, 'lotus88', 'player01');
    expect(await value('lotteryRecentMenus', '?prizeMode=LOTT', as(token))).toEqual([]);
    const [first, second] = await menu('LOTT');
    const [sea] = await menu('SEA');
    if (!first || !second || !sea) throw new Error('seed lacks lottery games');
    await launchLottery(token, first.gameCode);
    current.now += 1000;
    await launchLottery(token, second.gameCode);
    current.now += 1000;
    await launchLottery(token, sea.gameCode);
    current.now += 1000;
    // A slot launched since is recent too, but of no lottery menu.
    const [slot] = (await value('gameList', '?gameType=RNG&pageNo=1&pageSize=1')).games;
    await value('launchGame', `?launchMode=GLS&nodeId=${String(slot?.nodeId)}`, as(token));

    const recent = await value('lotteryRecentMenus', '?prizeMode=LOTT', as(token));
    expect(codes(recent)).toEqual([second.gameCode, first.gameCode]);
    expect(recent[0]).toMatchObject({ gameName: second.gameName, prizeMode: 'LOTT', accountTypeName: 'LOTT' });
    expect(codes(await value('lotteryRecentMenus', '?prizeMode=SEA', as(token)))).toEqual([sea.gameCode]);
    // Launching again moves a game back to the top.
    current.now += 1000;
    await launchLottery(token, first.gameCode);
    expect(codes(await value('lotteryRecentMenus', '?prizeMode=LOTT', as(token)))).toEqual([
      first.gameCode,
      second.gameCode,
    ]);
    // Each member's own.
    const other = await sessionFor(current.platform, 'lotus88', 'player02');
    expect(await value('lotteryRecentMenus', '?prizeMode=LOTT', as(other))).toEqual([]);
  });

  it('hold at most ten games', async () => {
    const token = await sessionFor(current.platform, 'lotus88', 'player01');
    const games = await menu('LOTT');
    expect(games.length).toBeGreaterThan(10);
    for (const game of games) {
      current.now += 1000;
      await launchLottery(token, game.gameCode);
    }
    const recent = await value('lotteryRecentMenus', '?prizeMode=LOTT', as(token));
    expect(codes(recent)).toEqual(codes(games).reverse().slice(0, 10));
  });
});

describe('VN lottery menus (/lgw/vn/games/game_menu)', () => {
  it('group the VN games by region, untagged, in any prize mode the client asks in', async () => {
    const regions = await value('vnLotteryMenus', '?prizeMode=LOTT&device=WEB');
    const keys = Object.keys(regions);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).toEqual(vnRegions.filter((region) => keys.includes(region)));
    const games = Object.values(regions).flatMap((region) => region.gameMenus);
    expect(codes(games).sort()).toEqual((await catalogueCodes('LOTT', 'TCG_LOTTO_VN')).sort());
    for (const [region, { gameMenus }] of Object.entries(regions)) {
      expect(gameMenus.length).toBeGreaterThan(0);
      for (const game of gameMenus) {
        expect(game.accountTypeName).toBeUndefined();
        expect(game.vassalage).toBeUndefined();
        expect(game.prizeMode).toBe('LOTT');
        expect(vnRegionOf(game.gameName ?? '', game.gameCode)).toBe(region);
        if (game.gameName?.startsWith('Ha Noi ')) expect(region).toBe('NORTH');
        if (game.gameName?.startsWith('Ho Chi Minh ')) expect(region).toBe('SOUTH');
      }
    }
    const elott = await value('vnLotteryMenus', '?prizeMode=ELOTT&device=WEB');
    expect(Object.values(elott).flatMap((region) => codes(region.gameMenus))).toEqual(codes(games));
    // Siam and sahara offer no VN lottery.
    expect(await value('vnLotteryMenus', '?prizeMode=LOTT&device=WEB', { host: hosts.siam })).toEqual({});
  });

  it('list the member’s recent VN games, and only those', async () => {
    const token = await sessionFor(current.platform, 'lotus88', 'player01');
    const regions = await value('vnLotteryMenus', '?prizeMode=LOTT&device=WEB');
    const [vn] = Object.values(regions).flatMap((region) => region.gameMenus);
    const [lott] = await menu('LOTT');
    if (!vn || !lott) throw new Error('seed lacks lottery games');
    await launchLottery(token, vn.gameCode);
    current.now += 1000;
    await launchLottery(token, lott.gameCode);
    const recent = await value('vnLotteryRecent', '?prizeMode=LOTT&device=WEB', as(token));
    expect(codes(recent)).toEqual([vn.gameCode]);
    expect(recent[0]?.accountTypeName).toBeUndefined();
    expect(codes(await value('lotteryRecentMenus', '?prizeMode=LOTT', as(token)))).toEqual([lott.gameCode]);
  });
});

describe('draw schedule', () => {
  it('reads format and pace from the name', () => {
    expect(lotteryTraitsOf('Ha Noi Keno 5 Minutes')).toEqual({
      place: 'Ha Noi',
      groupCode: 'KENO',
      intervalMs: 300_000,
    });
    expect(lotteryTraitsOf('Manila Lotto 6/45 1 Minute 2')).toEqual({
      place: 'Manila',
      groupCode: 'LOTTO645',
      intervalMs: 60_000,
    });
    expect(lotteryTraitsOf('Kuala Lumpur Fast 3')).toMatchObject({ groupCode: 'FAST3', intervalMs: 86_400_000 });
    expect(lotteryTraitsOf('Renamed Draw')).toEqual({ place: undefined, groupCode: null, intervalMs: 86_400_000 });
  });

  it('answers the first draw after the instant, on the interval', () => {
    const now = Date.UTC(2030, 5, 1, 12, 34, 56);
    expect(nextDrawTime('LOTT0001', 60_000, now)).toBe(Date.UTC(2030, 5, 1, 12, 35));
    expect(nextDrawTime('LOTT0001', 300_000, now)).toBe(Date.UTC(2030, 5, 1, 12, 35));
    expect(nextDrawTime('LOTT0001', 60_000, Date.UTC(2030, 5, 1, 12, 35))).toBe(Date.UTC(2030, 5, 1, 12, 36));
    const daily = nextDrawTime('LOTT0001', 86_400_000, now);
    expect(daily).toBeGreaterThan(now);
    expect(daily - now).toBeLessThanOrEqual(86_400_000);
    expect(nextDrawTime('LOTT0001', 86_400_000, daily)).toBe(daily + 86_400_000);
  });

  it('places Vietnamese cities in their region, others by code', () => {
    expect(vnRegionOf('Ha Noi Lottery', 'X1')).toBe('NORTH');
    expect(vnRegionOf('Da Nang 4D', 'X1')).toBe('CENTRAL');
    expect(vnRegionOf('Mekong Keno 1 Minute', 'X1')).toBe('SOUTH');
    expect(vnRegions).toContain(vnRegionOf('Bangkok 5D', 'TCG_LOTTO_VN0007'));
    expect(vnRegionOf('Bangkok 5D', 'TCG_LOTTO_VN0007')).toBe(vnRegionOf('Bangkok 5D', 'TCG_LOTTO_VN0007'));
  });
});
