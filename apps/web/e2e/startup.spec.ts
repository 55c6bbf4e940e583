// The start-up screens (spec 1 §1, §4), set through the platform's dev switches: the site, game maintenance (which
// wins over a region restriction) and the region-blocked screen with the visitor's IP, each with customer service;
// the status is checked again when the tab becomes visible, and on a reload despite the copy kept in the tab. Each
// journey runs in one brand: the screens read the same status answer in every brand, the dev switches reaching the
// merchant they name is dev-api.spec.ts's, each brand's screens are axe-checked by the MaintenanceScreen and
// RegionBlockedScreen stories (test:stories, lotus, siam and sahara), and each brand opening its site is
// routes.spec.ts's.
import type { Page } from '@playwright/test';
import { copyOf, type Copy } from './copy';
import { allBrands, brandInfo, brandUrl, changesPlatformState, devApi, expect, test } from './fixtures';
import { expectCustomerServiceWindow, landmarks, standInForSupportSites, statusAnswer } from './shell';

changesPlatformState();

const brands = allBrands();

test.afterEach(async () => {
  for (const brand of brands) {
    await devApi.setStatus(brand, { maintenance: false, regionRestriction: false, maintenanceEnd: null });
  }
});

/** Nothing of the site shows: no header, navigation, footer or right bar. */
async function expectNoSite(page: Page, t: Copy) {
  const at = landmarks(page, t);
  await expect(at.header).toHaveCount(0);
  await expect(at.anyNavigation).toHaveCount(0);
  await expect(at.footer).toHaveCount(0);
  await expect(at.rightBar).toHaveCount(0);
}

/** Leaves the tab and comes back to it, as the browser reports it (visibilitychange, hidden then visible). */
async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

const maintenanceTitle = (t: Copy) => ({ level: 1, name: t('frame.MaintenanceScreen.title'), exact: true });
const blockedTitle = (t: Copy) => ({ level: 1, name: t('frame.RegionBlockedScreen.title'), exact: true });

test('siam opens the site, and under maintenance shows game maintenance, its message and customer service', async ({
  page,
  context,
}) => {
  const brand = 'siam';
  const t = copyOf(brand, brandInfo(brand).lang);
  await standInForSupportSites(context);
  await page.goto(brandUrl(brand, '/rng'));
  await expect(landmarks(page, t).header).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('web.Page.rng'));
  await expect(page.getByRole('heading', maintenanceTitle(t))).toHaveCount(0);
  await expect(page.getByRole('heading', blockedTitle(t))).toHaveCount(0);

  // A reload asks the platform again, although the tab keeps its last answer for a quick start.
  expect(await page.evaluate(() => sessionStorage.getItem('permissions'))).toBeTruthy();
  await devApi.setStatus(brand, { maintenance: true });
  await page.reload();
  await expect(page.getByRole('heading', maintenanceTitle(t))).toBeVisible();
  await expect(page.getByText(t('frame.MaintenanceScreen.message'), { exact: true })).toBeVisible();
  await expectNoSite(page, t);
  await expectCustomerServiceWindow(page, context, t('frame.MaintenanceScreen.contact'));
});

// Right to left, where the address must stay a left-to-right run inside the Arabic sentence.
test('sahara: a region restriction shows the visitor’s IP, that the site is blocked, and customer service; maintenance wins over it', async ({
  page,
  context,
}) => {
  const brand = 'sahara';
  const t = copyOf(brand, brandInfo(brand).lang);
  await standInForSupportSites(context);
  await devApi.setStatus(brand, { regionRestriction: true });
  await page.goto(brandUrl(brand, '/'));
  await expect(page.getByRole('heading', blockedTitle(t))).toBeVisible();
  await expect(page.getByText(t('frame.RegionBlockedScreen.message'), { exact: true })).toBeVisible();
  const ip = (await statusAnswer(page)).location?.ip ?? '';
  expect(ip).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  // The address is isolated as left-to-right text inside the sentence (U+2066 ... U+2069).
  const ipLine = page.getByText(t('frame.RegionBlockedScreen.ip', { ip: `\u2066${ip}\u2069` }), { exact: true });
  await expect(ipLine).toBeVisible();
  await expect(page.getByRole('heading', maintenanceTitle(t))).toHaveCount(0);
  await expectNoSite(page, t);
  await expectCustomerServiceWindow(page, context, t('frame.RegionBlockedScreen.contact'));

  await devApi.setStatus(brand, { maintenance: true });
  await page.reload();
  await expect(page.getByRole('heading', maintenanceTitle(t))).toBeVisible();
  await expect(page.getByRole('heading', blockedTitle(t))).toHaveCount(0);
  await expect(ipLine).toHaveCount(0);
});

test('the status is checked again when the tab becomes visible; a maintenance end is shown', async ({ page }) => {
  const brand = 'sahara';
  const t = copyOf(brand, brandInfo(brand).lang);
  const header = landmarks(page, t).header;
  await page.goto(brandUrl(brand, '/promotions'));
  await expect(header).toBeVisible();

  await test.step('maintenance starts while the player is away', async () => {
    await devApi.setStatus(brand, { maintenance: true });
    await leaveAndComeBack(page);
    await expect(page.getByRole('heading', maintenanceTitle(t))).toBeVisible();
    await expect(header).toHaveCount(0);
  });

  await test.step('maintenance ends and a region restriction starts', async () => {
    await devApi.setStatus(brand, { maintenance: false, regionRestriction: true });
    await leaveAndComeBack(page);
    await expect(page.getByRole('heading', blockedTitle(t))).toBeVisible();
  });

  await test.step('the restriction is lifted: the page the player was on is back', async () => {
    await devApi.setStatus(brand, { regionRestriction: false });
    await leaveAndComeBack(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('web.Page.promotions'));
    await expect(header).toBeVisible();
  });

  await test.step('a maintenance window with an end says when the site is expected back', async () => {
    const end = '2030-01-01T08:00:00Z';
    await devApi.setStatus(brand, { maintenance: true, maintenanceEnd: end });
    // In English this once, to read the sentence as the spec words it.
    await page.evaluate(() => localStorage.setItem('hisLang', 'EN'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game maintenance');
    // The time reads as the player's browser writes it in the page's language.
    const time = await page.evaluate(
      (at) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(at)),
      end,
    );
    await expect(
      page.getByText(copyOf(brand, 'EN')('frame.MaintenanceScreen.until', { time }), { exact: true }),
    ).toBeVisible();
  });
});
