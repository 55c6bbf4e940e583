import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** The one database type the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'memory' | 'postgres';

export interface OpenDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, without credentials: a folder, `memory`, or the Postgres host/database. */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Defaults from the environment: DATABASE_URL -> postgres, PLATFORM_DB=memory -> memory, else pglite. */
  kind?: DatabaseKind;
  /** PGlite data folder (kind pglite); default apps/platform/.data/pglite. */
  dataDir?: string;
  /** node-postgres connection string (kind postgres); default DATABASE_URL. */
  url?: string;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const defaultDataDir = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

export function databaseKindFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseKind {
  if (env.DATABASE_URL) return 'postgres';
  return env.PLATFORM_DB === 'memory' ? 'memory' : 'pglite';
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `postgres://${parsed.host}${parsed.pathname}`;
  } catch {
    return 'postgres';
  }
}

/**
 * Opens the database with the driver the environment asks for and applies the committed migrations (drizzle/),
 * the same SQL for every driver.
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  const kind = options.kind ?? databaseKindFromEnv();
  if (kind === 'postgres') {
    const url = options.url ?? process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set');
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db, kind, location: describeUrl(url), close: () => pool.end() };
  }

  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: PGlite;
  let location = 'memory';
  if (kind === 'memory') {
    client = new PGlite();
  } else {
    location = options.dataDir ?? defaultDataDir;
    mkdirSync(location, { recursive: true });
    client = new PGlite(location);
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db, kind, location, close: () => client.close() };
}
