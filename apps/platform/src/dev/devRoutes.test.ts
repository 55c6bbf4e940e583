import { endpoints } from '@lobby/contract';
import { parse } from 'valibot';
import { merchants, outbox } from '../db/schema';
import { demoMembers } from '../seed/members';
import type { PlatformApp } from '../server';
import { call, envelope, sessionFor, testPlatform } from '../testing/testPlatform';

let platform: PlatformApp;
beforeEach(async () => {
  platform = await testPlatform();
});

const post = (path: string, json: unknown = {}) => call(platform.app, path, { method: 'POST', json });

async function status(host = 'localhost') {
  const body = await envelope(await call(platform.app, '/wps/system/status', { host }));
  return parse(endpoints.systemStatus.value, body.value);
}

describe('dev endpoints', () => {
  it('switch maintenance and the region block of one merchant', async () => {
    const answer = await post('/__dev/merchants/lotus88/status', {
      maintenance: true,
      maintenanceEnd: '2030-01-01T08:00:00.000Z',
    });
    expect(await envelope(answer)).toMatchObject({ success: true, value: { maintenance: true } });
    expect(await status()).toMatchObject({ maintenance: true, maintenanceEnd: Date.parse('2030-01-01T08:00:00Z') });
    expect((await status('siam.localhost')).maintenance).toBe(false);

    await post('/__dev/merchants/siam99/status', { regionRestriction: true });
    expect((await status('siam.localhost')).regionRestriction).toBe(true);
  });

  it('edit white-label flags, and the endpoints they gate follow', async () => {
    expect((await call(platform.app, '/wps/captcha', { host: 'sahara.localhost' })).status).toBe(400);
    const answer = await post('/__dev/merchants/sahara7/flags', { CAPTCHA3: true, FREEPLAY3: false, BRANDNEW3: true });
    expect(await envelope(answer)).toMatchObject({
      value: { changed: { CAPTCHA3: true, FREEPLAY3: false, BRANDNEW3: true }, added: ['BRANDNEW3'] },
    });
    expect((await call(platform.app, '/wps/captcha', { host: 'sahara.localhost' })).status).toBe(200);
    const tree = JSON.stringify((await status('sahara.localhost')).info.whitelabel);
    expect(tree).toContain('"modId":"FREEPLAY3","enabled":"0"');
    expect(tree).toContain('"modId":"BRANDNEW3","enabled":"1"');
  });

  it('refuse a bad body and an unknown merchant with the envelope', async () => {
    const bad = await post('/__dev/merchants/lotus88/flags', { FREEPLAY3: 'yes' });
    expect(bad.status).toBe(400);
    expect(await envelope(bad)).toMatchObject({ errorCode: 'validation_failed' });
    const unknown = await post('/__dev/merchants/nobody/status', { maintenance: true });
    expect(unknown.status).toBe(404);
  });

  it("put a merchant's vendor under maintenance, open it again, hide it", async () => {
    const pgCard = async (host = 'localhost') => {
      const body = await envelope(await call(platform.app, '/wps/relay/GCSGAME_newGameVendor', { host }));
      const { data } = parse(endpoints.gameVendors.value, body.value);
      return data.lanes.find((lane) => lane.title === 'RNG')?.cards.find((card) => card.vassalage === 'PG');
    };
    const end = '2030-01-01T08:00:00.000Z';
    const answer = await envelope(
      await post('/__dev/merchants/lotus88/vendors/PG', { maintenance: true, maintenanceEnd: end }),
    );
    expect(answer.value).toMatchObject({
      code: 'lotus88',
      vendor: 'PG',
      cards: [{ gameType: 'RNG', display: true, maintenance: { endTime: Date.parse(end) } }],
    });
    expect((await pgCard())?.maintenance).toEqual({ maintainTime: expect.any(Number), endTime: Date.parse(end) });
    expect((await pgCard('siam.localhost'))?.maintenance).toBeNull();

    await post('/__dev/merchants/lotus88/vendors/PG', { maintenance: false });
    expect((await pgCard())?.maintenance).toBeNull();

    // JL has a card in three lanes: gameType picks one.
    const jili = await envelope(
      await post('/__dev/merchants/lotus88/vendors/JL', { gameType: 'FISH', display: false }),
    );
    expect(jili.value).toMatchObject({ cards: [{ gameType: 'FISH', display: false, maintenance: null }] });
    const pgGames = async () => {
      const body = await envelope(
        await call(platform.app, '/wps/relay/GCSGAME_gameList?vassalage=PG&pageNo=1&pageSize=1'),
      );
      return parse(endpoints.gameList.value, body.value).totalCount;
    };
    expect(await pgGames()).toBeGreaterThan(0);
    await post('/__dev/merchants/lotus88/vendors/PG', { display: false });
    expect(await pgCard()).toBeUndefined();
    expect(await pgGames()).toBe(0);

    expect((await post('/__dev/merchants/sahara7/vendors/SV3', { maintenance: true })).status).toBe(404);
    expect((await post('/__dev/merchants/lotus88/vendors/PG', { maintenance: 'soon' })).status).toBe(400);
  });

  it('read the outbox by mobile number (with or without dialing code) or e-mail', async () => {
    const [lotus] = await platform.platform.db.select().from(merchants).limit(1);
    if (!lotus) throw new Error('seed has no merchant');
    await platform.platform.db.insert(outbox).values([
      { merchantId: lotus.id, channel: 'sms', to: '+84912000001', body: 'Your code is 482913', code: '482913' },
      {
        merchantId: lotus.id,
        channel: 'email',
        to: 'player01@lotus88.example',
        subject: 'Reset',
        body: 'Link',
        code: null,
      },
    ]);
    for (const to of ['912000001', '+84912000001', '84912000001']) {
      const body = await envelope(await call(platform.app, `/__dev/outbox?to=${encodeURIComponent(to)}`));
      expect(body.value).toEqual([expect.objectContaining({ channel: 'sms', code: '482913', merchant: 'lotus88' })]);
    }
    const mail = await envelope(await call(platform.app, '/__dev/outbox?to=Player01@lotus88.example'));
    expect(mail.value).toEqual([expect.objectContaining({ channel: 'email', subject: 'Reset' })]);
    expect((await call(platform.app, '/__dev/outbox')).status).toBe(400);
  });

  it("list a merchant's stored feedback, newest first, its pictures by type and size", async () => {
    const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64')}`;
    const send = (host: string, json: unknown) =>
      call(platform.app, '/wps/feedback', { method: 'PUT', host, json }).then(envelope);
    expect(await send('localhost', { content: 'First of two here', type: 1 })).toMatchObject({ success: true });
    expect(
      await send('localhost', { content: 'Second, a picture', sender: 'player01', type: 2, file: png }),
    ).toMatchObject({ success: true });
    expect(await send('siam.localhost', { content: 'Another merchant', type: 3 })).toMatchObject({ success: true });

    const listed = await envelope(await call(platform.app, '/__dev/merchants/lotus88/feedback'));
    expect(listed.value).toEqual([
      expect.objectContaining({
        sender: 'player01',
        type: 2,
        content: 'Second, a picture',
        images: [{ type: 'image/png', bytes: 10 }],
      }),
      expect.objectContaining({ sender: null, type: 1, content: 'First of two here', images: [] }),
    ]);
    expect((await call(platform.app, '/__dev/merchants/nobody/feedback')).status).toBe(404);
  });

  it('tell the answer of the captcha bound to the caller cookie', async () => {
    const captcha = await call(platform.app, '/wps/captcha');
    const cookie = (captcha.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const body = await envelope(await call(platform.app, '/__dev/captcha', { headers: { cookie } }));
    expect(body.value).toEqual({ answer: expect.stringMatching(/^\d{4,5}$/) });
    expect((await call(platform.app, '/__dev/captcha')).status).toBe(404);
  });

  it('play rounds for a member as the demo games do, spread over the days asked, until the balance runs out', async () => {
    const token = await sessionFor(platform, 'lotus88', 'player02');
    const liveBets = async () => {
      const range = `startDate=${new Date(platform.platform.clock() - 5 * 86_400_000).toISOString()}&endDate=${new Date(platform.platform.clock()).toISOString()}`;
      const answer = await envelope(
        await call(platform.app, `/wps/relay/MCSFE_getPersonalLIVEHistory?${range}&size=100`, {
          headers: { authorization: token },
        }),
      );
      return parse(endpoints.personalLiveHistory.value, answer.value);
    };
    const before = await liveBets();
    const played = await envelope(
      await post('/__dev/merchants/lotus88/members/player02/rounds', { count: 6, productType: 'LIVE', days: 2 }),
    );
    expect(played).toMatchObject({ success: true, value: { played: 6 } });
    const after = await liveBets();
    expect(after.totalCount).toBe(before.totalCount + 6);
    const times = after.list.slice(0, 6).map((bet) => Number(bet.betTime));
    expect(Math.max(...times) - Math.min(...times)).toBeCloseTo(2 * 86_400_000, -4);

    const unknown = await post('/__dev/merchants/lotus88/members/player02/rounds', { count: 1, productType: 'CASINO' });
    expect(unknown.status).toBe(400);
    await post('/__dev/merchants/lotus88/members/player02/balance', { amount: 0 });
    const broke = await envelope(await post('/__dev/merchants/lotus88/members/player02/rounds', { count: 3 }));
    expect(broke).toMatchObject({ success: true, value: { played: 0, balance: 0 } });
  });

  it('reset everything to the seed', async () => {
    await post('/__dev/merchants/lotus88/status', { maintenance: true });
    const reset = await envelope(await post('/__dev/reset'));
    // The demo accounts of each merchant (the referral friends are counted apart).
    expect(reset.value).toMatchObject({ merchants: ['lotus88', 'sahara7', 'siam99'], members: 3 * demoMembers.length });
    expect((await status()).maintenance).toBe(false);
  });
});

describe('who may drive them', () => {
  const maintenance = async () => (await status()).maintenance;

  it('take writes only as JSON: a form or text/plain post from another page changes nothing', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await call(platform.app, '/__dev/merchants/lotus88/status', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: '{"maintenance": true}',
      });
      expect(response.status, contentType).toBe(415);
      expect(await envelope(response)).toMatchObject({ success: false, errorCode: 'unsupported_media_type' });
    }
    // A write without a body still says JSON: a bare POST is what a page of any site may send.
    expect((await call(platform.app, '/__dev/reset', { method: 'POST' })).status).toBe(415);
    expect(await maintenance()).toBe(false);
  });

  it('refuse a page of another site, and answer a page of a site this server serves', async () => {
    for (const origin of ['https://attacker.example', 'http://localhost.attacker.example:4173', 'null']) {
      const response = await call(platform.app, '/__dev/merchants/lotus88/status', {
        method: 'POST',
        json: { maintenance: true },
        headers: { origin },
      });
      expect(response.status, origin).toBe(403);
      expect((await envelope(response)).message).toContain(origin);
    }
    expect(await maintenance()).toBe(false);

    for (const origin of ['http://localhost:4173', 'http://sahara.localhost:4173', 'https://m.lotus-palace.example']) {
      const response = await call(platform.app, '/__dev/merchants/lotus88/status', {
        method: 'POST',
        json: { maintenance: false },
        headers: { origin },
      });
      expect(response.status, origin).toBe(200);
    }
  });

  it('answer no host rebound to this server (421), nor does anything else', async () => {
    for (const [method, path] of [
      ['POST', '/__dev/merchants/lotus88/status'],
      ['GET', '/__dev/captcha'],
      ['GET', '/wps/system/status'],
      ['GET', '/'],
    ] as const) {
      const response = await call(platform.app, path, {
        method,
        host: 'rebound.attacker.example:4173',
        ...(method === 'POST' ? { json: { maintenance: true } } : {}),
      });
      expect(response.status, path).toBe(421);
      expect(await response.text()).toBe('This server does not serve rebound.attacker.example.');
    }
    expect(await maintenance()).toBe(false);
  });
});

describe('dev mode', () => {
  it('is off unless asked for, whatever NODE_ENV says', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('PLATFORM_DEV', '');
    const plain = await testPlatform({ dev: undefined, reset: false });
    vi.stubEnv('PLATFORM_DEV', '1');
    const asked = await testPlatform({ dev: undefined, reset: false });
    vi.unstubAllEnvs();
    expect(plain.platform.dev).toBe(false);
    expect((await call(plain.app, '/__dev')).status).toBe(404);
    expect(asked.platform.dev).toBe(true);
    expect((await call(asked.app, '/__dev')).status).toBe(200);
  });
});

describe('in production', () => {
  it('every /__dev path is a 404 like any unknown path, and captcha answers are not kept', async () => {
    const production = await testPlatform({ dev: undefined });
    expect(production.platform.dev).toBe(false);
    for (const [method, path] of [
      ['POST', '/__dev/reset'],
      ['GET', '/__dev/captcha'],
      ['GET', '/__dev/outbox?to=912000001'],
      ['POST', '/__dev/merchants/lotus88/status'],
      ['POST', '/__dev/merchants/lotus88/vendors/PG'],
      ['POST', '/__dev/merchants/lotus88/notices'],
      ['DELETE', '/__dev/merchants/lotus88/help/1'],
      ['GET', '/__dev'],
    ] as const) {
      const response = await call(production.app, path, { method });
      expect(response.status).toBe(404);
      expect(await envelope(response)).toMatchObject({ success: false, errorCode: 'not_found' });
    }
    const captcha = await call(production.app, '/wps/captcha');
    expect(captcha.status).toBe(200);
    const stored = await production.platform.db.query.captchaChallenges.findMany();
    expect(stored.map((row) => row.devAnswer)).toEqual([null]);
  });
});
