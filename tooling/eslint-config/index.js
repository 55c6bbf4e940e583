import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './boundaries.js';
import { declaredDependencies } from './rules/declared-dependencies.js';
import { logicalProperties } from './rules/logical-properties.js';
import { noDirectStorage } from './rules/no-direct-storage.js';

const local = {
  rules: {
    'logical-properties': logicalProperties,
    'declared-dependencies': declaredDependencies,
    'no-direct-storage': noDirectStorage,
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/*.gen.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { local },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'local/logical-properties': 'error',
      'local/declared-dependencies': 'error',
      'local/no-direct-storage': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  ...storybook.configs['flat/recommended'],
  ...boundaries,
  {
    // The storage package itself; tests, which set storage up and look into it as a player's browser holds it; and
    // code Playwright runs inside the page, where no module can be imported.
    files: ['packages/storage/**', '**/*.test.{ts,tsx}', '**/e2e/**', '**/scripts/**'],
    rules: { 'local/no-direct-storage': 'off' },
  },
  {
    files: [
      '**/scripts/**',
      'tooling/**',
      '**/*.config.{ts,js,mjs}',
      '**/e2e/**',
      '**/bench/**',
      'apps/platform/src/main.ts',
      'packages/brand/src/check.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
