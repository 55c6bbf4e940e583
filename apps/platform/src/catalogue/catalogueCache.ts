import type { Database } from '../db/client';

// The catalogue (games, vendors, game classes and the merchants' cards) changes only by the seed and the dev switches,
// while every game page, lane list and hot list reads it: what those reads work out is kept per database and per
// question until one of those writes forgets it, as the merchants are (merchantCache.ts). Keyed by the database
// object, so the tests' platforms sharing a database share it; another process writing the same PostgreSQL catalogue
// is not seen (one that ever does would tell the others to forget over LISTEN/NOTIFY). Answers that depend on the
// time (a card's maintenance window) are worked out from the kept rows at each call.

/** Questions kept per database; past it the least recently asked is dropped (a page of 200 games is ~200 KB). */
export const catalogueCacheSize = 1000;

const caches = new WeakMap<Database, Map<string, Promise<unknown>>>();

/**
 * The answer to `key` read from `db`: kept from an earlier call, else read now (one read for concurrent callers)
 * and kept. A failed read is not kept.
 */
export function cachedCatalogueRead<T>(db: Database, key: string, read: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const kept = cache.get(key) as Promise<T> | undefined;
  if (kept) {
    // Most recently asked last: the first entry is the one to drop.
    cache.delete(key);
    cache.set(key, kept);
    return kept;
  }
  // A query builder is a thenable that runs its query on every `then`: the promise made here runs it once.
  const reading = Promise.resolve(read());
  cache.set(key, reading);
  if (cache.size > catalogueCacheSize) cache.delete(cache.keys().next().value as string);
  const owner = cache;
  reading.catch(() => {
    if (owner.get(key) === reading) owner.delete(key);
  });
  return reading;
}

/**
 * Forgets what was read from `db`'s catalogue. Every write that changes a game, vendor, class or card calls it once
 * the write has committed: a read begun before the commit is then never kept.
 */
export function forgetCatalogue(db: Database): void {
  caches.delete(db);
}
