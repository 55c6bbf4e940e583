/// <reference types="vitest/config" />
import { lobbyVitest } from '@lobby/vitest-config';
import { defineConfig } from 'vite';

export default defineConfig({
  ...lobbyVitest({ environment: 'jsdom', setupFiles: ['@lobby/design-system/testing/loadedOverlays'] }),
});
