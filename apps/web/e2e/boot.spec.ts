// The first paint (decision 0009): index.html paints the loading cover before any script runs, in the brand's own
// language; the app replaces it; when the app's code cannot be loaded the page says so and offers a reload, never a
// blank page. Read-only: no platform state.
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
