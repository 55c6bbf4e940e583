// The home page's lobby (spec 2 §2) against the reference platform: the w_home banners, the hot games, two rows of 15
// slot games, a row of vendor cards per category whose cards open their centre at that vendor (or start the vendor's
// own game), and the sports hot matches; axe left to right and right to left.
import type { Page } from '@playwright/test';
import type * as AxeCore from 'axe-core';
import { copyOf, type Copy } from './copy';
import { axeViolations, brandUrl, expect, expectNoAxeViolations, test, brandCopy } from './fixtures';
import { dangersIn, hostileResidue, watchForScript, withHostileMarkup } from './hostile';

function lobby(page: Page, t: Copy) {
  const rowOf = (title: string, kind: 'games' | 'vendors') =>
    page.getByRole('list', { name: t(`game-catalogue.HomeRows.${kind}`, { title }), exact: true });
  return {
    banners: page.getByRole('region', { name: t('content.BannerCarousel.label'), exact: true }),
    hot: rowOf(t('web.Page.hot'), 'games'),
    slots: rowOf(t('web.Page.rng'), 'games'),
    live: rowOf(t('web.Page.live'), 'vendors'),
    matches: page.getByRole('region', { name: t('game-catalogue.HotMatches.title'), exact: true }),
  };
}

test('lotus home: banners, hot games, two rows of 15 slots, vendor rows and hot matches', async ({ page }) => {
  const t = brandCopy('lotus');
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
  const t = brandCopy('lotus');
  await page.goto(brandUrl('lotus', '/'));
  const at = lobby(page, t);
  // Ezugi's card is its own table game (a new window once signed in).
  await at.live.getByRole('button', { name: 'Ezugi', exact: true }).click();
  await expect(page.getByRole('dialog', { name: t('auth.LoginPopup.title'), exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: t('game-catalogue.HomeRows.moreIn', { title: t('web.Page.rng') }) }).click();
  await expect(page).toHaveURL(/\/rng$/);
});

test('sahara home (right to left) passes axe', async ({ page }) => {
  const t = brandCopy('sahara');
  await page.goto(brandUrl('sahara', '/'));
  await expect(lobby(page, t).slots.first().getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
});

test('lotus home: entrances to the five halls, the promotion banner leading to every promotion, the media links', async ({
  page,
}) => {
  const t = brandCopy('lotus');
  await page.goto(brandUrl('lotus', '/'));
  const halls = page.getByRole('navigation', { name: t('game-catalogue.Entrances.label'), exact: true });
  await expect(halls.getByRole('link')).toHaveText(
    ['rng', 'live', 'fish', 'pvp', 'sports'].map((hall) => t(`web.Page.${hall}`)),
  );
  expect(await halls.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/rng',
    '/live',
    '/fish',
    '/pvp',
    '/sports',
  ]);

  // The media links name the same channels as the footer's follow-us icons.
  const main = page.getByRole('main');
  const media = main.getByRole('region', { name: t('frame.Footer.followUs'), exact: true });
  const footer = page.getByRole('contentinfo').getByRole('region', { name: t('frame.Footer.followUs'), exact: true });
  const hrefs = (links: ReturnType<Page['getByRole']>) =>
    links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
  await expect(media.getByRole('link').first()).toBeVisible();
  expect(await hrefs(media.getByRole('link'))).toEqual(await hrefs(footer.getByRole('link')));

  const promotion = main.getByRole('region', { name: t('web.Page.promotions'), exact: true });
  // The section and its carousel are told apart by name.
  await expect(promotion).toHaveCount(1);
  const promotionBanners = promotion.getByRole('region', { name: t('web.HomePage.promotionBanners'), exact: true });
  await expect(promotionBanners.locator('img').first()).toBeVisible();
  await promotion.getByRole('link', { name: t('web.HomePage.allPromotions'), exact: true }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await halls.waitFor({ state: 'detached' });
});

test('lotus home: three banners rotate by themselves every 5 s and loop; pause stops them, play starts them again', async ({
  page,
}) => {
  // The carousel's own timing (5 s a banner) is run on the page's clock, not waited out.
  await page.clock.install();
  const t = brandCopy('lotus');
  await page.goto(brandUrl('lotus', '/'));
  const banners = lobby(page, t).banners;
  const dots = banners.locator('[aria-current="true"]');
  await expect(banners.locator('img')).toHaveCount(3);
  const current = () => dots.getAttribute('aria-label');
  const first = await current();
  // The next one after 5 s (and a 1 s transition).
  await page.clock.runFor(6_000);
  await expect.poll(current).not.toBe(first);

  await banners.getByRole('button', { name: t('content.BannerCarousel.pause'), exact: true }).click();
  const paused = await current();
  await page.clock.runFor(12_000);
  expect(await current()).toBe(paused);

  // The arrows loop: past the last comes the first.
  const next = banners.getByRole('button', { name: t('content.BannerCarousel.next'), exact: true });
  const seen = [paused];
  for (let step = 0; step < 3; step += 1) {
    await next.click();
    await expect.poll(current).not.toBe(seen.at(-1));
    seen.push(await current());
  }
  expect(seen[3]).toBe(seen[0]);
  expect(new Set(seen).size).toBe(3);

  await banners.getByRole('button', { name: t('content.BannerCarousel.play'), exact: true }).click();
  const playing = await current();
  await page.clock.runFor(6_000);
  await expect.poll(current).not.toBe(playing);
});

test('sahara home: switching the language asks again for the hot games, the winner board and the vendors in it', async ({
  page,
}) => {
  await page.goto(brandUrl('sahara', '/'));
  await expect(
    page.getByRole('list', { name: copyOf('sahara', 'AR')('game-catalogue.WinnerBoard.title') }),
  ).toBeVisible();
  const asked = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const call = /(GCSGAME_hotGamesV2|ODSFE2_getWinnerBoard|GCSGAME_newGameVendor)$/.exec(url.pathname)?.[1];
    if (call && url.searchParams.get('language') === 'EN') asked.add(call);
  });
  await page
    .getByRole('combobox', { name: copyOf('sahara', 'AR')('frame.Header.language'), exact: true })
    .selectOption({
      label: 'English',
    });
  const en = copyOf('sahara', 'EN');
  await expect(page.getByRole('list', { name: en('game-catalogue.WinnerBoard.title'), exact: true })).toBeVisible();
  await expect
    .poll(() => [...asked].sort())
    .toEqual(['GCSGAME_hotGamesV2', 'GCSGAME_newGameVendor', 'ODSFE2_getWinnerBoard']);
});

test('siam home: the winner board lists the 20 biggest wins, biggest first, with two decimals; a visitor choosing one is asked to log in', async ({
  page,
}) => {
  const t = brandCopy('siam');
  await page.addInitScript(() => sessionStorage.setItem('ANONYMOUS_POPUP', 'closed'));
  await page.goto(brandUrl('siam', '/'));
  const board = page.getByRole('list', { name: t('game-catalogue.WinnerBoard.title'), exact: true });
  const entries = board.getByRole('listitem');
  await expect(entries).toHaveCount(20);
  const shown = await entries.evaluateAll((items) => items.map((item) => item.lastElementChild?.textContent ?? ''));
  expect(shown.filter((text) => !/^[\d,]+\.\d\d$/.test(text))).toEqual([]);
  const amounts = shown.map((text) => Number(text.replaceAll(',', '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  // Names come masked from the platform.
  await expect(entries.first()).toContainText('***');

  await entries.first().getByRole('button').click();
  await expect(page.getByRole('dialog', { name: t('auth.LoginPopup.title'), exact: true })).toBeVisible();
});

test('lotus home: a click between two notices of the ticker opens the popup at the nearer one', async ({ page }) => {
  const t = brandCopy('lotus');
  await page.goto(brandUrl('lotus', '/'));
  const ticker = page.getByRole('region', { name: t('content.NoticePopup.ticker'), exact: true });
  const buttons = ticker.getByRole('button');
  await buttons.first().click();
  await expect(buttons.first()).toHaveAccessibleName(t('content.NoticePopup.play'));
  const first = await buttons.nth(1).boundingBox();
  const second = await buttons.nth(2).boundingBox();
  if (!first || !second) throw new Error('the ticker shows no two notices');
  const secondName = (await buttons.nth(2).innerText()).trim();
  const gapStart = Math.min(first.x + first.width, second.x + second.width);
  const gapEnd = Math.max(first.x, second.x);
  expect(gapEnd - gapStart).toBeGreaterThan(2);
  // Just past the middle of the gap, towards the second notice (the line may run either way).
  const towardsSecond = second.x > first.x ? 1 : -1;
  await page.mouse.click((gapStart + gapEnd) / 2 + towardsSecond, first.y + first.height / 2);

  const popup = page.getByRole('dialog', { name: t('content.NoticePopup.title'), exact: true });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: secondName, exact: true })).toHaveAttribute('aria-expanded', 'true');
});

test('lotus home: a notice chosen in the ticker opens the notices six a page, a title expands and collapses, a hostile one inert', async ({
  page,
  problems,
  devContent,
}) => {
  const t = brandCopy('lotus');
  const ran = watchForScript(page, problems);
  const hostileTitle = 'Hostile markup';
  await devContent.write('lotus', 'notices', {
    lang: 'VI',
    title: hostileTitle,
    content: withHostileMarkup('<p>Khuyến mãi cuối tuần.</p>'),
  });
  await page.goto(brandUrl('lotus', '/'));
  const ticker = page.getByRole('region', { name: t('content.NoticePopup.ticker'), exact: true });
  // The seed's eight notices, the one written above (last) and the pause button: the copy that closes the loop is
  // hidden from assistive technology.
  const buttons = ticker.getByRole('button');
  await expect(buttons).toHaveCount(10);
  const names = (await buttons.allInnerTexts()).slice(1).map((text) => text.trim());
  expect(names.at(-1)).toBe(hostileTitle);
  const nameAt = (index: number) => names[index] ?? `notice ${index} missing`;
  // Paused, as a player would before reading.
  await buttons.first().click();
  await expect(buttons.first()).toHaveAccessibleName(t('content.NoticePopup.play'));
  await buttons.nth(4).click();

  const popup = page.getByRole('dialog', { name: t('content.NoticePopup.title'), exact: true });
  await expect(popup).toBeVisible();
  const titleOf = (name: string) => popup.getByRole('button', { name, exact: true });
  for (const name of names.slice(0, 6)) await expect(titleOf(name)).toBeVisible();
  await expect(titleOf(nameAt(6))).toHaveCount(0);
  // Opened at the chosen notice, its content shown.
  const chosen = titleOf(nameAt(3));
  await expect(chosen).toHaveAttribute('aria-expanded', 'true');
  await chosen.click();
  await expect(chosen).toHaveAttribute('aria-expanded', 'false');
  const second = titleOf(nameAt(1));
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(chosen).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);

  // The second page holds the last three, the hostile one among them.
  await popup.getByRole('button', { name: t('content.NoticeList.next'), exact: true }).click();
  for (const index of [6, 7, 8]) await expect(titleOf(nameAt(index))).toBeVisible();
  await expect(titleOf(nameAt(0))).toHaveCount(0);
  await titleOf(hostileTitle).click();
  await expect(titleOf(hostileTitle)).toHaveAttribute('aria-expanded', 'true');
  await expect(popup).toContainText('Khuyến mãi cuối tuần.');
  await expect(popup).toContainText(hostileResidue);
  expect(await dangersIn(popup)).toEqual([]);
  // Pointing at the payloads' pictures and links runs nothing either.
  await popup.hover();
  await expectNoAxeViolations(page);
  await popup.getByRole('button', { name: t('content.NoticePopup.ok'), exact: true }).click();
  await expect(popup).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(ran).toEqual([]);
});

for (const brand of ['siam', 'sahara']) {
  test(`${brand} home: wherever the ticker's line is, no notice and no button is a target too small or too close to another`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const t = brandCopy(brand);
    // The visitors' popup would cover the line.
    await page.addInitScript(() => sessionStorage.setItem('ANONYMOUS_POPUP', 'closed'));
    await page.goto(brandUrl(brand, '/'));
    const ticker = page.getByRole('region', { name: t('content.NoticePopup.ticker'), exact: true });
    await expect(ticker.getByRole('button')).toHaveCount(9);
    await axeViolations(page, { include: 'main' });
    // As fractions of the loop: the moments each notice shows only 3 px at either edge of the line, those its edges
    // pass behind the pause button (clipped, but axe does not see the clip), and 24 between.
    const moments = await ticker.evaluate((region) => {
      const list = region.querySelector('ul');
      const viewport = list?.parentElement?.parentElement?.getBoundingClientRect();
      const toggle = region.querySelector('button')?.getBoundingClientRect();
      if (!list || !viewport || !toggle) return [];
      const behindToggle = (toggle.left + toggle.right) / 2;
      const width = list.getBoundingClientRect().width;
      const sign = getComputedStyle(region).direction === 'rtl' ? 1 : -1;
      for (const animation of document.getAnimations()) animation.pause();
      for (const animation of region.getAnimations({ subtree: true })) animation.currentTime = 0;
      const wrap = (fraction: number) => ((fraction % 1) + 1) % 1;
      const edges = [...list.querySelectorAll('button')].flatMap((item) => {
        const { left, right } = item.getBoundingClientRect();
        return [
          wrap((sign * (viewport.left + 3 - right)) / width),
          wrap((sign * (viewport.right - 3 - left)) / width),
          wrap((sign * (behindToggle - left)) / width),
          wrap((sign * (behindToggle - right)) / width),
        ];
      });
      return [...edges, ...Array.from({ length: 24 }, (_, step) => step / 24)];
    });
    expect(moments).toHaveLength(32 + 24);
    for (const fraction of moments) {
      const found = await ticker.evaluate(async (region, at) => {
        for (const animation of region.getAnimations({ subtree: true })) {
          animation.currentTime = Number(animation.effect?.getComputedTiming().duration) * at;
        }
        const axe = (window as unknown as { axe: typeof AxeCore }).axe;
        const results = await axe.run(region, { runOnly: { type: 'rule', values: ['target-size'] } });
        return results.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.html.slice(0, 80)}: ${node.failureSummary ?? ''}`),
        );
      }, fraction);
      expect(found, `with the line at ${fraction.toFixed(3)} of its loop`).toEqual([]);
    }
  });
}
