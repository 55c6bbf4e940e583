import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { merchants, type Merchant } from '../db/schema';
import { domainsOf, type HostDirectory } from './hosts';

/** Every merchant, each by its brand, and the brand of each domain: what resolving a Host header needs. */
export interface MerchantDirectory extends HostDirectory {
  byBrand: ReadonlyMap<string, Merchant>;
}

// Every /wps and /lgw call resolves its merchant from the Host header, while merchant rows change only by the seed and
// the dev switches: the rows are read once per database and kept until one of those writes forgets them. Keyed by the
// database object, so platforms sharing a database (the tests' platforms) share the rows, and a write through any of
// them is seen by all. Another process writing the same PostgreSQL database is not seen: one that ever does would
// tell the others to forget over LISTEN/NOTIFY.
const directories = new WeakMap<Database, Promise<MerchantDirectory>>();

/** Freezes a row and the JSON it holds: one object serves every call, so no handler may change it under the others. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !(value instanceof Date) && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

async function read(db: Database): Promise<MerchantDirectory> {
  const rows = (await db.select().from(merchants).orderBy(asc(merchants.id))).map(deepFreeze);
  return {
    brandIds: rows.map((row) => row.brandId),
    byBrand: new Map(rows.map((row) => [row.brandId, row])),
    brandByDomain: domainsOf(rows),
  };
}

/** The merchants of `db`, read on first use and kept until `forgetMerchants`. */
export function merchantDirectory(db: Database): Promise<MerchantDirectory> {
  let directory = directories.get(db);
  if (!directory) {
    const reading = read(db);
    directory = reading;
    directories.set(db, reading);
    // A failed read is not kept: the next call reads again.
    reading.catch(() => {
      if (directories.get(db) === reading) directories.delete(db);
    });
  }
  return directory;
}

/**
 * Forgets the merchants read from `db`, so the next call reads them again. Every write that changes a merchant row
 * calls it once the write has committed: a read begun before the commit is then never kept.
 */
export function forgetMerchants(db: Database): void {
  directories.delete(db);
}
