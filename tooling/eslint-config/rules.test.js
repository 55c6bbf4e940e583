import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
  it('keeps features and brands out of the design system, naming the alternative', async () => {
    const messages = await lint(
      'packages/design-system/src/components/Probe/Probe.tsx',
      "import { login } from '@lobby/auth';\nexport const probe = login;\n",
    );
    expect(messages.join('\n')).toMatch(/design system knows no feature.*`vars`/);
  });

  it('keeps React out of plain TypeScript packages but allows design tokens', async () => {
    const react = await lint(
      'packages/brand/src/probe.ts',
      "import { useState } from 'react';\nexport const probe = useState;\n",
    );
    expect(react.join('\n')).toMatch(/plain TypeScript with no UI/);
    const tokens = await lint(
      'packages/brand/src/probe.ts',
      "import { vars } from '@lobby/design-system/tokens';\nexport const probe = vars;\n",
    );
    expect(tokens).toEqual([]);
  });

  it('refuses deep imports and relative paths into other packages', async () => {
    const deep = await lint(
      'apps/web/src/probe.ts',
      "import { x } from '@lobby/design-system/src/tokens/vars';\nexport const probe = x;\n",
    );
    expect(deep.join('\n')).toMatch(/Import the package entry/);
    const relative = await lint(
      'apps/web/src/probe.ts',
      "import { x } from '../../../packages/i18n/src';\nexport const probe = x;\n",
    );
    expect(relative.join('\n')).toMatch(/by its @lobby\/\* name/);
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
    expect(await lint('packages/design-system/src/probe.ts', code)).toEqual([]);
    expect((await lint('packages/api-client/src/probe.ts', code)).join('\n')).toMatch(
      /API client reads no storage: take the token and the language through the functions createApiClient is given/,
    );
    expect((await lint('apps/platform/src/probe.ts', code)).join('\n')).toMatch(/speaks the contract, not the client/);
  });

  it('still keeps React out of the API client', async () => {
    const messages = await lint(
      'packages/api-client/src/probe.ts',
      "import { useState } from 'react';\nexport const probe = useState;\n",
    );
    expect(messages.join('\n')).toMatch(/plain TypeScript with no UI/);
  });

  it('keeps the client out of the reference platform', async () => {
    const messages = await lint(
      'apps/platform/src/probe.ts',
      "import { x } from '@lobby/api-client';\nexport const probe = x;\n",
    );
    expect(messages.join('\n')).toMatch(/import request and response schemas from @lobby\/contract/);
  });
});
