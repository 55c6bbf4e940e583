import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '@lobby/scripts/chromium';

const configDir = fileURLToPath(new URL('.storybook', import.meta.url));

/** Stories run as tests (play functions + axe) once per brand in its default language (sahara right to left), in the system Chromium. */
const runs = [
  { brand: 'lotus', locale: 'EN' },
  { brand: 'siam', locale: 'TH' },
  { brand: 'sahara', locale: 'AR' },
];

export default defineConfig({
  test: {
    projects: runs.map(({ brand, locale }) => ({
      extends: true,
      plugins: [storybookTest({ configDir })],
      define: {
        'import.meta.env.VITE_STORY_BRAND': JSON.stringify(brand),
        'import.meta.env.VITE_STORY_LOCALE': JSON.stringify(locale),
      },
      test: {
        name: `stories:${brand}:${locale}`,
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
          instances: [{ browser: 'chromium' }],
        },
        setupFiles: ['.storybook/vitest.setup.ts'],
        // The story files of a brand share one page: each story renders into a fresh root with its own providers
        // (decorators), so a page per file only paid the preview's set-up again, 61 times (a brand: 198 s -> 87 s).
        isolate: false,
      },
    })),
  },
});
