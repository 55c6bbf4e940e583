import { and, eq } from 'drizzle-orm';
import { announcements, merchants, promotionCategories } from '../db/schema';
import { artUrlOf } from '../seed/bannerCopy';
import { withHostileMarkup, writeContent } from '../testing/devContent';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';
import { iconCacheControl } from './media';

const current = platformPerTest();

const allTypes = '?types=B,PL,PU,PR,H&platform=W';

function announcementsAt(host: string, query = allTypes, headers: Record<string, string> = {}) {
  return contractValue(current.platform.app, 'announcements', query, { host, headers });
}

describe('announcements (MCSFE_getListAnnouncements)', () => {
  it('answers each asked list; popups carry their audience and the merchant decides which it runs', async () => {
    const siam = await announcementsAt(hosts.siam, allTypes, { Language: 'EN' });
    expect(Object.keys(siam).sort()).toEqual(['banners', 'hot', 'player', 'popup', 'promotion']);
    expect(siam.popup?.map((popup) => [popup.execution, popup.title])).toEqual([
      ['B', 'Welcome to Siam Lagoon'],
      ['A', "Today's offers"],
      ['F', 'Your first deposit bonus'],
    ]);
    const lotus = await announcementsAt(hosts.lotus, '?types=PU&platform=W', { Language: 'EN' });
    expect(Object.keys(lotus)).toEqual(['popup']);
    expect(lotus.popup?.map((popup) => popup.execution)).toEqual(['A', 'F']);
  });

  it('filters popups by execution when asked, as older builds ask', async () => {
    const visitors = await announcementsAt(hosts.siam, '?types=PU&platform=W&execution=B', { Language: 'EN' });
    expect(visitors.popup?.map((popup) => popup.execution)).toEqual(['B']);
  });

  it('answers in the Language header, in English where the merchant wrote nothing in it', async () => {
    const thai = await announcementsAt(hosts.siam, '?types=PU&platform=W', { Language: 'TH' });
    expect(thai.popup?.[0]?.title).toBe('ยินดีต้อนรับสู่ Siam Lagoon');
    const vietnamese = await announcementsAt(hosts.siam, '?types=PU&platform=W', { Language: 'VI' });
    expect(vietnamese.popup?.[0]?.title).toBe('Welcome to Siam Lagoon');
  });

  it('leaves out what has not started or has ended, and what is for the other platform', async () => {
    const { db } = current.platform.platform;
    const member = await memberAt(current.platform, 'siam99', 'player01');
    const base = {
      merchantId: member.merchantId,
      type: 'PL',
      lang: 'EN',
      content: '<p>x</p>',
      startsAt: new Date(current.now - 60_000),
    };
    await db.insert(announcements).values([
      { ...base, title: 'running' },
      { ...base, title: 'later', startsAt: new Date(current.now + 60_000) },
      { ...base, title: 'over', endsAt: new Date(current.now - 1) },
      { ...base, title: 'mobile only', platform: 'M' },
    ]);
    const notices = await announcementsAt(hosts.siam, '?types=PL&platform=W', { Language: 'EN' });
    const inserted = new Set(['running', 'later', 'over', 'mobile only']);
    // The seeded notices answer beside them (see below).
    expect(notices.player?.map((notice) => notice.title).filter((title) => inserted.has(title ?? ''))).toEqual([
      'running',
    ]);
  });

  it('answers the HTML of a popup as written, hostile markup included, for the client to sanitise', async () => {
    const written = new Map<string, string>();
    for (const execution of ['B', 'A', 'F']) {
      const content = withHostileMarkup(`<p>Popup for ${execution}.</p>`);
      const id = await writeContent(current.platform.app, 'siam99', 'popups', {
        lang: 'EN',
        execution,
        title: `Hostile ${execution}`,
        content,
      });
      written.set(String(id), content);
    }
    const { popup } = await announcementsAt(hosts.siam, '?types=PU&platform=W', { Language: 'EN' });
    const hostile = (popup ?? []).filter((item) => written.has(String(item.id)));
    expect(hostile.map((item) => [item.execution, item.title])).toEqual([
      ['B', 'Hostile B'],
      ['A', 'Hostile A'],
      ['F', 'Hostile F'],
    ]);
    for (const item of hostile) expect(item.content).toBe(written.get(String(item.id)));
  });
});

/** A site's brand folder, language and main domain, as the seed gives them. */
const sites = {
  lotus: { host: hosts.lotus, code: 'lotus88', own: 'VI' },
  siam: { host: hosts.siam, code: 'siam99', own: 'TH' },
  sahara: { host: hosts.sahara, code: 'sahara7', own: 'AR' },
} as const;

/** How many banners each slot runs; a site has only the game-centre slots of its lanes. */
const slotSizes = {
  w_home: 3,
  w_promotion: 2,
  w_hot: 2,
  w_rng: 2,
  w_live: 2,
  w_fish: 1,
  w_pvp: 2,
  w_sports: 2,
  w_esports: 1,
  w_elott: 2,
  w_lott: 2,
};
const slotsOf = {
  lotus: Object.keys(slotSizes),
  siam: Object.keys(slotSizes).filter((group) => group !== 'w_pvp'),
  sahara: Object.keys(slotSizes).filter((group) => !['w_fish', 'w_elott'].includes(group)),
};

type Banners = NonNullable<Awaited<ReturnType<typeof announcementsAt>>['banners']>;

/** The banners of each slot, in the answer's order. */
function bySlot(banners: Banners): Record<string, Banners> {
  const slots: Record<string, Banners> = {};
  for (const banner of banners) (slots[banner.groupName ?? ''] ??= []).push(banner);
  return slots;
}

describe('banners (type B)', () => {
  it('fill the home, promotion and hot slots and one per game centre a site has, in English and its own language', async () => {
    for (const [brand, site] of Object.entries(sites)) {
      for (const language of ['EN', site.own]) {
        const banners = (await announcementsAt(site.host, '?types=B&platform=W', { Language: language })).banners ?? [];
        const slots = bySlot(banners);
        expect(Object.keys(slots), `${brand} ${language}`).toEqual(slotsOf[brand as keyof typeof slotsOf]);
        for (const [group, list] of Object.entries(slots)) {
          expect(list.length, `${brand} ${group}`).toBe(slotSizes[group as keyof typeof slotSizes]);
        }
        for (const banner of banners) {
          expect(banner.title).toBeTruthy();
          // Plain words: the client shows them as text and the art draws them.
          expect(banner.title).not.toMatch(/[<>&]/);
          expect(banner.content).toBe('');
          expect(banner.startDate).toBeLessThanOrEqual(current.now);
          expect(banner.endDate).toBe('');
          expect(banner.announcementImages).toEqual([
            { url: expect.stringMatching(/^\/wps\/media\/banner\/[a-z0-9-]+\.svg\?v=[0-9a-f]{12}$/), sequence: 1 },
          ]);
        }
      }
    }
    // The mobile platform has none: these slots are the web's.
    expect((await announcementsAt(hosts.lotus, '?types=B&platform=M')).banners).toEqual([]);
  });

  it('are written in the asked language, with art of those words; a language the site lacks reads English', async () => {
    const english = await announcementsAt(hosts.siam, '?types=B&platform=W', { Language: 'EN' });
    const thai = await announcementsAt(hosts.siam, '?types=B&platform=W', { Language: 'TH' });
    const home = (answer: typeof english) => bySlot(answer.banners ?? []).w_home ?? [];
    expect(home(english).map((banner) => banner.title)).toEqual([
      '100% welcome bonus on your first deposit',
      "Spin today's hottest slots",
      'Live dealers around the clock',
    ]);
    expect(home(thai)[0]?.title).toBe('โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก');
    expect(home(thai)[0]?.announcementImages?.[0]?.url).toMatch(/^\/wps\/media\/banner\/home-welcome-th\.svg\?v=/);
    expect(home(english)[0]?.announcementImages?.[0]?.url).toMatch(/^\/wps\/media\/banner\/home-welcome-en\.svg\?v=/);
    // The same slots and links in both: only the words and their art differ.
    const shape = (answer: typeof english) =>
      (answer.banners ?? []).map(({ groupName, linkageType, roomId, nodeId, vendor }) => ({
        groupName,
        linkageType,
        roomId,
        nodeId,
        vendor,
      }));
    expect(shape(thai)).toEqual(shape(english));
    expect(await announcementsAt(hosts.siam, '?types=B&platform=W', { Language: 'VI' })).toEqual(english);
    const arabic = await announcementsAt(hosts.sahara, '?types=B&platform=W', { Language: 'AR' });
    expect(bySlot(arabic.banners ?? []).w_esports?.[0]?.title).toBe('رياضات إلكترونية مباشرة: ادعم فريقك');
  });

  it('give the fish and e-sports slots a single banner, so one slide shows that neither loops nor autoplays', async () => {
    const lotus = bySlot((await announcementsAt(hosts.lotus, '?types=B&platform=W')).banners ?? []);
    expect(lotus.w_fish?.map((banner) => banner.title)).toEqual(['Catch the big fish']);
    const sahara = bySlot((await announcementsAt(hosts.sahara, '?types=B&platform=W')).banners ?? []);
    expect(sahara.w_esports).toHaveLength(1);
    expect(sahara.w_fish).toBeUndefined();
  });

  it('link to a promotion of the same answer, a same-site path or the main domain, or nothing', async () => {
    for (const [brand, site] of Object.entries(sites)) {
      const [merchant] = await current.platform.platform.db
        .select()
        .from(merchants)
        .where(eq(merchants.code, site.code));
      for (const language of ['EN', site.own]) {
        const answer = await announcementsAt(site.host, '?types=B,PR&platform=W', { Language: language });
        const promotionIds = (answer.promotion ?? []).map((promotion) => String(promotion.id));
        expect(promotionIds).toHaveLength(6);
        const banners = answer.banners ?? [];
        expect(new Set(banners.map((banner) => banner.linkageType)), brand).toEqual(new Set(['P', 'G', 'URL', '']));
        for (const banner of banners) {
          if (banner.linkageType === 'P') expect(promotionIds).toContain(banner.linkage);
          if (banner.linkageType === 'URL') {
            expect(banner.url).toBe(banner.linkage);
            expect(
              banner.linkage?.startsWith('/') || banner.linkage?.startsWith(`https://${merchant?.mainDomain}/`),
            ).toBe(true);
          }
          if (banner.linkageType === '') expect([banner.linkage, banner.url, banner.nodeId]).toEqual(['', '', '']);
        }
        // The home slot's welcome banner leads to the welcome promotion.
        const welcome = answer.promotion?.find(
          (promotion) => String(promotion.id) === bySlot(banners).w_home?.[0]?.linkage,
        );
        expect(welcome?.title).toMatch(/100%/);
      }
    }
  });

  it('start a game or a poker room the site offers: the node id, vendor and room id launch it', async () => {
    for (const site of Object.values(sites)) {
      const banners = (await announcementsAt(site.host, '?types=B&platform=W', { Language: 'EN' })).banners ?? [];
      const token = await sessionFor(current.platform, site.code, 'player01');
      const games = banners.filter((banner) => banner.linkageType === 'G');
      expect(games.length).toBeGreaterThanOrEqual(6);
      for (const banner of games) {
        expect(banner.linkage).toBe('');
        // As the client starts it: the room id as gameId (contract §4.3), of the banner's vendor.
        const launched = await contractValue(
          current.platform.app,
          'launchGame',
          `?launchMode=GLS&gameId=${String(banner.roomId)}&vassalage=${banner.vendor ?? ''}`,
          { host: site.host, headers: { authorization: token } },
        );
        expect(launched.content?.game_url, banner.title ?? undefined).toMatch(
          new RegExp(`^/wps/game/demo/${String(banner.nodeId)}\\?mode=real&ticket=`),
        );
      }
      const slots = bySlot(banners);
      // The hot slot's game is the hot list's first; the PVP slot opens a high-roller room.
      const hot = await contractValue(current.platform.app, 'hotGames', '', { host: site.host });
      expect(String(slots.w_hot?.[0]?.nodeId)).toBe(String(hot.list[0]?.nodeId));
      if (slots.w_pvp) expect(slots.w_pvp[0]?.roomId).toMatch(/^[A-Z0-9_]+\d{4}-R3$/);
    }
  });

  it('name the art of today: a URL stored with an older digest is answered with the current one', async () => {
    const member = await memberAt(current.platform, 'lotus88', 'player01');
    await current.platform.platform.db.insert(announcements).values({
      merchantId: member.merchantId,
      type: 'B',
      platform: 'W',
      lang: 'EN',
      groupName: 'w_login',
      title: 'Old art',
      images: ['/wps/media/banner/hot-new-en.svg?v=000000000000', 'https://images.example/banner.png'],
      startsAt: new Date(current.now - 60_000),
    });
    const banners = (await announcementsAt(hosts.lotus, '?types=B&platform=W', { Language: 'EN' })).banners ?? [];
    const login = banners.find((banner) => banner.groupName === 'w_login');
    expect(login?.announcementImages).toEqual([
      { url: artUrlOf('hot-new-en'), sequence: 1 },
      { url: 'https://images.example/banner.png', sequence: 2 },
    ]);
  });
});

type Promotions = NonNullable<Awaited<ReturnType<typeof announcementsAt>>['promotion']>;

/** The seeded promotions of a site in a language, as the promotions page asks them (platform W). */
async function promotionsAt(host: string, language: string): Promise<Promotions> {
  return (await announcementsAt(host, '?types=PR&platform=W', { Language: language })).promotion ?? [];
}

function categoriesAt(host: string, language?: string) {
  return contractValue(current.platform.app, 'promotionCategories', '', {
    host,
    headers: language ? { Language: language } : {},
  });
}

const day = 24 * 60 * 60 * 1000;

describe('promotions (type PR)', () => {
  it('are six per site and language, in order, with their art, HTML terms and a period around today', async () => {
    expect((await promotionsAt(hosts.siam, 'EN')).map((promotion) => promotion.title)).toEqual([
      'Welcome bonus: 100% on your first deposit',
      'Free spins every Friday',
      'Daily rebate on slots and live casino',
      'Weekend reload: 50% on your deposits',
      'Slots tournament: share 10,000 in prizes',
      'Live casino cashback up to 10% every Monday',
    ]);
    expect((await promotionsAt(hosts.lotus, 'VI')).map((promotion) => promotion.title).slice(0, 2)).toEqual([
      'Thưởng chào mừng: 100% cho lần nạp đầu',
      'Vòng quay miễn phí mỗi thứ Sáu',
    ]);
    expect((await promotionsAt(hosts.sahara, 'AR'))[3]?.title).toBe('مكافأة نهاية الأسبوع: 50% على إيداعاتك');
    for (const site of Object.values(sites)) {
      for (const language of ['EN', site.own]) {
        const promotions = await promotionsAt(site.host, language);
        expect(promotions, `${site.code} ${language}`).toHaveLength(6);
        for (const promotion of promotions) {
          expect(promotion.title).not.toMatch(/[<>&]/);
          expect(promotion.announcementImages).toEqual([
            {
              url: expect.stringMatching(
                new RegExp(`^/wps/media/banner/promo-[a-z-]+-(en|${language.toLowerCase()})\\.svg\\?v=[0-9a-f]{12}$`),
              ),
              sequence: 1,
            },
          ]);
          // Terms as an editor writes them: a paragraph, a table, a heading over numbered rules, a closing line.
          expect(promotion.content).toMatch(
            /^<p>[^<]+<\/p><table><thead><tr><th>.+<\/tbody><\/table><h3>[^<]+<\/h3><ol>(<li>[^<]+<\/li>)+<\/ol><p>[^<]+<\/p>/,
          );
          // Whole days around today: started, not ended.
          const starts = Number(promotion.startDate);
          const ends = Number(promotion.endDate);
          expect([starts % day, ends % day]).toEqual([0, 0]);
          expect(starts).toBeLessThanOrEqual(current.now);
          expect(ends).toBeGreaterThan(current.now);
        }
      }
    }
  });

  it('name their categories by id (and the first by code), four categories of the site', async () => {
    for (const site of Object.values(sites)) {
      const { categories } = await categoriesAt(site.host, 'EN');
      const codeOf = new Map(categories.map((category) => [String(category.id), category.code]));
      const english = await promotionsAt(site.host, 'EN');
      const own = await promotionsAt(site.host, site.own);
      const codes = (promotions: Promotions) =>
        promotions.map((promotion) =>
          (promotion.promoAnnouncementCategoryIds ?? []).map((id) => codeOf.get(String(id))),
        );
      expect(codes(english)).toEqual([
        ['new_player', 'deposit_promo'],
        ['rng_promo'],
        ['rebate_promo'],
        ['deposit_promo'],
        ['rng_promo'],
        ['rebate_promo'],
      ]);
      // The same categories in every language: only the words differ.
      expect(codes(own)).toEqual(codes(english));
      expect(english.map((promotion) => promotion.category)).toEqual(codes(english).map((list) => list[0]));
    }
    // Other lists carry no category.
    const banners = (await announcementsAt(hosts.lotus, '?types=B&platform=W')).banners ?? [];
    expect(banners.some((banner) => 'promoAnnouncementCategoryIds' in banner || 'category' in banner)).toBe(false);
  });

  it('answer the terms of a promotion as written, hostile markup included, in every site and language', async () => {
    for (const site of Object.values(sites)) {
      for (const language of ['EN', site.own]) {
        const content = withHostileMarkup(`<p>Terms in ${language}.</p>`);
        const id = await writeContent(current.platform.app, site.code, 'promotions', {
          lang: language,
          title: `Hostile terms ${language}`,
          content,
          categories: ['rng_promo'],
        });
        const promotions = await promotionsAt(site.host, language);
        // After the six of the seed, as a merchant's newest promotion.
        expect(promotions.map((promotion) => promotion.id).indexOf(id), `${site.code} ${language}`).toBe(6);
        expect(promotions[6]).toMatchObject({ title: `Hostile terms ${language}`, content, category: 'rng_promo' });
      }
    }
  });

  it('leave the answer when they end; the rest run on', async () => {
    const first = (await promotionsAt(hosts.lotus, 'EN')).map((promotion) => promotion.title);
    // The weekend reload ends in 25 days, the tournament in 21.
    current.now += 26 * day;
    const later = (await promotionsAt(hosts.lotus, 'EN')).map((promotion) => promotion.title);
    expect(later).toEqual(first.filter((title) => !/^Weekend reload|^Slots tournament/.test(title ?? '')));
  });

  it('answer English where the site wrote none in the asked language', async () => {
    const english = await promotionsAt(hosts.sahara, 'EN');
    expect(await promotionsAt(hosts.sahara, 'FA')).toEqual(english);
    expect(await promotionsAt(hosts.sahara, 'VI')).toEqual(english);
    expect((await promotionsAt(hosts.sahara, 'AR')).map((promotion) => promotion.id)).not.toEqual(
      english.map((promotion) => promotion.id),
    );
  });
});

describe('promotion categories (PROMOFE_getPromotionAnnouncementCategory)', () => {
  it('answer the site’s categories in their order, named in the caller’s language', async () => {
    const english = await categoriesAt(hosts.lotus, 'EN');
    expect(english.categories.map(({ code, name }) => [code, name])).toEqual([
      ['rng_promo', 'Slots'],
      ['live_promo', 'Live casino'],
      ['pvp_promo', 'Card games'],
      ['sport_promo', 'Sports'],
      ['fish_promo', 'Fishing'],
      ['lotto_promo', 'Lottery'],
      ['rebate_promo', 'Rebates'],
      ['deposit_promo', 'Deposit bonuses'],
      ['player_rank_rules', 'VIP levels'],
      ['point_mall', 'Points mall'],
      ['app_download', 'App download'],
      ['new_player', 'New players'],
      ['other_promo', 'Other'],
    ]);
    expect(english.categories.map((category) => category.sort)).toEqual(
      english.categories.map((_, index) => index + 1),
    );
    const name = async (host: string, language: string | undefined, code: string) =>
      (await categoriesAt(host, language)).categories.find((category) => category.code === code)?.name;
    expect(await name(hosts.lotus, 'VI', 'rng_promo')).toBe('Slot');
    expect(await name(hosts.siam, 'TH', 'deposit_promo')).toBe('โบนัสเงินฝาก');
    expect(await name(hosts.sahara, 'AR', 'new_player')).toBe('اللاعبون الجدد');
    expect(await name(hosts.sahara, 'CN', 'rebate_promo')).toBe('返水');
    expect(await name(hosts.sahara, 'zh', 'rebate_promo')).toBe('返水');
    // A language no name is written in, or none at all: English.
    expect(await name(hosts.sahara, 'FA', 'rebate_promo')).toBe('Rebates');
    expect(await name(hosts.sahara, undefined, 'rebate_promo')).toBe('Rebates');
  });

  it('are each site’s own: the ids of one site are not another’s', async () => {
    const ids = async (host: string) => (await categoriesAt(host)).categories.map((category) => String(category.id));
    const lotus = await ids(hosts.lotus);
    const siam = await ids(hosts.siam);
    expect(lotus).toHaveLength(13);
    expect(siam.filter((id) => lotus.includes(id))).toEqual([]);
    const { db } = current.platform.platform;
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'siam99'));
    await db
      .update(promotionCategories)
      .set({ names: { EN: 'Jackpots', TH: 'แจ็คพอต' } })
      .where(and(eq(promotionCategories.merchantId, merchant?.id ?? 0), eq(promotionCategories.code, 'rng_promo')));
    expect((await categoriesAt(hosts.siam, 'TH')).categories[0]?.name).toBe('แจ็คพอต');
    expect((await categoriesAt(hosts.lotus, 'TH')).categories[0]?.name).toBe('สล็อต');
  });
});

type Notices = NonNullable<Awaited<ReturnType<typeof announcementsAt>>['player']>;

/** The seeded notices of a site in a language, as a client asks them (platform W). */
async function noticesAt(host: string, language: string): Promise<Notices> {
  return (await announcementsAt(host, '?types=PL&platform=W', { Language: language })).player ?? [];
}

describe('notices (type PL)', () => {
  it('are eight per site and language, in order, answered alone as the player list', async () => {
    const english = await announcementsAt(hosts.siam, '?types=PL&platform=W', { Language: 'EN' });
    expect(Object.keys(english)).toEqual(['player']);
    expect(english.player?.map((notice) => notice.title)).toEqual([
      expect.stringMatching(/^Scheduled maintenance: [A-Z0-9]+ games$/),
      'New game: Jade Dragon Riches',
      'Deposit and withdrawal hours',
      'Holiday reload bonus: 30% on every deposit',
      'Play responsibly',
      'Security reminder: protect your account',
      'Download our mobile app',
      'Customer service hours',
    ]);
    for (const [brand, site] of Object.entries(sites)) {
      const [merchant] = await current.platform.platform.db
        .select()
        .from(merchants)
        .where(eq(merchants.code, site.code));
      const inEnglish = await noticesAt(site.host, 'EN');
      const own = await noticesAt(site.host, site.own);
      for (const notices of [inEnglish, own]) {
        expect(notices, brand).toHaveLength(8);
        expect(new Set(notices.map((notice) => notice.id)).size).toBe(8);
        for (const notice of notices) {
          // Plain text: the ticker shows it as written.
          expect(notice.title).toBeTruthy();
          expect(notice.title).not.toMatch(/[<>&]/);
          expect(notice.startDate).toBeLessThanOrEqual(current.now);
          expect(notice.endDate).toBe('');
          expect(notice.content).toMatch(/^<p>/);
        }
        // Ordinary formatting across the eight: lists, bold, a table, same-site links and the main domain's.
        const html = notices.map((notice) => notice.content ?? '').join('');
        for (const markup of ['<ul>', '<ol>', '<strong>', '<table>', 'href="/promotions"', 'href="/help"']) {
          expect(html, `${brand} ${markup}`).toContain(markup);
        }
        expect(html).toContain(`<a href="https://${merchant?.mainDomain ?? ''}/down">`);
      }
      // Written in the site's language: the same notices, other words.
      expect(own.map((notice) => notice.title)).not.toContain(inEnglish[1]?.title);
      expect(own[1]?.title).toContain('Jade Dragon Riches');
      // Every platform runs them.
      expect(await announcementsAt(site.host, '?types=PL&platform=M', { Language: 'EN' })).toEqual({
        player: inEnglish,
      });
    }
    expect((await noticesAt(hosts.lotus, 'VI'))[0]?.title).toMatch(/^Bảo trì định kỳ: trò chơi [A-Z0-9]+$/);
    expect((await noticesAt(hosts.sahara, 'AR'))[4]?.title).toBe('العب بمسؤولية');
    const thai = await noticesAt(hosts.siam, 'TH');
    expect(thai[6]?.content).toMatch(/^<p>เล่นได้ทุกที่/);
  });

  it('answer the HTML of a notice as written, hostile markup included, in every site and language', async () => {
    for (const site of Object.values(sites)) {
      for (const language of ['EN', site.own]) {
        const content = withHostileMarkup(`<p>Notice in ${language}.</p>`);
        const id = await writeContent(current.platform.app, site.code, 'notices', {
          lang: language,
          title: `Hostile notice ${language}`,
          content,
        });
        const notices = await noticesAt(site.host, language);
        expect(notices.map((notice) => notice.id).indexOf(id), `${site.code} ${language}`).toBe(8);
        expect(notices[8]).toMatchObject({ title: `Hostile notice ${language}`, content });
      }
    }
  });

  it('answer English where the site wrote none in the asked language', async () => {
    const english = await noticesAt(hosts.siam, 'EN');
    expect(await noticesAt(hosts.siam, 'VI')).toEqual(english);
    expect(await noticesAt(hosts.siam, 'CN')).toEqual(english);
    expect(await noticesAt(hosts.sahara, 'TH')).toEqual(await noticesAt(hosts.sahara, 'EN'));
    expect((await noticesAt(hosts.siam, 'TH')).map((notice) => notice.id)).not.toEqual(english.map((n) => n.id));
  });
});

describe('banner art (/wps/media/banner/)', () => {
  it('is the drawing of the banner title, cached for good and sent inert; revalidation answers 304', async () => {
    const banners = (await announcementsAt(hosts.siam, '?types=B&platform=W', { Language: 'TH' })).banners ?? [];
    const [banner] = banners;
    const url = banner?.announcementImages?.[0]?.url ?? '';
    // Media belong to no merchant: any host gets them.
    const response = await call(current.platform.app, url, { host: 'nobody.localhost' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(iconCacheControl);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const etag = response.headers.get('etag') ?? '';
    expect(url).toContain(`?v=${etag.replace(/"/g, '')}`);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="400"/);
    expect(svg).toContain(`<title>${banner?.title ?? ''}</title>`);
    expect(svg).toContain('lang="th"');
    expect(svg).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    const revalidated = await call(current.platform.app, url, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    const head = await call(current.platform.app, url, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
  });

  it('is a 404 for any other slug or file, a 405 for another verb', async () => {
    for (const path of [
      '/wps/media/banner/nothing-here-en.svg',
      '/wps/media/banner/home-welcome-fr.svg',
      '/wps/media/banner/Home-Welcome-EN.svg',
      '/wps/media/banner/home-welcome-en.png',
      '/wps/media/banner/home-welcome-en',
      '/wps/media/banner/%3Cscript%3E.svg',
    ]) {
      const missing = await call(current.platform.app, path);
      expect(missing.status, path).toBe(404);
      expect(await envelope(missing)).toMatchObject({ errorCode: 'not_found' });
    }
    const post = await call(current.platform.app, '/wps/media/banner/home-welcome-en.svg', { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
