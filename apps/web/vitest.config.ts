/// <reference types="vitest/config" />
import { lobbyVitest } from '@lobby/vitest-config';
import { defineConfig } from 'vite';

/** Unit and behaviour tests of the composition, in jsdom; the brand build's plugins are not needed for them. */
export default defineConfig({
  ...lobbyVitest({ environment: 'jsdom', setupFiles: ['@lobby/design-system/testing/loadedOverlays'] }),
});
