import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCatalogue, CatalogueError, catalogueProblems, readCatalogues } from './catalogues';

let rootDir: string;
beforeEach(() => {
  rootDir = mkdtempSync(join(tmpdir(), 'catalogues-'));
});
afterEach(() => rmSync(rootDir, { recursive: true, force: true }));

const write = (pkg: string, file: string, messages: Record<string, unknown> | string, folder = 'packages') => {
  const dir = join(rootDir, folder, pkg, 'src', 'messages');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), typeof messages === 'string' ? messages : JSON.stringify(messages));
};

const english = {
  'shell.Header.login': 'Log in',
  'shell.Header.welcome': 'Welcome, {name}',
  'shell.Games.count': '{count, plural, one {# game} other {# games}}',
};

const problemsOf = (complete: Parameters<typeof catalogueProblems>[1] = {}) =>
  catalogueProblems(readCatalogues(rootDir), complete);

describe('readCatalogues', () => {
  it("reads every package's catalogues by language and skips packages without copy", () => {
    write('shell', 'en.json', english);
    write('shell', 'vi.json', { 'shell.Header.login': 'Đăng nhập' });
    mkdirSync(join(rootDir, 'packages', 'contract', 'src'), { recursive: true });
    const catalogues = readCatalogues(rootDir);
    expect(catalogues.map((catalogue) => catalogue.name)).toEqual(['shell']);
    expect(catalogues[0]?.messages.VI).toEqual({ 'shell.Header.login': 'Đăng nhập' });
  });

  it("reads the apps' catalogues after the packages'", () => {
    write('web', 'en.json', { 'web.Page.home': 'Home' }, 'apps');
    write('shell', 'en.json', english);
    const catalogues = readCatalogues(rootDir);
    expect(catalogues.map(({ name, folder }) => [name, folder])).toEqual([
      ['shell', 'packages/shell'],
      ['web', 'apps/web'],
    ]);
    write('web', 'en.json', '{', 'apps');
    expect(() => readCatalogues(rootDir)).toThrow(/apps\/web\/src\/messages\/en\.json\): is not valid JSON/);
  });

  it('refuses a file that is not named by a lower-case language code', () => {
    write('shell', 'en.json', english);
    write('shell', 'zh.json', {});
    expect(() => readCatalogues(rootDir)).toThrow(/package "shell".*zh\.json.*not a lower-case language code/);
  });

  it('names the file of broken JSON and of a value that is not text', () => {
    write('shell', 'en.json', '{ "shell.Header.login": ');
    expect(() => readCatalogues(rootDir)).toThrow(/packages\/shell\/src\/messages\/en\.json\): is not valid JSON/);
    write('shell', 'en.json', { 'shell.Header.login': 3 });
    expect(() => readCatalogues(rootDir)).toThrow(/message "shell\.Header\.login": must be a string/);
  });
});

describe('catalogueProblems', () => {
  it('finds nothing wrong with complete, matching catalogues', () => {
    write('shell', 'en.json', english);
    write('shell', 'th.json', {
      'shell.Header.login': 'เข้าสู่ระบบ',
      'shell.Header.welcome': 'ยินดีต้อนรับ {name}',
      'shell.Games.count': '{count, plural, other {# เกม}}',
    });
    expect(problemsOf({ complete: ['EN', 'TH'] })).toEqual([]);
  });

  it('names package, language and id of a message that is not in en.json', () => {
    write('shell', 'en.json', english);
    write('shell', 'vi.json', { 'shell.Header.logn': 'Đăng nhập' });
    expect(problemsOf()).toEqual([
      'package "shell", language VI (packages/shell/src/messages/vi.json), message "shell.Header.logn": is not in en.json',
    ]);
  });

  it('names a message that does not parse, in English or a translation', () => {
    write('shell', 'en.json', { ...english, 'shell.Header.broken': 'Hello {name' });
    write('shell', 'ar.json', { 'shell.Header.welcome': 'مرحبًا {name' });
    const problems = problemsOf();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/language EN .*message "shell\.Header\.broken": does not parse/);
    expect(problems[1]).toMatch(/language AR .*message "shell\.Header\.welcome": does not parse/);
  });

  it('names a translation whose placeholders differ from English', () => {
    write('shell', 'en.json', english);
    write('shell', 'cn.json', { 'shell.Header.welcome': '欢迎，{user}', 'shell.Games.count': '共有游戏' });
    expect(problemsOf()).toEqual([
      expect.stringMatching(
        /language CN .*"shell\.Header\.welcome": uses arguments \{user\} where English has \{name\}/,
      ),
      expect.stringMatching(/"shell\.Games\.count": uses arguments \{none\} where English has \{count\}/),
    ]);
  });

  it('lists the messages a language that must be complete lacks', () => {
    write('shell', 'en.json', english);
    write('shell', 'vi.json', { 'shell.Header.login': 'Đăng nhập' });
    expect(problemsOf({ complete: ['VI', 'TH'] })).toEqual([
      expect.stringMatching(/language VI .*lacks 2 message\(s\): shell\.Header\.welcome, shell\.Games\.count$/),
      expect.stringMatching(/language TH .*lacks 3 message\(s\)/),
    ]);
  });

  it('refuses an id two packages define, and translations without English', () => {
    write('auth', 'en.json', { 'shell.Header.login': 'Sign in' });
    write('shell', 'en.json', english);
    write('games', 'vi.json', { 'games.Tile.play': 'Chơi' });
    expect(problemsOf()).toEqual([
      expect.stringMatching(/package "games", language EN .*is missing/),
      expect.stringMatching(/package "shell", language EN .*"shell\.Header\.login": is also defined by package "auth"/),
      expect.stringMatching(/package "games", language VI .*"games\.Tile\.play": is not in en\.json/),
    ]);
  });
});

describe('buildCatalogue', () => {
  it('throws every problem at once', () => {
    write('shell', 'en.json', english);
    write('shell', 'vi.json', { 'shell.Header.logn': 'x', 'shell.Header.welcome': '{' });
    const error = (() => {
      try {
        buildCatalogue({ catalogues: readCatalogues(rootDir), language: 'VI' });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(CatalogueError);
    expect((error as CatalogueError).problems).toHaveLength(2);
  });
});
