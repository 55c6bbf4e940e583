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

  it('keeps the client out of the reference platform', async () => {
    const messages = await lint(
      'apps/platform/src/probe.ts',
      "import { x } from '@lobby/api-client';\nexport const probe = x;\n",
    );
    expect(messages.join('\n')).toMatch(/import request and response schemas from @lobby\/contract/);
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
