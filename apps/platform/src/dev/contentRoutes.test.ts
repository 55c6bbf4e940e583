import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope } from '../testing/testPlatform';

const current = platformPerTest();

const send = (method: 'POST' | 'DELETE', path: string, json: unknown = {}) =>
  call(current.platform.app, path, { method, json });
const write = async (path: string, json: unknown) => {
  const response = await send('POST', path, json);
  const body = await envelope(response);
  expect(response.status, body.message ?? '').toBe(200);
  return body.value as { id: number; code: string; sort: number };
};

const listsAt = (host: string, language: string, types = 'PL,PU,PR') =>
  contractValue(current.platform.app, 'announcements', `?types=${types}&platform=W`, {
    host,
    headers: { Language: language },
  });
const helpAt = (host: string, lang: string) =>
  contractValue(current.platform.app, 'helpCenter', `?lang=${lang}&device=WEB`, { host });

const hour = 60 * 60 * 1000;

describe('dev content endpoints', () => {
  it("add a notice after the merchant's others in its language, seen on the next read, and remove it", async () => {
    const before = (await listsAt(hosts.siam, 'TH')).player ?? [];
    const written = await write('/__dev/merchants/siam99/notices', {
      lang: 'TH',
      title: 'ปิดปรับปรุงระบบฝากเงินชั่วคราว',
      content: '<p>ระบบฝากเงินจะปิดปรับปรุงเวลา 02:00-03:00 น.</p>',
    });
    expect(written).toMatchObject({ code: 'siam99', id: expect.any(Number), sort: before.length });

    const after = (await listsAt(hosts.siam, 'TH')).player ?? [];
    expect(after.map((notice) => notice.id)).toEqual([...before.map((notice) => notice.id), written.id]);
    expect(after.at(-1)).toMatchObject({
      title: 'ปิดปรับปรุงระบบฝากเงินชั่วคราว',
      content: '<p>ระบบฝากเงินจะปิดปรับปรุงเวลา 02:00-03:00 น.</p>',
      startDate: current.now,
      endDate: '',
    });
    // Only that merchant, only that language.
    expect(((await listsAt(hosts.siam, 'EN')).player ?? []).map((notice) => notice.id)).not.toContain(written.id);
    expect(((await listsAt(hosts.lotus, 'TH')).player ?? []).map((notice) => notice.id)).not.toContain(written.id);

    const removed = await send('DELETE', `/__dev/merchants/siam99/notices/${written.id}`);
    expect(await envelope(removed)).toMatchObject({ success: true, value: { code: 'siam99', id: written.id } });
    expect((await listsAt(hosts.siam, 'TH')).player).toEqual(before);
    const again = await send('DELETE', `/__dev/merchants/siam99/notices/${written.id}`);
    expect(again.status).toBe(404);
    expect((await envelope(again)).message).toBe(`siam99 has no notice ${written.id}.`);
  });

  it('add a popup for its audience, running from startsAt until endsAt, at the sort asked', async () => {
    const written = await write('/__dev/merchants/sahara7/popups', {
      lang: 'AR',
      execution: 'B',
      title: 'مرحبًا بالزوار',
      content: '<p>سجّل الآن.</p>',
      sort: 0,
      startsAt: new Date(current.now + hour).toISOString(),
      endsAt: new Date(current.now + 2 * hour).toISOString(),
    });
    const visitors = async () =>
      (
        await contractValue(current.platform.app, 'announcements', '?types=PU&platform=W&execution=B', {
          host: hosts.sahara,
          headers: { Language: 'AR' },
        })
      ).popup ?? [];
    expect(await visitors()).toEqual([]);
    current.now += hour;
    expect(await visitors()).toEqual([
      expect.objectContaining({ id: written.id, execution: 'B', title: 'مرحبًا بالزوار', content: '<p>سجّل الآن.</p>' }),
    ]);
    current.now += hour;
    expect(await visitors()).toEqual([]);
  });

  it('add a promotion filed under category codes, with its pictures, and refuse a code the merchant lacks', async () => {
    const written = await write('/__dev/merchants/lotus88/promotions', {
      lang: 'VI',
      title: 'Hoàn trả thể thao 1%',
      content: '<p>Hoàn trả mỗi ngày.</p>',
      categories: ['sport_promo', 'rebate_promo'],
      images: ['https://img.example/rebate.png'],
      endsAt: new Date(current.now + 30 * 24 * hour).toISOString(),
    });
    const categories = await contractValue(current.platform.app, 'promotionCategories', '', { host: hosts.lotus });
    const idOf = (code: string) => categories.categories.find((category) => category.code === code)?.id;
    const promotion = ((await listsAt(hosts.lotus, 'VI', 'PR')).promotion ?? []).find(
      (candidate) => candidate.id === written.id,
    );
    expect(promotion).toMatchObject({
      title: 'Hoàn trả thể thao 1%',
      category: 'sport_promo',
      promoAnnouncementCategoryIds: [idOf('sport_promo'), idOf('rebate_promo')],
      announcementImages: [{ url: 'https://img.example/rebate.png', sequence: 1 }],
      endDate: current.now + 30 * 24 * hour,
    });

    const unknown = await send('POST', '/__dev/merchants/lotus88/promotions', {
      lang: 'VI',
      title: 'x',
      content: '<p>x</p>',
      categories: ['jackpot_promo'],
    });
    expect(unknown.status).toBe(400);
    expect((await envelope(unknown)).message).toMatch(
      /^Field "categories" is invalid: lotus88 has no promotion category jackpot_promo \(it has rng_promo, .*other_promo\)\.$/,
    );
  });

  it('add a help entry at the end of its language and a question under the FAQ; a tag is taken once', async () => {
    const entry = await write('/__dev/merchants/siam99/help', {
      lang: 'TH',
      tag: 'vip',
      title: 'ระดับวีไอพี',
      content: '<p>สะสมยอดเล่นเพื่อเลื่อนระดับ</p>',
      bgColor: '#0969da',
    });
    await write('/__dev/merchants/siam99/help', {
      lang: 'TH',
      tag: 'faqs-4',
      parent: 'faqs',
      title: 'ถอนเงินได้วันละกี่ครั้ง',
      content: '<p>ไม่จำกัดจำนวนครั้ง</p>',
    });
    const help = await helpAt(hosts.siam, 'TH');
    expect(help.map((item) => item.tag)).toEqual(['aboutus', 'deposit', 'withdraw', 'game', 'faqs', 'term', 'vip']);
    expect(help.at(-1)).toMatchObject({
      title: 'ระดับวีไอพี',
      content: '<p>สะสมยอดเล่นเพื่อเลื่อนระดับ</p>',
      bgColor: '#0969da',
    });
    expect(help.find((item) => item.tag === 'faqs')?.children?.map((child) => child.tag)).toEqual([
      'faqs-1',
      'faqs-2',
      'faqs-3',
      'faqs-4',
    ]);
    expect((await helpAt(hosts.siam, 'EN')).map((item) => item.tag)).not.toContain('vip');

    const taken = await send('POST', '/__dev/merchants/siam99/help', {
      lang: 'TH',
      tag: 'deposit',
      title: 'x',
      content: '',
    });
    expect(taken.status).toBe(400);
    expect((await envelope(taken)).message).toBe(
      'Field "tag" is invalid: siam99 has a help entry deposit in TH already (a tag is its anchor).',
    );
    const orphan = await send('POST', '/__dev/merchants/siam99/help', {
      lang: 'TH',
      tag: 'lost',
      parent: 'faqs-1',
      title: 'x',
      content: '',
    });
    expect((await envelope(orphan)).message).toBe(
      'Field "parent" is invalid: siam99 has no top-level help entry faqs-1 in TH.',
    );

    // A removed entry takes its children along.
    const faqs = await write('/__dev/merchants/siam99/help', { lang: 'EN', tag: 'more', title: 'More', content: '' });
    await write('/__dev/merchants/siam99/help', {
      lang: 'EN',
      tag: 'more-1',
      parent: 'more',
      title: 'Q',
      content: '<p>A</p>',
    });
    expect((await send('DELETE', `/__dev/merchants/siam99/help/${faqs.id}`)).status).toBe(200);
    expect((await send('DELETE', `/__dev/merchants/siam99/help/${entry.id}`)).status).toBe(200);
    const english = await helpAt(hosts.siam, 'EN');
    expect(english.map((item) => item.tag)).toEqual(['aboutus', 'deposit', 'withdraw', 'game', 'faqs', 'term']);
    expect((await helpAt(hosts.siam, 'TH')).map((item) => item.tag)).not.toContain('vip');
  });

  it.each([
    ['/__dev/merchants/lotus88/notices', {}, 'Field "lang" is missing from the request body.'],
    [
      '/__dev/merchants/lotus88/notices',
      { lang: 'vi', title: 'x', content: '<p>x</p>' },
      'Field "lang" is invalid: must be a language code in capitals, such as EN or TH.',
    ],
    [
      '/__dev/merchants/lotus88/notices',
      { lang: 'VI', title: '  ', content: '<p>x</p>' },
      'Field "title" is invalid: must not be empty.',
    ],
    [
      '/__dev/merchants/lotus88/notices',
      { lang: 'VI', title: 'x', content: '' },
      'Field "content" is invalid: must not be empty.',
    ],
    [
      '/__dev/merchants/lotus88/notices',
      { lang: 'VI', titel: 'x', title: 'x', content: '<p>x</p>' },
      'Field "titel" is invalid: not a field of a notice (lang, title, content, platform, sort, startsAt, endsAt).',
    ],
    [
      '/__dev/merchants/lotus88/notices',
      { lang: 'VI', title: 'x', content: '<p>x</p>', platform: 'TV' },
      'Field "platform" is invalid: must be W (web), M (mobile) or * (both).',
    ],
    [
      '/__dev/merchants/lotus88/notices',
      { lang: 'VI', title: 'x', content: '<p>x</p>', sort: 1.5 },
      'Field "sort" is invalid: must be a whole number.',
    ],
    [
      '/__dev/merchants/lotus88/notices',
      { lang: 'VI', title: 'x', content: '<p>x</p>', endsAt: '2020-01-01T00:00:00Z' },
      'Field "endsAt" is invalid: must come after startsAt (or now, without it).',
    ],
    [
      '/__dev/merchants/lotus88/popups',
      { lang: 'VI', title: 'x', content: '<p>x</p>', execution: 'C' },
      'Field "execution" is invalid: must be A (signed-in players), B (visitors) or F (after a first login).',
    ],
    [
      '/__dev/merchants/lotus88/promotions',
      { lang: 'VI', title: 'x', content: '<p>x</p>', images: ['javascript:alert(1)'] },
      'Field "images.0" is invalid: must be an https URL or a path of this site.',
    ],
    [
      '/__dev/merchants/lotus88/help',
      { lang: 'VI', tag: 'Deposit Now', title: 'x', content: '' },
      'Field "tag" is invalid: must be lower-case letters and digits joined by dashes, such as deposit.',
    ],
    ['/__dev/merchants/lotus88/help', 'VI', 'The request body is invalid: must be a JSON object.'],
  ])('refuse a bad body with a 400 naming the field: %s %j', async (path, json, message) => {
    const response = await send('POST', path, json);
    expect(response.status).toBe(400);
    expect(await envelope(response)).toMatchObject({ success: false, errorCode: 'validation_failed', message });
  });

  it('refuse malformed JSON, an unknown merchant and an id of another kind or merchant', async () => {
    const malformed = await call(current.platform.app, '/__dev/merchants/lotus88/notices', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"lang": ',
    });
    expect(await envelope(malformed)).toMatchObject({
      errorCode: 'validation_failed',
      message: 'The request body is not valid JSON.',
    });
    const nobody = await send('POST', '/__dev/merchants/nobody/notices', {
      lang: 'EN',
      title: 'x',
      content: '<p>x</p>',
    });
    expect(nobody.status).toBe(404);

    const notice = await write('/__dev/merchants/lotus88/notices', { lang: 'EN', title: 'x', content: '<p>x</p>' });
    expect((await send('DELETE', `/__dev/merchants/lotus88/popups/${notice.id}`)).status).toBe(404);
    expect((await send('DELETE', `/__dev/merchants/siam99/notices/${notice.id}`)).status).toBe(404);
    expect((await send('DELETE', `/__dev/merchants/lotus88/notices/${notice.id}`)).status).toBe(200);
  });

  it('answer only the callers the other dev endpoints answer: another site’s page or a form post writes nothing', async () => {
    const notice = { lang: 'EN', title: 'Planted', content: '<p>x</p>' };
    const foreign = await call(current.platform.app, '/__dev/merchants/lotus88/notices', {
      method: 'POST',
      json: notice,
      headers: { origin: 'https://attacker.example' },
    });
    expect(foreign.status).toBe(403);
    const form = await call(current.platform.app, '/__dev/merchants/lotus88/notices', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(notice),
    });
    expect(form.status).toBe(415);
    const removal = await call(current.platform.app, '/__dev/merchants/lotus88/notices/1', { method: 'DELETE' });
    expect(removal.status).toBe(415);
    const titles = ((await listsAt(hosts.lotus, 'EN', 'PL')).player ?? []).map((item) => item.title);
    expect(titles).toHaveLength(8);
    expect(titles).not.toContain('Planted');
  });

  it('are listed by GET /__dev, each with what it takes', async () => {
    const { value } = await envelope(await call(current.platform.app, '/__dev'));
    const endpoints = (value as { endpoints: string[] }).endpoints;
    for (const kind of ['notices', 'popups', 'promotions', 'help']) {
      expect(endpoints.some((line) => line.startsWith(`POST /__dev/merchants/:code/${kind} {lang, `))).toBe(true);
    }
    expect(endpoints).toContain(
      'DELETE /__dev/merchants/:code/notices|popups|promotions|help/:id (removes one, written or seeded)',
    );
  });
});
