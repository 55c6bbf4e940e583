import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isLanguageCode, languageCodes, type LanguageCode } from '@lobby/i18n';
import { buildCatalogue, catalogueLanguages, readCatalogues, type CopyOverrides } from '@lobby/i18n/catalogues';
import type { CompiledMessages } from '@lobby/i18n';
import type { Plugin } from 'vite';
import { listBrands, loadBrand, requiredAssets, type LoadedBrand } from './load';
import { webManifest } from './manifest';

const brandModuleId = 'virtual:lobby/brand';
/**
 * The brand's help organisations (`responsibleGambling`), a module apart from the config so they load with the page
 * that links them, not with the first paint.
 */
const responsibleGamblingModuleId = 'virtual:lobby/brand/responsible-gambling';
const brandsModuleId = 'virtual:lobby/brands';
const messagesModuleId = 'virtual:lobby/messages';
/** One module per language (`virtual:lobby/messages/vi`), so each catalogue is a chunk of its own. */
const languageModulePrefix = `${messagesModuleId}/`;

/** What the messages modules of a build hold: the languages shipped, and brand copy laid over the packages'. */
interface MessagesSetup {
  workspaceDir: string;
  languages: LanguageCode[];
  copy?: CopyOverrides & { folder: string };
  /** Dev server: name the messages that fall back to English in the console. */
  warnFallbacks: boolean;
  /**
   * Packages (`auth`), or components of one (`web.JoinPage`), whose messages load apart from the first catalogue
   * (`loadDeferredMessages`), with what needs them: each entry is a message-id prefix up to a dot.
   */
  deferredPackages: readonly string[];
}

/** The suffix of a language module's deferred part: `virtual:lobby/messages/vi/deferred`. */
const deferredSuffix = '/deferred';

/** The brands sit in the workspace root, beside the packages and apps whose catalogues the build reads. */
const workspaceDirOf = (brandsDir: string) => resolve(brandsDir, '..');

function resolveMessagesId(id: string): string | undefined {
  if (id === messagesModuleId) return `\0${messagesModuleId}`;
  if (id.startsWith(languageModulePrefix)) return `\0${id}`;
  return undefined;
}

/**
 * `loadMessages(code)`: a lazy import per language; a language the build lacks gets English. `loadDeferredMessages`
 * the same for the deferred packages' part (an empty catalogue when nothing is deferred).
 */
function messagesIndex(languages: LanguageCode[], deferred: boolean): string {
  const loaders = (suffix: string) =>
    languages.map(
      (code) =>
        `  ${JSON.stringify(code)}: () => import(${JSON.stringify(languageModulePrefix + code.toLowerCase() + suffix)}),`,
    );
  return [
    `const loaders = {\n${loaders('').join('\n')}\n};`,
    deferred ? `const deferredLoaders = {\n${loaders(deferredSuffix).join('\n')}\n};` : '',
    `export const messageLanguages = ${JSON.stringify(languages)};`,
    `export async function loadMessages(code) {`,
    `  const load = Object.hasOwn(loaders, code) ? loaders[code] : loaders.EN;`,
    `  return (await load()).default;`,
    `}`,
    `export async function loadDeferredMessages(code) {`,
    deferred
      ? `  const load = Object.hasOwn(deferredLoaders, code) ? deferredLoaders[code] : deferredLoaders.EN;\n  return (await load()).default;`
      : `  return {};`,
    `}`,
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The source of `virtual:lobby/messages` and its per-language modules, or undefined for another id. Files read are
 * watched, so editing a catalogue reloads the dev server's page.
 */
function loadMessagesModule(
  context: { addWatchFile(file: string): void },
  id: string,
  setup: MessagesSetup,
): string | undefined {
  if (id === `\0${messagesModuleId}`) return messagesIndex(setup.languages, setup.deferredPackages.length > 0);
  if (!id.startsWith(`\0${languageModulePrefix}`)) return undefined;
  const rest = id.slice(`\0${languageModulePrefix}`.length);
  const deferredPart = rest.endsWith(deferredSuffix);
  const code = (deferredPart ? rest.slice(0, -deferredSuffix.length) : rest).toUpperCase();
  if (!isLanguageCode(code) || !setup.languages.includes(code)) {
    throw new Error(`${id.slice(1)}: this build has no catalogue for "${code}" (it has ${setup.languages.join(', ')})`);
  }
  const catalogues = readCatalogues(setup.workspaceDir);
  for (const catalogue of catalogues) {
    for (const language of Object.keys(catalogue.messages)) {
      context.addWatchFile(join(catalogue.dir, `${language.toLowerCase()}.json`));
    }
  }
  if (setup.copy) {
    for (const language of ['EN', code]) {
      const file = join(setup.copy.folder, 'copy', `${language.toLowerCase()}.json`);
      if (existsSync(file)) context.addWatchFile(file);
    }
  }
  const built = buildCatalogue({
    catalogues,
    language: code,
    ...(setup.copy ? { copy: setup.copy } : {}),
  });
  // The first catalogue leaves out the deferred packages' messages; their part holds nothing else.
  const isDeferred = (messageId: string) => setup.deferredPackages.some((name) => messageId.startsWith(`${name}.`));
  const messages = Object.fromEntries(
    Object.entries(built.messages).filter(([messageId]) => isDeferred(messageId) === deferredPart),
  );
  const fallbacks = built.fallbacks.filter((messageId) => isDeferred(messageId) === deferredPart);
  const lines = [`export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`];
  if (setup.warnFallbacks && fallbacks.length > 0) {
    const listed = fallbacks.slice(0, 20).join(', ') + (fallbacks.length > 20 ? ', ...' : '');
    const warning = `${code}: ${fallbacks.length} message(s) fall back to English: ${listed}`;
    lines.push(`console.warn(${JSON.stringify(warning)});`);
  }
  return lines.join('\n');
}

/**
 * Builds ship the ICU parser's no-parser entry: catalogues arrive precompiled, so the parser (about 7 KB gzip) is
 * dead weight. Dev and tests keep it, so a message just added to the code shows its English default meanwhile.
 */
const noParserAlias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};

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
  files.set('manifest.webmanifest', () => JSON.stringify(webManifest(brand)));
  files.set('robots.txt', () => 'User-agent: *\nAllow: /\n');
  return files;
}

/** The id of the module holding one language's catalogue (`virtual:lobby/messages/vi`), as bundles name it. */
export const messagesModuleOf = (code: LanguageCode) => `\0${languageModulePrefix}${code.toLowerCase()}`;

/** What other plugins of a build may ask the brand plugin (`plugin.api`). */
export interface BrandPluginApi {
  /** The brand being built (after config). */
  brand(): LoadedBrand;
  /** The bundle's module id of a language's catalogue. */
  messagesModuleOf(code: LanguageCode): string;
  /**
   * A message without arguments as plain text in one of the brand's languages, brand copy included: for pages
   * written at build time. Throws naming the message when it is missing or takes arguments.
   */
  text(id: string, language: LanguageCode): string;
}

/** The text of a compiled message without arguments (a page written at build time cannot format any). */
function plainText(id: string, elements: CompiledMessages[string] | undefined, where: string): string {
  if (!elements) throw new Error(`${where}: message "${id}" does not exist`);
  return elements
    .map((element) => {
      if (element.type !== 0) throw new Error(`${where}: message "${id}" takes arguments; static HTML cannot`);
      return element.value;
    })
    .join('');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Bakes one brand into an app build: `import brand from 'virtual:lobby/brand'` gives its validated config and copy;
 * index.html gets `<html lang dir data-brand data-mode>`, the title, the tokens as inline CSS (no request before
 * first paint), icons and the manifest. A broken brand fails the build with a message naming the field.
 * `virtual:lobby/messages` gives `loadMessages(code)`: one lazily loaded, precompiled catalogue per language the
 * brand supports (packages' English, then the brand's English copy, then the language, then the brand's copy in
 * it); a message that does not parse or an id English lacks fails the build, naming package, language and id.
 */
export function brandPlugin(options: {
  brandsDir: string;
  id: string;
  /** The workspace root whose packages' and apps' catalogues are read; by default the folder holding `brandsDir`. */
  workspaceDir?: string;
  /**
   * Packages whose messages no first page needs (the account flows), or components of a package (`web.JoinPage`:
   * the messages whose id starts `web.JoinPage.`): they load as a catalogue part of their own, through
   * `loadDeferredMessages`, keeping the first catalogue small.
   */
  deferredPackages?: readonly string[];
}): Plugin {
  let brand: LoadedBrand | undefined;
  let warnFallbacks = false;
  const loaded = () => {
    if (!brand) throw new Error('brand not loaded yet');
    return brand;
  };
  const messagesSetup = (): MessagesSetup => {
    const { config, copy, folder } = loaded();
    return {
      workspaceDir: options.workspaceDir ?? workspaceDirOf(options.brandsDir),
      languages: languageCodes.filter((code) => config.languages.supported.includes(code)),
      copy: { source: `Brand "${config.id}": copy`, messages: copy, folder },
      warnFallbacks,
      deferredPackages: options.deferredPackages ?? [],
    };
  };
  const text = (id: string, language: LanguageCode, where = `${language} catalogue`): string => {
    const setup = messagesSetup();
    const { messages } = buildCatalogue({
      catalogues: readCatalogues(setup.workspaceDir),
      language,
      ...(setup.copy ? { copy: setup.copy } : {}),
    });
    return plainText(id, messages[id], where);
  };
  /** `{{lobby:brand.displayName}}` and `{{lobby:message:<id>}}` (in the brand's default language) in index.html. */
  const htmlValue = (key: string): string => {
    const { config } = loaded();
    if (key === 'brand.displayName') return config.displayName;
    if (key.startsWith('message:')) return text(key.slice('message:'.length), config.languages.default, 'index.html');
    throw new Error(`index.html: {{lobby:${key}}} is not a value the brand plugin knows`);
  };
  const api: BrandPluginApi = { brand: loaded, messagesModuleOf, text };
  return {
    name: 'lobby-brand',
    api,
    async buildStart() {
      brand ??= await loadBrand(options.brandsDir, options.id);
    },
    async config(_config, env) {
      brand = await loadBrand(options.brandsDir, options.id);
      warnFallbacks = env.command === 'serve' && env.mode !== 'test';
      return env.command === 'build' ? { resolve: { alias: [noParserAlias] } } : undefined;
    },
    resolveId(id) {
      if (id === brandModuleId || id === responsibleGamblingModuleId) return `\0${id}`;
      return resolveMessagesId(id);
    },
    load(id) {
      if (id === `\0${responsibleGamblingModuleId}`) {
        const { helpOrganisations } = loaded().config.responsibleGambling;
        return `export const helpOrganisations = ${JSON.stringify(helpOrganisations)};\n`;
      }
      if (id !== `\0${brandModuleId}`) return loadMessagesModule(this, id, messagesSetup());
      const { config, copy, defaultMode } = loaded();
      const { responsibleGambling: _apart, ...first } = config;
      return `export default ${JSON.stringify({ ...first, defaultMode })};\nexport const copy = ${JSON.stringify(copy)};\n`;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const { config, lang, direction, defaultMode, tokensCss, colors } = loaded();
        return html
          .replace(
            /<html[^>]*>/,
            `<html lang="${lang}" dir="${direction}" data-brand="${config.id}" data-mode="${defaultMode}">`,
          )
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.displayName)}</title>`)
          .replace(/\{\{lobby:([\w.:-]+)\}\}/g, (_placeholder, key: string) => escapeHtml(htmlValue(key)))
          .replace(
            '</head>',
            [
              `<style id="brand-tokens">${tokensCss}</style>`,
              `<meta name="theme-color" content="${colors.surface}">`,
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
 * tokens CSS is injected into the page so a brand switch is an attribute change. `virtual:lobby/messages` serves
 * every language a brand supports or a package has a catalogue for, without brand copy.
 */
export function allBrandsPlugin(options: { brandsDir: string; workspaceDir?: string }): Plugin {
  let brands: LoadedBrand[] = [];
  let warnFallbacks = false;
  const workspaceDir = options.workspaceDir ?? workspaceDirOf(options.brandsDir);
  const messagesSetup = (): MessagesSetup => {
    const offered = new Set<LanguageCode>([
      'EN',
      ...brands.flatMap((brand) => brand.config.languages.supported),
      ...catalogueLanguages(readCatalogues(workspaceDir)),
    ]);
    return {
      workspaceDir,
      languages: languageCodes.filter((code) => offered.has(code)),
      warnFallbacks,
      deferredPackages: [],
    };
  };
  return {
    name: 'lobby-all-brands',
    async config(_config, env) {
      brands = await Promise.all(listBrands(options.brandsDir).map((id) => loadBrand(options.brandsDir, id)));
      warnFallbacks = env.command === 'serve' && env.mode !== 'test';
    },
    resolveId(id) {
      if (id === brandsModuleId) return `\0${brandsModuleId}`;
      return resolveMessagesId(id);
    },
    load(id) {
      if (id !== `\0${brandsModuleId}`) return loadMessagesModule(this, id, messagesSetup());
      const summary = brands.map((brand) => ({
        ...brand.config,
        defaultMode: brand.defaultMode,
        direction: brand.direction,
        copy: brand.copy,
        logo: `data:image/svg+xml;base64,${readFileSync(join(brand.folder, 'assets', 'logo.svg')).toString('base64')}`,
        icon: `data:image/png;base64,${readFileSync(join(brand.folder, 'assets', 'icon-192.png')).toString('base64')}`,
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
