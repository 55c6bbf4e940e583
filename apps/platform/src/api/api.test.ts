import { endpoints, type EndpointId } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { parse } from 'valibot';
import { feedback, sessions } from '../db/schema';
import { helpLanguages } from '../seed/helpCentre';
import { hashToken } from '../security/sessions';
import { removeContent, withHostileMarkup, writeContent } from '../testing/devContent';
import { contractValue } from '../testing/platformPerTest';
import { call, envelope, sessionFor, testPlatform } from '../testing/testPlatform';

let platform: Awaited<ReturnType<typeof testPlatform>>;
// These tests add rows (sessions, captchas, feedback) but change no merchant or member: one reset serves them all.
beforeAll(async () => {
  await testPlatform();
});
beforeEach(async () => {
  platform = await testPlatform({ reset: false });
});

const value = <Id extends EndpointId>(id: Id, query = '', init: Parameters<typeof call>[2] = {}) =>
  contractValue(platform.app, id, query, init);

describe('endpoints answer the contract', () => {
  it('system status carries the merchant settings, the caller address and the three screens flags', async () => {
    const status = await value('systemStatus', '?host=localhost', { headers: { 'x-forwarded-for': '10.1.2.3' } });
    expect(status.maintenance).toBe(false);
    expect(status.regionRestriction).toBe(false);
    expect(status.location?.ip).toBe('10.1.2.3');
    expect(status.info.imageCDNs).toEqual(['https://img1.lotus-palace.example/', 'https://img2.lotus-palace.example/']);
    expect(status.info.register?.username?.patternId).toBe(1);
    expect(status.info.resources?.map((resource) => resource.resourceType)).toEqual(
      expect.arrayContaining(['FACEBOOK', 'TELEGRAM', 'WHATSAPP', 'iOS', 'QR']),
    );
    expect(status.info.customerService?.[0]?.path).toMatch(/^https:/);
    expect(status.info.mainDomain).toBe('www.lotus-palace.example');
  });

  it('whitelabel, register settings, consolidated settings, domain route and country list', async () => {
    const tree = await value('whitelabel');
    expect(Array.isArray(tree) ? tree : tree.modId).toBe('WHITELABEL');
    const rules = await value('registerSettings');
    expect(rules.password).toMatchObject({ enabled: true, required: true, minLength: 8, maxLength: 64 });
    const consolidated = await value('consolidatedSettings', '', { host: 'siam.localhost' });
    expect(consolidated.register?.paymentPassword).toMatchObject({ enabled: true, minLength: 6, maxLength: 6 });
    expect(consolidated.resources?.map((resource) => resource.resourceType)).toContain('Android');
    const route = await value('domainRoute');
    expect(route.domainList.map((domain) => domain.domainName)).toContain('www.lotus-palace.example');
    const countries = await value('countryList');
    expect(countries.countryCode).toBe('VN');
    expect(countries.countryDialingCode).toBe('84');
    expect(countries.countries.length).toBeGreaterThan(40);
    expect(countries.countries).toContainEqual({
      countryCode: 'AE',
      countryDialingCode: '971',
      countryName: 'United Arab Emirates',
    });
  });

  it('help centre per language with every tag, English for a language without copy', async () => {
    const help = await value('helpCenter', '?lang=TH&device=WEB');
    expect(help.map((item) => item.tag)).toEqual(['aboutus', 'deposit', 'withdraw', 'game', 'faqs', 'term']);
    expect(help[0]?.title).toBe('เกี่ยวกับเรา');
    expect(help.find((item) => item.tag === 'faqs')?.children?.length).toBe(3);
    // The title is the entry's own: the content does not repeat it.
    expect(help.find((item) => item.tag === 'term')?.content).toMatch(/^<ol>/);
    for (const lang of ['EN', 'VI', 'AR', 'CN']) {
      expect(await value('helpCenter', `?lang=${lang}&device=WEB`)).toHaveLength(6);
    }
    expect((await value('helpCenter', '?lang=KO&device=WEB'))[0]?.title).toBe('About us');
  });

  it('sends an answer gzip-compressed to a client that accepts it, and plain to one that does not', async () => {
    const path = '/wps/system/helpCenter?lang=EN&device=WEB';
    const plain = await call(platform.app, path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(2000);

    const zipped = await call(platform.app, path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(body.length).toBeLessThan(text.length / 2);
    expect(gunzipSync(body).toString()).toBe(text);
  });

  it('help centre: an entry and a question are answered as written, hostile markup included, in every language', async () => {
    const written: number[] = [];
    // The other tests of the file read the seed's help centre: what this one writes goes again when it ends.
    onTestFinished(async () => {
      for (const id of written) await removeContent(platform.app, 'lotus88', 'help', id);
    });
    for (const lang of helpLanguages) {
      const entry = withHostileMarkup(`<p>Entry in ${lang}.</p>`);
      const answer = withHostileMarkup(`<p>Answer in ${lang}.</p>`);
      written.push(
        await writeContent(platform.app, 'lotus88', 'help', { lang, tag: 'hostile', title: 'Hostile', content: entry }),
      );
      written.push(
        await writeContent(platform.app, 'lotus88', 'help', {
          lang,
          tag: 'hostile-1',
          parent: 'faqs',
          title: 'Hostile question',
          content: answer,
        }),
      );
      const help = await value('helpCenter', `?lang=${lang}&device=WEB`);
      expect(help.at(-1), lang).toMatchObject({ tag: 'hostile', title: 'Hostile', content: entry });
      const question = help.find((item) => item.tag === 'faqs')?.children?.at(-1);
      expect(question, lang).toMatchObject({ tag: 'hostile-1', content: answer });
      // Handlers and script URLs among them, so a client's sanitiser that kept either would be caught.
      expect(entry).toMatch(/onmouseover=|onload=/i);
      expect(entry).toMatch(/javascript:/i);
    }
  });

  it('RSA key: the modulus as plain-text hex, never cached', async () => {
    const response = await call(platform.app, '/wps/session/key/rsa?_=1700000000000');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(parse(endpoints.rsaKey.value, text)).toBe((await platform.platform.keys.current()).modulusHex);
  });

  it('captcha: a PNG of digits bound to an HttpOnly SameSite=Lax cookie, not cached', async () => {
    const response = await call(platform.app, '/wps/captcha?t=1');
    const body = await envelope(response);
    const base64 = parse(endpoints.captcha.value, body.value);
    const png = PNG.sync.read(Buffer.from(base64, 'base64'));
    expect(png.width).toBeGreaterThan(100);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lobby_captcha=[A-Za-z0-9_-]{32};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('member info: success with an empty payload for a visitor, the member with a token', async () => {
    const anonymous = await envelope(await call(platform.app, '/wps/member/info'));
    expect(anonymous).toMatchObject({ success: true, value: {} });
    expect(parse(endpoints.memberInfo.value, anonymous.value)).toBeNull();

    const token = await sessionFor(platform, 'lotus88', 'agent01');
    const member = await value('memberInfo', '', { headers: { authorization: token } });
    expect(member).toMatchObject({ account: 'agent01', nickname: 'Agent One', type: 1, mobile: '91200****' });
    expect(member?.regDate).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it('feedback counts every call against its limit before reading the body, invalid ones too', async () => {
    const put = (json: unknown) => call(platform.app, '/wps/feedback', { method: 'PUT', json });
    for (let index = 0; index < 5; index++) {
      expect((await put({ content: 'short' })).status).toBe(400);
    }
    const sixth = await put({ content: 'The cashier page is slow' });
    expect(sixth.status).toBe(429);
    expect(await envelope(sixth)).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
  });

  it('feedback stores a message with up to three images', async () => {
    const pngUrl = `data:image/png;base64,${PNG.sync.write(new PNG({ width: 2, height: 2 })).toString('base64')}`;
    const response = await call(platform.app, '/wps/feedback', {
      method: 'PUT',
      json: { content: 'The lobby is great', sender: 'player01', type: 1, file: pngUrl, files: [pngUrl, pngUrl] },
    });
    expect(await envelope(response)).toMatchObject({ success: true });
    const stored = await platform.platform.db.query.feedback.findFirst({
      where: eq(feedback.content, 'The lobby is great'),
    });
    expect(stored).toMatchObject({ content: 'The lobby is great', type: 1, sender: 'player01' });
    expect(stored?.images).toHaveLength(3);
  });
});

describe('bad requests get the envelope and a clear message', () => {
  const put = (json: unknown) => call(platform.app, '/wps/feedback', { method: 'PUT', json });
  // These look at the answers, many per test from one address: the feedback limit is looked at below.
  beforeEach(async () => {
    platform = await testPlatform({ reset: false, rateLimits: { feedbackPerIp: { limit: 100, windowMs: 60_000 } } });
  });

  it('names a missing or mistyped field', async () => {
    expect(await envelope(await put({}))).toMatchObject({
      success: false,
      errorCode: 'validation_failed',
      message: 'Field "content" is missing from the request body.',
    });
    const wrongType = await put({ content: 42 });
    expect(wrongType.status).toBe(400);
    expect((await envelope(wrongType)).message).toMatch(/^Field "content" is invalid: .*Expected string/);
    expect((await envelope(await call(platform.app, '/wps/system/helpCenter'))).message).toBe(
      'Field "lang" is missing from the request query.',
    );
  });

  it("refuses malformed JSON, and text and images outside the limits the player's form keeps", async () => {
    const malformed = await call(platform.app, '/wps/feedback', {
      method: 'PUT',
      body: '{"content": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await envelope(malformed)).toMatchObject({
      errorCode: 'validation_failed',
      message: 'The request body is not valid JSON.',
    });
    const message = async (json: unknown) => (await envelope(await put(json))).message;
    expect(await message({ content: '   ' })).toBe('Field "content" must not be empty.');
    expect(await message({ content: ' Too short ' })).toBe('Field "content" is shorter than 10 characters.');
    expect(await message({ content: 'x'.repeat(141) })).toBe('Field "content" is longer than 140 characters.');
    // Characters, not UTF-16 units: 140 emoji are 280 units and still within the limit (refused for its type here).
    expect(await message({ content: '😀'.repeat(140), type: 9 })).toBe('Field "type" must be one of 1, 2, 3, 4, 5.');
    expect(await message({ content: 'Ten chars!', type: 0 })).toMatch(/"type" must be one of/);

    const text = 'The cashier page is slow';
    expect(await message({ content: text, file: 'data:image/gif;base64,R0lGOD==' })).toMatch(
      /"file" must be a PNG or JPEG/,
    );
    const fakePng = `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`;
    expect(await message({ content: text, file: fakePng })).toMatch(/not the PNG image it claims/);
    const jpegOf = (bytes: number) =>
      `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(bytes - 3)]).toString('base64')}`;
    expect(await message({ content: text, file: jpegOf(5 * 1024 * 1024 + 1) })).toBe(
      'Field "file" is larger than 5 MB.',
    );
    const many = Array.from({ length: 4 }, () => 'data:image/png;base64,iVBORw0KGgo=');
    expect(await message({ content: text, files: many })).toMatch(/at most 3 images/i);
    expect(await message({ content: text, file: many[0], files: many.slice(1) })).toMatch(/at most 3 images/i);
  });

  it('takes text of exactly 10 and exactly 140 characters, and a picture of exactly 5 MB', async () => {
    const exactly5Mb = `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 - 3)]).toString('base64')}`;
    for (const json of [
      { content: '  Ten chars!  ', type: 5 },
      { content: 'ดี'.repeat(70), type: 2, file: exactly5Mb },
    ]) {
      expect(await envelope(await put(json))).toMatchObject({ success: true });
    }
    const stored = await platform.platform.db.query.feedback.findFirst({ where: eq(feedback.content, 'Ten chars!') });
    expect(stored).toMatchObject({ type: 5, images: [] });
  });

  it('refuses a body of more keys than any call takes without parsing it', async () => {
    // 1.5 million keys took seconds to parse, all that time holding every other call up.
    const keys = Array.from({ length: 1_500_000 }, (_, index) => `"k${index}":0`).join(',');
    const response = await call(platform.app, '/wps/feedback', {
      method: 'PUT',
      body: `{"content":"Ten chars!",${keys}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await envelope(response)).toMatchObject({
      errorCode: 'validation_failed',
      message: 'The request body has more fields than any call takes.',
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await call(platform.app, '/wps/feedback', {
      method: 'PUT',
      body: JSON.stringify({ content: 'x'.repeat(21 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(await envelope(response)).toMatchObject({ success: false, errorCode: 'payload_too_large' });
  });

  it('answers 404 for an unknown path and 405 for a wrong verb', async () => {
    const unknown = await call(platform.app, '/wps/system/nothing');
    expect(unknown.status).toBe(404);
    expect(await envelope(unknown)).toMatchObject({ success: false, errorCode: 'not_found' });
    const wrongVerb = await call(platform.app, '/wps/system/status', { method: 'POST', json: {} });
    expect(wrongVerb.status).toBe(405);
    expect(wrongVerb.headers.get('allow')).toContain('GET');
    expect(await envelope(wrongVerb)).toMatchObject({
      errorCode: 'http_method_not_support',
      message: '#459 http_method_not_support',
    });
    expect((await call(platform.app, '/lgw/games')).status).toBe(404);
  });
});

describe('merchant from the host', () => {
  it('serves each brand at its subdomain and the default brand at localhost', async () => {
    const flags = async (host: string) => {
      const status = await value('systemStatus', '', { host });
      return JSON.stringify(status.info.whitelabel);
    };
    expect(await flags('localhost')).toContain('"modId":"FREEPLAY3","enabled":"1"');
    expect(await flags('siam.localhost:4173')).toContain('"modId":"FREEPLAY3","enabled":"0"');
    expect((await value('countryList', '', { host: 'sahara.localhost' })).currency).toBe('AED');
    const unknown = await call(platform.app, '/wps/system/status', { host: 'nobody.localhost' });
    expect(unknown.status).toBe(404);
  });

  it('accepts a Merchant header naming the same merchant and refuses another or several', async () => {
    expect((await call(platform.app, '/wps/system/status', { headers: { merchant: 'lotus88' } })).status).toBe(200);
    for (const merchant of ['siam99', 'lotus88, lotus88']) {
      const response = await call(platform.app, '/wps/system/status', { headers: { merchant } });
      expect(response.status).toBe(400);
      expect(await envelope(response)).toMatchObject({ errorCode: 'function.not.available' });
    }
  });

  it('gates an endpoint on its module switch', async () => {
    const response = await call(platform.app, '/wps/captcha', { host: 'sahara.localhost' });
    expect(response.status).toBe(400);
    expect((await envelope(response)).message).toMatch(/^#543 function.not.available: CAPTCHA3/);
  });

  it('shows the region-blocked screen to a visitor from a blocked country', async () => {
    const status = await value('systemStatus', '', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(status.regionRestriction).toBe(true);
    expect(status.location?.ip).toBe('203.0.113.9');
  });
});

describe('captcha rate limit', () => {
  it('draws at most one captcha per second per cookie', async () => {
    const first = await call(platform.app, '/wps/captcha');
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const second = await call(platform.app, '/wps/captcha', { headers: { cookie } });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('1');
    expect(await envelope(second)).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    // Another browser is not held back.
    expect((await call(platform.app, '/wps/captcha')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('stores only the SHA-256 of a token', async () => {
    const token = await sessionFor(platform, 'lotus88', 'player01');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await platform.platform.db.select().from(sessions);
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 401 login.not.session for an unknown, revoked, expired or other merchant token', async () => {
    const revoked = await sessionFor(platform, 'lotus88', 'player01');
    await platform.platform.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(revoked)));
    const expired = await sessionFor(platform, 'lotus88', 'player01', { lifetimeMs: -1000 });
    const siam = await sessionFor(platform, 'siam99', 'player01');
    for (const token of ['made-up-token', revoked, expired, siam]) {
      const response = await call(platform.app, '/wps/member/info', { headers: { authorization: token } });
      expect(response.status).toBe(401);
      expect(await envelope(response)).toMatchObject({ success: false, errorCode: 'login.not.session' });
    }
  });
});

afterEach(() => {
  // The platform checks its own answers against the contract in dev mode and logs any mismatch.
  expect(platform.log.lines.filter((line) => line.startsWith('warn'))).toEqual([]);
});
