// The home page's lobby (spec 2 §2) against the reference platform: the w_home banners, the hot games, two rows of 15
// slot games, a row of vendor cards per category whose cards open their centre at that vendor (or start the vendor's
// own game), and the sports hot matches; axe left to right and right to left.
import type { Page } from '@playwright/test';
import { copyOf, type Copy } from './copy';
import { brandInfo, brandUrl, expect, expectNoAxeViolations, test } from './fixtures';

const words = (brand: string): Copy => copyOf(brand, brandInfo(brand).lang);

function lobby(page: Page, t: Copy) {
  const rowOf = (title: string, kind: 'games' | 'vendors') =>
    page.getByRole('list', { name: t(`game-catalogue.HomeRows.${kind}`, { title }), exact: true });
  return {
    banners: page.getByRole('region', { name: t('content.BannerCarousel.label'), exact: true }),
    hot: rowOf(t('shell.Page.hot'), 'games'),
    slots: rowOf(t('shell.Page.rng'), 'games'),
    live: rowOf(t('shell.Page.live'), 'vendors'),
    matches: page.getByRole('region', { name: t('game-catalogue.HotMatches.title'), exact: true }),
  };
}

test('lotus home: banners, hot games, two rows of 15 slots, vendor rows and hot matches', async ({ page }) => {
  const t = words('lotus');
  await page.goto(brandUrl('lotus', '/'));
  const at = lobby(page, t);
  await expect(at.banners.locator('img')).toHaveCount(3);
  await expect(at.hot.getByRole('listitem').first()).toBeVisible();
  await expect(at.slots).toHaveCount(2);
  await expect(at.slots.nth(0).getByRole('listitem')).toHaveCount(15);
  await expect(at.slots.nth(1).getByRole('listitem')).toHaveCount(15);
  await expect(at.matches.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A vendor card whose lobby is a list opens the live casino centre at that vendor.
  const evolution = at.live.getByRole('button').first();
  const vendorName = (await evolution.innerText()).trim();
  await evolution.click();
  await expect(page).toHaveURL(/\/live\?vassalage=[A-Z0-9_]+/);
  await expect(
    page.getByRole('navigation', { name: t('game-catalogue.GameCentre.vendors') }).getByRole('button', {
      name: vendorName,
      exact: true,
    }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('lotus home: a vendor card that is a game asks a visitor to log in; the slot row’s more leads to the centre', async ({
  page,
}) => {
  const t = words('lotus');
  await page.goto(brandUrl('lotus', '/'));
  const at = lobby(page, t);
  // Ezugi's card is its own table game (a new window once signed in).
  await at.live.getByRole('button', { name: 'Ezugi', exact: true }).click();
  await expect(page.getByRole('dialog', { name: t('auth.LoginPopup.title'), exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: t('game-catalogue.HomeRows.moreIn', { title: t('shell.Page.rng') }) }).click();
  await expect(page).toHaveURL(/\/rng$/);
});

test('sahara home (right to left) passes axe', async ({ page }) => {
  const t = words('sahara');
  await page.goto(brandUrl('sahara', '/'));
  await expect(lobby(page, t).slots.first().getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
});
