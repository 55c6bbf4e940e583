import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { builtBrands } from './web/brandSites';

const distDir = process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const brands = builtBrands(distDir);
const defaultBrand = process.env.DEFAULT_BRAND ?? (brands.includes('lotus') ? 'lotus' : brands[0]);

if (!defaultBrand) {
  console.error(`No built brand in ${distDir}: run pnpm build first.`);
  process.exit(1);
}

const app = createApp({ distDir, defaultBrand });
serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, () => {
  console.log(`Serving ${brands.length} brands on http://localhost:${port}`);
  for (const brand of brands) {
    console.log(`  ${brand.padEnd(10)} http://${brand === defaultBrand ? '' : `${brand}.`}localhost:${port}`);
  }
});
