// What the Chromium benchmarks of the site share (bench:catalogue, bench:records): the observer of long tasks and layout
// shifts, a signed-in session from the test platform, the figures per phase, and their section in docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@lobby/scripts/chromium';
import { sessionPath } from '../e2e/accounts.ts';

/**
 * Collects long tasks and layout shifts from the first document on, tagged with the phase they fell in. Runs in the
 * page (`page.addInitScript(observe)`); the benchmark sets `window.__bench.phase` as it goes.
 */
export function observe() {
  const state = { phase: 'load', longTasks: [], shifts: [] };
  Object.assign(window, { __bench: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ phase: state.phase, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) state.shifts.push({ phase: state.phase, value: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * A page of Chromium signed in as `username` on `brand` of the test platform, the announcements already closed (nothing
 * covers the page), observing long tasks and shifts from its next document on, its CPU slowed `cpuSlowdown` times.
 * Answers the page, the brand's origin, and `close`.
 */
export async function signedInPage(platform, { brand, merchant, username, cpuSlowdown }) {
  const { context, close } = await launchChromium({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const origin = `http://${brand}.localhost:${platform.port}`;
  const token = await sessionToken(platform.url, merchant, username);
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    ([value]) => {
      sessionStorage.setItem('token', value);
      sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
      sessionStorage.setItem('USER_POPUP', 'closed');
    },
    [token],
  );
  await page.addInitScript(observe);
  return { page, origin, close };
}

/** A live session of `username` at `merchant` from the test platform (e2e/platform.ts). */
async function sessionToken(platformUrl, merchant, username) {
  const response = await fetch(`${platformUrl}${sessionPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchant, username }),
  });
  const body = await response.json();
  if (!body.token) throw new Error(`no session for ${username}: ${JSON.stringify(body)}`);
  return body.token;
}

/** Per phase of `names`: how many long tasks, the longest, and the layout shift, from what `observe` collected. */
export function phaseFigures(observed, names) {
  return names.map((name) => {
    const tasks = observed.longTasks.filter((task) => task.phase === name);
    return {
      name,
      longTasks: tasks.length,
      maxMs: tasks.reduce((max, task) => Math.max(max, task.ms), 0),
      shift: observed.shifts.filter((shift) => shift.phase === name).reduce((sum, shift) => sum + shift.value, 0),
    };
  });
}

/** The table rows of runs (`{cpuSlowdown, phases}`): CPU, phase, long tasks, the longest, layout shift. */
export function phaseRows(results) {
  return [
    '| CPU | phase | long tasks | longest (ms) | layout shift |',
    '| --- | ----- | ---------: | -----------: | -----------: |',
    ...results.flatMap((result) =>
      result.phases.map(
        (phase) =>
          `| ${result.cpuSlowdown}x | ${phase.name} | ${phase.longTasks} | ${phase.maxMs.toFixed(0)} | ${phase.shift.toFixed(3)} |`,
      ),
    ),
  ];
}

/** Replaces (or adds at the end) the section of docs/benchmarks.md under `heading` with `lines`. */
export function writeBenchSection(heading, lines) {
  const file = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));
  const previous = readFileSync(file, 'utf8');
  const start = previous.indexOf(heading);
  const rest = start === -1 ? '' : previous.slice(start + heading.length).replace(/^[\s\S]*?(?=\n## |$)/, '');
  const kept = start === -1 ? previous : previous.slice(0, start) + rest.replace(/^\n+/, '');
  writeFileSync(file, `${kept.trimEnd()}\n\n${[heading, '', ...lines].join('\n')}`);
  return file;
}
