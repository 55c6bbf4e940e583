import { forgetCatalogue } from '../catalogue/catalogueCache';
import { endpoints, type EndpointId, type VendorLane } from '@lobby/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { merchantVendors, merchants, vendors } from '../db/schema';
import { contentSecurityPolicy } from '../web/securityHeaders';
import { contractValue } from '../testing/platformPerTest';
import { call, envelope, sessionFor, testPlatform } from '../testing/testPlatform';
import { iconCacheControl } from './media';

let platform: Awaited<ReturnType<typeof testPlatform>>;
beforeEach(async () => {
  platform = await testPlatform();
});

const vendorPath = (query = 'platform=html5-desktop&language=EN') => `${endpoints.gameVendors.path}?${query}`;

const value = <Id extends EndpointId>(id: Id, query = '', init: Parameters<typeof call>[2] = {}) =>
  contractValue(platform.app, id, query, init);

/** The lanes a brand's site gets, as its header asks for them. */
async function lanesAt(host: string, merchantCode: string): Promise<VendorLane[]> {
  const answer = await value('gameVendors', `?merchantCode=${merchantCode}&platform=html5-desktop&language=EN`, {
    host,
  });
  return answer.data.lanes;
}

const codesOf = (lanes: VendorLane[], title: string) =>
  lanes.find((lane) => lane.title === title)?.cards.map((card) => card.vassalage) ?? [];

describe('vendor lanes (GCSGAME_newGameVendor)', () => {
  it('differ per merchant: lanes in order, a lane the merchant does not offer left out', async () => {
    const lotus = await lanesAt('localhost', 'lotus88');
    const siam = await lanesAt('siam.localhost', 'siam99');
    const sahara = await lanesAt('sahara.localhost', 'sahara7');
    expect(lotus.map((lane) => lane.title)).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT', 'LOTT']);
    expect(siam.map((lane) => lane.title)).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'ELOTT', 'LOTT']);
    expect(sahara.map((lane) => lane.title)).toEqual(['RNG', 'LIVE', 'SPORTS', 'PVP', 'LOTT']);
    for (const lanes of [lotus, siam, sahara]) expect(lanes.every((lane) => lane.cards.length > 0)).toBe(true);

    const rng = codesOf(lotus, 'RNG');
    expect(rng.length).toBeGreaterThanOrEqual(40);
    expect(rng).toEqual(expect.arrayContaining(['EG7', 'CQ9', 'FC', 'BGS', 'PG', 'JDB', 'JL', 'SPB', 'SS']));
    expect(codesOf(lotus, 'SPORTS')).toEqual(expect.arrayContaining(['FB', 'IMES', 'TF', 'IA', 'SV3']));
    expect(codesOf(lotus, 'ELOTT')).toEqual(['GPI', 'TCG_SEA']);
    expect(codesOf(lotus, 'LOTT')).toEqual(['LOTT', 'TCG_LOTTO_VN']);
    expect(codesOf(siam, 'SPORTS')).toContain('SV3');
    expect(codesOf(sahara, 'SPORTS')).not.toContain('SV3');
    expect(codesOf(sahara, 'SPORTS')).toEqual(expect.arrayContaining(['FB', 'IMES', 'TF']));
    expect(codesOf(siam, 'RNG').length).toBeLessThan(rng.length);
  });

  it('lists cards in their sort order: the RNG lane opens with the brand RNG-centre vendors', async () => {
    expect(codesOf(await lanesAt('localhost', 'lotus88'), 'RNG').slice(0, 7)).toEqual([
      'PG',
      'JDB',
      'CQ9',
      'JL',
      'FC',
      'EG7',
      'BGS',
    ]);
    expect(codesOf(await lanesAt('siam.localhost', 'siam99'), 'RNG').slice(0, 5)).toEqual([
      'PG',
      'JL',
      'JDB',
      'FC',
      'CQ9',
    ]);

    // The order is the table's: moving SS to the top of lotus's RNG lane moves it in the answer, and only there.
    const { db } = platform.platform;
    const [lotus] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
    const [ss] = await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.code, 'SS'), eq(vendors.gameType, 'RNG')));
    if (!lotus || !ss) throw new Error('seed lacks lotus88 or RNG-SS');
    await db
      .update(merchantVendors)
      .set({ sort: 1 })
      .where(and(eq(merchantVendors.merchantId, lotus.id), eq(merchantVendors.vendorId, ss.id)));
    // A write past the platform: what the catalogue cache kept is forgotten, as the platform's writes do.
    forgetCatalogue(db);
    expect(codesOf(await lanesAt('localhost', 'lotus88'), 'RNG')[0]).toBe('SS');
    expect(codesOf(await lanesAt('sahara.localhost', 'sahara7'), 'RNG')[0]).toBe('PG');
  });

  it('carries the card fields of the platform, icons on the same origin', async () => {
    const lanes = await lanesAt('localhost', 'lotus88');
    const cards = lanes.flatMap((lane) => lane.cards.map((card) => ({ lane: lane.title, card })));
    expect(new Set(cards.map(({ card }) => card.cardId)).size).toBe(cards.length);
    for (const { lane, card } of cards) {
      expect(card).toMatchObject({
        id: `${lane}-${card.vassalage}`,
        title: `${lane}-${card.vassalage}`,
        gameType: lane,
        accountTypeName: card.vassalage,
        maintenance: null,
        isGameH5: card.isGame,
      });
      expect(card.accountTypeId).toEqual(expect.any(Number));
      expect(card.gameCount).toBeGreaterThan(0);
      expect([0, 1]).toContain(card.isNew);
      expect([0, 1]).toContain(card.isHot);
      for (const icon of [card.smallIcon, card.lagerIcon, card.mobileLargeIcon, card.mobileSmallIcon]) {
        expect(icon).toMatch(new RegExp(`^/wps/media/vendor/${card.vassalage}\\.svg\\?v=[0-9a-f]{12}$`));
      }
      if (card.isGame === 'game') {
        expect(card.gameId).toMatch(new RegExp(`^${card.vassalage}\\d{4}$`));
        expect(card.nodeId).toMatch(/^\d{6}$/);
        expect(card.gameCount).toBe(1);
      } else {
        expect(card.isGame).toBe('VASSALAGE');
        expect(card.gameId).toBeUndefined();
      }
    }
    const ezugi = lanes.find((lane) => lane.title === 'LIVE')?.cards.find((card) => card.vassalage === 'EZ');
    expect(ezugi).toMatchObject({ isGame: 'game', appNewWindow: 1, displayName: 'Ezugi' });
    const gpi = lanes.find((lane) => lane.title === 'ELOTT')?.cards.find((card) => card.vassalage === 'GPI');
    expect(gpi?.isGame).toBe('game');
    // Lanes of the same vendor share its icon (JL in RNG, FISH and PVP).
    const jili = cards.filter(({ card }) => card.vassalage === 'JL').map(({ card }) => card.smallIcon);
    expect(jili).toHaveLength(3);
    expect(new Set(jili).size).toBe(1);
  });

  it('leaves out hidden cards, and a lane whose cards are all hidden', async () => {
    const { db } = platform.platform;
    const [lotus] = await db.select().from(merchants).where(eq(merchants.code, 'lotus88'));
    if (!lotus) throw new Error('seed lacks lotus88');
    const pvp = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.gameType, 'PVP'));
    await db
      .update(merchantVendors)
      .set({ display: false })
      .where(
        and(
          eq(merchantVendors.merchantId, lotus.id),
          inArray(
            merchantVendors.vendorId,
            pvp.map((row) => row.id),
          ),
        ),
      );
    // A write past the platform: what the catalogue cache kept is forgotten, as the platform's writes do.
    forgetCatalogue(db);
    const lanes = await lanesAt('localhost', 'lotus88');
    expect(lanes.map((lane) => lane.title)).not.toContain('PVP');
    expect(Object.keys((await value('vassGameType')).content ?? {})).not.toContain('PVP');
    expect((await lanesAt('sahara.localhost', 'sahara7')).map((lane) => lane.title)).toContain('PVP');
  });

  it('shows a maintenance window on the card while it lasts', async () => {
    const { db } = platform.platform;
    const [siam] = await db.select().from(merchants).where(eq(merchants.code, 'siam99'));
    const [pg] = await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.code, 'PG'), eq(vendors.gameType, 'RNG')));
    if (!siam || !pg) throw new Error('seed lacks siam99 or RNG-PG');
    const card = and(eq(merchantVendors.merchantId, siam.id), eq(merchantVendors.vendorId, pg.id));
    const pgCard = async () => (await lanesAt('siam.localhost', 'siam99'))[0]?.cards[0];

    const start = new Date(Date.now() - 60_000);
    const end = new Date(Date.now() + 3_600_000);
    await db.update(merchantVendors).set({ maintenanceStart: start, maintenanceEnd: end }).where(card);
    // A write past the platform: what the catalogue cache kept is forgotten, as the platform's writes do.
    forgetCatalogue(db);
    expect(await pgCard()).toMatchObject({
      vassalage: 'PG',
      maintenance: { maintainTime: start.getTime(), endTime: end.getTime() },
    });
    expect((await lanesAt('localhost', 'lotus88'))[0]?.cards[0]?.maintenance).toBeNull();

    await db.update(merchantVendors).set({ maintenanceEnd: null }).where(card);

    // A write past the platform: what the catalogue cache kept is forgotten, as the platform's writes do.

    forgetCatalogue(db);
    expect((await pgCard())?.maintenance).toEqual({ maintainTime: start.getTime(), endTime: null });
    // Planned but not begun, or over: open.
    await db
      .update(merchantVendors)
      .set({ maintenanceStart: new Date(Date.now() + 60_000), maintenanceEnd: null })
      .where(card);
    // A write past the platform: what the catalogue cache kept is forgotten, as the platform's writes do.
    forgetCatalogue(db);
    expect((await pgCard())?.maintenance).toBeNull();
    await db.update(merchantVendors).set({ maintenanceStart: start, maintenanceEnd: start }).where(card);
    // A write past the platform: what the catalogue cache kept is forgotten, as the platform's writes do.
    forgetCatalogue(db);
    expect((await pgCard())?.maintenance).toBeNull();
  });

  it('takes the mobile query and any language; a token is optional, a stale one is refused as elsewhere', async () => {
    const desktop = await lanesAt('localhost', 'lotus88');
    const mobile = await value('gameVendors', '?merchant=lotus88&platform=html5&clientType=2&language=VI');
    expect(mobile.data.lanes).toEqual(desktop);
    expect((await value('gameVendors', '?merchantCode=LOTUS88&language=TH')).data.lanes).toEqual(desktop);
    expect((await value('gameVendors')).data.lanes).toEqual(desktop);

    const token = await sessionFor(platform, 'lotus88', 'player01');
    const member = await value('gameVendors', '?merchantCode=lotus88', { headers: { authorization: token } });
    expect(member.data.lanes).toEqual(desktop);
    const stale = await call(platform.app, vendorPath(), { headers: { authorization: 'made-up-token' } });
    expect(stale.status).toBe(401);
    expect(await envelope(stale)).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('refuses a merchant other than the site one, as the other merchant-scoped calls do', async () => {
    for (const query of [
      'merchantCode=siam99&platform=html5-desktop',
      'merchantCode=nobody&language=EN',
      'merchant=sahara7&platform=html5',
      'merchantCode=lotus88,siam99',
    ]) {
      const response = await call(platform.app, vendorPath(query));
      expect(response.status, query).toBe(400);
      expect(await envelope(response)).toMatchObject({
        success: false,
        value: null,
        errorCode: 'function.not.available',
        message: expect.stringMatching(/^#543 function\.not\.available: the merchant(Code)? must name/),
      });
    }
    // The same refusal as a Merchant header naming another merchant.
    const header = await call(platform.app, vendorPath(), { headers: { merchant: 'siam99' } });
    expect(header.status).toBe(400);
    expect(await envelope(header)).toMatchObject({ errorCode: 'function.not.available' });
    // A host naming no merchant: the 404 of every call.
    const unknownHost = await call(platform.app, vendorPath(), { host: 'nobody.localhost' });
    expect(unknownHost.status).toBe(404);
    expect(await envelope(unknownHost)).toMatchObject({ errorCode: 'not_found' });
    const verb = await call(platform.app, vendorPath(), { method: 'POST', json: {} });
    expect(verb.status).toBe(405);
  });
});

describe('vendor codes per game type (GCSGAME_getVassGameType)', () => {
  it('maps each lane of the merchant to its vendor codes, from the same cards', async () => {
    const lanes = await lanesAt('sahara.localhost', 'sahara7');
    const answer = await value('vassGameType', '?merchantCode=sahara7', { host: 'sahara.localhost' });
    const content = (answer.content ?? {}) as Record<string, Record<string, unknown[]>>;
    expect(Object.keys(content)).toEqual(lanes.map((lane) => lane.title));
    for (const lane of lanes) expect(Object.keys(content[lane.title] ?? {})).toEqual(codesOf(lanes, lane.title));
    expect(content.SPORTS?.FB).toEqual([]);
    expect(content.FISH).toBeUndefined();

    const lotus = (await value('vassGameType')).content as Record<string, Record<string, unknown[]>>;
    expect(Object.keys(lotus.SPORTS ?? {})).toContain('SV3');
    const refused = await call(platform.app, `${endpoints.vassGameType.path}?merchantCode=siam99`);
    expect(refused.status).toBe(400);
    expect(await envelope(refused)).toMatchObject({ errorCode: 'function.not.available' });
  });
});

describe('vendor icons', () => {
  const icon = (path: string, init: Parameters<typeof call>[2] = {}) => call(platform.app, path, init);

  it('serve an SVG badge per code, cached for good, the same on every host', async () => {
    const response = await icon('/wps/media/vendor/JL.svg?v=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(iconCacheControl);
    expect(iconCacheControl).toMatch(/max-age=31536000/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<title>Jili</title>');
    expect(svg).toMatch(/>JL<\/text>/);
    expect(svg).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);

    const siam = await icon('/wps/media/vendor/JL.svg', { host: 'siam.localhost' });
    expect(await siam.text()).toBe(svg);
    // Icons belong to no merchant: even a host naming none gets them.
    expect((await icon('/wps/media/vendor/JL.svg', { host: 'nobody.localhost' })).status).toBe(200);
    expect((await icon('/wps/media/vendor/PG.svg')).headers.get('etag')).not.toBe(response.headers.get('etag'));
  });

  it('serve a badge per country of the dialing-code list for the country-code picker, and 404 any other', async () => {
    const response = await icon('/wps/media/flag/VN.svg', { host: 'sahara.localhost' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toMatch(/>VN<\/text>/);
    for (const path of ['/wps/media/flag/XX.svg', '/wps/media/flag/vn.svg', '/wps/media/flag/VN.png']) {
      expect((await icon(path)).status, path).toBe(404);
    }
  });

  it('answer 304 to a revalidation with the ETag, and HEAD without a body', async () => {
    const first = await icon('/wps/media/vendor/SV3.svg');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{12}"$/);
    const again = await icon('/wps/media/vendor/SV3.svg', { headers: { 'if-none-match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(iconCacheControl);
    const head = await icon('/wps/media/vendor/SV3.svg', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('refuse an unknown code or file name with the 404 envelope, another verb with 405', async () => {
    for (const path of [
      '/wps/media/vendor/NOPE.svg',
      '/wps/media/vendor/jl.svg',
      '/wps/media/vendor/JL.png',
      '/wps/media/vendor/JL',
      '/wps/media/vendor/%2E%2E%2Fsecret.svg',
    ]) {
      const response = await icon(path);
      expect(response.status, path).toBe(404);
      expect(await envelope(response)).toMatchObject({ success: false, errorCode: 'not_found' });
    }
    const post = await icon('/wps/media/vendor/JL.svg', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answer every icon the lanes name, within the sites image policy', async () => {
    const lanes = await lanesAt('localhost', 'lotus88');
    const urls = new Set(lanes.flatMap((lane) => lane.cards.map((card) => card.smallIcon ?? '')));
    for (const url of urls) {
      const response = await icon(url);
      expect(response.status, url).toBe(200);
      expect(`"${new URL(url, 'http://localhost').searchParams.get('v') ?? ''}"`).toBe(response.headers.get('etag'));
    }
    // Same-origin paths: the CSP of the served sites allows them through img-src 'self'.
    expect(contentSecurityPolicy).toMatch(/(^|; )img-src 'self'[ ;]/);
  });
});

afterEach(() => {
  // The platform checks its own answers against the contract in dev mode and logs any mismatch.
  expect(platform.log.lines.filter((line) => line.startsWith('warn'))).toEqual([]);
});
