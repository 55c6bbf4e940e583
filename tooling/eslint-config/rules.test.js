import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { layers } from './boundaries.js';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });

/** Lints `code` as if it were the file at `path` (relative to the repository root); returns rule ids and messages. */
async function lint(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${cwd}/${path}` });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('local/logical-properties', () => {
  it('refuses physical directions in styled-components and names the logical property', async () => {
    const messages = await lint(
      'packages/design-system/src/components/Probe/Probe.styles.ts',
      "import styled from 'styled-components';\nexport const Box = styled.div`\n  margin-left: 4px;\n  text-align: right;\n  left: 0;\n`;\n",
    );
    expect(messages).toContain(
      "local/logical-properties: 'margin-left:' does not mirror in right-to-left languages: use 'margin-inline-start'.",
    );
    expect(messages.some((m) => m.includes("use 'text-align: end'"))).toBe(true);
    expect(messages.some((m) => m.includes("use 'inset-inline-start'"))).toBe(true);
  });

  it('accepts logical properties', async () => {
    const messages = await lint(
      'packages/design-system/src/components/Probe/Probe.styles.ts',
      "import styled from 'styled-components';\nexport const Box = styled.div`\n  margin-inline-start: 4px;\n  inset-inline-end: 0;\n`;\n",
    );
    expect(messages).toEqual([]);
  });
});

/** Lints one import of `specifier` from a file at `path`; returns the messages joined. */
const importing = async (path, specifier) =>
  (await lint(path, `import { x } from '${specifier}';\nexport const probe = x;\n`)).join('\n');

describe('local/no-direct-storage', () => {
  const direct = (area) =>
    `local/no-direct-storage: Reach '${area}' through @lobby/storage (readStorage, writeStorage, clearStorage with a key of storageKeys): each key is defined there once, and blocked storage is handled.`;

  it('refuses localStorage and sessionStorage outside @lobby/storage, however they are reached', async () => {
    const messages = await lint(
      'packages/i18n/src/probe.ts',
      [
        "export const a = localStorage.getItem('hisLang');",
        "export const b = () => window.sessionStorage.setItem('token', 'x');",
        'export const c = globalThis?.localStorage;',
        "export const d = self['sessionStorage'];",
        'const { localStorage: kept } = window;',
        'export const e = kept;',
        'export const f = Object.keys(sessionStorage);',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      direct('localStorage'),
      direct('sessionStorage'),
      direct('localStorage'),
      direct('sessionStorage'),
      direct('localStorage'),
      direct('sessionStorage'),
    ]);
  });

  it('refuses it in stories and test kits too', async () => {
    const code = "export const reset = () => sessionStorage.removeItem('token');\n";
    expect(await lint('packages/auth/src/Probe/Probe.stories.tsx', code)).toContain(direct('sessionStorage'));
    expect(await lint('packages/auth/src/testing/probeKit.tsx', code)).toEqual([direct('sessionStorage')]);
  });

  it('accepts @lobby/storage itself, tests, Playwright specs and a local of the same name', async () => {
    const code = "export const a = globalThis.localStorage?.getItem('hisLang');\n";
    expect(await lint('packages/storage/src/probe.ts', code)).toEqual([]);
    expect(await lint('packages/shell/src/probe.test.ts', code)).toEqual([]);
    expect(await lint('apps/web/e2e/probe.spec.ts', code)).toEqual([]);
    expect(
      await lint(
        'packages/content/src/probe.ts',
        'export const read = (localStorage: Storage) => localStorage.length;\n',
      ),
    ).toEqual([]);
  });
});

describe('dependency boundaries', () => {
  it('classifies every package under packages/ in exactly one layer', () => {
    const listed = Object.values(layers).flat();
    const folders = readdirSync(join(cwd, 'packages'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `@lobby/${entry.name}`);
    expect([...listed].sort()).toEqual([...folders].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('refuses a feature importing another feature, by its entry or its files, and names the way out', async () => {
    const entry = await importing('packages/auth/src/probe.ts', '@lobby/content');
    expect(entry).toMatch(/A feature never imports another feature: compose them in apps\/web/);
    const deep = await importing('packages/game-catalogue/src/probe.ts', '@lobby/auth/identity/reference');
    expect(deep).toMatch(/A feature never imports another feature/);
    expect(await importing('packages/auth/src/probe.ts', '@lobby/frame')).toMatch(/does not know the frame/);
  });

  it('keeps the frame free of features and calls: it takes data as props', async () => {
    expect(await importing('packages/frame/src/probe.ts', '@lobby/auth')).toMatch(
      /The frame sits below the features: let apps\/web pass it/,
    );
    expect(await importing('packages/frame/src/Header/probe.ts', '@lobby/api-client')).toMatch(
      /The frame is presentational: apps\/web makes the calls/,
    );
    expect(await importing('packages/frame/src/probe.ts', '@lobby/design-system')).toBe('');
  });

  it('keeps features, calls and brands out of the lowest layers', async () => {
    expect(await importing('packages/design-system/src/components/Probe/Probe.tsx', '@lobby/auth')).toMatch(
      /The design system sits below the features/,
    );
    expect(await importing('packages/design-system/src/probe.ts', '@lobby/contract')).toMatch(
      /The design system knows no feature, call or brand.*`vars`/,
    );
    for (const path of [
      'packages/whitelabel/src/probe.ts',
      'packages/i18n/src/probe.ts',
      'packages/contract/src/x.ts',
    ]) {
      expect(await importing(path, '@lobby/brand')).toMatch(/knows no brand/);
    }
    expect(await importing('packages/design-system/src/probe.ts', '@lobby/brand-lotus')).toMatch(/knows no brand/);
    expect(await importing('packages/i18n/src/probe.ts', '@lobby/design-system')).toMatch(/i18n sits below/);
    expect(await importing('packages/contract/src/probe.ts', '@lobby/api-client')).toMatch(/below the API client/);
  });

  it('keeps React out of plain TypeScript packages but allows design tokens', async () => {
    expect(await importing('packages/brand/src/probe.ts', 'react')).toMatch(/plain TypeScript with no UI/);
    expect(await importing('packages/brand/src/probe.ts', '@lobby/design-system/tokens')).toBe('');
    expect(await importing('packages/whitelabel/src/react/probe.ts', 'react')).toBe('');
  });

  it('refuses deep imports and relative paths into other packages', async () => {
    expect(await importing('apps/web/src/probe.ts', '@lobby/design-system/src/tokens/vars')).toMatch(
      /Import the package entry/,
    );
    expect(await importing('apps/web/src/probe.ts', '../../../packages/i18n/src')).toMatch(/by its @lobby\/\* name/);
  });

  it('keeps @lobby/storage at the bottom: it imports no workspace package', async () => {
    const messages = await lint(
      'packages/storage/src/probe.ts',
      "import { isLanguageCode } from '@lobby/i18n';\nexport const probe = isLanguageCode;\n",
    );
    expect(messages.join('\n')).toMatch(/storage keys are the lowest layer/);
  });

  it('lets every package but the API client and the platform import @lobby/storage', async () => {
    const code = "import { storageKeys } from '@lobby/storage';\nexport const probe = storageKeys;\n";
    expect(await lint('packages/i18n/src/probe.ts', code)).toEqual([]);
    expect((await lint('packages/api-client/src/probe.ts', code)).join('\n')).toMatch(
      /API client reads no storage: take the token and the language through the functions createApiClient is given/,
    );
    expect((await lint('apps/platform/src/probe.ts', code)).join('\n')).toMatch(/speaks the contract, not the client/);
  });

  it('keeps @lobby/forms free of workspace packages, and lets the features use it', async () => {
    expect(await importing('packages/forms/src/probe.ts', '@lobby/design-system')).toMatch(
      /The form state knows no screen, copy or call/,
    );
    expect(await importing('packages/auth/src/probe.ts', '@lobby/forms')).toBe('');
    expect(await importing('packages/content/src/probe.ts', '@lobby/forms')).toBe('');
  });

  it('still keeps React out of the API client', async () => {
    const messages = await lint(
      'packages/api-client/src/probe.ts',
      "import { useState } from 'react';\nexport const probe = useState;\n",
    );
    expect(messages.join('\n')).toMatch(/plain TypeScript with no UI/);
  });

  it('lets apps/web compose every feature with the frame', async () => {
    for (const name of [...layers.features, ...layers.frame]) {
      expect(await importing('apps/web/src/probe.ts', name)).toBe('');
    }
  });

  it('lets the reference platform import the contract only; the seed and tests also read the brands', async () => {
    expect(await importing('apps/platform/src/probe.ts', '@lobby/api-client')).toMatch(
      /import request and response schemas from @lobby\/contract/,
    );
    expect(await importing('apps/platform/src/api/probe.ts', '@lobby/brand')).toMatch(/speaks the contract/);
    expect(await importing('apps/platform/src/api/probe.ts', '@lobby/contract/cipher')).toBe('');
    expect(await importing('apps/platform/src/seed/probe.ts', '@lobby/brand/node')).toBe('');
  });

  it('keeps the contract fixtures (hostile markup) out of the demo seed, and lets tests and dev endpoints use them', async () => {
    expect(await importing('apps/platform/src/seed/probe.ts', '@lobby/contract-fixtures/hostile')).toMatch(
      /demo seed writes believable merchant content only.*through the dev content endpoints/,
    );
    for (const path of ['apps/platform/src/seed/probe.test.ts', 'apps/platform/src/testing/probe.ts']) {
      expect(await importing(path, '@lobby/contract-fixtures/hostile'), path).toBe('');
    }
  });
});

describe('local/declared-dependencies', () => {
  it('refuses a package its package.json does not declare, naming the manifest', async () => {
    expect(await importing('packages/whitelabel/src/probe.ts', '@lobby/design-system/tokens')).toMatch(
      /"@lobby\/design-system" is not declared in packages\/whitelabel\/package.json/,
    );
    expect(await importing('packages/frame/src/probe.ts', 'valibot')).toMatch(/"valibot" is not declared/);
  });

  it("keeps a published package's devDependencies (the contract's test fixtures) out of the code it ships", async () => {
    expect(await importing('packages/auth/src/probe.ts', '@lobby/contract-fixtures/samples')).toMatch(
      /"@lobby\/contract-fixtures" is a devDependency of packages\/auth\/package.json, which is published without it/,
    );
    expect(await importing('packages/content/src/html/probe.ts', '@lobby/contract-fixtures/hostile')).toMatch(
      /devDependency/,
    );
    for (const unshipped of [
      'src/probe.test.ts',
      'src/Probe.stories.tsx',
      'src/storybook/probe.ts',
      'src/testing/probe.ts',
    ]) {
      expect(await importing(`packages/auth/${unshipped}`, '@lobby/contract-fixtures/samples')).not.toMatch(
        /declared-dependencies/,
      );
    }
    // A peer the package also installs for itself, and a private app, are fine.
    expect(await importing('packages/auth/src/probe.ts', 'react')).toBe('');
    expect(await importing('apps/web/src/probe.ts', '@lobby/contract-fixtures/samples')).toBe('');
  });

  it('accepts declared packages, subpaths of them, Node built-ins and virtual modules', async () => {
    expect(await importing('packages/frame/src/probe.ts', '@lobby/i18n/react')).toBe('');
    expect(await importing('apps/platform/src/probe.ts', 'node:fs')).toBe('');
    expect(await importing('apps/web/src/probe.ts', 'virtual:lobby/brand')).toBe('');
  });
});

describe('type checking', () => {
  /** Whether tsc, compiling a file at `path`, finds `specifier` (Node 16 resolution, as the workspace compiles). */
  const resolves = (path, specifier) =>
    ts.resolveModuleName(
      specifier,
      join(cwd, path),
      { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Bundler },
      ts.sys,
    ).resolvedModule !== undefined;

  it('finds only what a package declares: the lowest layer cannot reach the brand or a feature', () => {
    expect(resolves('packages/api-client/src/probe.ts', '@lobby/contract')).toBe(true);
    expect(resolves('packages/whitelabel/src/probe.ts', '@lobby/brand')).toBe(false);
    expect(resolves('packages/frame/src/probe.ts', '@lobby/auth')).toBe(false);
    expect(resolves('packages/auth/src/probe.ts', '@lobby/content')).toBe(false);
    expect(resolves('apps/web/src/probe.ts', '@lobby/auth')).toBe(true);
  });
});

describe('reference platform layers', () => {
  const seedImport = "import { resetDatabase } from '../seed/seed';\nexport const probe = resetDatabase;\n";

  it('keeps the seed out of request-time code, naming where demo data and logic go', async () => {
    for (const path of [
      'apps/platform/src/api/probe.ts',
      'apps/platform/src/http/probe.ts',
      'apps/platform/src/media/probe.ts',
    ]) {
      expect((await lint(path, seedImport)).join('\n'), path).toMatch(
        /reads demo data from the database.*src\/seeding\.ts.*a table the seed fills.*domain module/,
      );
    }
    const fromServer = await lint(
      'apps/platform/src/server.ts',
      "import { seedDatabase } from './seed/seed';\nexport const probe = seedDatabase;\n",
    );
    expect(fromServer.join('\n')).toMatch(/reads demo data from the database/);
  });

  it('lets the seeding command, dev endpoints, test helpers and tests import the seed', async () => {
    for (const path of [
      'apps/platform/src/seeding.ts',
      'apps/platform/src/dev/probe.ts',
      'apps/platform/src/testing/probe.ts',
      'apps/platform/src/api/probe.test.ts',
      'apps/platform/src/security/probe.test.ts',
    ]) {
      const code = path.endsWith('seeding.ts')
        ? "import { seedDatabase } from './seed/seed';\nexport const probe = seedDatabase;\n"
        : seedImport;
      expect(await lint(path, code), path).toEqual([]);
    }
  });

  it('refuses upward imports from domain modules, db and lib, naming the alternative', async () => {
    const upward = [
      ['apps/platform/src/security/probe.ts', '../api/registerRules'],
      ['apps/platform/src/captcha/probe.ts', '../http/errors'],
      ['apps/platform/src/wallet/probe.ts', '../dev/devRoutes'],
      ['apps/platform/src/merchants/probe.ts', '../server'],
      ['apps/platform/src/agents/probe.ts', '../api/memberTypes'],
      ['apps/platform/src/db/probe.ts', '../http/route'],
      ['apps/platform/src/db/schema/probe.ts', '../../api/games'],
      ['apps/platform/src/lib/probe.ts', '../testing/testPlatform'],
    ];
    for (const [path, from] of upward) {
      const messages = await lint(path, `import { x } from '${from}';\nexport const probe = x;\n`);
      expect(messages.join('\n'), `${path} <- ${from}`).toMatch(
        /sit below http and api.*ApiError from src\/lib\/apiError/,
      );
    }
    const domainFromDb = await lint(
      'apps/platform/src/db/probe.ts',
      "import { x } from '../wallet/wallets';\nexport const probe = x;\n",
    );
    expect(domainFromDb.join('\n')).toMatch(/bottom layer/);
  });

  it('keeps the seed below the handlers', async () => {
    const messages = await lint(
      'apps/platform/src/seed/probe.ts',
      "import { splitLanes } from '../api/catalogue';\nexport const probe = splitLanes;\n",
    );
    expect(messages.join('\n')).toMatch(/seed writes demo data with the domain modules and db/);
  });

  it('lets each layer import downwards, and keeps the client ban everywhere', async () => {
    const allowed = [
      ['apps/platform/src/http/probe.ts', '../api/games'],
      ['apps/platform/src/api/probe.ts', '../http/route'],
      ['apps/platform/src/api/probe.ts', '../wallet/wallets'],
      ['apps/platform/src/security/probe.ts', '../merchants/registerRules'],
      ['apps/platform/src/media/probe.ts', '../db/schema'],
      ['apps/platform/src/seed/probe.ts', '../catalogue/splitLanes'],
      ['apps/platform/src/db/schema/probe.ts', '../../lib/random'],
    ];
    for (const [path, from] of allowed) {
      expect(await lint(path, `import { x } from '${from}';\nexport const probe = x;\n`), `${path} <- ${from}`).toEqual(
        [],
      );
    }
    const client = await lint(
      'apps/platform/src/wallet/probe.ts',
      "import { x } from '@lobby/api-client';\nexport const probe = x;\n",
    );
    expect(client.join('\n')).toMatch(/import request and response schemas from @lobby\/contract/);
  });
});
