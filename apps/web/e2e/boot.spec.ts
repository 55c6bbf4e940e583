// The first paint (decision 0009): index.html paints the loading cover before any script runs, in the brand's own
// language; on a visitor's first view of `/` it shows the first home banner (decision 0021); the app replaces it; when the app's code cannot be loaded the page says so and offers a reload, never a
// blank page. Read-only: no platform state.
import type { Page } from '@playwright/test';
import { brandUrl, expect, test } from './fixtures';

test('the loading cover is in the page itself, named in the brand language, before any script runs', async ({
  page,
  problems,
}) => {
  problems.allow(/Failed to load resource|net::ERR_FAILED/);
  // No script at all: what shows is the page's own.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(brandUrl('lotus', '/'));
  await expect(page.getByRole('status', { name: 'Đang tải' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Lotus Palace' })).toBeVisible();
});

/** Holds the app's start-up chunk back until the returned function is called: the cover stays up meanwhile. */
async function holdAppCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/startup-[^/]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

test("a visitor's first view of / shows the first home banner on the cover, above the logo, while the app's code loads", async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto(brandUrl('lotus', '/'));

  const picture = page.locator('.boot-cover img.boot-cover-picture');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveJSProperty('complete', true);
  const src = await picture.getAttribute('src');
  expect(src).toMatch(/\/wps\/media\/banner\/home-/);
  const pictureBox = await picture.boundingBox();
  const logoBox = await page.getByRole('img', { name: 'Lotus Palace' }).boundingBox();
  if (!pictureBox || !logoBox) throw new Error('the picture and the logo should both have a box');
  // Above the logo, never over it, and 3:1 like the banners.
  expect(pictureBox.y + pictureBox.height).toBeLessThanOrEqual(logoBox.y);
  expect(pictureBox.width / pictureBox.height).toBeCloseTo(3, 1);

  release();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('.boot-cover')).toHaveCount(0);
  // The site's banners open with the same picture.
  await expect(page.locator(`main img[src="${src}"]`).first()).toBeVisible();
});

test('other pages keep the plain cover', async ({ page }) => {
  const release = await holdAppCode(page);
  const statusAnswered = page.waitForResponse(/\/wps\/system\/status/);
  await page.goto(brandUrl('lotus', '/promotions'));
  await statusAnswered;
  await expect(page.getByRole('status', { name: 'Đang tải' })).toBeVisible();
  await expect(page.locator('.boot-cover img')).toHaveCount(1);
  release();
  await expect(page.getByRole('banner')).toBeVisible();
});

test("a visitor's first view of a game centre shows the centre's first banner on the cover while the app's code loads", async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto(brandUrl('lotus', '/rng'));

  // From the start-up's announcements answer, not from the lobby's code, which has not run yet.
  const picture = page.locator('.boot-cover img.boot-cover-picture');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveJSProperty('complete', true);
  const src = await picture.getAttribute('src');
  expect(src).toMatch(/\/wps\/media\/banner\/rng-/);

  release();
  await expect(page.locator('.boot-cover')).toHaveCount(0);
  await expect(page.locator(`main img[src="${src}"]`).first()).toBeVisible();
});

test('the app replaces the cover with the site', async ({ page }) => {
  await page.goto(brandUrl('siam', '/'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('.boot-cover')).toHaveCount(0);
});

test("shows the network message and a working reload when the app's code cannot be loaded", async ({
  page,
  problems,
}) => {
  problems.allow(/Failed to load resource|net::ERR_FAILED|Failed to fetch dynamically imported module/);
  let blocked = true;
  await page.route(/\/assets\/startup-[^/]+\.js$/, (route) => (blocked ? route.abort() : route.fallback()));
  await page.goto(brandUrl('lotus', '/'));

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading')).toHaveText('Không thể mở trang web');
  await expect(alert).toContainText('Kết nối mạng bất thường, vui lòng thử lại');
  await expect(alert.getByRole('img', { name: 'Lotus Palace' })).toBeVisible();

  blocked = false;
  await alert.getByRole('button').click();
  await expect(page.getByRole('banner')).toBeVisible();
});
