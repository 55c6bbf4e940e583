// The installable site (decision 0028): each brand's web manifest from its config, Chromium's installability check,
// the service worker that keeps the build's files, the offline page a navigation gets without network, the platform's
// answers never coming from the worker, and the prompt that reloads into a new build. Read-only: no platform state.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '@lobby/scripts/chromium';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { distDir } from './brands';
import { copyOf } from './copy';
import { allBrands, brandCopy, brandInfo, brandUrl, expect, expectNoAxeViolations, test } from './fixtures';

// The other specs block service workers (playwright.config.ts); every test here is about one.
test.use({ serviceWorkers: 'allow' });
// A first visit's worker keeps the build's files (about a hundred) before it serves the page: time on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** The platform's paths (platform-contract.md §1) and its dev endpoints: what the worker must never answer. */
const platformPath = /^\/(wps|lgw|lotto|__dev)(\/|$)/;

/** Once the site's worker is active and serves the page: it registers after the page has loaded and gone idle. */
async function servedByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
}

/** The paths the page's origin holds in its caches (the worker's). */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      paths.push(...requests.map((request) => new URL(request.url).pathname));
    }
    return paths;
  });

/** Turns the network off for the pages and for the worker, which fetches on their behalf. */
async function goOffline(context: BrowserContext, offline = true) {
  await context.setOffline(offline);
}

for (const id of allBrands()) {
  test.describe(`${id} as an installed site`, () => {
    test('serves a manifest made from its config', async ({ page }) => {
      const brand = brandInfo(id);
      const response = await page.goto(brandUrl(id, '/'));
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("worker-src 'self'");
      expect(policy).toContain("manifest-src 'self'");
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.colors.surface);

      const manifest = await page.evaluate(() => fetch('/manifest.webmanifest').then((answer) => answer.json()));
      expect(manifest).toEqual({
        id: '/',
        name: brand.displayName,
        short_name: brand.shortName,
        lang: brand.lang,
        dir: brand.dir,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: brand.colors.surface,
        background_color: brand.colors.canvas,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      });
      // Each icon is there at the size it is declared.
      const sizes = await page.evaluate(
        (sources) =>
          Promise.all(
            sources.map(async (src) => {
              const image = new Image();
              image.src = src;
              await image.decode();
              return `${image.naturalWidth}x${image.naturalHeight}`;
            }),
          ),
        ['/icon-192.png', '/icon-512.png'],
      );
      expect(sizes).toEqual(['192x192', '512x512']);
      const cdp = await page.context().newCDPSession(page);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
    });

    test('is installable as Chromium judges it', async ({ browserName }, testInfo) => {
      expect(browserName).toBe('chromium');
      // A profile on disk: Chromium installs nothing from a test's usual in-memory (incognito) context.
      const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
        executablePath: chromiumPath(),
        args: chromiumArgs,
      });
      try {
        const page = await context.newPage();
        await page.goto(brandUrl(id, '/'));
        const cdp = await context.newCDPSession(page);
        await expect
          .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
          .toEqual([]);
      } finally {
        await context.close();
      }
    });

    test('without network, a navigation gets the offline page in the brand language, whose retry brings the site back', async ({
      page,
      context,
    }) => {
      const brand = brandInfo(id);
      const t = brandCopy(id);
      await page.goto(brandUrl(id, '/'));
      await expect(page.getByRole('banner')).toBeVisible();
      await servedByWorker(page);

      await goOffline(context);
      await page.goto(brandUrl(id, '/promotions'));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('web.StartupGate.title'));
      await expect(main.getByText(t('web.StartupGate.network'))).toBeVisible();
      await expect(main.getByRole('img', { name: brand.displayName })).toHaveJSProperty('complete', true);
      expect(await main.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expect(page.locator('html')).toHaveAttribute('lang', brand.lang);
      await expect(page.locator('html')).toHaveAttribute('dir', brand.dir);
      await expect(page).toHaveTitle(brand.displayName);
      await expectNoAxeViolations(page);

      // Still offline: trying again loads the address again, and says the same.
      const retry = main.getByRole('button', { name: t('web.StartupGate.retry') });
      const reloaded = page.waitForEvent('load');
      await retry.click();
      await reloaded;
      await expect(retry).toBeVisible();

      await goOffline(context, false);
      await retry.click();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page).toHaveURL(brandUrl(id, '/promotions'));
    });
  });
}

test("the offline page speaks the player's chosen language", async ({ page, context }) => {
  const english = copyOf('sahara', 'EN');
  await page.goto(brandUrl('sahara', '/'));
  await page.evaluate(() => localStorage.setItem('hisLang', 'EN'));
  await servedByWorker(page);

  await goOffline(context);
  await page.goto(brandUrl('sahara', '/help'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english('web.StartupGate.title'));
  await expect(page.getByRole('button', { name: english('web.StartupGate.retry') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // The other languages' copy is in the page, hidden.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test("the platform's answers never come from the worker or its cache; the build's files do", async ({
  page,
  context,
  problems,
}) => {
  problems.allow(/ERR_INTERNET_DISCONNECTED/);
  const platformAnswers: string[] = [];
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (platformPath.test(path)) platformAnswers.push(path);
    if (response.fromServiceWorker()) fromWorker.push(path);
  });
  await page.goto(brandUrl('lotus', '/'));
  await servedByWorker(page);

  // The page again, now under the worker: the app's code from it, the start-up calls from the platform.
  platformAnswers.length = 0;
  fromWorker.length = 0;
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(platformAnswers).toEqual(expect.arrayContaining(['/wps/system/status']));
  expect(fromWorker.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(0);
  expect(fromWorker.filter((path) => platformPath.test(path))).toEqual([]);

  const cached = await cachedPaths(page);
  expect(cached).toEqual(expect.arrayContaining(['/offline.html', '/offline.js', '/manifest.webmanifest']));
  expect(cached.filter((path) => platformPath.test(path))).toEqual([]);
  expect(cached).not.toContain('/');
  expect(cached).not.toContain('/index.html');

  // Without network a platform call fails: nothing answers it in the network's place.
  await goOffline(context);
  const answered = await page.evaluate(() =>
    fetch('/wps/system/status').then(
      (answer) => answer.status,
      () => 'no answer',
    ),
  );
  expect(answered).toBe('no answer');
});

test('offers a newly deployed version and reloads into it when the player accepts', async ({ page, context }) => {
  const t = brandCopy('lotus');
  // The player first gets the build before: a worker that differs from the served one, at the same address.
  // (Chromium lets a test answer a worker's first fetch, not the browser's later checks for a new one.)
  const served = readFileSync(join(distDir, 'lotus', 'sw.js'), 'utf8');
  await context.route('**/sw.js', (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: `${served}\n// the build before\n` }),
  );
  await page.goto(brandUrl('lotus', '/'));
  await expect(page.getByRole('banner')).toBeVisible();
  await servedByWorker(page);
  await expect(page.getByText(t('web.UpdatePrompt.available'))).toHaveCount(0);

  // Then the served build is the new one: what a navigation or the tab being shown again checks for.
  await context.unrouteAll();
  await page.evaluate(() => Object.assign(window, { beforeTheUpdate: true }));
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const prompt = page.getByRole('status').filter({ hasText: t('web.UpdatePrompt.available') });
  await expect(prompt).toBeVisible();
  await expectNoAxeViolations(page);
  // The page keeps working on its own version meanwhile.
  expect(await page.evaluate(() => 'beforeTheUpdate' in window)).toBe(true);

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: t('web.UpdatePrompt.reload') }).click();
  await reloaded;
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await page.evaluate(() => 'beforeTheUpdate' in window)).toBe(false);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(registration?.waiting), serving: navigator.serviceWorker.controller?.state };
  });
  expect(worker).toEqual({ waiting: false, serving: 'activated' });
  await expect(page.getByText(t('web.UpdatePrompt.available'))).toHaveCount(0);
});
