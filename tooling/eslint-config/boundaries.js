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

const platformSpeaksContract = {
  group: ['@lobby/api-client', '@lobby/design-system', ...features, 'react', 'react-dom'],
  message:
    'The reference platform speaks the contract, not the client: import request and response schemas from @lobby/contract.',
};

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

// The reference platform's layers (apps/platform/README.md): http and api (with dev/, web/ and the start-up modules)
// over the domain modules, over db/ and lib/. The seed writes demo data into the database; what serves a request reads
// it there. Later blocks replace the rule of earlier ones for the files they match, so each carries every ban that
// holds for its files. Tests may import anything of the platform.
const platform = 'apps/platform/src';
const platformDomain = ['catalogue', 'captcha', 'geo', 'media', 'merchants', 'security', 'sports', 'wallet'];
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

const platformLayers = [
  {
    files: ['apps/platform/**'],
    ignores: [
      `${platform}/seed/**`,
      `${platform}/seeding.ts`,
      `${platform}/dev/**`,
      `${platform}/testing/**`,
      platformTests,
    ],
    rules: bans(platformSpeaksContract, platformSeed),
  },
  {
    files: platformDomain.map((name) => `${platform}/${name}/**`),
    ignores: [platformTests],
    rules: bans(platformSpeaksContract, platformSeed, platformRequestLayer),
  },
  {
    files: [`${platform}/db/**`, `${platform}/lib/**`],
    ignores: [platformTests],
    rules: bans(platformSpeaksContract, platformSeed, platformRequestLayer, platformAboveStorage),
  },
  {
    files: [`${platform}/seed/**`],
    ignores: [platformTests],
    rules: bans(platformSpeaksContract, {
      ...platformRequestLayer,
      message:
        'The seed writes demo data with the domain modules and db, below every handler: move what it needs from api/, http/ or dev/ into a domain module (src/catalogue, src/merchants ...).',
    }),
  },
];

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
    files: ['packages/contract/**', 'packages/whitelabel/**', 'packages/api-client/**', 'packages/brand/**'],
    // The React binding of the flags is the one place such a package may render.
    ignores: ['packages/whitelabel/src/react/**'],
    rules: bans(
      ...['react', 'react-dom', 'styled-components', '@lobby/design-system'].map((name) => ({
        name,
        message:
          'This package is plain TypeScript with no UI: put rendering in a feature package or an app, and pass it data from here (design tokens: @lobby/design-system/tokens).',
      })),
      {
        group: features,
        message: 'This package sits below the features: let them import it, not the other way round.',
      },
    ),
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
    rules: bans(platformSpeaksContract),
  },
  ...platformLayers,
];
