// The betting record and the account record of a member with 10,000 bets: long tasks (PerformanceObserver
// `longtask`, > 50 ms of main thread) and layout shifts while the member pages, filters and scrolls them on lotus,
// in the system Chromium, at full speed and with the CPU slowed down 4x (a cheap phone).
//   pnpm --filter @lobby/web bench:records              measure, fail on a long task at full speed
//   ... bench:records -- --write                        also record the figures in docs/benchmarks.md
// Run with tsx (it imports the platform's TypeScript) after `pnpm build`.
import { cpus, loadavg, totalmem } from 'node:os';
import { seedLongHistory } from '@lobby/platform/testing';
import { copyOf } from '../e2e/copy.ts';
import { startPlatform } from '../e2e/platform.ts';
import { phaseFigures, phaseRows, signedInPage, writeBenchSection } from './benchSupport.mjs';

// lotus: merchant lotus88, Vietnamese by default (brands/lotus/brand.config.ts). player03 is changed by nothing else.
const brand = 'lotus';
const merchant = 'lotus88';
const member = 'player03';
const language = 'VI';
const rounds = 10_000;
const days = 30;
const write = process.argv.includes('--write');
const measured = ['paging', 'filtering', 'scrolling'];

async function run(platform, cpuSlowdown) {
  const t = copyOf(brand, language);
  const { page, origin, close } = await signedInPage(platform, { brand, merchant, username: member, cpuSlowdown });
  try {
    const centre = page.getByRole('dialog', { name: t('frame.MemberCentre.title'), exact: true });
    const phase = (name) => page.evaluate((value) => (window.__bench.phase = value), name);
    const settle = () => page.waitForTimeout(300);
    /** Waits until the list shows what was asked last (not the page before it, kept on screen meanwhile). */
    const shown = (list) =>
      page.waitForFunction((name) => {
        const element = document.querySelector(`ul[aria-label="${name}"]`);
        return element !== null && element.getAttribute('aria-busy') !== 'true';
      }, t(list));
    const button = (id, values) => centre.getByRole('button', { name: t(id, values), exact: true });
    const choose = async (label, option) => {
      await centre.getByRole('combobox', { name: t(label), exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    const search = async (list) => {
      await button('member-centre.RecordRange.search').click();
      await page.waitForTimeout(100);
      await shown(list);
      await settle();
    };
    const scroll = async () => {
      const box = await centre.boundingBox();
      if (box) await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6);
      for (let step = 0; step < 15; step += 1) {
        await page.mouse.wheel(0, 500);
        await page.waitForTimeout(50);
      }
      for (let step = 0; step < 15; step += 1) {
        await page.mouse.wheel(0, -500);
        await page.waitForTimeout(50);
      }
      await settle();
    };
    const pageThrough = async (list, pages) => {
      for (let index = 0; index < pages; index += 1) {
        await button('member-centre.Pager.next').click();
        await page.waitForTimeout(50);
        await shown(list);
      }
      await settle();
    };

    const bets = 'member-centre.BettingRecordPage.list';
    await page.goto(`${origin}/?member=personalHistoryCopy`);
    await shown(bets);
    const totals = Number((await centre.getByRole('definition').first().innerText()).replace(/\D/g, ''));
    await settle();

    await phase('paging');
    await pageThrough(bets, 10);
    await phase('scrolling');
    await scroll();
    await phase('filtering');
    await choose('member-centre.RecordRange.period', t('member-centre.RecordRange.last30'));
    await search(bets);
    await choose(
      'member-centre.BettingRecordPage.vendor',
      await (async () => {
        await centre.getByRole('combobox', { name: t('member-centre.BettingRecordPage.vendor'), exact: true }).click();
        const option = page.getByRole('option').nth(1);
        const name = (await option.innerText()).trim();
        await page.keyboard.press('Escape');
        return name;
      })(),
    );
    await search(bets);
    await phase('paging');
    await pageThrough(bets, 5);

    const movements = 'member-centre.AccountRecordPage.list';
    await phase('load');
    await centre
      .getByRole('navigation')
      .getByRole('button', { name: t('frame.MemberCentre.transactionHistory') })
      .click();
    await shown(movements);
    await settle();
    await phase('paging');
    await pageThrough(movements, 10);
    await phase('scrolling');
    await scroll();
    await phase('filtering');
    await choose('member-centre.AccountRecordPage.type', t('member-centre.AccountRecordPage.GAME'));
    await search(movements);
    await choose('member-centre.RecordRange.period', t('member-centre.RecordRange.last30'));
    await search(movements);

    const observed = await page.evaluate(() => window.__bench);
    const phases = phaseFigures(observed, ['load', ...measured]);
    return { cpuSlowdown, totals, phases };
  } finally {
    await close();
  }
}

const platform = await startPlatform({ brands: [brand] });
const loadBefore = loadavg()[0];
let results;
let seeded;
try {
  const started = performance.now();
  await seedLongHistory(platform.server, merchant, member, { rounds, days });
  seeded = Math.round(performance.now() - started);
  results = [await run(platform, 1), await run(platform, 4)];
} finally {
  await platform.close();
}
const loadAfter = loadavg()[0];

console.log(`${rounds} rounds over ${days} days for ${member} written in ${seeded} ms`);
for (const result of results) {
  console.log(`CPU ${result.cpuSlowdown}x: ${result.totals} bets in the last 7 days`);
  for (const phase of result.phases) {
    console.log(
      `  ${phase.name.padEnd(10)} long tasks ${phase.longTasks}, longest ${phase.maxMs.toFixed(0)} ms, layout shift ${phase.shift.toFixed(3)}`,
    );
  }
}

if (write) {
  const file = writeBenchSection('## Betting and account records of a member with 10,000 bets (Chromium)', [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`pnpm --filter @lobby/web bench:records\`: ${member} of lotus given ${rounds.toLocaleString('en')} more slot rounds over ${days} days (${results[0].totals.toLocaleString('en')} bets in the betting record's default last 7 days, ${(rounds * 2).toLocaleString('en')} more ledger rows). In the member centre the player pages the betting record 10 times, scrolls the centre down and up, searches the last 30 days and then one vendor, pages 5 more times; then opens the account record, pages it 10 times, scrolls, and searches the game rounds and the last 30 days.`,
    '',
    `- Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB; load average ${loadBefore.toFixed(2)} before and ${loadAfter.toFixed(2)} after (other work shares this machine).`,
    '- Long tasks: PerformanceObserver `longtask` entries (main-thread tasks over 50 ms); layout shift: the sum of `layout-shift` entries without recent input. 4x: Chromium CPU throttling, as a low-end phone. "load" is opening each page (its code arriving), not counted against the goal.',
    '',
    ...phaseRows(results),
    '',
    'A page of a record is 20 rows whatever the history holds (the platform pages and totals it), so the list never grows with the history and needs no virtualising; the page shown stays on screen, marked busy, until the next one arrives.',
    '',
  ]);
  console.log(`Written to ${file}`);
}

const slow = results[0].phases.filter((phase) => measured.includes(phase.name) && phase.longTasks > 0);
if (slow.length) {
  console.error(
    `Long tasks at full speed in: ${slow.map((phase) => `${phase.name} (${phase.maxMs.toFixed(0)} ms)`).join(', ')}`,
  );
  process.exitCode = 1;
}
