import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { cachedCatalogueRead, catalogueCacheSize, forgetCatalogue } from './catalogueCache';

// Only the identity of the database matters to the cache.
const database = () => ({}) as Database;

describe('catalogue cache', () => {
  it('reads a question once, for concurrent and later callers, until the catalogue is forgotten', async () => {
    const db = database();
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    const answers = await Promise.all([1, 2, 3].map(() => cachedCatalogueRead(db, 'lanes 1', read)));
    expect(answers).toEqual([1, 1, 1]);
    expect(await cachedCatalogueRead(db, 'lanes 1', read)).toBe(1);
    expect(await cachedCatalogueRead(database(), 'lanes 1', read)).toBe(2);
    forgetCatalogue(db);
    expect(await cachedCatalogueRead(db, 'lanes 1', read)).toBe(3);
  });

  it('runs a query builder (a thenable that queries on every then) once', async () => {
    const db = database();
    let queries = 0;
    const builder = { then: (resolve: (rows: string[]) => void) => resolve([`run ${++queries}`]) };
    const read = () => builder as unknown as Promise<string[]>;
    for (let i = 0; i < 3; i += 1) expect(await cachedCatalogueRead(db, 'page', read)).toEqual(['run 1']);
    expect(queries).toBe(1);
  });

  it('keeps no failed read', async () => {
    const db = database();
    await expect(cachedCatalogueRead(db, 'q', () => Promise.reject(new Error('connection lost')))).rejects.toThrow();
    expect(await cachedCatalogueRead(db, 'q', () => Promise.resolve('read again'))).toBe('read again');
  });

  it('never keeps a read that was under way when the catalogue was forgotten', async () => {
    const db = database();
    let finish: (value: string) => void = () => {};
    const stale = cachedCatalogueRead(db, 'q', () => new Promise<string>((resolve) => (finish = resolve)));
    forgetCatalogue(db);
    finish('before the write');
    expect(await stale).toBe('before the write');
    expect(await cachedCatalogueRead(db, 'q', () => Promise.resolve('after the write'))).toBe('after the write');
  });

  it('drops the least recently asked question past its size', async () => {
    const db = database();
    const read = (answer: string) => () => Promise.resolve(answer);
    await cachedCatalogueRead(db, 'first', read('first'));
    await cachedCatalogueRead(db, 'second', read('second'));
    for (let i = 0; i < catalogueCacheSize - 2; i += 1) await cachedCatalogueRead(db, `page ${i}`, read('page'));
    // Asked again: now the most recent, so the next new question drops "second".
    await cachedCatalogueRead(db, 'first', read('changed'));
    await cachedCatalogueRead(db, 'one more', read('page'));
    expect(await cachedCatalogueRead(db, 'first', read('changed'))).toBe('first');
    expect(await cachedCatalogueRead(db, 'second', read('changed'))).toBe('changed');
  });
});
