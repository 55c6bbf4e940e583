// Visual regression of every story, per brand in the direction of its default language, in the system Chromium.
// Compares against the baselines committed in __screenshots__/<brand>-<dir>/<story-id>.png.
//   tsx scripts/visual.mjs             compare (fails on a difference or a missing baseline)
//   tsx scripts/visual.mjs --update    (re)write baselines: review the PNGs before committing them
// Needs storybook-static (pnpm --filter @lobby/storybook build).
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
 * The language a story is shot in for each direction. A brand is shot in the direction of its default language: a
 * theme does not change with the direction, so every story is seen once per brand and in both directions, without
 * shooting each brand twice.
 */
const localeFor = { ltr: 'EN', rtl: 'AR' };

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static is missing: run pnpm --filter @lobby/storybook build first');
  process.exit(1);
}

const brands = await Promise.all(
  readdirSync(brandsDir)
    .filter((name) => existsSync(join(brandsDir, name, 'brand.config.ts')))
    .map(async (name) => {
      const { default: config } = await import(join(brandsDir, name, 'brand.config.ts'));
      const dir = directionOf(config.languages.default);
      return { brand: name, dir, locale: localeFor[dir] };
    }),
);
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'))
  .filter((entry) => !filter || entry.id.includes(filter))
  .map((entry) => entry.id)
  .sort();

const jobs = brands.flatMap((combo) => stories.map((id) => ({ ...combo, id })));

const server = await serveFolder(staticDir);
const launch = () => chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
let browser = await launch();

/**
 * A page in a browser context of its own: what a story keeps in storage (a choice in localStorage, and the storage
 * event that carries it) never reaches the story another page is showing at the same time.
 */
async function isolatedPage() {
  const context = await browser.newContext({
    viewport: { width: 640, height: 480 },
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
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
rmSync(diffDir, { recursive: true, force: true });

const failures = [];
let written = 0;

/** Loads the preview once per brand, then switches stories over Storybook's channel (no reload). */
async function shoot(page, { brand, locale, id }) {
  const combo = `${brand};${locale}`;
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
  // Wait for this story (and its play function) to finish before looking at it.
  await page.waitForFunction(
    (storyId) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && ['completed', 'finished', 'errored', 'aborted'].includes(render.phase);
    },
    id,
    { timeout: 15_000 },
  );
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
  if (update) {
    mkdirSync(dirname(file), { recursive: true });
    if (!existsSync(file) || !compare(readFileSync(file), actual, name).same) {
      writeFileSync(file, actual);
      written += 1;
    }
    return;
  }
  if (!existsSync(file)) {
    failures.push(`${name}: no baseline (run pnpm test:visual:update and review the new PNGs)`);
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
if (update) {
  console.log(`${jobs.length} screenshots in ${seconds}s; ${written} baselines written`);
  process.exit(0);
}
for (const failure of failures) console.error(`✗ ${failure}`);
console.log(
  `${jobs.length - failures.length} passed, ${failures.length} failed (${stories.length} stories x ${brands.map(({ brand, dir }) => `${brand} ${dir}`).join(', ')}; ${seconds}s)`,
);
process.exit(failures.length > 0 ? 1 : 0);
