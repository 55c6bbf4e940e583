// Every route of the two specs' route tables, per brand: the page renders in its layout (landmarks present or
// absent) and is named in its heading and tab; an unknown path shows the not-found view with a way home; the guard
// sends a visitor from a lottery page to the login popup over home, as /login itself does. axe finds nothing on each
// page, checked in one brand's build: the brands take turns down the table, so every page and every brand's build is
// checked on the assembled site. The same page in another brand differs in theme, language and direction, which the
// story tests check per brand (test:stories, lotus, siam and sahara) and brands:check for the tokens' contrast.
// Sweeps open the first page of a layout by its address and the others inside the app (openInApp): one document
// load per layout instead of one per route.
import type { Page } from '@playwright/test';
import { player } from './accounts';
import { copyOf } from './copy';
import { allBrands, brandInfo, brandUrl, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { expectLayout, expectPage, homeRoute, openInApp, shellRoutes, type Layout } from './shell';

const notFoundPath = '/no-such-page/at-all';

/**
 * Each page once, in the order the brands take turns (home's other addresses render the page `/` does), and the
 * not-found view last.
 */
const axePages = [...shellRoutes.app, ...shellRoutes.headerOnly, ...shellRoutes.standalone]
  .filter((route) => route === homeRoute || route.name !== homeRoute.name)
  .map((route) => route.path)
  .concat(notFoundPath);
// siam first: home.spec.ts checks lotus's and sahara's home with their lobbies loaded.
const turns = allBrands().reverse();

/** Whether `path` is axe-checked in `brand`'s build (`checked`: what this test has already checked). */
function axeHere(brand: string, path: string, checked: Set<string>): boolean {
  const index = axePages.indexOf(path);
  if (index < 0 || turns[index % turns.length] !== brand || checked.has(path)) return false;
  checked.add(path);
  return true;
}

/** Opens each route of `layout` a visitor may open (all of them `signedIn`) and checks its page. */
async function sweep(
  page: Page,
  brand: string,
  layout: Layout,
  { signedIn = false, checked = new Set<string>() } = {},
) {
  const routes = shellRoutes[layout].filter((route) => signedIn || !route.needsSession);
  // A quarter second per route alone, more while the other worker loads its pages too.
  test.setTimeout(Math.max(test.info().timeout, 20_000 + routes.length * 2_000));
  const t = copyOf(brand, brandInfo(brand).lang);
  for (const [index, route] of routes.entries()) {
    await test.step(route.path, async () => {
      if (index === 0) await page.goto(brandUrl(brand, route.path));
      else await openInApp(page, route.path);
      await expectPage(page, brand, route, t);
      await expect(page).toHaveURL(brandUrl(brand, route.path));
      await expectLayout(page, layout, t);
      if (axeHere(brand, route.path, checked)) await expectNoAxeViolations(page);
    });
  }
}

for (const brand of allBrands()) {
  test.describe(`${brand} routes`, () => {
    test('home, game centres and content pages have the header, the side menu and the footer', async ({ page }) => {
      await sweep(page, brand, 'app');
    });

    test('the other layouts: standalone pages, the not-found view, the guard, and header-only pages once signed in', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const t = copyOf(brand, brandInfo(brand).lang);
      const { displayName } = brandInfo(brand);
      const loginPopup = page.getByRole('dialog', { name: t('auth.LoginPopup.title'), exact: true });
      // The standalone pages a visitor opens are swept again once signed in: checked by axe the first time.
      const checked = new Set<string>();

      await test.step('register and password pages stand alone, with the logo as the way home', async () => {
        await sweep(page, brand, 'standalone', { checked });
        await page.getByRole('link', { name: t('frame.Header.home', { brand: displayName }), exact: true }).click();
        await expect(page).toHaveURL(brandUrl(brand, '/'));
        await expectPage(page, brand, homeRoute, t);
        await expectLayout(page, 'app', t);
      });

      await test.step('an unknown address shows the not-found view with a way home', async () => {
        const response = await page.goto(brandUrl(brand, notFoundPath));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('web.Page.notFound'));
        await expect(page.getByText(t('web.NotFoundPage.description'), { exact: true })).toBeVisible();
        await expect(page).toHaveTitle(`${t('web.Page.notFound')} | ${displayName}`);
        await expectLayout(page, 'standalone', t);
        if (axeHere(brand, notFoundPath, checked)) await expectNoAxeViolations(page);
        await page.getByRole('link', { name: t('web.ComingSoonPage.backHome'), exact: true }).click();
        await expect(page).toHaveURL(brandUrl(brand, '/'));
        await expectPage(page, brand, homeRoute, t);
        await expectLayout(page, 'app', t);
      });

      await test.step('a visitor asking for a lottery page by its address gets the login popup over home', async () => {
        await page.goto(brandUrl(brand, '/lottery'));
        await expect(page).toHaveURL(brandUrl(brand, '/'));
        await expect(loginPopup).toBeVisible();
        // The modal popup hides the page behind it from assistive technology: the page is read once it is closed.
        await page.keyboard.press('Escape');
        await expect(loginPopup).toHaveCount(0);
        await expectPage(page, brand, homeRoute, t);
        await expectLayout(page, 'app', t);
      });

      for (const path of ['/seaLottery', '/vnLottery', '/login']) {
        await test.step(`${path} from inside the app leads to the login popup over home`, async () => {
          await openInApp(page, '/promotions');
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('web.Page.promotions'));
          await openInApp(page, path);
          await expect(page).toHaveURL(brandUrl(brand, '/'));
          await expect(loginPopup).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(loginPopup).toHaveCount(0);
          await expectPage(page, brand, homeRoute, t);
        });
      }

      await test.step('signed in, the lottery and password pages open, with the other header-only and standalone pages', async () => {
        await signIn(page, brand, player);
        await sweep(page, brand, 'headerOnly', { signedIn: true, checked });
        await sweep(page, brand, 'standalone', { signedIn: true, checked });
      });
    });
  });
}
