import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { listBrands, loadBrand, requiredAssets, type LoadedBrand } from './load';

const brandModuleId = 'virtual:lobby/brand';
const brandsModuleId = 'virtual:lobby/brands';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Static files a brand's build serves from its root, by public name. */
function brandFiles(brand: LoadedBrand): Map<string, () => Buffer | string> {
  const files = new Map<string, () => Buffer | string>();
  for (const asset of requiredAssets) files.set(asset, () => readFileSync(join(brand.folder, 'assets', asset)));
  files.set('manifest.webmanifest', () =>
    JSON.stringify({
      name: brand.config.displayName,
      short_name: brand.config.displayName,
      lang: brand.lang,
      dir: brand.direction,
      start_url: '/',
      display: 'standalone',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    }),
  );
  files.set('robots.txt', () => 'User-agent: *\nAllow: /\n');
  return files;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Bakes one brand into an app build: `import brand from 'virtual:lobby/brand'` gives its validated config and copy;
 * index.html gets `<html lang dir data-brand data-mode>`, the title, the tokens as inline CSS (no request before
 * first paint), icons and the manifest. A broken brand fails the build with a message naming the field.
 */
export function brandPlugin(options: { brandsDir: string; id: string }): Plugin {
  let brand: LoadedBrand | undefined;
  const loaded = () => {
    if (!brand) throw new Error('brand not loaded yet');
    return brand;
  };
  return {
    name: 'lobby-brand',
    async buildStart() {
      brand ??= await loadBrand(options.brandsDir, options.id);
    },
    async config() {
      brand = await loadBrand(options.brandsDir, options.id);
    },
    resolveId(id) {
      return id === brandModuleId ? `\0${brandModuleId}` : undefined;
    },
    load(id) {
      if (id !== `\0${brandModuleId}`) return undefined;
      const { config, copy, defaultMode } = loaded();
      return `export default ${JSON.stringify({ ...config, defaultMode })};\nexport const copy = ${JSON.stringify(copy)};\n`;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const { config, lang, direction, defaultMode, tokensCss } = loaded();
        return html
          .replace(
            /<html[^>]*>/,
            `<html lang="${lang}" dir="${direction}" data-brand="${config.id}" data-mode="${defaultMode}">`,
          )
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.displayName)}</title>`)
          .replace(
            '</head>',
            [
              `<style id="brand-tokens">${tokensCss}</style>`,
              '<link rel="icon" href="/favicon.ico" sizes="32x32">',
              '<link rel="icon" href="/icon.svg" type="image/svg+xml">',
              '<link rel="apple-touch-icon" href="/icon-192.png">',
              '<link rel="manifest" href="/manifest.webmanifest">',
              '</head>',
            ].join('\n'),
          );
      },
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0]?.slice(1) ?? '';
        const file = brandFiles(loaded()).get(name);
        if (!file) return next();
        const extension = name.slice(name.lastIndexOf('.'));
        response.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
        response.end(file());
      });
    },
    generateBundle() {
      for (const [fileName, read] of brandFiles(loaded())) {
        this.emitFile({ type: 'asset', fileName, source: read() });
      }
    },
  };
}

/**
 * Every brand at once, for Storybook and tests: `import brands from 'virtual:lobby/brands'` lists them, and their
 * tokens CSS is injected into the page so a brand switch is an attribute change.
 */
export function allBrandsPlugin(options: { brandsDir: string }): Plugin {
  let brands: LoadedBrand[] = [];
  return {
    name: 'lobby-all-brands',
    async config() {
      brands = await Promise.all(listBrands(options.brandsDir).map((id) => loadBrand(options.brandsDir, id)));
    },
    resolveId(id) {
      return id === brandsModuleId ? `\0${brandsModuleId}` : undefined;
    },
    load(id) {
      if (id !== `\0${brandsModuleId}`) return undefined;
      const summary = brands.map((brand) => ({
        ...brand.config,
        defaultMode: brand.defaultMode,
        direction: brand.direction,
        copy: brand.copy,
        logo: `data:image/svg+xml;base64,${readFileSync(join(brand.folder, 'assets', 'logo.svg')).toString('base64')}`,
      }));
      const css = brands.map((brand) => brand.tokensCss).join('\n');
      return [
        `const style = document.createElement('style');`,
        `style.id = 'brand-tokens';`,
        `style.textContent = ${JSON.stringify(css)};`,
        `document.head.append(style);`,
        `export default ${JSON.stringify(summary)};`,
      ].join('\n');
    },
  };
}
