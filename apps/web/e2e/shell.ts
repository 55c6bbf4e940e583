// What the shell's specs share: the route table, layout landmarks and in-app navigation. Every name comes from the
// brand's own catalogue (copy.ts), so each check reads the page as a player of that language does.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { Copy } from './copy';
import { brandInfo, expect } from './fixtures';

export type Layout = 'app' | 'headerOnly' | 'standalone';

export interface ShellRoute {
  path: string;
  /** The page's heading, which also names it in the tab ("Slots | Lotus Palace") unless `tab` says otherwise. */
  name: (t: Copy, brandName: string) => string;
  tab?: (t: Copy) => string;
  /** Only a signed-in member may open it (spec 1 §2: the lottery pages; changing a password). */
  needsSession?: boolean;
}

const named = (key: string) => (t: Copy) => t(`web.Page.${key}`);
const welcome = (t: Copy, brandName: string) => t('web.HomePage.welcome', { brand: brandName });
// The home page welcomes the player by the brand's name; its tab says "Home".
const home = { name: welcome, tab: named('home') };

export const homeRoute: ShellRoute = { path: '/', ...home };

/** Every route of spec 1 §2 and spec 2 §2, by layout. */
export const shellRoutes: Record<Layout, readonly ShellRoute[]> = {
  // Header, footer and side menu.
  app: [
    homeRoute,
    { path: '/index', ...home },
    { path: '/index.html', ...home },
    { path: '/home', ...home },
    { path: '/down', name: named('download') },
    { path: '/rng', name: named('rng') },
    { path: '/fish', name: named('fish') },
    { path: '/pvp', name: named('pvp') },
    { path: '/live', name: named('live') },
    { path: '/sports', name: named('sports') },
    { path: '/esports', name: named('esports') },
    { path: '/cockfight', name: named('cockfight') },
    { path: '/elott', name: named('elott') },
    { path: '/lott', name: named('lott') },
    { path: '/hot', name: named('hot') },
    { path: '/rewards', name: named('rewards') },
    { path: '/announcement', name: named('announcement') },
    { path: '/help', name: named('help') },
    { path: '/join', name: named('join') },
    { path: '/pointMall', name: named('pointMall') },
    { path: '/promotions', name: named('promotions') },
  ],
  // Header only.
  headerOnly: [
    { path: '/lottery', name: named('lottery'), needsSession: true },
    { path: '/seaLottery', name: named('seaLottery'), needsSession: true },
    { path: '/vnLottery', name: named('vnLottery'), needsSession: true },
    { path: '/seamless', name: named('seamless') },
    { path: '/fbSports', name: named('fbSports') },
    // Swept as a member who is no agent: the agent login says so (agents land on "Agent home").
    { path: '/agentHome', name: (t) => t('web.AgentHomePage.title') },
  ],
  // Neither header nor footer.
  standalone: [
    { path: '/register', name: named('register') },
    { path: '/forget', name: named('forget') },
    { path: '/changePsw', name: named('changePsw'), needsSession: true },
    { path: '/changePassword', name: named('changePassword'), needsSession: true },
  ],
};

/**
 * Opens `path` inside the running app, as a link would: the router takes the history entry (it listens to
 * pushState) and renders the page without a new document load. A sweep over many routes pays for one load. The
 * caller asserts where it lands (a guard may redirect).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

/** The landmarks a player meets on the page: which ones a layout has and which it must not have. */
export function landmarks(page: Page, t: Copy) {
  return {
    main: page.getByRole('main'),
    header: page.getByRole('banner'),
    mainNavigation: page.getByRole('navigation', { name: t('frame.Header.mainNavigation'), exact: true }),
    sideMenu: page.getByRole('navigation', { name: t('frame.SideMenu.label'), exact: true }),
    footer: page.getByRole('contentinfo'),
    rightBar: page.getByRole('complementary', { name: t('frame.RightBar.label'), exact: true }),
    anyNavigation: page.getByRole('navigation'),
  };
}

/**
 * Asserts the page shows exactly the landmarks of `layout` (a wide screen: the side menu is in the page). The checks
 * run side by side: a route sweep makes hundreds of them.
 */
export async function expectLayout(page: Page, layout: Layout, t: Copy): Promise<void> {
  const at = landmarks(page, t);
  const present = (locator: Locator) => expect(locator).toBeVisible();
  const absent = (locator: Locator) => expect(locator).toHaveCount(0);
  if (layout === 'standalone') {
    await Promise.all([
      present(at.main),
      absent(at.header),
      absent(at.anyNavigation),
      absent(at.footer),
      absent(at.rightBar),
    ]);
    return;
  }
  const withSideMenuAndFooter = layout === 'app' ? present : absent;
  await Promise.all([
    present(at.main),
    present(at.header),
    present(at.mainNavigation),
    withSideMenuAndFooter(at.sideMenu),
    withSideMenuAndFooter(at.footer),
    withSideMenuAndFooter(at.rightBar),
  ]);
}

/** The heading and the tab title of a route's page ("Slots | Lotus Palace"; home: "Home | Lotus Palace"). */
export async function expectPage(page: Page, brand: string, route: ShellRoute, t: Copy): Promise<void> {
  const { displayName } = brandInfo(brand);
  const name = route.name(t, displayName);
  await Promise.all([
    expect(page.getByRole('heading', { level: 1 })).toHaveText(name),
    expect(page).toHaveTitle(`${route.tab?.(t) ?? name} | ${displayName}`),
  ]);
}

/** The parts of the status answer (`GET /wps/system/status`) the shell's specs compare the page with. */
export interface StatusAnswer {
  location?: { ip?: string };
  info: {
    resources?: { resourceType: string; url?: string; qrCodeUrl?: string }[];
    customerService?: { csType?: string; path?: string }[];
  };
}

/** The status answer the page's own origin gets: what the platform says of this visitor and merchant. */
export async function statusAnswer(page: Page): Promise<StatusAnswer> {
  return page.evaluate(async () => {
    const response = await fetch('/wps/system/status');
    return ((await response.json()) as { value: StatusAnswer }).value;
  });
}

/**
 * Customer-service windows go to the merchants' own (unreachable) hosts: answer them with a stand-in page, so the
 * test sees the window open at the right address without a network.
 */
export async function standInForSupportSites(context: BrowserContext) {
  await context.route(/^https:\/\/[^/]+\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Customer service</title>' }),
  );
}

/** Clicks the customer-service button and checks the window it opens shows the merchant's first link. */
export async function expectCustomerServiceWindow(page: Page, context: BrowserContext, label: string) {
  const { info } = await statusAnswer(page);
  const link = info.customerService?.[0]?.path;
  expect(link, 'the merchant lists a customer-service link').toBeTruthy();
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: label, exact: true }).click();
  const window = await opened;
  await expect.poll(() => window.url()).toBe(link);
  await window.close();
}

/**
 * Presses Esc in an open popup as a player does, once it has taken focus: before that, its Esc handling may not be in
 * place yet (a popup's code loads when it first opens), and a key pressed then would reach what was under it.
 */
export async function pressEscapeIn(popup: Locator): Promise<void> {
  await expect
    .poll(() => popup.evaluate((element) => element.contains(element.ownerDocument.activeElement)))
    .toBe(true);
  await popup.page().keyboard.press('Escape');
}
