/// <reference types="vitest/config" />
import { lobbyVitest } from '@lobby/vitest-config';
import { defineConfig } from 'vite';

const shared = lobbyVitest();

export default defineConfig({
  test: {
    ...shared.test,
    // API test files share one in-memory PGlite per worker (src/testing/testPlatform.ts): opening one takes seconds on
    // a busy 2-core machine, a reset to the seed a fraction of one. Each test builds its own platform on it.
    isolate: false,
    hookTimeout: 60_000,
  },
});
