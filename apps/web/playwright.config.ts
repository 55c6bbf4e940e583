// End-to-end tests: the built brands (apps/web/dist, `pnpm build` first) served by the reference platform, started
// in-process by e2e/global-setup.ts, driven in the system Chromium (never downloaded; CHROME_PATH overrides).
import { chromiumArgs, chromiumPath } from '@lobby/scripts/chromium';
import { defineConfig, devices } from '@playwright/test';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // One platform per worker slot (global-setup.ts): files in different slots never share a database.
  workers: 2,
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: 20_000,
  expect: { timeout: 5_000 },
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // Recording a trace of every test costs ~20% of the run on 2 cores: CI keeps the retry's, locally use --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The site registers a service worker once a page is idle, which then fetches the whole build (about a hundred
    // files) in the background. The specs are about the site, not the worker, and run without it rather than carry
    // that work and its timing in every test. e2e/pwa.spec.ts allows it and tests it (decision 0028).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Chromium resolves localhost and every *.localhost name to the loopback address by itself (no
        // --host-resolver-rules needed): http://siam.localhost:<port> reaches the platform, which picks the brand
        // from the Host header.
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      },
    },
  ],
});
