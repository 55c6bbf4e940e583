// Where a chosen game leads (spec 2 §4 launch routing) against the reference platform: a slot plays inside the site
// at /seamless and then heads the player's recent games, a round played there changes the balance the header shows,
// an empty wallet is offered a deposit, a live table opens in a new window, a vendor under maintenance is said with
// hot games of other vendors to try (on the page, or in a dialog for a new-window game), favourites survive a
// reload, poker rooms and hot matches start their games, the lottery vendors lead to their lottery pages, and FB
// sports opens for a visitor.
import type { Page } from '@playwright/test';
import { player } from './accounts';
import { digitsOf, headerDigits } from './balance';
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
  await page.getByRole('button', { name: t('game-catalogue.RngSwitcher.recent'), exact: true }).click();
  // The slots stay on screen (busy) until the recent games arrive: slow on a machine running other suites too.
  await expect(centre(page).tiles.first()).toHaveText(name, { timeout: 10_000 });
});

test('a round of a demo game changes the balance the header shows', async ({ page }) => {
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/rng?vassalage=PG'));
  const before = await headerDigits(page, t);
  const tile = centre(page).tiles.first();
  const name = (await tile.innerText()).trim();
  await gameButton(tile).click();

  const game = page.frameLocator(`iframe[title="${name}"]`);
  await expect(game.locator('#balance')).toContainText(/\d/);
  // The game plays from the main wallet; the header shows the sum of every wallet (vendor wallets too).
  const mainBefore = digitsOf(await game.locator('#balance').innerText());
  expect(mainBefore).toBeLessThanOrEqual(before);
  await game.getByRole('button', { name: 'Play a round' }).click();
  const result = game.getByRole('status');
  await expect(result).toContainText(/Stake .+, won .+, balance .+/);
  const [stake, won, after] = (await result.innerText())
    .split(',')
    .reduce<string[]>((parts, part) => {
      // "Stake ₫10,000.00, won ₫0.00, balance ₫1,990,000.00": the amounts themselves hold commas.
      if (/^\s*(Stake|won|balance)\b/.test(part) || parts.length === 0) parts.push(part);
      else parts[parts.length - 1] += part;
      return parts;
    }, [])
    .map(digitsOf);
  expect(after).toBe(mainBefore - (stake ?? 0) + (won ?? 0));

  // Back in the site, the header asks again and shows what the game left.
  await page.getByRole('button', { name: t('web.HeaderBalance.refresh'), exact: true }).click();
  await expect.poll(() => headerDigits(page, t)).toBe(before - mainBefore + (after ?? 0));
});

test('an empty wallet is told the balance is not enough, with a deposit', async ({ page, problems }) => {
  // The platform refuses that launch with a 400, which Chromium logs.
  problems.allow(/status of 400 .*\/wps\/game\/launchGame\?/);
  await devApi.setBalance('lotus', player, 0);
  try {
    await signIn(page, 'lotus', player);
    await page.goto(brandUrl('lotus', '/rng?vassalage=JL'));
    const tile = centre(page).tiles.first();
    const name = (await tile.innerText()).trim();
    await gameButton(tile).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: t('game-catalogue.GameFrame.balanceShort', { title: name }) });
    await expect(alert).toBeVisible();
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: t('game-catalogue.GameFrame.deposit'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: t('frame.MemberCentre.title') })).toBeVisible();
  } finally {
    await devApi.setBalance('lotus', player, 2_000_000);
  }
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

  // The stored token is checked again after the reload; chosen during that check, the favourites still show (the
  // player is not taken for a visitor and asked to log in).
  let releaseCheck = () => {};
  const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
  await page.route('**/wps/member/info*', async (route) => {
    await checkHeld;
    await route.fallback();
  });
  await page.reload();
  const at = centre(page);
  await at.filters.getByRole('button', { name: t('game-catalogue.GameCentre.favourites'), exact: true }).click();
  releaseCheck();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(at.tiles).toHaveCount(1);
  await expect(at.tiles.first()).toHaveText(name);
  await expect(
    at.tiles.first().getByRole('button', { name: t('game-catalogue.GameCentre.favourite', { name }) }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('an FB game of the sports centre leads to the FB sports page', async ({ page }) => {
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/sports?vassalage=FB'));
  await gameButton(centre(page).tiles.first()).click();
  await expect(page).toHaveURL(/\/fbSports$/);
  const title = t('web.Page.fbSports');
  await expect(page.frameLocator(`iframe[title="${title}"]`).locator('h1')).toBeVisible();
});

test('FB sports opens inside the site for a visitor', async ({ page }) => {
  await page.goto(brandUrl('lotus', '/fbSports'));
  const title = t('web.Page.fbSports');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.frameLocator(`iframe[title="${title}"]`).locator('h1')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a poker room of the PVP centre starts its table inside the site', async ({ page }) => {
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/pvp'));
  const rooms = page.getByRole('region', { name: t('game-catalogue.PokerRooms.title') });
  const room = rooms.getByRole('listitem').first();
  const roomName = (await room.getByRole('heading').innerText()).trim();
  const gameName = (await room.locator('p').first().innerText()).trim();
  await room.getByRole('button', { name: t('game-catalogue.PokerRooms.joinRoom', { room: roomName }) }).click();
  await expect(page).toHaveURL(/\/seamless\?.*gameId=[A-Za-z0-9_]+-R1/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(roomName);
  await expect(page.frameLocator(`iframe[title="${roomName}"]`).locator('h1')).toContainText(gameName);
});

test('a hot match’s bet button starts its sportsbook at that match', async ({ page }) => {
  await signIn(page, 'lotus', player);
  await page.goto(brandUrl('lotus', '/sports'));
  const matches = page.getByRole('region', { name: t('game-catalogue.HotMatches.title') });
  const bets = matches.getByRole('button', { name: new RegExp(`^${t('game-catalogue.HotMatches.bet')}`) });
  await expect(bets.first()).toBeVisible();
  await bets.first().click();
  // FB's sportsbook has its own page; every other book plays inside the site.
  await expect(page).toHaveURL(/\/(seamless|fbSports)\?.*matchId=/);
  await expect(page.locator('iframe').first()).toBeVisible();
  await expect(page.frameLocator('iframe').first().locator('h1')).toBeVisible();
});

test('lottery games lead to their lottery pages, whose menu plays the chosen draw', async ({ page }) => {
  await signIn(page, 'lotus', player);
  // LOTT to /lottery, TCG_LOTTO_VN to /vnLottery (the LOTT lane's centre).
  for (const [vendor, path] of [
    ['LOTT', '/lottery'],
    ['TCG_LOTTO_VN', '/vnLottery'],
    ['TCG_SEA', '/seaLottery'],
  ] as const) {
    const centrePath = vendor === 'TCG_SEA' ? '/elott' : '/lott';
    await page.goto(brandUrl('lotus', `${centrePath}?vassalage=${vendor}`));
    const tile = centre(page).tiles.first();
    await gameButton(tile).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?gameCode=`));
    await expect(page.locator('iframe').first()).toBeVisible();
    await expect(page.frameLocator('iframe').first().locator('h1')).toBeVisible();
  }
  // The menu beside the game: another draw plays in its place.
  const menu = page.getByRole('navigation', { name: t('game-catalogue.Lottery.menu'), exact: true });
  const current = new URL(page.url()).searchParams.get('gameCode');
  const other = menu.getByRole('button').last();
  await other.click();
  await expect(page).toHaveURL(/\/seaLottery\?gameCode=/);
  expect(new URL(page.url()).searchParams.get('gameCode')).not.toBe(current);
  await expect(page.frameLocator('iframe').first().locator('h1')).toBeVisible();
  await expectNoAxeViolations(page);
});
