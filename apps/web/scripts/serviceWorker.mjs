// Vite plugin: a brand build's service worker and offline page (decision 0028). Once the bundle is written out it adds
//   /offline.html  what a navigation gets without network: the brand's logo and the start-up's network message with a
//                  "try again", in each of the brand's languages (the player's own shown by /offline.js);
//   /offline.js    src/serviceWorker/offlinePage.ts, bundled;
//   /sw.js         src/serviceWorker/worker.ts, bundled with the list of the build's files it keeps and their version.
// The worker and the page's script are bundled apart from the app (rolldown, one script each, no chunks): a worker
// file loads no chunk of the app, and neither joins the app's graph or its first paint.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { directionOf, localeOf } from '@lobby/i18n';
import { rolldown } from 'rolldown';
import { isPlatformPath, offlinePagePath, offlineScriptPath, workerPath } from '../src/serviceWorker/protocol.ts';

const source = (file) => fileURLToPath(new URL(`../src/serviceWorker/${file}`, import.meta.url));

/** The messages the offline page says: the start-up's own, for the same fault (spec: the network message). */
export const offlineMessages = {
  title: 'web.StartupGate.title',
  message: 'web.StartupGate.network',
  retry: 'web.StartupGate.retry',
};

/**
 * Whether the worker keeps a file of the build: everything the pages load, but the page itself (a navigation always
 * asks the network: a deploy or a maintenance shows at once), the worker, the bundler's records under `.vite/`,
 * robots.txt, source maps and compressed copies.
 */
export function isPrecached(fileName) {
  if (fileName === 'index.html' || `/${fileName}` === workerPath || fileName === 'robots.txt') return false;
  if (fileName.split('/').some((part) => part.startsWith('.'))) return false;
  return !/\.(map|br|gz)$/.test(fileName);
}

/**
 * The worker's list from the build's files (name to content): their paths, and a version that changes whenever one
 * of them does. Throws on a file the platform's paths would shadow: the worker never answers those.
 * @param {Map<string, string | Uint8Array>} files
 * @returns {import('../src/serviceWorker/protocol.ts').Precache}
 */
export function precacheOf(files) {
  const names = [...files.keys()].filter(isPrecached).sort();
  const hash = createHash('sha256');
  for (const name of names)
    hash
      .update(name)
      .update('\0')
      .update(files.get(name) ?? '')
      .update('\0');
  const paths = names.map((name) => `/${name}`);
  const shadowed = paths.filter(isPlatformPath);
  if (shadowed.length > 0) throw new Error(`${shadowed.join(', ')}: a build file under a platform path`);
  return { version: hash.digest('hex').slice(0, 16), files: paths };
}

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The loading cover's look (index.html), which the offline page shares. */
const offlineCss = `
body { margin: 0; background: var(--lb-color-canvas); color: var(--lb-color-text); }
main { box-sizing: border-box; min-block-size: 100vh; display: grid; place-content: center; justify-items: center;
  gap: var(--lb-space-5); padding: var(--lb-space-5); }
main > img { display: block; block-size: 3rem; inline-size: auto; max-inline-size: 14rem; }
section { display: grid; justify-items: center; gap: var(--lb-space-5); }
section[hidden] { display: none; }
h1 { margin: 0; text-align: center; font: 700 1.25rem/1.25 var(--lb-font-body); }
p { margin: 0; max-inline-size: 20rem; text-align: center; font: 1rem/1.5 var(--lb-font-body); }
button { min-block-size: 2.75rem; padding-inline: var(--lb-space-5); border: 0; border-radius: var(--lb-radius-md);
  background: var(--lb-color-accent); color: var(--lb-color-text-on-accent); font: 700 1rem var(--lb-font-body);
  cursor: pointer; }
button:focus-visible { outline: 2px solid var(--lb-color-focus-ring); outline-offset: 2px; }
`.trim();

/**
 * The offline page of a brand: one version of its copy per language the brand supports, each with its own `lang` and
 * `dir`, the default language's shown (and the page's) until its script shows the player's.
 * @param {{ brand: import('@lobby/brand/node').LoadedBrand, text: (id: string, language: string) => string }} options
 */
export function offlinePageHtml({ brand, text }) {
  const { config, defaultMode, tokensCss, colors } = brand;
  const name = escapeHtml(config.displayName);
  const versions = config.languages.supported.map((language) => {
    const say = (id) => escapeHtml(text(id, language));
    const hidden = language === config.languages.default ? '' : ' hidden';
    return [
      `<section data-language="${language}" lang="${localeOf(language)}" dir="${directionOf(language)}"${hidden}>`,
      `<h1>${say(offlineMessages.title)}</h1>`,
      `<p>${say(offlineMessages.message)}</p>`,
      `<button type="button" data-retry>${say(offlineMessages.retry)}</button>`,
      '</section>',
    ].join('');
  });
  return [
    '<!doctype html>',
    `<html lang="${brand.lang}" dir="${brand.direction}" data-brand="${config.id}" data-mode="${defaultMode}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="theme-color" content="${colors.surface}">`,
    `<title>${name}</title>`,
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" href="/icon.svg" type="image/svg+xml">',
    `<style id="brand-tokens">${tokensCss}</style>`,
    `<style>${offlineCss}</style>`,
    `<script src="${offlineScriptPath}" defer></script>`,
    '</head>',
    '<body>',
    '<main>',
    `<img src="/logo.svg" alt="${name}" width="224" height="48">`,
    ...versions,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** One classic script from `entry` and what it imports, minified: a worker or a page script of its own. */
async function bundleScript(entry, define = {}) {
  const bundle = await rolldown({
    input: entry,
    platform: 'browser',
    transform: { target: 'es2022', define },
    logLevel: 'warn',
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const [chunk, ...more] = output;
    if (!chunk || chunk.type !== 'chunk' || more.length > 0) throw new Error(`${entry} must bundle to one script`);
    return chunk.code;
  } finally {
    await bundle.close();
  }
}

/** @returns {import('vite').Plugin} */
export function serviceWorker() {
  /** @type {import('@lobby/brand/node').BrandPluginApi | undefined} */
  let brandApi;
  return {
    name: 'lobby:service-worker',
    apply: 'build',
    configResolved(config) {
      brandApi = config.plugins.find((candidate) => candidate.name === 'lobby-brand')?.api;
      if (!brandApi) throw new Error('lobby:service-worker needs the brand plugin (brandPlugin of @lobby/brand/node)');
    },
    generateBundle: {
      // After the brand's files (icons, manifest) joined the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const api = /** @type {import('@lobby/brand/node').BrandPluginApi} */ (brandApi);
        const own = new Map([
          [offlinePagePath.slice(1), offlinePageHtml({ brand: api.brand(), text: api.text })],
          [offlineScriptPath.slice(1), await bundleScript(source('offlinePage.ts'))],
        ]);
        const files = new Map(
          Object.values(bundle).map((output) => [
            output.fileName,
            output.type === 'chunk' ? output.code : output.source,
          ]),
        );
        for (const [fileName, content] of own) files.set(fileName, content);
        const precache = precacheOf(files);
        own.set(
          workerPath.slice(1),
          await bundleScript(source('worker.ts'), { __PRECACHE__: JSON.stringify(precache) }),
        );
        for (const [fileName, content] of own) this.emitFile({ type: 'asset', fileName, source: content });
      },
    },
  };
}
