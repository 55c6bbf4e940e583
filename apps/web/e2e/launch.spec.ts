// Where a chosen game leads (spec 2 §4 launch routing) against the reference platform: a slot plays inside the site
// at /seamless and then heads the player's recent games, a live table opens in a new window, a vendor under
// maintenance is said with hot games of other vendors to try (on the page, or in a dialog for a new-window game),
// favourites survive a reload, and FB sports opens for a visitor.
import type { Page } from '@playwright/test';
import { player } from './accounts';
import { copyOf, type Copy } from './copy';
import {
  brandInfo,
  brandUrl,
  changesPlatformState,
  devApi,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
} from './fixtures';

changesPlatformState();

const t: Copy = copyOf('lotus', brandInfo('lotus').lang);

function centre(page: Page) {
  const games = page.getByRole('list', { name: t('game-catalogue.GameCentre.games'), exact: true });
  return {
    filters: page.getByRole('group', { name: t('game-catalogue.GameCentre.filters'), exact: true }),
    tiles: games.getByRole('listitem'),
  };
}

/** The game button of a tile (the tile's other button is its favourite heart). */
const gameButton = (tile: ReturnType<Page['locator']>) => tile.getByRole('button').first();

test('a slot plays inside the site and then heads the recent games', async ({ page }) => {
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/rng?vassalage=JL'));
  const tile = centre(page).tiles.nth(3);
  const name = (await tile.innerText()).trim();
  await gameButton(tile).click();

  await expect(page).toHaveURL(/\/seamless\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  await expect(frame.locator('h1')).toContainText(name);
  await expectNoAxeViolations(page);

  // A reload starts the same game again.
  await page.reload();
  await expect(page.frameLocator(`iframe[title="${name}"]`).locator('h1')).toContainText(name);

  await page.goto(brandUrl('lotus', '/rng'));
  const at = centre(page);
  await at.filters.getByRole('button', { name: t('game-catalogue.GameCentre.recent'), exact: true }).click();
  await expect(at.tiles.first()).toHaveText(name);
});

test('a live table opens in a new window', async ({ page, context }) => {
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/live'));
  const tile = centre(page).tiles.first();
  const name = (await tile.innerText()).trim();
  const opened = context.waitForEvent('page');
  await gameButton(tile).click();
  const game = await opened;
  await game.waitForLoadState();
  await expect(game.locator('h1')).toContainText(name);
  await game.close();
  await expect(page).toHaveURL(/\/live/);
});

test('a vendor under maintenance is said, with hot games of other vendors to play instead', async ({
  page,
  problems,
}) => {
  // The platform refuses those launches with a 400, which Chromium logs.
  problems.allow(/status of 400 .*\/wps\/game\/launchGame\?/);
  const back = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
  await devApi.setVendor('lotus', 'PG', { maintenance: true, maintenanceEnd: back });
  await devApi.setVendor('lotus', 'EZ', { maintenance: true, maintenanceEnd: back });
  try {
    await signIn(page, 'lotus', player);
    await page.goto(brandUrl('lotus', '/rng?vassalage=PG'));
    await gameButton(centre(page).tiles.first()).click();
    await expect(page).toHaveURL(/\/seamless\?/);
    const notice = page.getByRole('heading', { name: t('game-catalogue.Maintenance.title', { vendor: 'PG Soft' }) });
    await expect(notice).toBeVisible();
    const suggestions = page.getByRole('region', { name: t('game-catalogue.Maintenance.suggestions') });
    await expect(suggestions.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // A suggestion starts like any game.
    const suggestion = suggestions.getByRole('listitem').first();
    const name = (await suggestion.innerText()).trim();
    await suggestion.getByRole('button').click();
    await expect(page.frameLocator(`iframe[title="${name}"]`).locator('h1')).toContainText(name);

    // A new-window game says it in a dialog, and no window stays open.
    await page.goto(brandUrl('lotus', '/live?vassalage=EZ'));
    await gameButton(centre(page).tiles.first()).click();
    const dialog = page.getByRole('dialog', { name: t('game-catalogue.Maintenance.title', { vendor: 'Ezugi' }) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
    await expectNoAxeViolations(page);
  } finally {
    await devApi.setVendor('lotus', 'PG', { maintenance: false });
    await devApi.setVendor('lotus', 'EZ', { maintenance: false });
  }
});

test('favourites survive a reload', async ({ page }) => {
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/fish'));
  const tile = centre(page).tiles.nth(1);
  const name = (await tile.innerText()).trim();
  const heart = tile.getByRole('button', { name: t('game-catalogue.GameCentre.favourite', { name }) });
  // The toggle reaches the platform before the page goes.
  const added = page.waitForResponse((response) => response.url().includes('MCSFE_addFavoriteGameV2'));
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await added).ok()).toBe(true);

  await page.reload();
  const at = centre(page);
  await at.filters.getByRole('button', { name: t('game-catalogue.GameCentre.favourites'), exact: true }).click();
  await expect(at.tiles).toHaveCount(1);
  await expect(at.tiles.first()).toHaveText(name);
  await expect(
    at.tiles.first().getByRole('button', { name: t('game-catalogue.GameCentre.favourite', { name }) }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('FB sports opens inside the site for a visitor', async ({ page }) => {
  await page.goto(brandUrl('lotus', '/fbSports'));
  const title = t('shell.Page.fbSports');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.frameLocator(`iframe[title="${title}"]`).locator('h1')).toBeVisible();
  await expectNoAxeViolations(page);
});
