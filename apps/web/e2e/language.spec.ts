// Language switching (spec 1 §4, design §3): the header's selector lists the brand's languages by their own names;
// a choice sets <html lang dir>, the copy and the mirrored layout at once, is kept in localStorage `hisLang` and
// survives a reload; a stored language the brand does not offer is ignored.
import type { Locator, Page } from '@playwright/test';
import { copyOf } from './copy';
import { brandInfo, brandUrl, expect, test } from './fixtures';
import { landmarks } from './shell';

/** Which half of the window a landmark sits in. */
async function sideOf(page: Page, locator: Locator): Promise<'left' | 'right'> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box) throw new Error(`${String(locator)} is not on the page`);
  return box.x + box.width / 2 < width / 2 ? 'left' : 'right';
}

/** The logo (the link home), the side menu and the right bar: where a mirrored layout moves them. */
function mirroredParts(page: Page, brand: string, language: string) {
  const t = copyOf(brand, language);
  const at = landmarks(page, t);
  return {
    logo: at.header.getByRole('link', { name: t('frame.Header.home', { brand: brandInfo(brand).displayName }) }),
    sideMenu: at.sideMenu,
    rightBar: at.rightBar,
  };
}

/** Asserts the document's language and direction, and that the layout starts on the matching side. */
async function expectDirection(page: Page, brand: string, language: string, lang: string, dir: 'ltr' | 'rtl') {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang);
  await expect(html).toHaveAttribute('dir', dir);
  const start = dir === 'ltr' ? 'left' : 'right';
  const end = dir === 'ltr' ? 'right' : 'left';
  const parts = mirroredParts(page, brand, language);
  await expect(parts.logo).toBeVisible();
  await expect(parts.sideMenu).toBeVisible();
  await expect(parts.rightBar).toBeVisible();
  await expect.poll(() => sideOf(page, parts.logo)).toBe(start);
  await expect.poll(() => sideOf(page, parts.sideMenu)).toBe(start);
  await expect.poll(() => sideOf(page, parts.rightBar)).toBe(end);
}

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('hisLang'));

test('sahara: Arabic right to left, switched to English and back, each choice kept across a reload', async ({
  page,
}) => {
  const ar = copyOf('sahara', 'AR');
  const en = copyOf('sahara', 'EN');
  const welcome = (t: typeof ar) => t('web.HomePage.welcome', { brand: 'Sahara Oasis' });
  await page.goto(brandUrl('sahara', '/'));
  await expectDirection(page, 'sahara', 'AR', 'ar', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome(ar));

  const select = page.getByRole('combobox', { name: ar('frame.Header.language'), exact: true });
  // Every language of the brand, each by its own name.
  await expect(select.getByRole('option')).toHaveText(['العربية', 'English', 'فارسی', 'اردو']);
  await expect(select).toHaveValue('AR');

  await select.selectOption({ label: 'English' });
  await expectDirection(page, 'sahara', 'EN', 'en', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome(en));
  await expect(landmarks(page, en).mainNavigation.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  expect(await storedLanguage(page)).toBe('EN');

  await page.reload();
  await expectDirection(page, 'sahara', 'EN', 'en', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome(en));

  const englishSelect = page.getByRole('combobox', { name: en('frame.Header.language'), exact: true });
  await expect(englishSelect).toHaveValue('EN');
  await englishSelect.selectOption({ label: 'العربية' });
  await expectDirection(page, 'sahara', 'AR', 'ar', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome(ar));
  expect(await storedLanguage(page)).toBe('AR');

  await page.reload();
  await expectDirection(page, 'sahara', 'AR', 'ar', 'rtl');
});

test('sahara: a stored `hisLang` opens the site in that language, Persian right to left too', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('hisLang', 'EN');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto(brandUrl('sahara', '/promotions'));
  await expectDirection(page, 'sahara', 'EN', 'en', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');

  // Persian has no catalogue of its own yet: its words fall back to English, its direction is its own.
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption({ label: 'فارسی' });
  await expectDirection(page, 'sahara', 'FA', 'fa', 'rtl');
  expect(await storedLanguage(page)).toBe('FA');
});

test('lotus: a stored language the brand does not offer is ignored; English is offered and kept', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('hisLang', 'AR');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const vi = copyOf('lotus', 'VI');
  await page.goto(brandUrl('lotus', '/'));
  await expectDirection(page, 'lotus', 'VI', 'vi', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    vi('web.HomePage.welcome', { brand: 'Lotus Palace' }),
  );

  const select = page.getByRole('combobox', { name: vi('frame.Header.language'), exact: true });
  await expect(select.getByRole('option')).toHaveText(['Tiếng Việt', 'English']);
  await select.selectOption({ label: 'English' });
  await expectDirection(page, 'lotus', 'EN', 'en', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lotus Palace');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lotus Palace');
});
