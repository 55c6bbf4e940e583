// `pnpm brands:check`: every brand loads, validates and compiles, every semantic token resolves in every colour mode,
// and every declared text/background pair meets WCAG AA. Exits non-zero naming each fault.
import { fileURLToPath } from 'node:url';
import { listBrands, loadBrand } from './load';

const brandsDir = fileURLToPath(new URL('../../../brands', import.meta.url));
const ids = listBrands(brandsDir);
let failures = 0;

if (ids.length === 0) {
  console.error(`No brands found under ${brandsDir}`);
  process.exit(1);
}

for (const id of ids) {
  try {
    const brand = await loadBrand(brandsDir, id);
    if (brand.contrastIssues.length > 0) {
      failures += 1;
      console.error(`✗ ${id}: contrast below WCAG AA\n${brand.contrastIssues.map((line) => `    ${line}`).join('\n')}`);
    } else {
      console.log(`✓ ${id} (${brand.config.displayName}): config valid, tokens resolve in light and dark, contrast AA`);
    }
  } catch (error) {
    failures += 1;
    console.error(`✗ ${(error as Error).message}`);
  }
}

console.log(`${ids.length - failures} passed, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);
