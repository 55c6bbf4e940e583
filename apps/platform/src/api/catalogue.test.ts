import { forgetCatalogue } from '../catalogue/catalogueCache';
import { endpoints, type Game } from '@lobby/contract';
import { and, eq } from 'drizzle-orm';
import { members, merchantVendors, merchants, vendors } from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';
import { iconCacheControl } from './media';

const current = platformPerTest();

const value = <Id extends Parameters<typeof contractValue>[1]>(
  id: Id,
  query = '',
  init: Parameters<typeof call>[2] = {},
) => contractValue(current.platform.app, id, query, init);

const list = (query: string, host = hosts.lotus) => value('gameList', `?${query}`, { host });

async function tokenOf(username: string, merchantCode = 'lotus88') {
  return sessionFor(current.platform, merchantCode, username);
}

const as = (token: string, host = hosts.lotus) => ({ host, headers: { authorization: token } });

/** Every page of a list at `pageSize`, joined. */
async function allPages(query: string, pageSize: number, host = hosts.lotus): Promise<Game[]> {
  const first = await list(`${query}&pageNo=1&pageSize=${pageSize}`, host);
  const games = [...first.games];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) {
    games.push(...(await list(`${query}&pageNo=${pageNo}&pageSize=${pageSize}`, host)).games);
  }
  return games;
}

async function favourite(token: string, game: Game, method: 'POST' | 'DELETE' = 'POST') {
  const path = method === 'POST' ? endpoints.addFavourite.path : endpoints.removeFavourite.path;
  return call(current.platform.app, path, {
    method,
    json: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
    headers: { authorization: token },
  });
}

function launch(token: string, query: string, host = hosts.lotus) {
  return call(current.platform.app, `${endpoints.launchGame.path}?launchMode=GLS&${query}`, as(token, host));
}

describe('game list (GCSGAME_gameList)', () => {
  it('pages over more than 10,000 games of the site, with totals to tell whether more follow', async () => {
    const first = await list('pageNo=1&pageSize=42');
    expect(first.totalCount).toBeGreaterThanOrEqual(10_000);
    expect(first.games).toHaveLength(42);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil((first.totalCount ?? 0) / 42));
    const last = await list(`pageNo=${first.totalPages}&pageSize=42`);
    expect(last.games.length).toBe((first.totalCount ?? 0) - 42 * (first.totalPages - 1));
    expect((await list(`pageNo=${first.totalPages + 1}&pageSize=42`)).games).toEqual([]);
    // Most played first; a page never repeats a game of another.
    const popularity = first.games.map((game) => Number(game.popularity));
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const second = await list('pageNo=2&pageSize=42');
    const ids = new Set(first.games.map((game) => game.nodeId));
    expect(second.games.some((game) => ids.has(game.nodeId))).toBe(false);
    // A site without some vendors offers fewer games.
    expect((await list('pageNo=1&pageSize=1', hosts.sahara)).totalCount).toBeLessThan(first.totalCount ?? 0);
  });

  it('carries the game fields of the contract, with an icon the platform serves', async () => {
    const { games } = await list('gameType=RNG&vassalage=JL&pageNo=1&pageSize=5');
    for (const game of games) {
      expect(game).toMatchObject({ vassalage: 'JL', gameType: 'RNG', isGame: 'game' });
      expect(game.gameId).toMatch(/^JL\d{4}$/);
      expect(String(game.nodeId)).toMatch(/^\d{6}$/);
      expect(game.gameName).toEqual(expect.any(String));
      expect(game.showIcon).toMatch(new RegExp(`^/wps/media/game/JL/${String(game.gameId)}\\.svg\\?v=[0-9a-f]{12}$`));
      expect(game.iconUrl).toBe(game.showIcon);
      expect(Number(game.supportPlay)).toBe(Number(game.freeplay) === 1 ? 0 : 1);
      expect(game.minBet).toBeGreaterThan(0);
      const icon = await call(current.platform.app, game.showIcon ?? '');
      expect(icon.status).toBe(200);
      expect(await icon.text()).toContain(`<title>${game.gameName ?? ''}</title>`);
    }
  });

  it('filters by game type, vendors (comma-separated), class, minimum bet and lines', async () => {
    const live = await list('gameType=LIVE&pageNo=1&pageSize=200');
    expect(live.totalCount).toBeGreaterThan(100);
    expect(live.games.every((game) => game.gameType === 'LIVE')).toBe(true);

    const two = await allPages('gameType=RNG&vassalage=SPB,SS', 100);
    expect(new Set(two.map((game) => game.vassalage))).toEqual(new Set(['SPB', 'SS']));
    expect(two).toEqual(await allPages('gameType=SPB', 100));

    const jackpots = await list('gameType=RNG&gameClassify=JP&pageNo=1&pageSize=100');
    expect(jackpots.totalCount).toBeGreaterThan(100);
    expect(jackpots.games.every((game) => game.gameClassify === 'JP')).toBe(true);
    const baccarat = await list('gameType=LIVE&gameClassify=baccarat&pageNo=1&pageSize=50');
    expect(
      baccarat.games.every((game) => game.gameClassify === 'BACCARAT' && /Baccarat/.test(game.gameName ?? '')),
    ).toBe(true);
    expect((await list('gameType=RNG&gameClassify=ALL&pageNo=1&pageSize=1')).totalCount).toBe(
      (await list('gameType=RNG&pageNo=1&pageSize=1')).totalCount,
    );

    const cheap = await list('gameType=RNG&minBet=0.01&pageNo=1&pageSize=100');
    expect(cheap.games.every((game) => Number(game.minBet) <= 0.01)).toBe(true);
    const wide = await list('gameType=RNG&minLineNum=243&pageNo=1&pageSize=100');
    expect(wide.games.every((game) => Number(game.minLineNum) >= 243)).toBe(true);

    // The client's own lanes for e-sports and cockfight.
    expect(new Set((await allPages('gameType=ESPORTS', 10)).map((game) => game.vassalage))).toEqual(
      new Set(['IMES', 'TF', 'IA']),
    );
    expect((await allPages('gameType=COCKFIGHT', 10)).map((game) => game.vassalage)).toEqual(['SV3']);
    expect((await allPages('gameType=COCKFIGHT', 10, hosts.sahara)).length).toBe(0);
    expect((await list('gameType=NOPE&pageNo=1&pageSize=10')).totalPages).toBe(0);
  });

  it('searches names case-insensitively anywhere in the name, trimmed, wildcards taken literally', async () => {
    const dragons = await allPages('gameName=%20%20dRaGoN%20', 200);
    expect(dragons.length).toBeGreaterThan(100);
    expect(dragons.every((game) => /dragon/i.test(game.gameName ?? ''))).toBe(true);
    const narrowed = await allPages('gameType=RNG&vassalage=PG&gameName=dragon', 50);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(dragons.length);
    expect(narrowed.every((game) => game.vassalage === 'PG')).toBe(true);
    // By game code too.
    expect((await list('gameName=jl0001&pageNo=1&pageSize=10')).games.map((game) => game.gameId)).toContain('JL0001');
    for (const wildcard of ['%25', '%5C']) {
      expect((await list(`gameName=${wildcard}&pageNo=1&pageSize=10`)).totalCount, wildcard).toBe(0);
    }
    // Only the lottery codes (TCG_SEA0001) hold an underscore.
    const underscored = await allPages('gameName=_', 200);
    expect(underscored.length).toBeGreaterThan(0);
    expect(underscored.every((game) => String(game.gameId).includes('_'))).toBe(true);
  });

  it('refuses a page number or size below 1, and caps the size', async () => {
    for (const query of [
      'pageNo=0&pageSize=10',
      'pageNo=1&pageSize=0',
      'pageNo=1.5&pageSize=10',
      'pageSize=10',
      `pageNo=${'9'.repeat(25)}&pageSize=10`,
    ]) {
      const response = await call(current.platform.app, `${endpoints.gameList.path}?${query}`);
      expect(response.status, query).toBe(400);
      expect(await envelope(response)).toMatchObject({ success: false, errorCode: 'validation_failed' });
    }
    expect((await list('pageNo=1&pageSize=5000')).games).toHaveLength(200);
  });

  it('leaves out the games of a hidden card', async () => {
    const { db } = current.platform.platform;
    const [lotus] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
    const [pg] = await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.code, 'PG'), eq(vendors.gameType, 'RNG')));
    if (!lotus || !pg) throw new Error('seed lacks lotus88 or RNG-PG');
    expect((await list('vassalage=PG&pageNo=1&pageSize=1')).totalCount).toBe(pg.gameCount);
    await db
      .update(merchantVendors)
      .set({ display: false })
      .where(and(eq(merchantVendors.merchantId, lotus.id), eq(merchantVendors.vendorId, pg.id)));
    // A write past the platform: what the catalogue cache kept is forgotten, as the platform's writes do.
    forgetCatalogue(db);
    expect((await list('vassalage=PG&pageNo=1&pageSize=1')).totalCount).toBe(0);
  });
});

describe('hot games and classes', () => {
  it('lists the most played games of the site, of the named vendors when asked', async () => {
    const hot = await value('hotGames', '?merchantCode=lotus88&isPlatform=2&vassalage=&platform=flash,html5-desktop');
    expect(hot.list).toHaveLength(48);
    const top = await list('pageNo=1&pageSize=48');
    expect(hot.list.map((game) => game.nodeId)).toEqual(top.games.map((game) => game.nodeId));
    const jili = await value('hotGames', '?vassalage=JL');
    expect(jili.list.every((game) => game.vassalage === 'JL')).toBe(true);
  });

  it('maps each vendor to the classes of its games, and the lanes carry their classes', async () => {
    const { content } = await value('vassGameType', '?merchantCode=lotus88');
    const types = content as Record<string, Record<string, string[]>>;
    expect(types.RNG?.PG).toEqual(expect.arrayContaining(['SLOT', 'JP']));
    expect(types.SPORTS?.FB).toEqual([]);
    const lanes = (await value('gameVendors', '?merchantCode=lotus88')).data.lanes;
    const live = lanes.find((lane) => lane.title === 'LIVE');
    expect(live?.gameClassify?.map((item) => item.key)).toEqual([
      'BACCARAT',
      'ROULETTE',
      'BLACKJACK',
      'DRAGONTIGER',
      'SICBO',
    ]);
    const baccarat = live?.gameClassify?.[0];
    expect(baccarat?.displayName).toBe('Baccarat');
    expect((await list('gameType=LIVE&gameClassify=BACCARAT&pageNo=1&pageSize=1')).totalCount).toBe(
      baccarat?.gameCount,
    );
    expect(lanes.find((lane) => lane.title === 'SPORTS')?.gameClassify).toBeUndefined();
  });
});

describe('favourites', () => {
  it('adds, lists and removes a member’s favourites, newest first', async () => {
    const token = await tokenOf('player01');
    const { games } = await list('gameType=RNG&pageNo=1&pageSize=3');
    const [a, b, c] = games;
    if (!a || !b || !c) throw new Error('too few games');
    expect(await value('favouriteIds', '', as(token))).toEqual([]);
    for (const game of [a, b, c]) {
      const response = await favourite(token, game);
      expect(response.status).toBe(200);
      current.now += 1000;
    }
    expect((await favourite(token, a)).status).toBe(200);
    expect(await value('favouriteIds', '', as(token))).toEqual([c, b, a].map((game) => String(game.nodeId)));

    const page = await value('favouriteList', '?pageNo=1&pageSize=2&gameType=RNG', as(token));
    expect(page.content.map((game) => game.nodeId)).toEqual([c.nodeId, b.nodeId]);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(
      (await value('favouriteList', '?pageNo=2&pageSize=2', as(token))).content.map((game) => game.nodeId),
    ).toEqual([a.nodeId]);
    expect((await value('favouriteList', '?pageNo=1&pageSize=20&gameType=LIVE', as(token))).content).toEqual([]);

    expect((await favourite(token, b, 'DELETE')).status).toBe(200);
    expect((await favourite(token, b, 'DELETE')).status).toBe(200);
    expect(await value('favouriteIds', '', as(token))).toEqual([c, a].map((game) => String(game.nodeId)));
  });

  it('keeps each member’s favourites their own', async () => {
    const mine = await tokenOf('player01');
    const theirs = await tokenOf('player02');
    const [game] = (await list('pageNo=1&pageSize=1')).games;
    if (!game) throw new Error('no game');
    await favourite(mine, game);
    expect(await value('favouriteIds', '', as(theirs))).toEqual([]);
    // Removing "their" copy of my favourite removes nothing of mine.
    await favourite(theirs, game, 'DELETE');
    expect(await value('favouriteIds', '', as(mine))).toEqual([String(game.nodeId)]);
    // The same user name at another merchant is another member.
    expect(await value('favouriteIds', '', as(await tokenOf('player01', 'siam99'), hosts.siam))).toEqual([]);
  });

  it('refuses a visitor, and a game that is not offered here', async () => {
    const [game] = (await list('pageNo=1&pageSize=1')).games;
    if (!game) throw new Error('no game');
    for (const [path, method] of [
      [endpoints.favouriteIds.path, 'GET'],
      [`${endpoints.favouriteList.path}?pageNo=1&pageSize=20`, 'GET'],
      [endpoints.addFavourite.path, 'POST'],
      [endpoints.removeFavourite.path, 'DELETE'],
    ] as const) {
      const response = await call(current.platform.app, path, {
        method,
        ...(method === 'GET' ? {} : { json: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } }),
      });
      expect(response.status, path).toBe(401);
      expect(await envelope(response)).toMatchObject({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' });
    }
    const token = await tokenOf('player01');
    for (const wrong of [
      { ...game, nodeId: 999_999 },
      { ...game, vassalage: 'PG' === game.vassalage ? 'JL' : 'PG' },
    ]) {
      const response = await favourite(token, wrong);
      expect(response.status).toBe(404);
      expect(await envelope(response)).toMatchObject({ success: false, errorCode: 'not_found' });
    }
    // A game of a vendor sahara does not show cannot be a favourite there.
    const [fish] = (await list('gameType=FISH&pageNo=1&pageSize=1')).games;
    if (!fish) throw new Error('no fish game');
    const sahara = await tokenOf('player01', 'sahara7');
    const refused = await call(current.platform.app, endpoints.addFavourite.path, {
      host: hosts.sahara,
      method: 'POST',
      json: { nodeId: fish.nodeId, vendor: fish.vassalage, gameType: 'FISH' },
      headers: { authorization: sahara },
    });
    expect(refused.status).toBe(404);
  });
});

describe('launches and recent games', () => {
  it('launches a game for real money, answers a page of the platform and lists it first among recent games', async () => {
    const token = await tokenOf('player01');
    const [first, second] = (await list('gameType=RNG&pageNo=1&pageSize=2')).games;
    if (!first || !second) throw new Error('too few games');
    expect((await value('recentGames', '?pageNo=1&pageSize=20', as(token))).list).toEqual([]);

    const answer = await value('launchGame', `?launchMode=GLS&nodeId=${first.nodeId}&accountType=1`, as(token));
    const url = answer.content?.game_url ?? '';
    expect(url).toMatch(/^\/wps\/game\/demo\/\d{6}\?mode=real&ticket=[\w-]{43}$/);
    const page = await call(current.platform.app, url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain(`<h1>${first.gameName ?? ''}</h1>`);

    current.now += 1000;
    await value('launchGame', `?launchMode=GLS&gameId=${second.gameId}&vassalage=${second.vassalage}`, as(token));
    current.now += 1000;
    await value('launchGame', `?launchMode=GLS&nodeId=${first.nodeId}`, as(token));
    const recent = await value('recentGames', '?pageNo=1&pageSize=20&gameType=RNG', as(token));
    expect(recent.list?.map((game) => game.nodeId)).toEqual([first.nodeId, second.nodeId]);
    expect(recent.totalPages).toBe(1);
    const paged = await value('recentGames', '?pageNo=2&pageSize=1', as(token));
    expect(paged.list?.map((game) => game.nodeId)).toEqual([second.nodeId]);
    expect((await value('recentGames', '?pageNo=1&pageSize=20', as(await tokenOf('player02')))).list).toEqual([]);
  });

  it('refuses a trial account a real-money launch, and a visitor any launch', async () => {
    const { db } = current.platform.platform;
    const trial = await memberAt(current.platform, 'lotus88', 'player02');
    await db.update(members).set({ type: 4 }).where(eq(members.id, trial.id));
    const [game] = (await list('gameType=RNG&pageNo=1&pageSize=1')).games;
    if (!game) throw new Error('no game');
    const refused = await launch(await tokenOf('player02'), `nodeId=${game.nodeId}`);
    expect(refused.status).toBe(403);
    expect(await envelope(refused)).toMatchObject({ success: false, errorCode: 'trial_account_restricted' });
    expect((await value('recentGames', '?pageNo=1&pageSize=20', as(await tokenOf('player02')))).list).toEqual([]);

    const visitor = await call(
      current.platform.app,
      `${endpoints.launchGame.path}?launchMode=GLS&nodeId=${game.nodeId}`,
    );
    expect(visitor.status).toBe(401);
  });

  it('offers a free trial only of a game that has one', async () => {
    const games = await allPages('gameType=RNG&vassalage=PG', 200);
    const free = games.find((game) => Number(game.freeplay) === 1);
    const paid =
      games.find((game) => Number(game.freeplay) === 0) ?? (await list('gameType=LIVE&pageNo=1&pageSize=1')).games[0];
    if (!free || !paid) throw new Error('seed lacks a free or a paid game');
    const trial = await value('trialLaunch', `?nodeId=${free.nodeId}&gameId=${free.gameId}&platform=html5-desktop`);
    expect(trial.content?.game_url).toMatch(/\?mode=trial$/);
    const refused = await call(
      current.platform.app,
      `${endpoints.trialLaunch.path}?nodeId=${paid.nodeId}&gameId=${paid.gameId}&platform=html5-desktop`,
    );
    expect(refused.status).toBe(400);
    expect(await envelope(refused)).toMatchObject({ errorCode: 'function.not.available' });
    const mismatch = await call(
      current.platform.app,
      `${endpoints.trialLaunch.path}?nodeId=${free.nodeId}&gameId=XX0001&platform=html5-desktop`,
    );
    expect(mismatch.status).toBe(404);
  });

  it('refuses a launch while the vendor is under maintenance at the site, with the window', async () => {
    const { db } = current.platform.platform;
    const token = await tokenOf('player01');
    const [game] = (await list('gameType=RNG&vassalage=JL&pageNo=1&pageSize=1')).games;
    if (!game) throw new Error('no JL game');
    const [lotus] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
    const [jl] = await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.code, 'JL'), eq(vendors.gameType, 'RNG')));
    if (!lotus || !jl) throw new Error('seed lacks lotus88 or RNG-JL');
    const start = new Date(current.now - 60_000);
    const end = new Date(current.now + 3_600_000);
    await db
      .update(merchantVendors)
      .set({ maintenanceStart: start, maintenanceEnd: end })
      .where(and(eq(merchantVendors.merchantId, lotus.id), eq(merchantVendors.vendorId, jl.id)));
    // A write past the platform: what the catalogue cache kept is forgotten, as the platform's writes do.
    forgetCatalogue(db);

    const refused = await launch(token, `nodeId=${game.nodeId}`);
    expect(refused.status).toBe(400);
    expect(await envelope(refused)).toMatchObject({
      success: false,
      errorCode: 'vendor_under_maintenance',
      message: expect.stringContaining('Jili'),
      value: { content: { data: { maintainTime: start.getTime(), endTime: end.getTime() } } },
    });
    const trial = await call(
      current.platform.app,
      `${endpoints.trialLaunch.path}?nodeId=${game.nodeId}&gameId=${game.gameId}&platform=html5`,
    );
    expect(await envelope(trial)).toMatchObject({ errorCode: 'vendor_under_maintenance' });
    expect((await value('recentGames', '?pageNo=1&pageSize=20', as(token))).list).toEqual([]);
    // The list shows it too; other sites are not affected.
    const [listed] = (await list(`gameName=${game.gameId}&pageNo=1&pageSize=1`)).games;
    expect(listed?.maintenance).toEqual({ maintainTime: start.getTime(), endTime: end.getTime() });
    const siamToken = await tokenOf('player01', 'siam99');
    expect((await launch(siamToken, `nodeId=${game.nodeId}`, hosts.siam)).status).toBe(200);

    // An hour later the session has gone idle; the player signs in again and the game opens.
    current.now = end.getTime() + 1;
    expect((await launch(await tokenOf('player01'), `nodeId=${game.nodeId}`)).status).toBe(200);
  });

  it('launches lottery games and the lobby, and FB sports for visitors', async () => {
    const token = await tokenOf('player01');
    const [lottery] = (await list('gameType=LOTT&pageNo=1&pageSize=1')).games;
    if (!lottery) throw new Error('no lottery game');
    expect(lottery.gameCode).toBe(lottery.gameId);
    const game = await value(
      'launchGame',
      `?launchMode=LOTT&lottoGameCode=${lottery.gameCode ?? ''}&lottoView=betting`,
      as(token),
    );
    expect(game.gameUrl).toMatch(new RegExp(`^/wps/game/demo/${lottery.nodeId}\\?mode=real&ticket=[\\w-]{43}$`));
    const lobby = await value('launchGame', '?launchMode=LOTT&lottoView=lobby&lottoArea=VN', as(token));
    expect(lobby.gameUrl).toBe('/wps/game/demo/lobby?mode=real');
    const fb = await value('fbSportsLaunch', '?platform=html5-desktop');
    const page = await call(current.platform.app, fb.content?.game_url2 ?? '');
    expect(await page.text()).toContain('<h1>FB Sports</h1>');
  });
});

describe('game icons', () => {
  it('serve a tile per game, cached for good, and 404 for an unknown game', async () => {
    const response = await call(current.platform.app, '/wps/media/game/JL/JL0001.svg?v=1', {
      host: 'nobody.localhost',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(iconCacheControl);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    const again = await call(current.platform.app, '/wps/media/game/JL/JL0001.svg');
    expect(await again.text()).toBe(svg);
    for (const path of [
      '/wps/media/game/JL/JL9999.svg',
      '/wps/media/game/PG/JL0001.svg',
      '/wps/media/game/JL/JL0001.png',
    ]) {
      expect((await call(current.platform.app, path)).status, path).toBe(404);
    }
  });
});
