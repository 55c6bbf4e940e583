// The dependency direction of the workspace (docs/decisions/0002-boundaries.md), as import bans whose messages
// name what to use instead. package.json dependencies and exports maps enforce the same at resolution time.

const deepImport = {
  group: ['@lobby/*/src', '@lobby/*/src/**'],
  message: 'Import the package entry (its exports map), never its files: what is not exported is private.',
};

const crossWorkspace = {
  group: ['**/packages/**', '**/apps/**', '**/tooling/**'],
  message: 'Reach another workspace package by its @lobby/* name, never by a relative path.',
};

const features = [
  '@lobby/auth',
  '@lobby/game-catalogue',
  '@lobby/content',
  '@lobby/member-centre',
  '@lobby/agent-centre',
  '@lobby/shell',
];

/** What a package below the UI may not import (api-client, contract, whitelabel's core, brand). */
const plainTypeScript = [
  ...['react', 'react-dom', 'styled-components', '@lobby/design-system'].map((name) => ({
    name,
    message:
      'This package is plain TypeScript with no UI: put rendering in a feature package or an app, and pass it data from here (design tokens: @lobby/design-system/tokens).',
  })),
  {
    group: features,
    message: 'This package sits below the features: let them import it, not the other way round.',
  },
];

/** Bans by pattern (`group`: gitignore-style globs) and by exact module name (`paths`). */
const bans = (...rules) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [deepImport, crossWorkspace, ...rules.filter((rule) => rule.group)],
      paths: rules.filter((rule) => rule.name),
    },
  ],
});

export const boundaries = [
  { files: ['**/*.{ts,tsx,js,mjs}'], rules: bans() },
  {
    files: ['packages/design-system/**'],
    rules: bans({
      group: [...features, '@lobby/api-client', '@lobby/contract', '@lobby/brand-*', '**/brands/**'],
      message:
        'The design system knows no feature, call or brand: take data and copy through props, and brand values through the CSS variables in `vars`.',
    }),
  },
  {
    // Its code, not its test set-up (the shared Vitest preset).
    files: ['packages/storage/src/**'],
    rules: bans({
      group: ['@lobby/*', '@lobby/*/**'],
      message:
        'The storage keys are the lowest layer: every package may import them, so they import no workspace package.',
    }),
  },
  {
    files: ['packages/contract/**', 'packages/whitelabel/**', 'packages/brand/**'],
    // The React binding of the flags is the one place such a package may render.
    ignores: ['packages/whitelabel/src/react/**'],
    rules: bans(...plainTypeScript),
  },
  {
    files: ['packages/api-client/**'],
    rules: bans(...plainTypeScript, {
      name: '@lobby/storage',
      message:
        'The API client reads no storage: take the token and the language through the functions createApiClient is given (the app passes its session and i18n readers).',
    }),
  },
  {
    files: ['packages/i18n/**'],
    rules: bans({
      group: ['@lobby/design-system', '@lobby/design-system/**', '@lobby/api-client', '@lobby/contract', ...features],
      message: 'i18n sits below features and the design system: let them import it, not the other way round.',
    }),
  },
  ...features.map((name) => ({
    files: [`packages/${name.replace('@lobby/', '')}/**`],
    rules: bans({
      group: features.filter((other) => other !== name).map((other) => `${other}/**`),
      message:
        'A feature does not reach into another feature: compose them in apps/web, or move the shared piece to a lower package (design-system, i18n, whitelabel, api-client).',
    }),
  })),
  {
    files: ['apps/platform/**'],
    rules: bans({
      group: ['@lobby/api-client', '@lobby/design-system', '@lobby/storage', ...features, 'react', 'react-dom'],
      message:
        'The reference platform speaks the contract, not the client: import request and response schemas from @lobby/contract.',
    }),
  },
];
