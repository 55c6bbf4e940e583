import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const brandsDir = fileURLToPath(new URL('../../../brands', import.meta.url));
export const distDir = fileURLToPath(new URL('../dist', import.meta.url));

/** Every brand folder (has a brand.config.ts), sorted. */
export const allBrands = () =>
  readdirSync(brandsDir)
    .filter((name) => existsSync(join(brandsDir, name, 'brand.config.ts')))
    .sort();

/** The brands a command works on: `BRAND=a,b` or all of them. */
export function selectedBrands() {
  const known = allBrands();
  const wanted =
    process.env.BRAND?.split(',')
      .map((id) => id.trim())
      .filter(Boolean) ?? known;
  const unknown = wanted.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    console.error(
      `Unknown brand ${unknown.join(', ')}: brands/ holds ${known.join(', ')} (pnpm brand:new <id> adds one)`,
    );
    process.exit(1);
  }
  return wanted;
}
