// The promotions page (spec 2 §2, contract §2.8 and §4.3) against the reference platform: the w_promotion banners,
// the category filters picking the cards, a card's detail (focus back on the card when it closes), the detail a
// banner's P link or the address (#id, ?t=..#id) names on a fresh load, hostile markup written into terms left inert, the
// promotions in a newly chosen language, and axe left to right (siam) and right to left (sahara).
import type { Page } from '@playwright/test';
import { copyOf, type Copy } from './copy';
import { brandUrl, expect, expectNoAxeViolations, test, brandCopy } from './fixtures';
import { dangersIn, hostileResidue, watchForScript, withHostileMarkup } from './hostile';

/** Siam's seeded promotions in Thai, in order, and its filters: "All", then the categories that have promotions. */
const siam = {
  welcome: 'โบนัสต้อนรับ 100% เมื่อฝากครั้งแรก',
  spins: 'ฟรีสปินทุกวันศุกร์',
  rebate: 'คืนยอดเสียรายวันสำหรับสล็อตและคาสิโนสด',
  reload: 'โบนัสเติมเงินวันหยุด 50%',
  tournament: 'ทัวร์นาเมนต์สล็อต ชิงรางวัลรวม 10,000',
  cashback: 'คืนเงินคาสิโนสดสูงสุด 10% ทุกวันจันทร์',
  categories: ['สล็อต', 'คืนยอดเสีย', 'โบนัสเงินฝาก', 'ผู้เล่นใหม่'],
};

function promotionsPage(page: Page, t: Copy) {
  const cards = page.getByRole('list', { name: t('content.PromotionList.list'), exact: true });
  return {
    filters: page.getByRole('group', { name: t('content.PromotionList.categories'), exact: true }).getByRole('button'),
    filter: (name: string) =>
      page
        .getByRole('group', { name: t('content.PromotionList.categories'), exact: true })
        .getByRole('button', { name, exact: true }),
    cards,
    cardTitles: cards.getByRole('heading'),
    card: (title: string) => cards.getByRole('link', { name: title, exact: true }),
    detail: (title: string) => page.getByRole('dialog', { name: title, exact: true }),
    banners: page.getByRole('region', { name: t('web.Page.promotions'), exact: true }),
  };
}

/** The id of a promotion by its title, as the page's own call answers it in `language`. */
async function promotionId(page: Page, title: string, language: string): Promise<string> {
  const list = await page.evaluate(async (lang) => {
    const response = await fetch('/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=W', {
      headers: { Language: lang },
    });
    const body = (await response.json()) as { value: { promotion: Array<{ id: number; title: string }> } };
    return body.value.promotion;
  }, language);
  const found = list.find((promotion) => promotion.title === title);
  if (!found) throw new Error(`No promotion "${title}" in ${language}`);
  return String(found.id);
}

test('siam: the category filters pick the cards; a card opens its detail and closing returns focus to it', async ({
  page,
}) => {
  const t = brandCopy('siam');
  await page.goto(brandUrl('siam', '/promotions'));
  const at = promotionsPage(page, t);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('web.Page.promotions'));
  await expect(at.banners.locator('img')).toHaveCount(2);
  await expect(at.filters).toHaveText([t('content.PromotionList.all'), ...siam.categories]);
  await expect(at.filters.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(at.cardTitles).toHaveText([
    siam.welcome,
    siam.spins,
    siam.rebate,
    siam.reload,
    siam.tournament,
    siam.cashback,
  ]);
  // Each card says when it runs, as a range of dates in Thai.
  await expect(at.cards.getByRole('listitem').first()).toContainText(/\d{4}/);
  await expectNoAxeViolations(page);

  await at.filter('สล็อต').click();
  await expect(at.filter('สล็อต')).toHaveAttribute('aria-pressed', 'true');
  await expect(at.filters.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(at.cardTitles).toHaveText([siam.spins, siam.tournament]);
  await at.filter('โบนัสเงินฝาก').click();
  await expect(at.cardTitles).toHaveText([siam.welcome, siam.reload]);
  // By keyboard too: the next filter, then Space.
  await page.keyboard.press('Tab');
  await expect(at.filter('ผู้เล่นใหม่')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(at.filter('ผู้เล่นใหม่')).toHaveAttribute('aria-pressed', 'true');
  await expect(at.cardTitles).toHaveText([siam.welcome]);

  await at.card(siam.welcome).click();
  const detail = at.detail(siam.welcome);
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(/\/promotions#\d+$/);
  await expect(detail.getByRole('table').first()).toContainText('ยอดฝาก');
  await expect(detail.getByRole('term')).toHaveText([
    t('content.PromotionDetail.starts'),
    t('content.PromotionDetail.ends'),
  ]);
  await expectNoAxeViolations(page);
  await detail.getByRole('button', { name: t('content.PromotionDetail.close'), exact: true }).click();
  await expect(detail).toHaveCount(0);
  await expect(page).toHaveURL(brandUrl('siam', '/promotions'));
  await expect(at.card(siam.welcome)).toBeFocused();

  // Back closes a detail a card opened, like any page it led to.
  await at.card(siam.welcome).press('Enter');
  await expect(detail).toBeVisible();
  await page.goBack();
  await expect(detail).toHaveCount(0);
  await expect(page).toHaveURL(brandUrl('siam', '/promotions'));
});

test('siam: a home banner and a promotion banner lead to the detail of their promotion', async ({ page }) => {
  const t = brandCopy('siam');
  // The first banners stay in view: no rotation under reduced motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(brandUrl('siam', '/'));
  // The home slot's first banner links to the welcome promotion (P).
  const home = page.getByRole('region', { name: t('content.BannerCarousel.label'), exact: true });
  const welcomeBanner = home.getByRole('link', { name: 'โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก', exact: true });
  await expect(welcomeBanner).toHaveAttribute('href', /^\/promotions#\d+$/);
  await welcomeBanner.click();
  const at = promotionsPage(page, t);
  await expect(at.detail(siam.welcome)).toBeVisible();
  await expect(page).toHaveURL(/\/promotions#\d+$/);
  await page.keyboard.press('Escape');
  await expect(at.detail(siam.welcome)).toHaveCount(0);
  await expect(at.card(siam.welcome)).toBeFocused();

  // The promotions page's own slot: its rebate banner opens the rebate, from under another filter.
  await at.filter('สล็อต').click();
  await at.banners.getByRole('link', { name: 'คืนยอดเสียทุกวันสำหรับสล็อตและคาสิโนสด', exact: true }).click();
  await expect(at.detail(siam.rebate)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(at.card(siam.rebate)).toBeFocused();
});

test('siam: /promotions#<id> and ?t=..#<id> open that detail on a fresh load; an ended one is said to be over', async ({
  page,
}) => {
  const t = brandCopy('siam');
  await page.goto(brandUrl('siam', '/robots.txt'));
  const id = await promotionId(page, siam.tournament, 'TH');
  const at = promotionsPage(page, t);

  await page.goto(brandUrl('siam', `/promotions#${id}`));
  await expect(at.detail(siam.tournament)).toBeVisible();
  await expect(at.detail(siam.tournament)).toContainText('2,500');
  await at
    .detail(siam.tournament)
    .getByRole('button', { name: t('content.PromotionDetail.done'), exact: true })
    .click();
  await expect(at.card(siam.tournament)).toBeFocused();
  await expect(page).toHaveURL(brandUrl('siam', '/promotions'));

  await page.goto(brandUrl('siam', `/promotions?t=${Date.now()}#${id}`));
  await expect(at.detail(siam.tournament)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(at.card(siam.tournament)).toBeFocused();

  await page.goto(brandUrl('siam', '/promotions#999999'));
  await expect(page.getByRole('status').filter({ hasText: t('content.PromotionList.notRunning') })).toBeVisible();
  await expect(at.cardTitles).toHaveCount(6);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('siam: hostile markup in a promotion’s terms keeps no handler, script URL or script, and nothing runs', async ({
  page,
  problems,
  devContent,
}) => {
  const t = brandCopy('siam');
  const ran = watchForScript(page, problems);
  const title = 'Hostile markup';
  await devContent.write('siam', 'promotions', {
    lang: 'TH',
    title,
    content: withHostileMarkup('<p>ฝากขั้นต่ำ 100 บาท</p><ol><li>ทำเทิร์นโอเวอร์ 10 เท่า</li></ol>'),
  });
  await page.goto(brandUrl('siam', '/promotions'));
  const at = promotionsPage(page, t);
  // The seed's six and the one written above.
  await expect(at.cardTitles).toHaveCount(7);
  expect(await dangersIn(at.cards)).toEqual([]);
  await at.card(title).click();
  const detail = at.detail(title);
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('listitem').first()).toHaveText('ทำเทิร์นโอเวอร์ 10 เท่า');
  await expect(detail).toContainText(hostileResidue);
  expect(await dangersIn(detail)).toEqual([]);
  // Pointing at the payloads' pictures and links runs nothing either.
  await detail.hover();
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(ran).toEqual([]);
});

test('siam: choosing English shows the promotions and their categories in English', async ({ page }) => {
  const th = brandCopy('siam');
  const en = copyOf('siam', 'EN');
  await page.goto(brandUrl('siam', '/promotions'));
  await expect(promotionsPage(page, th).cardTitles).toHaveCount(6);
  await page
    .getByRole('combobox', { name: th('frame.Header.language'), exact: true })
    .selectOption({ label: 'English' });
  const at = promotionsPage(page, en);
  await expect(at.filters).toHaveText(['All', 'Slots', 'Rebates', 'Deposit bonuses', 'New players']);
  await expect(at.cardTitles).toHaveText([
    'Welcome bonus: 100% on your first deposit',
    'Free spins every Friday',
    'Daily rebate on slots and live casino',
    'Weekend reload: 50% on your deposits',
    'Slots tournament: share 10,000 in prizes',
    'Live casino cashback up to 10% every Monday',
  ]);
  await at.card('Free spins every Friday').click();
  await expect(at.detail('Free spins every Friday')).toContainText('Deposit on a Friday');
});

// Left to right, the list and a detail pass axe in siam's filters test above; the PromotionList and PromotionDetail
// stories check them in every brand (test:stories, lotus, siam and sahara).
test('sahara (right to left): the list and a detail pass axe', async ({ page }) => {
  const t = brandCopy('sahara');
  await page.goto(brandUrl('sahara', '/promotions'));
  const at = promotionsPage(page, t);
  await expect(at.cardTitles).toHaveCount(6);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  await at.cards.getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(at.cards.getByRole('link').first()).toBeFocused();
});
