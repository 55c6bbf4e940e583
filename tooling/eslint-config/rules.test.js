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
