import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema';

/** The one database type the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'memory' | 'postgres';

export interface OpenDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, without credentials: a folder, `memory`, or the Postgres host/database. */
  location: string;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` committed by any process on this database (PGlite:
   * this process), until the answered stop is called. On PostgreSQL a connection of its own listens, opened again
   * (every `reconnectMs`) when it drops; `onGap` is told once it listens again, as messages may have been missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
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
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind,
      location: describeUrl(url),
      listen: async (channel, onMessage, onGap) => {
        const stop = await listenOnPostgres(pg, url, channel, onMessage, onGap);
        listeners.add(stop);
        return () => {
          listeners.delete(stop);
          return stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
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
  return {
    db,
    kind,
    location,
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return () => (client.closed ? Promise.resolve() : stop());
    },
    close: () => client.close(),
  };
}

/** How long a dropped listening connection waits before it connects again. */
const reconnectMs = 1_000;

/** LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting until stopped. */
async function listenOnPostgres(
  driver: typeof pg,
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: (() => void) | undefined,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const client = new driver.Client({ connectionString: url });
    client.on('notification', (note) => {
      if (note.channel === channel && note.payload !== undefined) onMessage(note.payload);
    });
    const dropped = () => {
      if (current !== client) return;
      current = undefined;
      void client.end().catch(() => {});
      if (!stopped) retry = setTimeout(reconnect, reconnectMs);
    };
    client.on('error', dropped);
    client.on('end', dropped);
    await client.connect();
    await client.query(`LISTEN ${escapeIdentifier(channel)}`);
    if (stopped) await client.end();
    else current = client;
  };
  const reconnect = () => {
    connect().then(
      () => {
        if (!stopped) onGap?.();
      },
      () => {
        if (!stopped) retry = setTimeout(reconnect, reconnectMs);
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

const escapeIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
