import type { Database } from './db/client';
import { defaultBrandsDir, isEmpty, seedDatabase, type SeedReport } from './seed/seed';

export { defaultBrandsDir, type SeedReport };

/** Seed when the database lacks the demo data (default), always (adds what is missing), or never. */
export type SeedMode = 'if-empty' | 'always' | 'never';

/**
 * The seeding command the start-up runs: writes the demo data of `src/seed` into the database where it is missing, and
 * answers what it wrote (undefined when it did not run). The one module besides the dev endpoints and the tests that
 * imports the seed, so that nothing serving a request reads demo data but from the database.
 */
export async function seedOnStart(
  db: Database,
  options: { mode?: SeedMode; brandsDir?: string; now: Date; demoAccounts?: boolean },
): Promise<SeedReport | undefined> {
  const mode = options.mode ?? 'if-empty';
  const { demoAccounts } = options;
  if (mode === 'never' || (mode === 'if-empty' && !(await isEmpty(db, options.now, { demoAccounts })))) {
    return undefined;
  }
  return seedDatabase(db, { brandsDir: options.brandsDir ?? defaultBrandsDir, now: options.now, demoAccounts });
}
