// Shared fixtures of the end-to-end tests. Import `test` and `expect` from here, never from @playwright/test:
// every test then fails on a console error, an uncaught page error or a Content-Security-Policy violation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type * as AxeCore from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';
import { sessionPath } from './accounts';
import { copyOf, type Copy } from './copy';

/** What the build of a brand bakes into its document, from brands/<id>/brand.config.ts (see global-setup.ts). */
export interface BrandInfo {
  id: string;
  displayName: string;
  merchantCode: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  mode: 'light' | 'dark';
  /** Under the installed site's icon: the config's shortName, else the display name. */
  shortName: string;
  /** The default mode's header (`surface`) and page (`canvas`) colours: the manifest's theme and background. */
  colors: { surface: string; canvas: string };
}

function fromEnv<T>(name: string): T {
  const raw = process.env[name];
  if (!raw) throw new Error(`${name} is not set: run the tests through \`playwright test\` (e2e/global-setup.ts).`);
  return JSON.parse(raw) as T;
}

/** Every brand of brands/, with its expected document values. */
export function brandInfos(): BrandInfo[] {
  return fromEnv<BrandInfo[]>('LOBBY_E2E_BRANDS');
}

export function brandInfo(id: string): BrandInfo {
  const brand = brandInfos().find((candidate) => candidate.id === id);
  if (!brand)
    throw new Error(
      `No brand "${id}" (brands/ holds ${brandInfos()
        .map((b) => b.id)
        .join(', ')})`,
    );
  return brand;
}

/** The copy of `brand` in its default language: what its pages say, by message id. */
export function brandCopy(brand: string): Copy {
  return copyOf(brand, brandInfo(brand).lang);
}

/**
 * Port of the platform serving the current test: one platform per parallel slot (global-setup.ts), so a file's
 * state changes and database resets never reach a file running at the same time.
 */
export function platformPort(): number {
  const ports = fromEnv<number[]>('LOBBY_E2E_PORTS');
  // Playwright numbers the parallel slots 0..workers-1 in each worker's environment (a restarted worker keeps it).
  const port = ports[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % ports.length];
  if (port === undefined) throw new Error('LOBBY_E2E_PORTS is empty');
  return port;
}

/** `http://127.0.0.1:<port>`: for calls from Node, which does not resolve *.localhost names. */
export const platformUrl = (path = '/') => new URL(path, `http://127.0.0.1:${platformPort()}`).href;

/** `http://<brand>.localhost:<port><path>`: a brand's site as a player reaches it (Chromium maps *.localhost to loopback). */
export const brandUrl = (brand: string, path = '/') =>
  new URL(path, `http://${brand}.localhost:${platformPort()}`).href;

/** The brands whose tests a file generates: read from brands/ when the file loads (before the global setup ran). */
export { allBrands } from './brands';

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

export interface StatusChange {
  maintenance?: boolean;
  regionRestriction?: boolean;
  maintenanceEnd?: string | null;
}

export interface OutboxEntry {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
  createdAt: string;
  merchant: string;
}

/** A feedback as the platform stored it (`GET /__dev/merchants/:code/feedback`): pictures by type and size. */
export interface StoredFeedback {
  id: number;
  sender: string | null;
  type: number;
  content: string;
  images: Array<{ type: string; bytes: number }>;
  createdAt: string;
}

/** What the dev content endpoints write for a merchant (POST /__dev/merchants/:code/<kind>). */
export type ContentKind = 'notices' | 'popups' | 'promotions' | 'help';

/** Thin wrappers over the platform's /__dev endpoints. `merchant` is a brand id (lotus) or a merchant code (lotus88). */
/** A promotion members take part in, as `GET /__dev/merchants/:code/promotions` lists it. */
export interface DevPromotion {
  promotionId: number;
  code: string;
  kind: 'MANUAL' | 'LOGIN' | 'REGISTER' | 'RAFFLE';
  amount: number;
  announcementIds: number[];
}

export interface DevApi {
  /** The merchant's promotions members take part in (rules, not the promotions page's cards). */
  promotions(merchant: string): Promise<DevPromotion[]>;
  /** The merchant's decision on a member's application or sign-up request: issued (claimable) or rejected. */
  decidePromotion(
    merchant: string,
    username: string,
    promotionId: number,
    action: 'approve' | 'reject',
  ): Promise<unknown>;
  /** Every table back to the seed, rate limits forgotten. Call it in `beforeAll` of a file that changes state. */
  reset(): Promise<void>;
  setStatus(merchant: string, change: StatusChange): Promise<StatusChange & { code: string }>;
  setFlags(
    merchant: string,
    flags: Record<string, boolean>,
  ): Promise<{ code: string; changed: Record<string, boolean>; added: string[] }>;
  /** Puts a vendor of a merchant under maintenance (until `maintenanceEnd`, an ISO time) or hides it, in every lane. */
  setVendor(
    merchant: string,
    vendor: string,
    change: { gameType?: string; maintenance?: boolean; maintenanceEnd?: string | null; display?: boolean },
  ): Promise<unknown>;
  /** Sets a member's main wallet (0 makes a real-money launch answer launch_game_balance_not_enough). */
  setBalance(merchant: string, username: string, amount: number): Promise<unknown>;
  /**
   * Sets what a withdrawal checks of a member, in the merchant's currency: the turnover required and played, the
   * deposits made (each left as it is when absent).
   */
  setTurnover(
    merchant: string,
    username: string,
    turnover: { requiredTurnover?: number; actualTurnover?: number; depositTotal?: number },
  ): Promise<{ requiredTurnover: number; actualTurnover: number; depositTotal: number }>;
  /** The merchant's decision on a withdrawal: approve, reject (the amount back) or, for C2C, disburse. */
  decideWithdrawal(
    merchant: string,
    withdrawId: number | string,
    action: 'approve' | 'reject' | 'disburse',
  ): Promise<{ withdrawId: number; status: string }>;
  /** The merchant's withdrawal rules a test varies: the profile information required, C2C. */
  setWithdrawSettings(
    merchant: string,
    change: { requiredInfo?: string[]; c2cEnabled?: boolean },
  ): Promise<{ requiredInfo: string[]; c2cEnabled: boolean }>;
  /** The merchant's decision on a pending deposit: approved (credited to the main wallet, once) or rejected. */
  decideDeposit(merchant: string, depositId: number | string, action: 'approve' | 'reject'): Promise<unknown>;
  /** Sends an event of the push channel to the member's open pages (`type` of contract §5.4, its `data`). */
  sendEvent(
    merchant: string,
    username: string,
    event: { type: string; title?: string; message?: string; data?: Record<string, unknown> },
  ): Promise<unknown>;
  /**
   * The merchant writes to a member's inbox (`title`, HTML `content`, stored as written), or customer service answers
   * the member's thread `replyTo`; answers the message's id.
   */
  sendMail(
    merchant: string,
    username: string,
    mail: { title: string; content: string } | { replyTo: number; content: string },
  ): Promise<{ mailId: number }>;
  /**
   * Plays `count` rounds for a member as the demo games do, of one product's games (every product's without it),
   * spread over the `days` before now; answers how many were played (fewer where the balance ran out).
   */
  /** A friend who registered with a referral code qualifies now (as a first deposit makes them), or no longer. */
  qualifyFriend(merchant: string, username: string, qualified: boolean): Promise<unknown>;
  playRounds(
    merchant: string,
    username: string,
    rounds: { count: number; productType?: string; days?: number },
  ): Promise<{ played: number }>;
  /** Leaves a member known from another address only: their next password login here asks for a second proof. */
  forgetAddresses(merchant: string, username: string): Promise<void>;
  /** SMS and e-mails "sent" to a mobile number (with or without dialing code) or an address, newest first. */
  outbox(to: string): Promise<OutboxEntry[]>;
  /** The feedback a merchant received, newest first. */
  feedback(merchant: string): Promise<StoredFeedback[]>;
  /**
   * Adds a notice, popup, promotion or help entry to a merchant's content, `body` as the endpoint takes it (`lang`,
   * `title`, `content` ...); answers its id. A test writes through the `devContent` fixture, which removes it again.
   */
  writeContent(merchant: string, kind: ContentKind, body: Record<string, unknown>): Promise<number>;
  /** Removes a notice, popup, promotion or help entry (with its children) by id. */
  removeContent(merchant: string, kind: ContentKind, id: number): Promise<void>;
  /** The answer of the captcha the page's cookie is bound to (fetched from inside the page, with its cookies). */
  captcha(page: Page): Promise<string>;
  /** Where a slider puzzle's piece belongs (its notch's x, in picture pixels). */
  slider(challenge: string): Promise<number>;
  /**
   * Makes the local sign-in provider's next answer to the page's merchant (its sign-in, code send or code check) the
   * refusal `code` (`auth/...`), once. Called from inside the page: the merchant is the page's host.
   */
  identityError(page: Page, code: string): Promise<void>;
}

function merchantCode(merchant: string): string {
  return brandInfos().find((brand) => brand.id === merchant)?.merchantCode ?? merchant;
}

async function unwrap<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${what}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (!response.ok || !body.success) {
    throw new Error(`${what}: HTTP ${response.status} ${body.errorCode ?? ''} ${body.message ?? ''}`.trim());
  }
  return body.value;
}

async function devCall<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  // Every dev write goes as JSON, even without a body: the platform refuses other writes.
  const response = await fetch(platformUrl(path), {
    method,
    headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return unwrap<T>(response, `${method} ${path}`);
}

export const devApi: DevApi = {
  async reset() {
    await devCall('POST', '/__dev/reset');
  },
  setStatus: (merchant, change) => devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/status`, change),
  setFlags: (merchant, flags) => devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/flags`, flags),
  setVendor: (merchant, vendor, change) =>
    devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/vendors/${vendor}`, change),
  setBalance: (merchant, username, amount) =>
    devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/members/${username}/balance`, { amount }),
  setTurnover: (merchant, username, turnover) =>
    devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/members/${username}/turnover`, turnover),
  decideWithdrawal: (merchant, withdrawId, action) =>
    devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/withdrawals/${withdrawId}`, { action }),
  setWithdrawSettings: (merchant, change) =>
    devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/withdraw-settings`, change),
  decideDeposit: (merchant, depositId, action) =>
    devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/deposits/${depositId}`, { action }),
  sendEvent: (merchant, username, event) =>
    devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/members/${username}/events`, event),
  sendMail: (merchant, username, mail) =>
    devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/members/${username}/mails`, mail),
  qualifyFriend: (merchant, username, qualified) =>
    devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/members/${username}/referral`, { qualified }),
  promotions: async (merchant) =>
    (await devCall<{ promotions: DevPromotion[] }>('GET', `/__dev/merchants/${merchantCode(merchant)}/promotions`))
      .promotions,
  decidePromotion: (merchant, username, promotionId, action) =>
    devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/members/${username}/promotions/${promotionId}`, {
      action,
    }),
  playRounds: (merchant, username, rounds) =>
    devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/members/${username}/rounds`, rounds),
  async forgetAddresses(merchant, username) {
    await devCall('POST', `/__dev/merchants/${merchantCode(merchant)}/members/${username}/addresses/forget`, {});
  },
  outbox: (to) => devCall('GET', `/__dev/outbox?to=${encodeURIComponent(to)}`),
  feedback: (merchant) => devCall('GET', `/__dev/merchants/${merchantCode(merchant)}/feedback`),
  writeContent: async (merchant, kind, body) =>
    (await devCall<{ id: number }>('POST', `/__dev/merchants/${merchantCode(merchant)}/${kind}`, body)).id,
  async removeContent(merchant, kind, id) {
    await devCall('DELETE', `/__dev/merchants/${merchantCode(merchant)}/${kind}/${id}`);
  },
  slider: async (challenge) =>
    (await devCall<{ x: number }>('GET', `/__dev/slider?challenge=${encodeURIComponent(challenge)}`)).x,
  async identityError(page, code) {
    const { status, text } = await page.evaluate(async (body) => {
      const response = await fetch('/__dev/identity/next-error', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return { status: response.status, text: await response.text() };
    }, JSON.stringify({ code }));
    await unwrap(new Response(text, { status }), 'POST /__dev/identity/next-error');
  },
  async captcha(page) {
    const { status, text } = await page.evaluate(async () => {
      const response = await fetch('/__dev/captcha', { credentials: 'same-origin' });
      return { status: response.status, text: await response.text() };
    });
    const value = await unwrap<{ answer: string }>(new Response(text, { status }), 'GET /__dev/captcha');
    return value.answer;
  },
};

/**
 * Signs `username` in on a brand's site as a finished login would leave it: a live session made by the platform,
 * its token in the tab's `sessionStorage.token` (the page is left on the brand's robots.txt: go to a page next).
 * `trial` signs in a trial account of that name (made first when missing).
 */
export async function signIn(page: Page, brand: string, username: string, options: { trial?: boolean } = {}) {
  const response = await fetch(platformUrl(sessionPath), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchant: merchantCode(brand), username, trial: options.trial ?? false }),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!response.ok || !body.token)
    throw new Error(`No session for ${username} at ${brand}: ${body.error ?? response.status}`);
  await page.goto(brandUrl(brand, '/robots.txt'));
  await page.evaluate((token) => sessionStorage.setItem('token', token), body.token);
}

/** The WCAG 2.2 AA rule sets axe checks (design §6). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** axe-core's browser build, read once per worker. */
let axeSource: string | undefined;
const axeScript = () =>
  (axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Runs axe in the page's own document. axe is injected once per document and then run directly: a route sweep that
 * navigates inside the app pays for the ~0.5 MB script once, not on every check (AxeBuilder injects it each time).
 * A page that holds frames goes through AxeBuilder, which checks each frame.
 */
export async function axeViolations(
  page: Page,
  options: { include?: string; exclude?: string[] },
): Promise<AxeViolation[]> {
  if (page.frames().length > 1) {
    await page.evaluate(async () => {
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      const held = document.getAnimations().filter((animation) => animation.playState === 'running');
      for (const animation of held) animation.pause();
      (window as unknown as { heldForAxe?: Animation[] }).heldForAxe = held;
    });
    let builder = new AxeBuilder({ page }).withTags(wcagTags);
    if (options.include) builder = builder.include(options.include);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const violations = (await builder.analyze()).violations;
    await page.evaluate(() => {
      for (const animation of (window as unknown as { heldForAxe?: Animation[] }).heldForAxe ?? []) animation.play();
    });
    return violations;
  }
  // One round trip per check: wait for the finite animations to end (a popup fading in would be measured half
  // transparent), hold the endless ones (a marquee) still while axe measures, then run axe; null when this document
  // has no axe yet. A target that moves while axe measures it and its neighbours reads as overlapping them.
  const run = () =>
    page.evaluate(
      async ({ tags, include, exclude }) => {
        await Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        );
        const axe = (window as unknown as { axe?: typeof AxeCore }).axe;
        if (!axe) return null;
        const held = document.getAnimations().filter((animation) => animation.playState === 'running');
        for (const animation of held) animation.pause();
        try {
          // Without `include` axe checks the whole document, less what `exclude` names.
          const context = {
            ...(include ? { include: [include] } : {}),
            exclude: exclude.map((selector) => [selector]),
          };
          const results = await axe.run(context, { runOnly: { type: 'tag', values: tags } });
          return results.violations as AxeViolation[];
        } finally {
          for (const animation of held) animation.play();
        }
      },
      { tags: wcagTags, include: options.include ?? null, exclude: options.exclude ?? [] },
    );
  const violations = await run();
  if (violations) return violations;
  await page.evaluate(axeScript());
  return (await run()) ?? [];
}

/**
 * Fails with each violation's rule, impact, help and first targets when axe finds anything on the page, checked once
 * its finite animations have ended.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  const violations = await axeViolations(page, options);
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ` +
      violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', '),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Console errors, uncaught page errors and CSP violations seen during a test. */
export interface PageProblems {
  readonly list: string[];
  /** Tolerate the problems matching `pattern` in this test (a test that provokes an error on purpose). */
  allow(pattern: RegExp): void;
}

/** Reports each `securitypolicyviolation` as a console error, so the problems fixture catches it too. */
const reportCspViolations = () => {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} ` +
        `(${event.sourceFile || 'document'}:${event.lineNumber})`,
    );
  });
};

/** What a player who already closed the merchant's popups has in session storage (see `announcementPopups`). */
const popupsClosed = () => {
  try {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    sessionStorage.setItem('USER_POPUP', 'closed');
  } catch {
    // A document without storage (about:blank, data: URLs, sandboxed frames) shows no popups anyway.
  }
};

/** Content a test writes for a merchant; see the `devContent` fixture. */
export interface DevContent {
  /** Writes a notice, popup, promotion or help entry (`devApi.writeContent`) and answers its id. */
  write(merchant: string, kind: ContentKind, body: Record<string, unknown>): Promise<number>;
}

export const test = base.extend<
  { problems: PageProblems; announcementPopups: boolean; popupsSeen: undefined; devContent: DevContent },
  { devApi: DevApi }
>({
  /**
   * Whether pages show the merchant's popup announcements. Off by default: most tests are about something else, and
   * play a player who closed them already this session. A test about the popups turns it on with `test.use`.
   */
  announcementPopups: [false, { option: true }],
  popupsSeen: [
    async ({ context, announcementPopups }, use) => {
      if (!announcementPopups) await context.addInitScript(popupsClosed);
      await use(undefined);
    },
    { auto: true },
  ],
  // Also a fixture, for hooks and tests that prefer `({ devApi })`.
  devApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from this pattern.
    async ({}, use) => {
      await use(devApi);
    },
    { scope: 'worker' },
  ],
  /**
   * Writes content for a merchant through the dev endpoints and removes it when the test ends, passed or failed: the
   * files that run after it on the slot's platform see the seed's content, whose lists and counts they check.
   */
  devContent: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from this pattern.
    async ({}, use) => {
      const written: Array<{ merchant: string; kind: ContentKind; id: number }> = [];
      await use({
        async write(merchant, kind, body) {
          const id = await devApi.writeContent(merchant, kind, body);
          written.push({ merchant, kind, id });
          return id;
        },
      });
      // Newest first: a help entry's children go before it.
      for (const { merchant, kind, id } of written.reverse()) await devApi.removeContent(merchant, kind, id);
    },
    { scope: 'test' },
  ],
  // Hosts change per brand, so tests pass absolute URLs (brandUrl); a relative `page.goto('/')` reaches the default
  // brand at the bare `localhost`.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from this pattern.
  baseURL: async ({}, use) => {
    await use(`http://localhost:${platformPort()}`);
  },
  problems: [
    async ({ context }, use) => {
      const list: string[] = [];
      const allowed: RegExp[] = [];
      await context.addInitScript(reportCspViolations);
      context.on('console', (message) => {
        if (message.type() === 'error') list.push(`console error: ${message.text()} (${message.location().url})`);
      });
      context.on('weberror', (error) => list.push(`page error: ${error.error().message}`));
      await use({
        list,
        allow: (pattern) => {
          allowed.push(pattern);
        },
      });
      const unexpected = list.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Call at the top of a spec file that changes platform state: its tests run in order, in one worker, after that
 * worker's platform went back to the seed. Change only the merchants the file is about, and put back what later
 * tests of the file do not expect.
 */
export function changesPlatformState(): void {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    await devApi.reset();
  });
}

export { expect };
