// Starts the reference platform in the runner process before any test: one platform per parallel slot (a slot's
// worker runs its test files one after another), each with its own in-memory database seeded from brands/. A file that
// resets the database to the seed therefore never wipes the state or sessions of a file running in the other slot.
// The ports and the brands' expected document values reach the workers through the environment.
import type { FullConfig } from '@playwright/test';
import { loadBrand } from '@lobby/brand/node';
import { allBrands, assertBuilt, startPlatform, type RunningPlatform } from './platform';
import type { BrandInfo } from './fixtures';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const brands = allBrands();
  assertBuilt(brands);

  const started = performance.now();
  const platforms: RunningPlatform[] = [await startPlatform()];
  const keys = await platforms[0]?.server.platform.keys.current();
  const others = await Promise.all(
    Array.from({ length: Math.max(0, config.workers - 1) }, () => startPlatform(keys ? { keys } : {})),
  );
  platforms.push(...others);

  const info: BrandInfo[] = await Promise.all(
    brands.map(async (id) => {
      const brand = await loadBrand(platforms[0]?.server.platform.brandsDir ?? '', id);
      return {
        id,
        displayName: brand.config.displayName,
        merchantCode: brand.config.merchantCode,
        lang: brand.lang,
        dir: brand.direction,
        mode: brand.defaultMode,
        shortName: brand.config.shortName ?? brand.config.displayName,
        colors: { surface: brand.colors.surface, canvas: brand.colors.canvas },
      };
    }),
  );

  process.env.LOBBY_E2E_PORTS = JSON.stringify(platforms.map((platform) => platform.port));
  process.env.LOBBY_E2E_BRANDS = JSON.stringify(info);
  console.log(
    `Reference platform x${platforms.length} up in ${Math.round(performance.now() - started)} ms: ` +
      platforms.map((platform) => `http://localhost:${platform.port}`).join(', '),
  );

  return async () => {
    await Promise.all(platforms.map((platform) => platform.close()));
  };
}
