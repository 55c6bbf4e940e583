import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { build, type ConfigEnv, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { allBrandsPlugin, brandPlugin, loadBrand, type BrandPluginApi } from './node';

const brandsDir = fileURLToPath(new URL('../../../brands', import.meta.url));
// Fixtures live inside the package so their imports resolve like a real brand's (see load.test.ts).
const packageDir = fileURLToPath(new URL('..', import.meta.url));

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(packageDir, '.fixtures-'));
  // lotus supports VI (its default) and EN.
  cpSync(join(brandsDir, 'lotus'), join(root, 'brands', 'acme'), { recursive: true });
  writeMessages('shell', 'en', {
    'shell.Header.login': 'Log in',
    'shell.Header.welcome': 'Welcome, {name}',
    'shell.Footer.help': 'Help',
  });
  writeMessages('shell', 'vi', { 'shell.Header.login': 'Đăng nhập', 'shell.Header.welcome': 'Chào mừng, {name}' });
  writeMessages('auth', 'en', { 'auth.Login.submit': 'Sign in' });
  writeMessages('auth', 'vi', { 'auth.Login.submit': 'Đăng nhập ngay' });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function writeMessages(pkg: string, language: string, messages: Record<string, string>) {
  const dir = join(root, 'packages', pkg, 'src', 'messages');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${language}.json`), JSON.stringify(messages));
}

function writeCopy(language: string, messages: Record<string, string>) {
  const dir = join(root, 'brands', 'acme', 'copy');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${language}.json`), JSON.stringify(messages));
}

type ConfigHook = (config: UserConfig, env: ConfigEnv) => Promise<UserConfig | undefined>;
type LoadHook = (this: { addWatchFile(file: string): void }, id: string) => string | undefined;
type ResolveHook = (id: string) => string | undefined;

/** Runs the plugin's hooks as Vite would, and evaluates the module it gives for `id`. */
async function setUp(plugin: Plugin, command: ConfigEnv['command'] = 'build') {
  const config = await (plugin.config as ConfigHook)(
    {},
    { command, mode: command === 'build' ? 'production' : 'development' },
  );
  const watched: string[] = [];
  const source = (id: string) => {
    const resolved = (plugin.resolveId as ResolveHook)(id);
    if (!resolved) throw new Error(`${id} does not resolve`);
    const code = (plugin.load as LoadHook).call({ addWatchFile: (file) => watched.push(file) }, resolved);
    if (code === undefined) throw new Error(`${id} does not load`);
    return code;
  };
  const catalogue = async (code: string) => {
    const module = (await import(
      `data:text/javascript,${encodeURIComponent(source(`virtual:lobby/messages/${code}`))}`
    )) as {
      default: Record<string, MessageFormatElement[]>;
    };
    return module.default;
  };
  return { config, source, catalogue, watched };
}

const acme = () => brandPlugin({ brandsDir: join(root, 'brands'), id: 'acme' });

describe('virtual:lobby/messages of brandPlugin', () => {
  it('merges every package into one catalogue per language, precompiled', async () => {
    const { catalogue } = await setUp(acme());
    const vi = await catalogue('vi');
    expect(vi['shell.Header.login']).toEqual(parse('Đăng nhập'));
    expect(vi['shell.Header.welcome']).toEqual(parse('Chào mừng, {name}'));
    expect(vi['auth.Login.submit']).toEqual(parse('Đăng nhập ngay'));
    const en = await catalogue('en');
    expect(en['auth.Login.submit']).toEqual(parse('Sign in'));
  });

  it('falls back to English per message', async () => {
    const { catalogue } = await setUp(acme());
    expect((await catalogue('vi'))['shell.Footer.help']).toEqual(parse('Help'));
  });

  it("lays the brand's copy over the packages: English copy over English, the language's copy over all", async () => {
    writeCopy('en', { 'shell.Footer.help': 'Support 24/7', 'shell.Header.login': 'Enter the palace' });
    writeCopy('vi', { 'auth.Login.submit': 'Vào cung điện' });
    const { catalogue } = await setUp(acme());
    const en = await catalogue('en');
    expect(en['shell.Footer.help']).toEqual(parse('Support 24/7'));
    expect(en['shell.Header.login']).toEqual(parse('Enter the palace'));
    const vi = await catalogue('vi');
    // Untranslated: the brand's English wins over the package's English.
    expect(vi['shell.Footer.help']).toEqual(parse('Support 24/7'));
    // Translated by the package: a Vietnamese player reads Vietnamese rather than the brand's English.
    expect(vi['shell.Header.login']).toEqual(parse('Đăng nhập'));
    expect(vi['auth.Login.submit']).toEqual(parse('Vào cung điện'));
  });

  it("keeps deferred packages' messages out of the first catalogue and serves them as a part of their own", async () => {
    writeCopy('vi', { 'auth.Login.submit': 'Vào cung điện' });
    const { source, catalogue } = await setUp(
      brandPlugin({ brandsDir: join(root, 'brands'), id: 'acme', deferredPackages: ['auth'] }),
    );
    const first = await catalogue('vi');
    expect(first['shell.Header.login']).toEqual(parse('Đăng nhập'));
    expect(first['auth.Login.submit']).toBeUndefined();
    const part = await catalogue('vi/deferred');
    // Brand copy reaches the deferred part too; nothing else is in it.
    expect(part).toEqual({ 'auth.Login.submit': parse('Vào cung điện') });
    expect(source('virtual:lobby/messages')).toContain('import("virtual:lobby/messages/vi/deferred")');
  });

  it('defers one component of a package by its message-id prefix, keeping the rest of the package first', async () => {
    const { catalogue } = await setUp(
      brandPlugin({ brandsDir: join(root, 'brands'), id: 'acme', deferredPackages: ['shell.Footer'] }),
    );
    const first = await catalogue('vi');
    expect(first['shell.Header.login']).toEqual(parse('Đăng nhập'));
    expect(first['shell.Footer.help']).toBeUndefined();
    expect(Object.keys(await catalogue('vi/deferred'))).toEqual(['shell.Footer.help']);
  });

  it('answers an empty deferred part when the build defers nothing', async () => {
    const { source } = await setUp(acme());
    expect(source('virtual:lobby/messages')).toContain(
      'export async function loadDeferredMessages(code) {\n  return {};',
    );
  });

  it('offers the languages the brand supports, each loaded lazily, English for any other', async () => {
    const { source } = await setUp(acme());
    const index = source('virtual:lobby/messages');
    expect(index).toContain('export const messageLanguages = ["EN","VI"]');
    expect(index).toContain('import("virtual:lobby/messages/vi")');
    expect(index).not.toContain('Đăng nhập');
    expect(index).toContain('loaders.EN');
    expect(() => source('virtual:lobby/messages/th')).toThrow(/no catalogue for "TH" \(it has EN, VI\)/);
  });

  it('watches the catalogues and copy it read, so the dev server reloads on an edit', async () => {
    writeCopy('vi', { 'auth.Login.submit': 'Vào' });
    const { source, watched } = await setUp(acme(), 'serve');
    source('virtual:lobby/messages/vi');
    expect(watched).toEqual(
      expect.arrayContaining([
        join(root, 'packages', 'shell', 'src', 'messages', 'vi.json'),
        join(root, 'packages', 'auth', 'src', 'messages', 'en.json'),
        join(root, 'brands', 'acme', 'copy', 'vi.json'),
      ]),
    );
  });

  it('names the untranslated messages in the dev console only', async () => {
    const served = await setUp(acme(), 'serve');
    expect(served.source('virtual:lobby/messages/vi')).toContain(
      'console.warn("VI: 1 message(s) fall back to English: shell.Footer.help")',
    );
    const built = await setUp(acme());
    expect(built.source('virtual:lobby/messages/vi')).not.toContain('console.warn');
  });

  it('fails the build naming package, language and id of a message that does not parse', async () => {
    writeMessages('shell', 'vi', { 'shell.Header.welcome': 'Chào mừng, {name' });
    const { source } = await setUp(acme());
    expect(() => source('virtual:lobby/messages/vi')).toThrow(
      /package "shell", language VI \(packages\/shell\/src\/messages\/vi\.json\), message "shell\.Header\.welcome": does not parse/,
    );
  });

  it('fails the build on an id English lacks, in a package or in brand copy', async () => {
    writeMessages('auth', 'vi', { 'auth.Login.sumbit': 'Đăng nhập' });
    writeCopy('en', { 'shell.Header.logon': 'Enter' });
    const { source } = await setUp(acme());
    const error = (() => {
      try {
        source('virtual:lobby/messages/vi');
      } catch (caught) {
        return (caught as Error).message;
      }
      return '';
    })();
    expect(error).toMatch(/package "auth", language VI .*message "auth\.Login\.sumbit": is not in en\.json/);
    expect(error).toMatch(
      /Brand "acme": copy\/en\.json, message "shell\.Header\.logon": is not in any package's en\.json/,
    );
  });

  it('fails the build on a translation with an argument the code does not pass', async () => {
    writeCopy('vi', { 'shell.Header.welcome': 'Chào {player}' });
    const { source } = await setUp(acme());
    expect(() => source('virtual:lobby/messages/vi')).toThrow(
      /copy\/vi\.json, message "shell\.Header\.welcome": uses arguments \{player\} where English has \{name\}/,
    );
  });

  it('builds the app against the no-parser entry of the ICU parser, and only then', async () => {
    const { config } = await setUp(acme());
    expect(config?.resolve?.alias).toEqual([
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ]);
    expect((await setUp(acme(), 'serve')).config).toBeUndefined();
  });
});

describe('virtual:lobby/brand of brandPlugin', () => {
  const evaluate = async (code: string) =>
    (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;

  it('gives the config, and the help organisations in a module of their own that loads with their page', async () => {
    const { source } = await setUp(acme());
    const brand = (await evaluate(source('virtual:lobby/brand'))).default as Record<string, unknown>;
    expect(brand.merchantCode).toBe('lotus88');
    expect(brand).not.toHaveProperty('responsibleGambling');
    const { helpOrganisations } = await evaluate(source('virtual:lobby/brand/responsible-gambling'));
    expect(helpOrganisations).toEqual(
      (await loadBrand(brandsDir, 'lotus')).config.responsibleGambling.helpOrganisations,
    );
    expect(helpOrganisations).not.toEqual([]);
  });
});

describe('a brand build', () => {
  it('emits each language as a chunk of its own and leaves the ICU parser out', async () => {
    const entry = join(root, 'main.js');
    writeFileSync(
      entry,
      [
        "import { loadMessages } from 'virtual:lobby/messages';",
        "import { parse } from '@formatjs/icu-messageformat-parser';",
        'console.log(loadMessages, parse);',
      ].join('\n'),
    );
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [acme()],
      build: { write: false, minify: false, rolldownOptions: { input: entry } },
    })) as Rolldown.RolldownOutput;
    const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    const containing = (text: string) =>
      chunks.filter((chunk) => chunk.code.includes(text)).map((chunk) => chunk.fileName);
    const [main] = chunks.filter((chunk) => chunk.isEntry);
    expect(containing('Đăng nhập ngay')).toHaveLength(1);
    expect(containing('Sign in')).toHaveLength(1);
    expect(containing('Đăng nhập ngay')).not.toEqual(containing('Sign in'));
    expect(main?.code).not.toContain('Sign in');
    expect(main?.dynamicImports).toHaveLength(2);
    // The parser's error names are in its full entry only; the no-parser entry throws a sentence about it.
    expect(main?.code).not.toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
    expect(main?.code).toContain('without parser');
  });
});

type HtmlHook = { handler: (html: string) => string };

describe('index.html of a brand build', () => {
  const transform = async (html: string) => {
    const plugin = acme();
    await setUp(plugin);
    return (plugin.transformIndexHtml as HtmlHook).handler(html);
  };

  it("fills {{lobby:...}} with the brand's name and messages in its default language, escaped", async () => {
    writeMessages('shell', 'en', { 'shell.LoadingCover.label': 'Loading' });
    writeMessages('shell', 'vi', { 'shell.LoadingCover.label': 'Đang tải "nhanh" & vui' });
    const html = await transform(
      '<html><head><title>x</title></head><body>' +
        '<img alt="{{lobby:brand.displayName}}"><span aria-label="{{lobby:message:shell.LoadingCover.label}}">' +
        '</body></html>',
    );
    expect(html).toContain('<html lang="vi" dir="ltr" data-brand="acme"');
    expect(html).toContain('<img alt="Lotus Palace">');
    expect(html).toContain('aria-label="Đang tải &quot;nhanh&quot; &amp; vui"');
    expect(html).not.toContain('{{');
  });

  it('links the manifest and colours the browser bar as the header, before any CSS loads', async () => {
    const html = await transform('<html><head><title>x</title></head><body></body></html>');
    const { colors } = await loadBrand(join(root, 'brands'), 'acme');
    expect(html).toContain(`<meta name="theme-color" content="${colors.surface}">`);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it("gives other plugins a message as plain text in any of the brand's languages", async () => {
    const plugin = acme();
    await setUp(plugin);
    const api = plugin.api as BrandPluginApi;
    expect(api.text('shell.Header.login', 'VI')).toBe('Đăng nhập');
    expect(api.text('shell.Footer.help', 'VI')).toBe('Help');
    expect(() => api.text('shell.Nope', 'EN')).toThrow('EN catalogue: message "shell.Nope" does not exist');
    expect(() => api.text('shell.Header.welcome', 'EN')).toThrow('takes arguments');
  });

  it('fails the build on a placeholder it does not know, a missing message or one taking arguments', async () => {
    await expect(transform('<p>{{lobby:brand.colour}}</p>')).rejects.toThrow(
      'index.html: {{lobby:brand.colour}} is not a value the brand plugin knows',
    );
    await expect(transform('<p>{{lobby:message:shell.Nope}}</p>')).rejects.toThrow(
      'index.html: message "shell.Nope" does not exist',
    );
    await expect(transform('<p>{{lobby:message:shell.Header.welcome}}</p>')).rejects.toThrow(
      'index.html: message "shell.Header.welcome" takes arguments; static HTML cannot',
    );
  });
});

describe('virtual:lobby/messages of allBrandsPlugin', () => {
  it('offers every language a brand supports or a package translates, without brand copy', async () => {
    writeCopy('vi', { 'auth.Login.submit': 'Vào cung điện' });
    writeMessages('shell', 'cn', { 'shell.Header.login': '登录' });
    const { source, catalogue } = await setUp(allBrandsPlugin({ brandsDir: join(root, 'brands') }), 'serve');
    expect(source('virtual:lobby/messages')).toContain('export const messageLanguages = ["EN","CN","VI"]');
    expect((await catalogue('vi'))['auth.Login.submit']).toEqual(parse('Đăng nhập ngay'));
    expect((await catalogue('cn'))['shell.Header.login']).toEqual(parse('登录'));
  });
});
