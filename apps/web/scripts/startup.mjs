// Vite plugin: the first paint of `/` in as few requests as possible.
//
// Seeds: what src/main.tsx imports dynamically (the app, behind the paint yield), the route files that render `/`
// (the index route and its pathless layouts) and the brand's default catalogue. Vite preloads only the entry's
// static imports; the plugin adds `<link rel="modulepreload">` for the seeds' chunks and their static imports, so
// they load with the entry rather than after it.
//
// Split along the import graph those come as some thirty small chunks, and a phone on HTTP/1.1 fetches six at a
// time, each wave a round trip before anything renders. Which modules the first paint uses is known only after
// tree-shaking, so scripts/build-brands.mjs builds twice: the first build writes a plan from the chunks it made,
// and the second gathers them into two code-splitting groups:
//   boot     the entry's static imports (the start-up calls fired before the paint yield);
//   startup  the rest of what `/` needs before it paints.
// A build without a plan (`vite build` by hand) keeps the default split, still preloaded.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';

/** Route files on the way to `/`: index files under pathless (`_x`) or group (`(x)`) folders, and their layouts. */
const homeIndex = /^src\/routes\/((?:(?:_[^/]+|\([^/]+\))\/)*)index\.tsx$/;

/** The route files (relative to the app root) whose chunks render `/`. */
export function homeRouteFiles(files) {
  const wanted = new Set();
  for (const file of files) {
    const match = homeIndex.exec(file);
    if (!match) continue;
    wanted.add(file);
    const folders = (match[1] ?? '').split('/').filter(Boolean);
    for (let depth = 1; depth <= folders.length; depth += 1) {
      const folder = folders.slice(0, depth).join('/');
      wanted.add(`src/routes/${folder}.tsx`);
      wanted.add(`src/routes/${folder}/route.tsx`);
    }
  }
  return [...wanted].filter((file) => files.includes(file));
}

/**
 * `planFile`: where the plan is kept; `writePlan`: this build writes it (its own output is thrown away).
 * @param {{ planFile?: string, writePlan?: boolean }} options
 * @returns {{ plugin: import('vite').Plugin, groups: { name: string, test: (id: string) => boolean }[] }}
 */
export function startup({ planFile, writePlan = false } = {}) {
  const plan =
    planFile && !writePlan && existsSync(planFile)
      ? JSON.parse(readFileSync(planFile, 'utf8'))
      : { boot: [], startup: [] };
  const boot = new Set(plan.boot);
  const first = new Set(plan.startup);
  let root = process.cwd();
  let base = '/';
  let catalogueModule;
  /** Module ids whose chunks the first paint needs, beyond the entry's static imports (found at buildEnd). */
  const seeds = new Set();

  /** The chunks of the seeds and, transitively, their static imports. */
  const seedChunks = (bundle) => {
    const found = new Set();
    const visit = (fileName) => {
      const chunk = bundle[fileName];
      if (found.has(fileName) || chunk?.type !== 'chunk') return;
      found.add(fileName);
      for (const imported of chunk.imports) visit(imported);
    };
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk' && output.moduleIds.some((id) => seeds.has(id))) visit(output.fileName);
    }
    return found;
  };

  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'lobby:startup',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      const brandPlugin = config.plugins.find((candidate) => candidate.name === 'lobby-brand');
      if (brandPlugin?.api) {
        catalogueModule = brandPlugin.api.messagesModuleOf(brandPlugin.api.brand().config.languages.default);
      }
    },
    buildEnd() {
      seeds.clear();
      const ids = [...this.getModuleIds()];
      const source = (id) => relative(root, id.replace(/\?.*$/, '')).split(sep).join('/');
      const home = new Set(homeRouteFiles([...new Set(ids.map(source))]));
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        // The html entry's scripts (src/main.tsx): what they import dynamically is the app itself.
        if (info.isEntry) {
          for (const script of info.importedIds) {
            for (const dynamic of this.getModuleInfo(script)?.dynamicallyImportedIds ?? []) seeds.add(dynamic);
          }
        }
        if (home.has(source(id)) || id === catalogueModule) seeds.add(id);
      }
    },
    generateBundle(_options, bundle) {
      if (!writePlan || !planFile) return;
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
      if (!entry) return;
      const closure = (fileName, found = new Set()) => {
        if (found.has(fileName)) return found;
        found.add(fileName);
        for (const imported of bundle[fileName].imports) closure(imported, found);
        return found;
      };
      const bootChunks = closure(entry.fileName);
      const startupChunks = [...seedChunks(bundle)].filter((fileName) => !bootChunks.has(fileName));
      // The html facade stays the entry; main.tsx, evaluated at once, goes with what it imports.
      const modulesOf = (fileNames) =>
        [...fileNames].flatMap((fileName) => bundle[fileName].moduleIds.filter((id) => id !== entry.facadeModuleId));
      mkdirSync(dirname(planFile), { recursive: true });
      writeFileSync(planFile, JSON.stringify({ boot: modulesOf(bootChunks), startup: modulesOf(startupChunks) }));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return [];
        return [...seedChunks(context.bundle)]
          .filter((fileName) => !html.includes(`${base}${fileName}`))
          .map((fileName) => ({
            tag: 'link',
            // Low priority: fetched at once, but behind what paints first (the entry, the logo). The cover paints
            // without them.
            attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `${base}${fileName}` },
            injectTo: 'head',
          }));
      },
    },
  };

  return {
    plugin,
    groups: [
      { name: 'boot', test: (id) => boot.has(id) },
      { name: 'startup', test: (id) => first.has(id) },
    ],
  };
}
