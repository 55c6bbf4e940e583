// Bundle budgets per brand build, from Vite's manifest:
//   - initial JS of `/` (what index.html loads: its scripts and module preloads, with their static imports)
//     <= 165 KB gzip (design §6), with 5 KB of that kept as room: it fails above 160;
//   - every other route's own JS <= 30 KB gzip: its chunk and, transitively, the chunks it imports statically that
//     the first paint has not loaded already (the page components and feature code it brings); each member-centre
//     page, loaded when it opens, counts as a route, beyond what the centre around it has loaded;
//   - TanStack Query's code, which every page loads once the first paint is done (decision 0043), is measured on its
//     own line: a route's own JS is counted beyond it, as it is loaded by then or beside the route's chunk.
// `--write` records the figures in docs/budgets.md. Run after `pnpm build`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { distDir, selectedBrands } from './brands.mjs';
import { homeRouteFiles } from './startup.mjs';

export const budgets = { initialKb: 165, headroomKb: 5, routeKb: 30 };
/** What `/` may load: the design's cap less the room kept for what comes next. */
const initialLimitKb = budgets.initialKb - budgets.headroomKb;

const anyRoute = /^src\/routes\/(?!__root).+\.tsx/;
/**
 * The centres' pages (the member-centre feature's, the rewards feature's and the agent-centre feature's): each loads on its own when
 * opened, so each has a route's budget, counted beyond what the centre around it has loaded (the popups' chunk and the
 * dialog).
 */
const centrePage = /^\.\.\/\.\.\/packages\/(member-centre|rewards|agent-centre)\/src\/\w+Page\/index\.ts$/;
/** The module whose import loads TanStack Query after the first paint (src/serverState/queryClientHolder.ts). */
const queryClientModule = /^src\/serverState\/createQueryClient\.ts$/;
const centreFrame =
  /^(src\/layouts\/ShellPopupsContent\.tsx|\.\.\/\.\.\/packages\/design-system\/src\/components\/Dialog\/DialogPopup\.tsx)$/;

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/**
 * Chunks loaded before `/` paints: the scripts and module preloads of index.html (the entry and the first paint's
 * chunks, scripts/startup.mjs) and, transitively, what they import statically.
 */
export function measureBrand(dir) {
  const manifestFile = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run pnpm build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sourceOf = (key) => key.replace(/\?.*$/, '');
  const home = new Set(homeRouteFiles([...new Set(Object.keys(manifest).map(sourceOf))]));
  const isHome = (key) => home.has(sourceOf(key));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const loaded = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  const initial = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(key)) return;
    initial.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of loaded) visit(keyOfFile.get(file));
  const jsKb = (key) => (manifest[key].file.endsWith('.js') ? gzipKb(join(dir, manifest[key].file)) : 0);
  const initialKb = [...initial].reduce((sum, key) => sum + jsKb(key), 0);
  /** A chunk and what it imports statically, transitively, beyond `loaded`. */
  const closure = (key, loaded, into = new Set()) => {
    if (!manifest[key] || into.has(key) || loaded.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, loaded, into);
    return into;
  };
  const kbOf = (keys) => [...keys].reduce((sum, key) => sum + jsKb(key), 0);
  // Query's code, loaded after the first paint by every page.
  const afterPaint = new Set(initial);
  const queryKeys = new Set();
  for (const key of Object.keys(manifest).filter((key) => queryClientModule.test(key))) {
    for (const loaded of closure(key, initial)) queryKeys.add(loaded);
  }
  for (const key of queryKeys) afterPaint.add(key);
  const queryKb = kbOf(queryKeys);
  /** A route's chunk and what it imports statically beyond the first paint and Query: what opening the route loads. */
  const ownKb = (routeKey) => kbOf(closure(routeKey, afterPaint));
  // A member-centre page opens inside the centre: the popups' chunk and the dialog are loaded already.
  const centre = new Set(afterPaint);
  for (const key of Object.keys(manifest).filter((key) => centreFrame.test(key))) {
    for (const loaded of closure(key, afterPaint)) centre.add(loaded);
  }
  const pageKb = (pageKey) => kbOf(closure(pageKey, centre));
  const routes = [
    ...Object.keys(manifest)
      .filter((key) => anyRoute.test(key) && !isHome(key))
      .map((key) => ({ route: key.replace(/\?.*$/, ''), kb: ownKb(key) })),
    ...Object.keys(manifest)
      .filter((key) => centrePage.test(key))
      .map((key) => ({ route: key.replace(/^\.\.\/\.\.\/packages\//, ''), kb: pageKb(key) })),
  ];
  return { initialKb, queryKb, routes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = [];
  let failed = 0;
  for (const brand of selectedBrands()) {
    const { initialKb, queryKb, routes } = measureBrand(join(distDir, brand));
    const over = routes.filter((route) => route.kb > budgets.routeKb);
    const ok = initialKb <= initialLimitKb && over.length === 0;
    if (!ok) failed += 1;
    const largest = routes.reduce((max, route) => Math.max(max, route.kb), 0);
    rows.push({ brand, initialKb, queryKb, largest, routes: routes.length, ok, perRoute: routes });
    console.log(
      `${ok ? '✓' : '✗'} ${brand}: initial JS of / ${initialKb.toFixed(1)} KB gzip (budget ${budgets.initialKb}, ` +
        `${budgets.headroomKb} KB of it kept as room: at most ${initialLimitKb}); ` +
        `Query after the first paint ${queryKb.toFixed(1)} KB; ` +
        `${routes.length} other routes, the largest loads ${largest.toFixed(1)} KB of its own (budget ${budgets.routeKb})`,
    );
    for (const route of over) {
      console.log(`    ${route.route}: ${route.kb.toFixed(1)} KB gzip is over the budget of ${budgets.routeKb} KB`);
    }
  }
  if (process.argv.includes('--write')) {
    const file = fileURLToPath(new URL('../../../docs/budgets.md', import.meta.url));
    const table = rows
      .map(
        (row) =>
          `| ${row.brand} | ${row.initialKb.toFixed(1)} | ${row.queryKb.toFixed(1)} | ${row.routes} | ${row.largest.toFixed(1)} |`,
      )
      .join('\n');
    // Per route, for the first brand (the brands differ by a few hundred bytes of copy).
    const first = rows[0];
    const routeTable = first
      ? `\nOwn JS of each route, ${first.brand} (KB gzip):\n\n| route | KB |\n|---|---|\n` +
        [...first.perRoute]
          .sort((a, b) => b.kb - a.kb)
          .map((route) => `| \`${route.route.replace(/^src\/routes\//, '')}\` | ${route.kb.toFixed(1)} |`)
          .join('\n') +
        '\n'
      : '';
    const text =
      `# Bundle budgets\n\nMeasured by \`pnpm --filter @lobby/web test:budget -- --write\` after \`pnpm build\` on ${new Date().toISOString().slice(0, 10)}` +
      ` (gzip level 9 of the built JS, from Vite's manifest). Budgets: initial JS of \`/\` <= ${budgets.initialKb} KB gzip` +
      ` with ${budgets.headroomKb} KB of it kept as room (the check fails above ${initialLimitKb})` +
      ` per brand; any other route's own JS (its chunk and the chunks it imports beyond the first paint and TanStack Query, which` +
      ` every page loads once the first paint is done: decision 0043) <= ${budgets.routeKb} KB gzip.` +
      ` \`pnpm test\` fails when a brand is over.\n\n` +
      `| brand | initial JS of / (KB gzip) | Query after the first paint (KB gzip) | other routes | largest route's own JS (KB gzip) |\n|---|---|---|---|---|\n${table}\n${routeTable}\n`;
    // Written as the repository formats it, so the format check passes on the file as written.
    writeFileSync(file, await format(text, { ...((await resolveConfig(file)) ?? {}), filepath: file }));
    console.log(`Wrote ${file}`);
  }
  console.log(`${rows.length - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
