// Builds the SPA once per brand into dist/<brand>: `BRAND=<id>[,<id>]` for some, all brands by default.
import { spawnSync } from 'node:child_process';
import { selectedBrands } from './brands.mjs';

for (const brand of selectedBrands()) {
  const result = spawnSync('vite', ['build', '--configLoader', 'runner', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, BRAND: brand },
    shell: false,
  });
  if (result.status !== 0) {
    console.error(`Build of brand "${brand}" failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ brand ${brand} -> apps/web/dist/${brand}`);
}
