// Builds the SPA once per brand into dist/<brand>: `BRAND=<id>[,<id>]` for some, all brands by default. Each brand
// builds twice: the first build plans which modules the first paint needs (scripts/startup.mjs) and is
// discarded, the second gathers them into two chunks.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { selectedBrands } from './brands.mjs';

const work = mkdtempSync(join(tmpdir(), 'lobby-build-'));

function viteBuild(brand, env) {
  const result = spawnSync('vite', ['build', '--configLoader', 'runner', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, BRAND: brand, ...env },
    shell: false,
  });
  if (result.status !== 0) {
    console.error(`Build of brand "${brand}" failed.`);
    rmSync(work, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

for (const brand of selectedBrands()) {
  const plan = join(work, `${brand}.startup.json`);
  viteBuild(brand, { LOBBY_STARTUP_PLAN: plan, LOBBY_STARTUP_PLAN_WRITE: '1' });
  viteBuild(brand, { LOBBY_STARTUP_PLAN: plan });
  console.log(`✓ brand ${brand} -> apps/web/dist/${brand}`);
}
rmSync(work, { recursive: true, force: true });
