// Every story of the built Storybook, once per brand in a language of its own, in the system Chromium: its play
// function must pass, axe must find no violation (the a11y addon's check, as the Storybook UI shows it), and its
// screenshot must match the baseline committed in __screenshots__/<brand>-<dir>/<story-id>.png.
//   tsx scripts/stories.mjs             check (fails on a failed play, a violation, a difference or a missing baseline)
//   tsx scripts/stories.mjs --update    (re)write baselines: review the PNGs before committing them
//   tsx scripts/stories.mjs --only=<part of a story id>
// Needs storybook-static (pnpm --filter @lobby/storybook build). Stories tagged no-visual are checked, not shot.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { directionOf } from '@lobby/i18n';
import { chromiumArgs, chromiumPath } from '@lobby/scripts/chromium';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright';
import { PNG } from 'pngjs';
import { serveFolder } from './static-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const staticDir = join(here, '..', 'storybook-static');
const baselineDir = join(here, '..', '__screenshots__');
const diffDir = join(baselineDir, 'diff');
const brandsDir = join(here, '..', '..', '..', 'brands');
const update = process.argv.includes('--update');
const filter = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

/** Share of differing pixels a story may show before it counts as changed (anti-aliasing noise). */
const tolerance = 0.001;
/**
 * The language each brand's stories run in: lotus in English, the others in their default language, so every story
 * is seen in both directions and in a script of its own (Thai) without running any brand twice.
 */
const localeOf = (brand, config) => (brand === 'lotus' ? 'EN' : config.languages.default);

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static is missing: run pnpm --filter @lobby/storybook build first');
  process.exit(1);
}

const brands = await Promise.all(
  readdirSync(brandsDir)
    .filter((name) => existsSync(join(brandsDir, name, 'brand.config.ts')))
    .map(async (name) => {
      const { default: config } = await import(join(brandsDir, name, 'brand.config.ts'));
      const locale = localeOf(name, config);
      return { brand: name, dir: directionOf(locale), locale };
    }),
);
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && entry.tags?.includes('test') !== false)
  .filter((entry) => !filter || entry.id.includes(filter))
  .map((entry) => ({
    id: entry.id,
    shot: !entry.tags?.includes('no-visual'),
    motion: entry.tags?.includes('motion') ?? false,
    wide: entry.tags?.includes('wide') ?? false,
  }))
  .sort((a, b) => a.id.localeCompare(b.id));

/**
 * Stories run in a 640 px wide page without motion, which keeps screenshots steady. A story tagged `wide` runs in a
 * desktop-wide page (what shows from 64rem up); one tagged `motion` runs with motion allowed, to play what moves.
 */
const narrow = { width: 640, height: 480 };
const wide = { width: 1280, height: 720 };

const jobs = brands.flatMap((combo) => stories.map((story) => ({ ...combo, ...story })));

const server = await serveFolder(staticDir);
const launch = () => chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
let browser = await launch();

/**
 * A page in a browser context of its own: what a story keeps in storage (a choice in localStorage, and the storage
 * event that carries it) never reaches the story another page is showing at the same time.
 */
async function isolatedPage() {
  const context = await browser.newContext({
    viewport: narrow,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  await context.addInitScript(recordOutcomes);
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => undefined));
  return page;
}
let relaunching;

/**
 * A page to shoot with: a fresh one when the last closed (its renderer crashed, or the browser went away on a busy
 * machine), in a relaunched browser when the browser itself is gone. One lost page no longer fails every story after it.
 */
async function freshPage() {
  let page;
  try {
    page = await isolatedPage();
  } catch {
    relaunching ??= (async () => {
      console.warn('! the browser went away: starting another');
      await browser.close().catch(() => undefined);
      browser = await launch();
      relaunching = undefined;
    })();
    await relaunching;
    page = await isolatedPage();
  }
  page.on('crash', () => {
    console.warn('! a page crashed: the next story gets a new one');
    void page.close().catch(() => undefined);
  });
  return page;
}

/**
 * Runs in the preview before Storybook starts: keeps what the preview's channel says about each story (its status
 * once finished, axe's violations, a play function's exception or unhandled errors) in window.__storyOutcomes.
 */
function recordOutcomes() {
  const outcomes = {};
  let problems = [];
  window.__storyOutcomes = outcomes;
  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      channel = next;
      const plain = (text) =>
        text
          // eslint-disable-next-line no-control-regex -- the colours of expect's messages
          .replace(/\u001b\[[0-9;]*m/g, '')
          .replace(/\s+/g, ' ')
          .trim();
      const describe = (error) => plain(String(error?.message ?? error)).slice(0, 300);
      next.on('storyRenderPhaseChanged', ({ newPhase }) => {
        if (newPhase === 'loading') problems = [];
      });
      next.on('playFunctionThrewException', (error) => problems.push(`play function: ${describe(error)}`));
      next.on('storyThrewException', (error) => problems.push(`render: ${describe(error)}`));
      next.on('storyErrored', (error) => problems.push(`render: ${describe(error?.title ?? error)}`));
      next.on('unhandledErrorsWhilePlaying', (errors) =>
        problems.push(...errors.map((error) => `unhandled while playing: ${describe(error)}`)),
      );
      next.on('storyFinished', ({ storyId, status, reporters }) => {
        const violations = reporters
          .filter((report) => report.type === 'a11y' && report.status === 'failed')
          .flatMap((report) =>
            report.result?.violations
              ? report.result.violations.map(
                  (v) => `axe ${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
                )
              : [`axe did not run: ${describe(report.result?.error)}`],
          );
        outcomes[storyId] = { status, problems: [...problems, ...violations] };
      });
    },
  });
}

rmSync(diffDir, { recursive: true, force: true });

const failures = [];
let written = 0;

/**
 * Loads the preview once per brand, then switches stories over Storybook's channel (no reload). Throws when the
 * story's play function or axe failed; answers its screenshot, or nothing for a story that is not shot.
 */
async function shoot(page, { brand, locale, id, shot, motion, wide: isWide }) {
  const combo = `${brand};${locale}`;
  await page.emulateMedia({ reducedMotion: motion ? 'no-preference' : 'reduce' });
  await page.setViewportSize(isWide ? wide : narrow);
  if (page.combo !== combo) {
    await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=story&globals=brand:${brand};locale:${locale}`);
    page.combo = combo;
  } else {
    // Each story starts from empty storage: a choice an earlier story stored (the reality check's interval) is not
    // this one's.
    await page.evaluate((storyId) => {
      localStorage.clear();
      sessionStorage.clear();
      window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
  // Wait for this story to finish (its play function, then axe) and for what the preview said about it.
  const handle = await page.waitForFunction((storyId) => window.__storyOutcomes?.[storyId], id, { timeout: 20_000 });
  const outcome = await handle.jsonValue();
  // Outside a test runner the preview reports a failed play function as an event, the story still 'success'.
  if (outcome.status !== 'success' || outcome.problems.length > 0) {
    throw new Error(outcome.problems.join('; ') || 'the story ended in an error');
  }
  if (!shot) return undefined;
  // A face first needed by the story's last render (a bold word that just appeared) starts loading at the next
  // layout: wait two frames, then for the fonts.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
  });
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

async function run(page, job) {
  const name = `${job.brand}-${job.dir}/${job.id}.png`;
  const file = join(baselineDir, name);
  const actual = await shoot(page, job);
  if (!actual) return;
  if (update) {
    mkdirSync(dirname(file), { recursive: true });
    if (!existsSync(file) || !compare(readFileSync(file), actual, name).same) {
      writeFileSync(file, actual);
      written += 1;
    }
    return;
  }
  if (!existsSync(file)) {
    failures.push(`${name}: no baseline (run pnpm test:stories:update and review the new PNGs)`);
    return;
  }
  const result = compare(readFileSync(file), actual, name);
  if (!result.same) failures.push(`${name}: ${result.reason}`);
}

function compare(expectedBuffer, actualBuffer, name) {
  const expected = PNG.sync.read(expectedBuffer);
  const actual = PNG.sync.read(actualBuffer);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeDiff(name, actualBuffer);
    return {
      same: false,
      reason: `size changed from ${expected.width}x${expected.height} to ${actual.width}x${actual.height}`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0.1 });
  const share = changed / (actual.width * actual.height);
  if (share <= tolerance) return { same: true };
  writeDiff(name, PNG.sync.write(diff), actualBuffer);
  return { same: false, reason: `${(share * 100).toFixed(2)}% of pixels differ (diff in __screenshots__/diff)` };
}

function writeDiff(name, diff, actual) {
  const target = join(diffDir, name);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, diff);
  if (actual) writeFileSync(target.replace(/\.png$/, '.actual.png'), actual);
}

const started = Date.now();
// Most of a story's time is its play function waiting on timers, so more pages than cores still pays off.
const workers = Number(process.env.VISUAL_WORKERS ?? 4);
const queue = [...jobs]; // grouped by brand, so pages rarely reload
await Promise.all(
  Array.from({ length: workers }, async () => {
    let page = await freshPage();
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (page.isClosed()) page = await freshPage();
      try {
        await run(page, job);
      } catch (first) {
        // A story that never settles is tried once more on a freshly loaded preview: a busy machine (the end-to-end
        // run shares it) can hold the first load of the preview past the timeout. A second failure is reported.
        page.combo = undefined;
        try {
          if (page.isClosed()) page = await freshPage();
          await run(page, job);
          console.warn(
            `! ${job.brand}-${job.dir}/${job.id}: passed on a fresh preview (${first.message.split('\n')[0]})`,
          );
        } catch (error) {
          failures.push(`${job.brand}-${job.dir}/${job.id}: ${error.message.split('\n')[0]}`);
        }
      }
    }
    await page.close().catch(() => undefined);
  }),
);
await browser.close();
await server.close();

const seconds = ((Date.now() - started) / 1000).toFixed(1);
for (const failure of failures) console.error(`✗ ${failure}`);
const summary = `${stories.length} stories x ${brands.map(({ brand, locale }) => `${brand} ${locale}`).join(', ')}; ${seconds}s`;
if (update)
  console.log(
    `${jobs.length - failures.length} passed, ${failures.length} failed; ${written} baselines written (${summary})`,
  );
else console.log(`${jobs.length - failures.length} passed, ${failures.length} failed (${summary})`);
process.exit(failures.length > 0 ? 1 : 0);
