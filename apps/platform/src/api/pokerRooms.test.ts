import { endpoints, type PokerRoom } from '@lobby/contract';
import { and, eq } from 'drizzle-orm';
import { parseRoomId, roomLevels, seatsOf } from '../catalogue/tableGames';
import { members, merchantVendors, merchants, vendors } from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';

const current = platformPerTest();

const value = <Id extends Parameters<typeof contractValue>[1]>(
  id: Id,
  query = '',
  init: Parameters<typeof call>[2] = {},
) => contractValue(current.platform.app, id, query, init);

const rooms = async (query = '', host = hosts.lotus): Promise<PokerRoom[]> =>
  (await value('pokerRooms', query, { host })).list;

const as = (token: string, host = hosts.lotus) => ({ host, headers: { authorization: token } });

function launch(token: string, query: string, host = hosts.lotus) {
  return call(current.platform.app, `${endpoints.launchGame.path}?launchMode=GLS&${query}`, as(token, host));
}

describe('poker rooms (GLS2_roomList)', () => {
  it('list three rooms by stake for each table game of the PVP lane, with seats and players', async () => {
    const list = await rooms('?language=EN');
    const tables = await value('gameList', '?gameType=PVP&gameClassify=TGPVP&pageNo=1&pageSize=200');
    expect(tables.totalCount).toBeGreaterThan(0);
    expect(list).toHaveLength((tables.totalCount ?? 0) * roomLevels.length);
    expect(new Set(list.map((room) => room.roomId)).size).toBe(list.length);
    const byCode = new Map(tables.games.map((game) => [String(game.gameId), game]));
    for (const room of list) {
      const game = byCode.get(String(room.gameId));
      if (!game) throw new Error(`room ${String(room.roomId)} of a game not listed`);
      const level = Number(room.roomLevel);
      const stake = roomLevels[level - 1]?.stake ?? 0;
      expect(room).toMatchObject({
        roomId: `${String(game.gameId)}-R${level}`,
        roomName: `${game.gameName ?? ''} ${roomLevels[level - 1]?.name ?? ''}`,
        vassalage: game.vassalage,
        gameType: 'PVP',
        nodeId: game.nodeId,
        gameName: game.gameName,
        iconUrl: game.showIcon,
        seats: seatsOf(game.gameName ?? ''),
        maintenance: null,
      });
      expect(room.minBet).toBeCloseTo(Number(game.minBet) * stake, 5);
      expect(Number(room.maxBet)).toBeGreaterThan(Number(room.minBet));
      expect(Number(room.players)).toBeGreaterThanOrEqual(0);
      expect(Number(room.players)).toBeLessThanOrEqual(Number(room.seats));
    }
    // Some rooms are busy and some quiet; none is over full.
    expect(new Set(list.map((room) => room.players)).size).toBeGreaterThan(3);
    // Vendors in card order, each vendor's games in order, the levels in order.
    const vendorsInOrder = [...new Set(list.map((room) => room.vassalage))];
    const lanes = await value('gameVendors', '?platform=html5-desktop');
    const pvp = lanes.data.lanes.find((lane) => lane.title === 'PVP')?.cards.map((card) => card.vassalage) ?? [];
    expect(pvp).toEqual(expect.arrayContaining(vendorsInOrder));
    expect(vendorsInOrder).toEqual(pvp.filter((code) => vendorsInOrder.includes(code)));
    expect(list.slice(0, 3).map((room) => room.roomLevel)).toEqual([1, 2, 3]);
  });

  it('are the same on every call and every reset', async () => {
    const first = await rooms();
    current.now += 86_400_000;
    expect(await rooms()).toEqual(first);
  });

  it('filter by vendor (comma-separated, any case); a site without a PVP lane has none', async () => {
    const all = await rooms();
    const km = await rooms('?vassalage=KM');
    expect(km.length).toBeGreaterThan(0);
    expect(km).toEqual(all.filter((room) => room.vassalage === 'KM'));
    const two = await rooms('?vassalage=km,%20V8');
    expect(two).toEqual(all.filter((room) => room.vassalage === 'KM' || room.vassalage === 'V8'));
    expect(await rooms('?vassalage=NOPE')).toEqual([]);
    expect(await rooms('', hosts.siam)).toEqual([]);
    // Sahara shows four of the six PVP vendors.
    const sahara = new Set((await rooms('', hosts.sahara)).map((room) => room.vassalage));
    expect(sahara.has('LY')).toBe(false);
    expect(sahara.size).toBeGreaterThan(0);
  });

  it('leave out a hidden vendor and show one under maintenance with its window', async () => {
    const { db } = current.platform.platform;
    const [lotus] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
    const [km] = await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.code, 'KM'), eq(vendors.gameType, 'PVP')));
    const [jl] = await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.code, 'JL'), eq(vendors.gameType, 'PVP')));
    if (!lotus || !km || !jl) throw new Error('seed lacks lotus88, PVP-KM or PVP-JL');
    const card = (vendorId: number) =>
      and(eq(merchantVendors.merchantId, lotus.id), eq(merchantVendors.vendorId, vendorId));
    await db.update(merchantVendors).set({ display: false }).where(card(km.id));
    const start = new Date(current.now - 1000);
    await db.update(merchantVendors).set({ maintenanceStart: start }).where(card(jl.id));
    const list = await rooms();
    expect(list.some((room) => room.vassalage === 'KM')).toBe(false);
    const jili = list.filter((room) => room.vassalage === 'JL');
    expect(jili.length).toBeGreaterThan(0);
    for (const room of jili) expect(room.maintenance).toEqual({ maintainTime: start.getTime(), endTime: null });
  });
});

describe('launching a room', () => {
  it('starts the room’s table game for real money and records it among recent games', async () => {
    const token = await sessionFor(current.platform, 'lotus88', 'player01');
    const [first, , third] = await rooms('?vassalage=KM');
    if (!first || !third) throw new Error('seed lacks KM rooms');
    const answer = await value(
      'launchGame',
      `?launchMode=GLS&gameId=${String(third.roomId)}&vassalage=KM&accountType=1`,
      as(token),
    );
    expect(answer.content?.game_url).toMatch(new RegExp(`^/wps/game/demo/${String(third.nodeId)}\\?mode=real&ticket=`));
    current.now += 1000;
    // Without the vendor too: the room id names its game.
    await value('launchGame', `?launchMode=GLS&gameId=${String(first.roomId)}`, as(token));
    const recent = await value('recentGames', '?pageNo=1&pageSize=20&gameType=PVP', as(token));
    const expected = first.nodeId === third.nodeId ? [first.nodeId] : [first.nodeId, third.nodeId];
    expect(recent.list?.map((game) => game.nodeId)).toEqual(expected);
  });

  it('refuses an unknown room, a room of another vendor or site, a trial account, and a visitor', async () => {
    const token = await sessionFor(current.platform, 'lotus88', 'player01');
    const [room] = await rooms('?vassalage=KM');
    if (!room) throw new Error('seed lacks KM rooms');
    const roomId = String(room.roomId);
    const gameId = String(room.gameId);
    for (const query of [
      `gameId=${gameId}-R4`,
      `gameId=${gameId}-R0`,
      `gameId=KM9999-R1`,
      `gameId=${roomId}&vassalage=JL`,
    ]) {
      const response = await launch(token, query);
      expect(response.status, query).toBe(404);
      expect(await envelope(response)).toMatchObject({ errorCode: 'not_found' });
    }
    // A battle game has no rooms.
    const [battle] = (await value('gameList', '?gameType=PVP&gameClassify=P2P&vassalage=KM&pageNo=1&pageSize=1')).games;
    expect((await launch(token, `gameId=${String(battle?.gameId)}-R1`)).status).toBe(404);
    // Siam shows no PVP vendor.
    const siam = await sessionFor(current.platform, 'siam99', 'player01');
    expect((await launch(siam, `gameId=${roomId}`, hosts.siam)).status).toBe(404);

    const { db } = current.platform.platform;
    const trial = await memberAt(current.platform, 'lotus88', 'player02');
    await db.update(members).set({ type: 4 }).where(eq(members.id, trial.id));
    const refused = await launch(await sessionFor(current.platform, 'lotus88', 'player02'), `gameId=${roomId}`);
    expect(refused.status).toBe(403);
    expect(
      (await call(current.platform.app, `${endpoints.launchGame.path}?launchMode=GLS&gameId=${roomId}`)).status,
    ).toBe(401);
  });

  it('reads room ids apart from game codes', () => {
    expect(parseRoomId('KM0003-R2')).toEqual({ gameId: 'KM0003', level: 2 });
    expect(parseRoomId(' TCG_SEA0001-R1 ')).toEqual({ gameId: 'TCG_SEA0001', level: 1 });
    for (const id of ['KM0003', 'KM0003-R', 'KM0003-R0', 'KM0003-R9', 'KM0003-X1', 'KM 3-R1', '-R1']) {
      expect(parseRoomId(id), id).toBeUndefined();
    }
    expect(seatsOf('Texas Poker 2')).toBe(9);
    expect(seatsOf('Capsa')).toBe(4);
    expect(seatsOf('Renamed Table')).toBe(6);
  });
});
