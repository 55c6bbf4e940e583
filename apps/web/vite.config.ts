import { fileURLToPath } from 'node:url';
import { brandPlugin } from '@lobby/brand/node';
import { styledComponentsBuild } from '@lobby/design-system/build';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.mjs';
import { serviceWorker } from './scripts/serviceWorker.mjs';
import { startup } from './scripts/startup.mjs';

const brandsDir = fileURLToPath(new URL('../../brands', import.meta.url));
/** One build per brand: `BRAND=<id>`. The default brand serves `localhost` in development. */
const brand = process.env.BRAND ?? 'lotus';

/**
 * `pnpm dev` runs the reference platform beside Vite; its API is reached through this proxy, addressed to the
 * brand's host so the platform answers as that brand's merchant.
 */
/** The first paint's chunks, planned by a first build (scripts/startup.mjs, run twice by scripts/build-brands.mjs). */
const planning = process.env.LOBBY_STARTUP_PLAN_WRITE === '1';
const firstPaint = startup({ planFile: process.env.LOBBY_STARTUP_PLAN, writePlan: planning });
/**
 * The overlay primitives beyond the first paint (dialogs, menus, selects, toasts share most of them) as one chunk:
 * split by which page uses which, they came as a handful of small chunks each page paid the gzip overhead of.
 */
const overlays = { name: 'overlays', test: (id: string) => id.includes('/@radix-ui/') };

const platform = {
  target: `http://127.0.0.1:${process.env.PLATFORM_PORT ?? 4174}`,
  headers: { host: `${brand}.localhost` },
};

export default defineConfig({
  // The CSS of styled components minified, unused ones dropped (the design system's build settings).
  oxc: { plugins: { styledComponents: styledComponentsBuild } },
  plugins: [
    // The router plugin must run before react() or route code splitting silently stops.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // The account flows' messages load with them, not with the first page; so do those of pages no first paint shows.
    brandPlugin({
      brandsDir,
      id: brand,
      deferredPackages: [
        'agent-centre',
        'auth',
        'content',
        'game-catalogue',
        'member-centre',
        'realtime',
        'rewards',
        'web.DownloadPage',
        'web.JoinPage',
        'web.UpdatePrompt',
        // The centres and the account dialogs render inside the popups' <DeferredMessages>.
        'frame.MemberCentre',
        'frame.AgentCentre',
        'frame.CentreFrame',
        'frame.RealAccountDialog',
        'frame.SignOutDialog',
      ],
    }),
    firstPaint.plugin,
    // The planning build's output is thrown away.
    !planning && serviceWorker(),
    !planning && precompress(),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: the router's store takes it from React, not from the shim for React 17.
    alias: [
      { find: 'use-sync-external-store/shim/with-selector', replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  server: {
    // The push channel (/wps/socket) is a WebSocket upgrade.
    proxy: { '/wps': { ...platform, ws: true }, '/lgw': platform, '/__dev': platform },
  },
  build: {
    outDir: `dist/${brand}`,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: planning ? firstPaint.groups : [...firstPaint.groups, overlays] } },
      // Build timings are not this project's to act on; the report only buries real warnings.
      checks: { pluginTimings: false },
    },
  },
});
