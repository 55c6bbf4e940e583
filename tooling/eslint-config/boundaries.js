// The dependency direction of the workspace (docs/decisions/0002-boundaries.md), as import bans whose messages name
// what to use instead. package.json dependencies and exports maps enforce the same at resolution time (tsc, Vite).
//
// ESLint applies one set of options per rule and file (a later block replaces an earlier one), so every area below
// gets one block holding all of its bans, the ones every file shares included; areas do not overlap.

/** The workspace's packages by layer, lowest first. Every folder under packages/ is in exactly one (tested). */
export const layers = {
  /** Plain TypeScript below everything: calls as data, flags, languages. No UI, no feature, no brand. */
  base: ['@lobby/storage', '@lobby/contract', '@lobby/whitelabel', '@lobby/i18n'],
  /** The transport over the contract. */
  client: ['@lobby/api-client'],
  /** Form state over a valibot schema, for the features' forms: React and valibot, no workspace package, no UI. */
  forms: ['@lobby/forms'],
  /** Tokens and accessible components. */
  designSystem: ['@lobby/design-system'],
  /** The brand schema, loader and build plugins (brands/* are data for it). */
  brand: ['@lobby/brand'],
  /** The site's frame: presentational, data through props. */
  frame: ['@lobby/frame'],
  /** Features: each owns its screens, queries and state; apps/web composes them. */
  features: [
    '@lobby/agent-centre',
    '@lobby/auth',
    '@lobby/content',
    '@lobby/game-catalogue',
    '@lobby/member-centre',
    '@lobby/realtime',
    '@lobby/rewards',
  ],
};

const entryAndFiles = (names) => names.flatMap((name) => [name, `${name}/**`]);

const deepImport = {
  group: ['@lobby/*/src', '@lobby/*/src/**'],
  message: 'Import the package entry (its exports map), never its files: what is not exported is private.',
};

const crossWorkspace = {
  group: ['**/packages/**', '**/apps/**', '**/tooling/**'],
  message: 'Reach another workspace package by its @lobby/* name, never by a relative path.',
};

const noFeature = (who) => ({
  group: entryAndFiles(layers.features),
  message: `${who} sits below the features: let apps/web pass it what a feature knows, through props or functions.`,
});

const noFrame = (who) => ({
  group: entryAndFiles(layers.frame),
  message: `${who} does not know the frame: apps/web composes the frame with the features.`,
});

const noBrand = (who) => ({
  group: ['@lobby/brand', '@lobby/brand/**', '@lobby/brand-*', '**/brands/**'],
  message: `${who} knows no brand: brand values reach it as CSS variables (\`vars\`) or as arguments from apps/web.`,
});

const noUi = ['react', 'react-dom', 'styled-components', '@lobby/design-system'].map((name) => ({
  name,
  message:
    'This package is plain TypeScript with no UI: put rendering in a feature package, the frame or an app, and pass it data from here (design tokens: @lobby/design-system/tokens).',
}));

/** One `no-restricted-imports` setting: the shared bans plus `rules`, by pattern (`group`) or exact name (`name`). */
const bans = (...rules) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [deepImport, crossWorkspace, ...rules.filter((rule) => rule.group)],
      paths: rules.filter((rule) => rule.name),
    },
  ],
});

const folderOf = (name) => `packages/${name.replace('@lobby/', '')}/**`;

const platformClient = {
  group: ['@lobby/*', '!@lobby/contract', '!@lobby/platform', '!@lobby/vitest-config', 'react', 'react-dom'],
  message:
    'The reference platform speaks the contract, not the client: import request and response schemas from @lobby/contract.',
};

/** The seed reads the brands' configs to write their merchants; it, the dev endpoints and tests use the fixtures. */
const platformSeedClient = {
  ...platformClient,
  group: [...platformClient.group, '!@lobby/brand', '!@lobby/brand/node', '!@lobby/contract-fixtures'],
};

/** The demo seed is what a newcomer sees: the contract's test data (hostile markup among it) stays in the tests. */
const platformSeedFixtures = {
  group: ['@lobby/contract-fixtures', '@lobby/contract-fixtures/*'],
  message:
    'The demo seed writes believable merchant content only: test data such as @lobby/contract-fixtures/hostile stays in tests, which write it through the dev content endpoints (POST /__dev/merchants/:code/notices, popups, promotions, help).',
};

// The reference platform's layers (apps/platform/README.md): http and api (with dev/, web/ and the start-up modules)
// over the domain modules, over db/ and lib/. The seed writes demo data into the database; what serves a request reads
// it there. Tests may import anything of the platform.
const platform = 'apps/platform/src';
const platformDomain = ['agents', 'catalogue', 'captcha', 'geo', 'media', 'merchants', 'security', 'sports', 'wallet'];
const platformTests = 'apps/platform/**/*.test.ts';

const platformSeed = {
  group: ['**/seed/**'],
  message:
    'Request-time code reads demo data from the database: only the seeding command (src/seeding.ts), dev/, testing/ and tests import src/seed. Put demo data in a table the seed fills, and platform logic the seed holds in a domain module (src/catalogue, src/sports, src/merchants ...).',
};

const platformRequestLayer = {
  group: [
    '**/api/**',
    '**/http/**',
    '**/dev/**',
    '**/web/**',
    '**/testing/**',
    '**/server',
    '**/app',
    '**/main',
    '**/seeding',
  ],
  message:
    'Domain modules, db and lib sit below http and api: take what they need as arguments (the merchant, the clock, the database), refuse with ApiError from src/lib/apiError, or move the shared piece down into a domain module.',
};

const platformAboveStorage = {
  group: platformDomain.map((name) => `**/${name}/**`),
  message:
    "db and lib are the platform's bottom layer: the schema, the client and plain helpers import no domain module; let the domain modules import them.",
};

const platformAreas = [
  {
    files: ['apps/platform/**'],
    ignores: [
      `${platform}/seed/**`,
      `${platform}/seeding.ts`,
      `${platform}/dev/**`,
      `${platform}/testing/**`,
      platformTests,
    ],
    rules: bans(platformClient, platformSeed),
  },
  {
    files: platformDomain.map((name) => `${platform}/${name}/**`),
    ignores: [platformTests],
    rules: bans(platformClient, platformSeed, platformRequestLayer),
  },
  {
    files: [`${platform}/db/**`, `${platform}/lib/**`],
    ignores: [platformTests],
    rules: bans(platformClient, platformSeed, platformRequestLayer, platformAboveStorage),
  },
  {
    files: [`${platform}/seed/**`],
    ignores: [platformTests],
    rules: bans(platformSeedClient, platformSeedFixtures, {
      ...platformRequestLayer,
      message:
        'The seed writes demo data with the domain modules and db, below every handler: move what it needs from api/, http/ or dev/ into a domain module (src/catalogue, src/merchants ...).',
    }),
  },
  {
    files: [`${platform}/seeding.ts`, `${platform}/dev/**`, `${platform}/testing/**`, platformTests],
    rules: bans(platformSeedClient),
  },
];

export const boundaries = [
  { files: ['**/*.{ts,tsx,js,mjs}'], rules: bans() },
  {
    files: ['packages/contract/**', 'packages/whitelabel/**'],
    // The React binding of the flags is the one place such a package may render.
    ignores: ['packages/whitelabel/src/react/**'],
    rules: bans(...noUi, noFeature('This package'), noFrame('This package'), noBrand('This package'), {
      group: entryAndFiles(layers.client),
      message: 'This package sits below the API client: the client imports it, not the other way round.',
    }),
  },
  {
    files: ['packages/whitelabel/src/react/**'],
    rules: bans(noFeature('The flags'), noFrame('The flags'), noBrand('The flags')),
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
    // Its code, not its test set-up (the shared Vitest preset).
    files: ['packages/forms/src/**'],
    rules: bans({
      group: ['@lobby/*', '@lobby/*/**'],
      message:
        'The form state knows no screen, copy or call: forms pass it their schema and render its errors themselves, so it imports no workspace package.',
    }),
  },
  {
    files: ['packages/api-client/**'],
    rules: bans(...noUi, noFeature('The API client'), noFrame('The API client'), noBrand('The API client'), {
      name: '@lobby/storage',
      message:
        'The API client reads no storage: take the token and the language through the functions createApiClient is given (the app passes its session and i18n readers).',
    }),
  },
  {
    files: ['packages/brand/**'],
    rules: bans(...noUi, noFeature('The brand loader'), noFrame('The brand loader')),
  },
  {
    files: ['packages/i18n/**'],
    rules: bans(noFeature('i18n'), noFrame('i18n'), noBrand('i18n'), {
      group: ['@lobby/design-system', '@lobby/design-system/**', '@lobby/api-client', '@lobby/contract'],
      message: 'i18n sits below the design system and the calls: let them import it, not the other way round.',
    }),
  },
  {
    files: ['packages/design-system/**'],
    rules: bans(noFeature('The design system'), noFrame('The design system'), noBrand('The design system'), {
      group: ['@lobby/api-client', '@lobby/contract'],
      message:
        'The design system knows no feature, call or brand: take data and copy through props, and brand values through the CSS variables in `vars`.',
    }),
  },
  {
    files: ['packages/frame/**'],
    rules: bans(noFeature('The frame'), noBrand('The frame'), {
      group: ['@lobby/api-client', '@lobby/contract'],
      message:
        'The frame is presentational: apps/web makes the calls and passes the frame their data and callbacks as props.',
    }),
  },
  ...layers.features.map((name) => ({
    files: [folderOf(name)],
    rules: bans(noFrame('A feature'), noBrand('A feature'), {
      group: entryAndFiles(layers.features.filter((other) => other !== name)),
      message:
        'A feature never imports another feature: compose them in apps/web (pass what one needs from the other as props or functions), or move the shared piece to a lower package (design-system, i18n, whitelabel, api-client, contract).',
    }),
  })),
  ...platformAreas,
];
