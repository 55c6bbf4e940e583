/// <reference types="vitest/config" />
import { lobbyVitest } from '@lobby/vitest-config';
import { defineConfig } from 'vite';

const shared = lobbyVitest({ environment: 'node' });

export default defineConfig({
  test: {
    ...shared.test,
    // Opening PGlite and making the key pair takes seconds on a busy 2-core machine: once per file, in beforeAll.
    hookTimeout: 60_000,
  },
});
