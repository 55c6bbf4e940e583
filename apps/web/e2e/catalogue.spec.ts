// Game centres against the reference platform's catalogue (spec 2 §2-§4): pages of 24 with load more, a vendor from
// the menu kept in the address, the name search, the login popup for a visitor's favourites and games, the "real
// account" notice for a trial account (launches themselves: launch.spec.ts).
import type { Page } from '@playwright/test';
import { trial } from './accounts';
import { copyOf, type Copy } from './copy';
import { brandInfo, brandUrl, expect, expectNoAxeViolations, signIn, test } from './fixtures';

function words(brand: string): Copy {
  return copyOf(brand, brandInfo(brand).lang);
}

/** The centre's parts: its vendor menu, its filters, the search box and the games (each a button). */
function centre(page: Page, t: Copy) {
  const games = page.getByRole('list', { name: t('game-catalogue.GameCentre.games'), exact: true });
  return {
    vendors: page.getByRole('navigation', { name: t('game-catalogue.GameCentre.vendors'), exact: true }),
    filters: page.getByRole('group', { name: t('game-catalogue.GameCentre.filters'), exact: true }),
    search: page.getByRole('searchbox', { name: t('game-catalogue.GameCentre.search'), exact: true }),
    searchButton: page.getByRole('button', { name: t('game-catalogue.GameCentre.searchButton'), exact: true }),
    games,
    tiles: games.getByRole('listitem'),
    more: page.getByRole('button', { name: t('game-catalogue.GameCentre.more'), exact: true }),
  };
}

test('lotus slots: 24 games a page, load more, a vendor kept in the address, and the name search', async ({ page }) => {
  const t = words('lotus');
  await page.goto(brandUrl('lotus', '/rng'));
  const at = centre(page, t);
  await expect(page.getByRole('heading', { level: 1, name: t('shell.Page.rng'), exact: true })).toBeVisible();
  await expect(at.tiles).toHaveCount(24);
  await at.more.click();
  await expect(at.tiles).toHaveCount(48);

  const vendorButtons = at.vendors.getByRole('button');
  await expect(vendorButtons.nth(1)).toBeVisible();
  const vendor = vendorButtons.nth(1);
  await vendor.click();
  await expect(vendor).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]vassalage=[A-Z0-9_]+/);
  await expect(at.tiles.first()).toBeVisible();
  const vendorCode = new URL(page.url()).searchParams.get('vassalage') ?? '';
  expect(await at.tiles.count()).toBeLessThanOrEqual(24);

  // A word of the first game's name finds that game again, and every result carries the word.
  const firstName = (await at.tiles.first().innerText()).trim();
  const word = firstName.split(/\s+/)[0] ?? firstName;
  await at.search.fill(`  ${word} `);
  await at.searchButton.click();
  await expect(at.tiles.filter({ hasText: firstName })).toHaveCount(1);
  for (const name of await at.tiles.allInnerTexts()) expect(name.toLowerCase()).toContain(word.toLowerCase());
  expect(vendorCode).not.toBe('');

  // An address without a vendor lists every vendor again.
  await page.goto(brandUrl('lotus', '/rng'));
  await expect(at.vendors.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
});

test('lotus: a visitor asking for favourites or starting a game gets the login popup', async ({ page }) => {
  const t = words('lotus');
  await page.goto(brandUrl('lotus', '/rng'));
  const at = centre(page, t);
  const login = page.getByRole('dialog', { name: t('auth.LoginPopup.title'), exact: true });
  await at.filters.getByRole('button', { name: t('game-catalogue.GameCentre.favourites'), exact: true }).click();
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toHaveCount(0);
  await at.tiles.first().getByRole('button').first().click();
  await expect(login).toBeVisible();
});

test('lotus: a trial account is told a real account is needed', async ({ page }) => {
  const t = words('lotus');
  await signIn(page, 'lotus', trial, { trial: true });
  await page.goto(brandUrl('lotus', '/rng'));
  const at = centre(page, t);
  await at.tiles.first().getByRole('button').first().click();
  const notice = page.getByRole('alertdialog', { name: t('shell.RealAccountDialog.title'), exact: true });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: t('shell.RealAccountDialog.ok'), exact: true }).click();
  await expect(page).toHaveURL(/\/rng$/);
});

test('sahara (right to left): the live casino centre passes axe, and fits a phone without sideways scrolling', async ({
  page,
}) => {
  const t = words('sahara');
  await page.goto(brandUrl('sahara', '/live'));
  await expect(centre(page, t).tiles.first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(centre(page, t).search).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
