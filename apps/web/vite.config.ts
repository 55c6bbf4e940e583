/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { brandPlugin } from '@lobby/brand/node';
import { lobbyVitest } from '@lobby/vitest-config';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const brandsDir = fileURLToPath(new URL('../../brands', import.meta.url));
/** One build per brand: `BRAND=<id>`. The default brand serves `localhost` in development. */
const brand = process.env.BRAND ?? 'lotus';

export default defineConfig({
  plugins: [
    // The router plugin must run before react() or route code splitting silently stops.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    brandPlugin({ brandsDir, id: brand }),
  ],
  build: {
    outDir: `dist/${brand}`,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: true,
  },
  ...lobbyVitest({ environment: 'jsdom' }),
});
