// Vite plugin: `<link rel="modulepreload">` for the chunks of the route that renders `/`, so the browser fetches them
// with the entry instead of after it (one round trip less before the first paint of the landing page; Vite preloads
// only the entry's static imports, and TanStack Router's split route chunks are dynamic imports).
import { relative, sep } from 'node:path';

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

/** @returns {import('vite').Plugin} */
export function preloadHomeRoute() {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'lobby:preload-home-route',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const source = (chunk) =>
          chunk.facadeModuleId ? relative(root, chunk.facadeModuleId.replace(/\?.*$/, '')).split(sep).join('/') : '';
        const files = homeRouteFiles([...new Set(chunks.map(source).filter(Boolean))]);
        const entry = chunks.find((chunk) => chunk.isEntry);
        // The entry and its static imports are in the page already (script tag and Vite's own preloads).
        const present = new Set(entry ? [entry.fileName, ...entry.imports] : []);
        const preload = new Set();
        const visit = (fileName) => {
          if (present.has(fileName) || preload.has(fileName)) return;
          preload.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of chunks) {
          if (chunk.isDynamicEntry && files.includes(source(chunk))) visit(chunk.fileName);
        }
        return [...preload].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
