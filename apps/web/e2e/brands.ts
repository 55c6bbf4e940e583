import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const brandsDir = fileURLToPath(new URL('../../../brands', import.meta.url));
/** The built brands: apps/web/dist, or `WEB_DIST` (as for the platform itself). */
export const distDir = process.env.WEB_DIST
  ? resolve(process.env.WEB_DIST)
  : fileURLToPath(new URL('../dist', import.meta.url));

/** Every brand folder of brands/ (it has a brand.config.ts), sorted: read when a spec file loads. */
export function allBrands(): string[] {
  return readdirSync(brandsDir)
    .filter((name) => existsSync(join(brandsDir, name, 'brand.config.ts')))
    .sort();
}
