import { endpoints, type HotMatch } from '@lobby/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { merchantVendors, merchants, vendors } from '../db/schema';
import { leagues, teamsBySlug } from '../seed/sports';
import { dayMs, fixturesOf, hotFixtures } from '../sports/fixtures';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, sessionFor } from '../testing/testPlatform';
import { iconCacheControl } from './media';

const current = platformPerTest();

const value = <Id extends Parameters<typeof contractValue>[1]>(
  id: Id,
  query = '',
  init: Parameters<typeof call>[2] = {},
) => contractValue(current.platform.app, id, query, init);

const matches = (host = hosts.lotus, language = 'EN'): Promise<HotMatch[]> =>
  value('sportsHotMatches', `?language=${language}`, { host });

/** A fixed instant, so that the day's schedule is known: 1 June 2030, 09:15 UTC. */
const morning = Date.UTC(2030, 5, 1, 9, 15);

/** The codes of a lane's cards at a site. */
async function cardCodes(title: string, host = hosts.lotus): Promise<string[]> {
  const lanes = await value('gameVendors', '?platform=html5-desktop', { host });
  return lanes.data.lanes.find((lane) => lane.title === title)?.cards.map((card) => card.vassalage) ?? [];
}

/** Hides (or shows) cards of a merchant's SPORTS lane. */
async function showSports(merchantCode: string, codes: string[], display: boolean) {
  const { db } = current.platform.platform;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, merchantCode));
  const rows = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.gameType, 'SPORTS'), inArray(vendors.code, codes)));
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  await db
    .update(merchantVendors)
    .set({ display })
    .where(
      and(
        eq(merchantVendors.merchantId, merchant.id),
        inArray(
          merchantVendors.vendorId,
          rows.map((row) => row.id),
        ),
      ),
    );
}

describe('sports hot matches (GCSGAME_getGameMatchV2)', () => {
  it('answer six to eight upcoming matches, soonest first, with teams, crests, league and kick-off', async () => {
    current.now = morning;
    const list = await matches();
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.length).toBeLessThanOrEqual(8);
    const times = list.map((match) => Number(match.matchTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(morning);
    expect(times.at(-1)).toBeLessThan(morning + 4 * dayMs);
    expect(new Set(list.map((match) => match.matchId)).size).toBe(list.length);
    for (const match of list) {
      const league = leagues.find((candidate) => candidate.id === match.leagueId);
      expect(league?.name).toBe(match.title);
      expect(league?.teams).toEqual(expect.arrayContaining([match.homeTeam, match.awayTeam]));
      expect(match.homeTeam).not.toBe(match.awayTeam);
      // Kick-off on a half hour between 10:00 and 21:30 UTC.
      const minutes = (Number(match.matchTime) % dayMs) / 60_000;
      expect(minutes % 30).toBe(0);
      expect(minutes).toBeGreaterThanOrEqual(600);
      expect(minutes).toBeLessThanOrEqual(1290);
      for (const url of [match.homeTeamImageUrl, match.awayTeamImageUrl]) {
        expect(url).toMatch(/^\/wps\/media\/team\/[a-z0-9-]+\.svg\?v=[0-9a-f]{12}$/);
      }
      expect(match.maintenance).toBeNull();
    }
  });

  it('are the same all day for a merchant, less the matches that kicked off, and differ between merchants', async () => {
    current.now = morning;
    const first = await matches();
    expect(await matches(hosts.lotus, 'VI')).toEqual(first);
    const kickOff = Number(first[0]?.matchTime);
    current.now = kickOff;
    const later = await matches();
    expect(later.some((match) => match.matchId === first[0]?.matchId)).toBe(false);
    // The rest keep their place, id, teams and book; the count is the day's.
    const rest = first.filter((match) => Number(match.matchTime) > kickOff);
    expect(later.slice(0, rest.length)).toEqual(rest);
    // Tomorrow the list has moved on to tomorrow's and later matches.
    current.now = morning + dayMs;
    expect((await matches()).every((match) => Number(match.matchTime) > morning + dayMs)).toBe(true);

    current.now = morning;
    const siam = await matches(hosts.siam);
    expect(siam.map((match) => match.matchId)).not.toEqual(first.map((match) => match.matchId));
    // The fixtures are the world's: a match listed at both sites is the same match.
    for (const match of siam) {
      const same = first.find((candidate) => candidate.matchId === match.matchId);
      if (same)
        expect([same.homeTeam, same.awayTeam, same.matchTime]).toEqual([
          match.homeTeam,
          match.awayTeam,
          match.matchTime,
        ]);
    }
  });

  it('name a sportsbook of the site for the bet button, whose launch starts that book', async () => {
    current.now = morning;
    const sports = await cardCodes('SPORTS');
    const notBooks = ['IMES', 'TF', 'IA', 'SV3'];
    const list = await matches();
    const token = await sessionFor(current.platform, 'lotus88', 'player01');
    for (const match of list) {
      expect(sports).toContain(match.vassalage);
      expect(notBooks).not.toContain(match.vassalage);
      const launched = await value(
        'launchGame',
        `?launchMode=GLS&nodeId=${String(match.nodeId)}&matchId=${String(match.matchId)}&leagueId=${String(match.leagueId)}`,
        { headers: { authorization: token } },
      );
      expect(launched.content?.game_url).toMatch(
        new RegExp(`^/wps/game/demo/${String(match.nodeId)}\\?mode=real&ticket=`),
      );
    }
    // Sahara leaves out some books: its matches name only its own.
    const sahara = await cardCodes('SPORTS', hosts.sahara);
    for (const match of await matches(hosts.sahara)) expect(sahara).toContain(match.vassalage);
  });

  it('are none where the site shows no sportsbook (e-sports and cockfight are none)', async () => {
    const books = (await cardCodes('SPORTS', hosts.sahara)).filter((code) => !['IMES', 'TF', 'IA'].includes(code));
    await showSports('sahara7', books, false);
    expect(await cardCodes('SPORTS', hosts.sahara)).toEqual(expect.arrayContaining(['IMES', 'TF']));
    expect(await matches(hosts.sahara)).toEqual([]);
    // One book back: every match is at that book.
    await showSports('sahara7', ['SABA'], true);
    const list = await matches(hosts.sahara);
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(new Set(list.map((match) => match.vassalage))).toEqual(new Set(['SABA']));
  });

  it('are open to visitors, and a session changes nothing', async () => {
    current.now = morning;
    const anonymous = await call(current.platform.app, endpoints.sportsHotMatches.path);
    expect(anonymous.status).toBe(200);
    const token = await sessionFor(current.platform, 'lotus88', 'player01');
    expect(await value('sportsHotMatches', '', { headers: { authorization: token } })).toEqual(
      (await envelope(anonymous)).value,
    );
  });

  it('carry the window of a book under maintenance', async () => {
    current.now = morning;
    const { db } = current.platform.platform;
    const [lotus] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
    if (!lotus) throw new Error('no lotus88');
    const start = new Date(morning - 60_000);
    await db.update(merchantVendors).set({ maintenanceStart: start }).where(eq(merchantVendors.merchantId, lotus.id));
    for (const match of await matches())
      expect(match.maintenance).toEqual({ maintainTime: start.getTime(), endTime: null });
  });
});

describe('fixtures', () => {
  it('are the same for a day wherever they are computed, with teams of the league and no team twice', () => {
    const day = Math.floor(morning / dayMs);
    expect(fixturesOf(leagues, day)).toEqual(fixturesOf(leagues, day));
    const fixtures = fixturesOf(leagues, day);
    expect(fixtures).toHaveLength(leagues.length * 2);
    for (const league of leagues) {
      const teams = fixtures
        .filter((match) => match.league === league)
        .flatMap((match) => [match.homeTeam, match.awayTeam]);
      expect(new Set(teams).size).toBe(teams.length);
    }
    expect(fixturesOf(leagues, day + 1).map((match) => match.homeTeam)).not.toEqual(
      fixtures.map((match) => match.homeTeam),
    );
    // Whatever the hour, enough matches lie ahead.
    for (let hour = 0; hour < 24; hour += 1) {
      const count = hotFixtures(leagues, 'lotus88', day * dayMs + hour * 3_600_000 + 59 * 60_000).length;
      expect(count).toBeGreaterThanOrEqual(6);
      expect(count).toBeLessThanOrEqual(8);
    }
  });
});

describe('team crests', () => {
  it('serve a crest per team, cached for good like game icons; any other name is a 404', async () => {
    current.now = morning;
    const [match] = await matches();
    const url = match?.homeTeamImageUrl ?? '';
    const response = await call(current.platform.app, url, { host: 'nobody.localhost' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(iconCacheControl);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const etag = response.headers.get('etag') ?? '';
    expect(url).toContain(`?v=${etag.replace(/"/g, '')}`);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`<title>${match?.homeTeam ?? ''}</title>`);
    expect(svg).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    const revalidated = await call(current.platform.app, url, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(teamsBySlug.size).toBe(leagues.length * 8);

    for (const path of [
      '/wps/media/team/nobody-united.svg',
      '/wps/media/team/Northport-United.svg',
      '/wps/media/team/northport-united.png',
      '/wps/media/team/%3Cscript%3E.svg',
    ]) {
      const missing = await call(current.platform.app, path);
      expect(missing.status, path).toBe(404);
      expect(await envelope(missing)).toMatchObject({ errorCode: 'not_found' });
    }
    expect((await call(current.platform.app, '/wps/media/team/northport-united.svg')).status).toBe(200);
    const post = await call(current.platform.app, '/wps/media/team/northport-united.svg', { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
