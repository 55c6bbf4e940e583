// The game lobbies hold still while they load (design §6: CLS <= 0.02). On a phone's width, with every catalogue
// answer held back so that what a lobby shows before its data (banner box, vendor tabs, filters, skeleton tiles)
// stays on screen for a while, the layout shifts Chromium reports from the document's start until the lobby has
// settled add up to no more than the bar. The sum of every shift is at least the CLS (its worst window of shifts).
import type { Page } from '@playwright/test';
import { allBrands, brandCopy, brandUrl, expect, test } from './fixtures';

/** Every game lobby (apps/web/src/routes/_app: the routes of `GameCentrePage`). */
const lobbies = ['/rng', '/live', '/sports', '/fish', '/pvp', '/lott', '/elott', '/esports', '/cockfight', '/hot'];

/** How long each catalogue answer (the platform's relayed calls: games, vendors, banners, matches, rooms) waits. */
const answerDelayMs = 800;

const bar = 0.02;

interface Shift {
  value: number;
  /** What moved, and from where to where (y + height, in CSS pixels). */
  sources: string[];
}

/** Runs in the page before its scripts: keeps every layout shift not caused by input, from the first paint on. */
function recordShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
  const nameOf = (node: Node | null | undefined) =>
    node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}` : String(node?.nodeName);
  const rect = (box: DOMRectReadOnly) => `${Math.round(box.y)}+${Math.round(box.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      value: number;
      hadRecentInput: boolean;
      sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    }>) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map(
          (source) => `${nameOf(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Opens `path` with the catalogue slowed down, waits until it has settled and gives the shifts seen on the way. */
async function shiftsWhileLoading(page: Page, brand: string, path: string): Promise<Shift[]> {
  const t = brandCopy(brand);
  await page.route('**/wps/relay/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
    await route.fallback();
  });
  await page.goto(brandUrl(brand, path));
  const games = page.getByRole('list', { name: t('game-catalogue.GameCentre.games'), exact: true });
  const empty = page.getByText(t('game-catalogue.GameCentre.empty'), { exact: true });
  await expect(games.or(empty)).toBeVisible({ timeout: 10_000 });
  // Settled: nothing busy any more (the games, the matches, the rooms) and no answer still on its way.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

function expectStill(shifts: Shift[]) {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(bar);
}

// A phone's width, where the lobby's rows stack and a wrapping row would push everything below it.
test.use({ viewport: { width: 390, height: 844 } });

// Each lobby on one brand, the brands in turn: every lobby, every brand's language and direction, a test each.
const brands = allBrands();
lobbies.forEach((path, index) => {
  const brand = brands[index % brands.length] ?? 'lotus';
  test(`${brand} ${path} holds still while its banners, vendors and games load`, async ({ page }) => {
    await page.addInitScript(recordShifts);
    expectStill(await shiftsWhileLoading(page, brand, path));
  });
});

// Sahara offers no fishing (apps/platform/src/seed): its vendor lane is empty, so no link leads to /fish. Opened
// once the lanes are known (after another page of the visit), that lobby keeps no place for banners it will not get.
test('sahara /fish, a lobby it does not offer, holds still too once the vendor lanes are known', async ({ page }) => {
  const t = brandCopy('sahara');
  await page.goto(brandUrl('sahara', '/'));
  // The site keeps the lanes for the visit in session storage (`gameVendor`, as the platform's other clients do).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('gameVendor') !== null)).toBe(true);
  await page.addInitScript(recordShifts);
  const shifts = await shiftsWhileLoading(page, 'sahara', '/fish');
  await expect(page.getByText(t('game-catalogue.GameCentre.empty'), { exact: true })).toBeVisible();
  expectStill(shifts);
});

test('the skeletons stand still for a player who asks for reduced motion, and say nothing', async ({ page }) => {
  const t = brandCopy('lotus');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The games never come: the skeleton stays.
  await page.route('**/wps/relay/GCSGAME_gameList*', () => new Promise<void>(() => {}));
  await page.goto(brandUrl('lotus', '/live'));
  const games = page.getByRole('list', { name: t('game-catalogue.GameCentre.games'), exact: true });
  await expect(games).toHaveAttribute('aria-busy', 'true');
  await expect(games.getByRole('listitem')).toHaveCount(0);
  await expect(games).toHaveText('');
  const places = games.locator(':scope > li');
  await expect(places).toHaveCount(24);
  const moving = await places.evaluateAll(
    (items) =>
      items.flatMap((item) => item.getAnimations({ subtree: true })).filter((run) => run.playState === 'running')
        .length,
  );
  expect(moving).toBe(0);
});
