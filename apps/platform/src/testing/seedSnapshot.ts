import { sql, type SQL } from 'drizzle-orm';
import { forgetCatalogue } from '../catalogue/catalogueCache';
import type { Database } from '../db/client';
import { forgetMerchants } from '../merchants/merchantCache';
import { forgetAllSessions } from '../security/sessionCache';
import { resetDatabase, type SeedOptions } from '../seed/seed';

// A reset re-runs the seed (most of a test's time); the seed makes the same rows for the same options. So the first
// reset for a set of options copies every table once it is done, and the next ones put back only the tables changed
// since, from that copy. Every table of the schema is copied, whatever the seed writes into, so rows and tables added
// to the seed are restored with no list to keep.

/** The schema the copy of the seeded tables lives in, beside the platform's own. */
const copySchema = 'test_seed_snapshot';

interface Snapshot {
  /** The seed options it was taken with: another set of options seeds again. */
  key: string;
  /** Every table of the schema, each after the tables it references (the order rows can go back in). */
  tables: string[];
  /** The tables referencing each table: emptying one empties them too. */
  referencedBy: Map<string, string[]>;
  /** Each sequence's value right after the seed (null: not used yet). */
  sequences: Array<{ name: string; value: string | null }>;
  /** Rows of each table in the copy. */
  rows: Map<string, number>;
  /** Each table's stamp while it holds the seeded rows (see `stampsOf`). */
  stamps: Map<string, string>;
}

const snapshots = new WeakMap<Database, Snapshot>();

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  // Both drivers answer { rows }; drizzle types the raw result per driver.
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * A stamp of each table that any write changes: an inserted or updated row is a new row version carrying the id of
 * the transaction that wrote it (`xmin`), later than any before, so it raises the table's highest `xmin`; a delete
 * lowers the count. One statement for all tables; it reads row ids, not their text.
 */
async function stampsOf(db: Database, tables: readonly string[]): Promise<Map<string, string>> {
  if (!tables.length) return new Map();
  const rows = await rowsOf<{ name: string; stamp: string }>(
    db,
    sql.join(
      tables.map(
        (table) =>
          sql`select ${table}::text as name, count(*) || '@' || coalesce(max(xmin::text::bigint), 0) as stamp from ${sql.identifier(table)}`,
      ),
      sql` union all `,
    ),
  );
  return new Map(rows.map((row) => [row.name, row.stamp]));
}

/** Parents before children; a table referencing itself (an upline) is no obstacle, its rows go back in one insert. */
function referencesFirst(tables: readonly string[], references: ReadonlyArray<{ child: string; parent: string }>) {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table)) return;
    if (path.has(table)) throw new Error(`tables reference each other in a cycle through ${table}`);
    path.add(table);
    for (const { parent } of references.filter((ref) => ref.child === table && ref.parent !== table)) {
      place(parent, path);
    }
    path.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** Copies every table of the schema (and the sequences' values) as they are now. */
async function takeSnapshot(db: Database, key: string): Promise<Snapshot> {
  const names = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
      from pg_constraint fk
      join pg_class child on child.oid = fk.conrelid
      join pg_class parent on parent.oid = fk.confrelid
      where fk.contype = 'f' and child.relnamespace = current_schema()::regnamespace`,
  );
  const sequences = await rowsOf<{ name: string; value: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = current_schema()`,
  );
  const tables = referencesFirst(
    names.map((row) => row.name),
    references,
  );
  const referencedBy = new Map<string, string[]>();
  for (const { child, parent } of references) referencedBy.set(parent, [...(referencedBy.get(parent) ?? []), child]);

  await db.execute(sql`drop schema if exists ${sql.identifier(copySchema)} cascade`);
  await db.execute(sql`create schema ${sql.identifier(copySchema)}`);
  for (const table of tables) {
    await db.execute(
      sql`create table ${sql.identifier(copySchema)}.${sql.identifier(table)} as table ${sql.identifier(table)}`,
    );
  }
  const stamps = await stampsOf(db, tables);
  const rows = new Map([...stamps].map(([table, stamp]) => [table, Number(stamp.split('@')[0])]));
  return { key, tables, referencedBy, sequences, rows, stamps };
}

/** `tables` and every table referencing one of them, however indirectly: what emptying them empties. */
function withReferencing(snapshot: Snapshot, tables: readonly string[]): Set<string> {
  const emptied = new Set<string>();
  const add = (table: string) => {
    if (emptied.has(table)) return;
    emptied.add(table);
    for (const child of snapshot.referencedBy.get(table) ?? []) add(child);
  };
  for (const table of tables) add(table);
  return emptied;
}

/** Puts the tables changed since the snapshot (and those referencing them) back as the snapshot has them. */
async function restore(db: Database, snapshot: Snapshot): Promise<void> {
  const current = await stampsOf(db, snapshot.tables);
  const changed = snapshot.tables.filter((table) => current.get(table) !== snapshot.stamps.get(table));
  const emptied = withReferencing(snapshot, changed);
  const refill = snapshot.tables.filter((table) => emptied.has(table) && (snapshot.rows.get(table) ?? 0) > 0);
  await db.transaction(async (tx) => {
    if (emptied.size) {
      await tx.execute(
        sql`truncate table ${sql.join(
          [...emptied].map((table) => sql.identifier(table)),
          sql`, `,
        )}`,
      );
    }
    for (const table of refill) {
      await tx.execute(
        sql`insert into ${sql.identifier(table)} select * from ${sql.identifier(copySchema)}.${sql.identifier(table)}`,
      );
    }
    // Ids go on from where the seed left them, as after a reset, also in a table a rolled-back insert only touched.
    if (snapshot.sequences.length) {
      await tx.execute(
        sql`select ${sql.join(
          snapshot.sequences.map(({ name, value }) =>
            value === null
              ? sql`setval(${name}::regclass, 1, false)`
              : sql`setval(${name}::regclass, ${value}::bigint)`,
          ),
          sql`, `,
        )}`,
      );
    }
  });
  for (const [table, stamp] of await stampsOf(db, [...emptied])) snapshot.stamps.set(table, stamp);
}

/**
 * Leaves every table of `db` as right after `resetDatabase(db, options)`: the first time for `options` by resetting
 * and copying the result, then by putting back the tables changed since (also those the reset leaves alone, such as
 * the server keys). Equal options seed equal rows, so the seed's clock (`now`)
 * must be the same for the copy to serve again.
 */
export async function resetToSeed(db: Database, options: SeedOptions = {}): Promise<void> {
  const key = JSON.stringify({ ...options, now: options.now?.getTime() });
  const known = snapshots.get(db);
  if (known?.key === key && options.now) {
    await restore(db, known);
  } else {
    // Forgotten first: a reset that fails leaves no copy claiming to be its result.
    snapshots.delete(db);
    await resetDatabase(db, options);
    if (options.now) snapshots.set(db, await takeSnapshot(db, key));
  }
  forgetAllSessions(db);
  forgetMerchants(db);
  forgetCatalogue(db);
}

/** Every row of every table of the schema (as JSON, sorted) and every sequence's value: for a test to compare. */
export async function databaseContents(db: Database): Promise<Record<string, string[]>> {
  const names = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  const contents: Record<string, string[]> = {};
  for (const { name } of names) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t order by 1`,
    );
    contents[name] = rows.map((row) => row.row);
  }
  const sequences = await rowsOf<{ name: string; value: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = current_schema()`,
  );
  contents['(sequences)'] = sequences.map(({ name, value }) => `${name} ${value}`).sort();
  return contents;
}
