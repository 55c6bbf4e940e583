// The app download page (/down) and the agent programme page (/join), per merchant. /down: the download QR decodes,
// in Chromium, to what the merchant's QR resource says (or to this site's /down page when it lists none), is 298 px
// and carries the brand's icon; each app's button shows only when the merchant lists that app. /join: its parts, the
// salary and dividend entries following the white-label flags, and its ways in (register popup, agent login,
// customer service). axe on /join left to right and right to left, on /down right to left.
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { player } from './accounts';
import { copyOf, type Copy } from './copy';
import {
  brandInfo,
  brandUrl,
  changesPlatformState,
  devApi,
  expect,
  expectNoAxeViolations,
  platformUrl,
  signIn,
  test,
} from './fixtures';
import { expectCustomerServiceWindow, landmarks, standInForSupportSites, statusAnswer } from './shell';

// The /join tests switch lotus's salary flags.
changesPlatformState();

type App = 'ios' | 'android';

/** The apps each demo merchant's seed lists (apps/platform/src/seed/merchants.ts). */
const merchants: Record<string, App[]> = { lotus: ['ios', 'android'], siam: ['android'], sahara: [] };

/** The resource type of each app in the seed. */
const resourceTypes: Record<App, string> = { ios: 'iOS', android: 'Android' };

/** Spec 2 §9: the download QR is 298 px with the favicon at 0.2 of its size in the centre. */
const codeSize = 298;
const logoScale = 0.2;

/** The download code on the page, once drawn: the image inside the panel named after the app. */
function downloadCode(page: Page, t: Copy, value: string): Locator {
  return page.getByRole('main').getByRole('img', { name: t('frame.QrCode.image', { url: value }), exact: true });
}

/**
 * The code's pixels as a camera sees them: the image drawn on a white border (the frame around it on the page gives
 * the same quiet zone), read back from a canvas in the page.
 */
async function codePixels(code: Locator) {
  return code.evaluate((image: HTMLImageElement) => {
    const border = 24;
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth + 2 * border;
    canvas.height = image.naturalHeight + 2 * border;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, border, border);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  });
}

/**
 * The mean colour of the code's centre square (the logo's place) and of the brand's icon drawn alone at that size
 * on white: equal when the icon is what the centre shows.
 */
async function centreAndIcon(code: Locator) {
  return code.evaluate(async (image: HTMLImageElement, scale: number) => {
    const size = image.naturalWidth;
    const logo = Math.round(size * scale);
    const at = Math.round((size - logo) / 2);
    const mean = (source: CanvasImageSource, x: number, y: number, width: number) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = width;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, width);
      context.drawImage(source, x, y);
      const { data } = context.getImageData(0, 0, width, width);
      let [red, green, blue] = [0, 0, 0];
      for (let index = 0; index < data.length; index += 4) {
        red += data[index] ?? 0;
        green += data[index + 1] ?? 0;
        blue += data[index + 2] ?? 0;
      }
      return [red, green, blue].map((value) => Math.round(value / (width * width)));
    };
    const icon = new Image();
    icon.src = '/icon-192.png';
    await icon.decode();
    const alone = document.createElement('canvas');
    alone.width = logo;
    alone.height = logo;
    alone.getContext('2d')?.drawImage(icon, 0, 0, logo, logo);
    return { centre: mean(image, -at, -at, logo), icon: mean(alone, 0, 0, logo), plain: mean(image, 0, 0, logo) };
  }, logoScale);
}

/** What the download code must encode: the merchant's QR resource, else this site's download page. */
async function expectedCodeValue(page: Page) {
  const { info } = await statusAnswer(page);
  const qr = info.resources?.find((item) => item.resourceType === 'QR');
  return qr?.qrCodeUrl ?? qr?.url ?? new URL('/down', page.url()).href;
}

async function expectDecodesTo(code: Locator, value: string) {
  const pixels = await codePixels(code);
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  expect(decoded?.data, 'the code read from the page’s pixels').toBe(value);
}

for (const [brand, apps] of Object.entries(merchants)) {
  test(`${brand} /down: the code decodes to the download address, has the icon, and the apps the merchant lists`, async ({
    page,
  }) => {
    const { lang, displayName } = brandInfo(brand);
    const t = copyOf(brand, lang);
    await page.goto(brandUrl(brand, '/down'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('web.Page.download'));
    await expect(page).toHaveTitle(`${t('web.Page.download')} | ${displayName}`);
    const main = landmarks(page, t).main;
    await expect(
      main.getByRole('heading', { level: 2, name: t('web.DownloadPage.appName', { brand: displayName }) }),
    ).toBeVisible();

    const value = await expectedCodeValue(page);
    const code = downloadCode(page, t, value);
    await test.step('the code: 298 px, decodable in Chromium, with the brand’s icon in its centre', async () => {
      await expect(code).toBeVisible();
      const box = await code.boundingBox();
      expect([box?.width, box?.height]).toEqual([codeSize, codeSize]);
      await expectDecodesTo(code, value);
      const { centre, icon, plain } = await centreAndIcon(code);
      centre.forEach((channel, index) => expect(Math.abs(channel - (icon[index] ?? 0))).toBeLessThanOrEqual(8));
      // A corner of the code is black and white modules only, unlike the icon: the comparison can tell them apart.
      expect(plain).not.toEqual(centre);
      await expect(main.getByRole('link', { name: value, exact: true })).toHaveAttribute('href', value);
    });

    await test.step('a button for each app the merchant lists, to its file; a word when there is none', async () => {
      const { info } = await statusAnswer(page);
      for (const app of ['ios', 'android'] as const) {
        const link = main.getByRole('link', { name: t(`web.DownloadPage.${app}`), exact: true });
        if (apps.includes(app)) {
          const file = info.resources?.find((item) => item.resourceType === resourceTypes[app])?.url;
          expect(file).toMatch(/^https:/);
          await expect(link).toHaveAttribute('href', file ?? '');
        } else {
          await expect(link).toHaveCount(0);
        }
      }
      const noApps = main.getByText(t('web.DownloadPage.noApps', { brand: displayName }), { exact: true });
      await expect(noApps).toHaveCount(apps.length === 0 ? 1 : 0);
      await expect(
        main.getByText(
          apps.length === 0 ? t('web.DownloadPage.scanNoApp', { brand: displayName }) : t('web.DownloadPage.scan'),
          { exact: true },
        ),
      ).toBeVisible();
    });

    // axe once on the built site, right to left: the DownloadPage stories check the page in every brand
    // (test:stories, lotus, siam and sahara).
    if (brand === 'sahara') await expectNoAxeViolations(page);
  });
}

test('a merchant without a QR resource: the code is this site’s download page', async ({ page }) => {
  // The platform's own answer with the QR resource taken out: no dev switch sets resources.
  await page.route('**/wps/system/status*', async (route) => {
    const response = await route.fetch({ url: platformUrl('/wps/system/status'), headers: { merchant: 'lotus88' } });
    const body = (await response.json()) as { value: { info: { resources: { resourceType: string }[] } } };
    body.value.info.resources = body.value.info.resources.filter((item) => item.resourceType !== 'QR');
    await route.fulfill({ response, json: body });
  });
  const t = copyOf('lotus', brandInfo('lotus').lang);
  await page.goto(brandUrl('lotus', '/down'));
  const value = brandUrl('lotus', '/down');
  const code = downloadCode(page, t, value);
  await expect(code).toBeVisible();
  await expectDecodesTo(code, value);
  // The apps themselves are still offered.
  await expect(page.getByRole('link', { name: t('web.DownloadPage.android'), exact: true })).toBeVisible();
});

/** The /join page's parts, in order. */
const joinParts = ['roleTitle', 'earnTitle', 'stepsTitle', 'actionsTitle'] as const;

/** An earning's entry and the flag that shows it (commission has none: always shown). */
const earnings = [
  ['commission', null],
  ['dividend', 'SIGNCONDIV3'],
  ['dailySalary', 'DAILYSALCONT3'],
  ['hourlySalary', 'HOURSAL3'],
  ['realTimeSalary', 'RTSALARY3'],
] as const;

async function expectEarnings(page: Page, t: Copy, flags: Record<string, boolean>) {
  const part = page.getByRole('region', { name: t('web.JoinPage.earnTitle'), exact: true });
  const shown = earnings.filter(([, flag]) => flag === null || flags[flag]).map(([key]) => t(`web.JoinPage.${key}`));
  await expect(part.getByRole('heading', { level: 3 })).toHaveText(shown);
}

test('lotus /join: the parts, the earnings follow the flags, and the ways in', async ({ page, context }) => {
  test.setTimeout(40_000);
  const t = copyOf('lotus', brandInfo('lotus').lang);
  const main = landmarks(page, t).main;
  await standInForSupportSites(context);

  await test.step('the parts of the page', async () => {
    await page.goto(brandUrl('lotus', '/join'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('web.Page.join'));
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(joinParts.map((key) => t(`web.JoinPage.${key}`)));
    const steps = main.getByRole('region', { name: t('web.JoinPage.stepsTitle'), exact: true });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expectNoAxeViolations(page);
  });

  for (const flags of [
    { SIGNCONDIV3: false, DAILYSALCONT3: true, HOURSAL3: false, RTSALARY3: true },
    { SIGNCONDIV3: true, DAILYSALCONT3: false, HOURSAL3: true, RTSALARY3: false },
  ]) {
    await test.step(`earnings with ${JSON.stringify(flags)}`, async () => {
      await devApi.setFlags('lotus', flags);
      await page.goto(brandUrl('lotus', '/join'));
      await expectEarnings(page, t, flags);
    });
  }

  await test.step('customer service opens the first link in its window', async () => {
    await expectCustomerServiceWindow(page, context, t('web.JoinPage.contact'));
  });

  await test.step('register opens the register popup for a visitor', async () => {
    await main.getByRole('button', { name: t('web.JoinPage.register'), exact: true }).click();
    const register = page.getByRole('dialog', { name: t('auth.RegisterPopup.title'), exact: true });
    await expect(register).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(register).toHaveCount(0);
  });

  await test.step('agent login leads to /agentHome', async () => {
    await main.getByRole('link', { name: t('web.JoinPage.agentLogin'), exact: true }).click();
    await expect(page).toHaveURL(brandUrl('lotus', '/agentHome'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('web.AgentHomePage.title'));
  });

  await test.step('a signed-in member is not offered to register', async () => {
    await signIn(page, 'lotus', player);
    await page.goto(brandUrl('lotus', '/join'));
    // Signed in once the header names the account.
    await expect(landmarks(page, t).header.getByRole('button', { name: 'Player One', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: t('web.JoinPage.agentLogin'), exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: t('web.JoinPage.register'), exact: true })).toHaveCount(0);
  });
});

test('sahara (right to left): /join passes axe (/down: above)', async ({ page }) => {
  const { lang, dir } = brandInfo('sahara');
  const t = copyOf('sahara', lang);
  await page.goto(brandUrl('sahara', '/join'));
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(page.getByRole('region', { name: t('web.JoinPage.earnTitle'), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
