import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { startSettlementJob } from './agents/settlement';
import { createApp } from './app';
import { openDatabase, type DatabaseOptions, type OpenDatabase } from './db/client';
import type { ExtraRoutes } from './http/api';
import type { Logger, Platform, PlatformEnv } from './http/env';
import { AccountLockout, defaultLockout, type LockoutRule } from './security/lockout';
import { newIdentitySecret } from './security/identityTokens';
import { keepSessionsInMemory } from './security/sessionCache';
import { createRateLimiters, type RateLimitName, type RateLimitRule } from './security/rateLimit';
import { RealtimeHub, type RealtimeTiming } from './realtime/hub';
import type { RsaKeys } from './security/rsa';
import { databaseKeys, fixedKeys } from './security/serverKeys';
import { defaultBrandsDir, seedOnStart, type SeedMode, type SeedReport } from './seeding';
import { scheduleNow } from './wallet/promotions';
import { builtBrands } from './web/brandSites';

export const defaultDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface PlatformOptions {
  /** An open database, or how to open one (default: from the environment, see openDatabase). */
  db?: OpenDatabase | DatabaseOptions;
  /** Seed when the database lacks the demo data (default), always (adds what is missing), or never. */
  seed?: SeedMode;
  /** Seed the demo accounts with their published passwords; default: in dev mode only. */
  demoAccounts?: boolean;
  brandsDir?: string;
  /** Built brands to serve (apps/web/dist); `false` serves the API only. */
  distDir?: string | false;
  /** Brand at the bare host; default DEFAULT_BRAND, else lotus when it exists, else the first brand. */
  defaultBrand?: string;
  /**
   * Dev mode: the /__dev switches and sign-in provider, the demo accounts, answers checked against the contract.
   * Off unless asked for: `PLATFORM_DEV=1` (what `pnpm start` and `pnpm dev` set) or this option.
   */
  dev?: boolean;
  /**
   * The reverse proxies in front: `true` or a count (default TRUST_PROXY: `1`, `2` ...; unset: none). The caller's
   * address is the entry the outermost one added to X-Forwarded-For, never one the client wrote.
   */
  trustProxy?: boolean | number;
  /** Check every answer against the contract and log mismatches; default: in dev mode. */
  checkResponses?: boolean;
  /** Log each API call (verb, path, status, time); default off. */
  logRequests?: boolean;
  rateLimits?: Partial<Record<RateLimitName, RateLimitRule>>;
  /** When failed logins lock an account, and for how long. */
  lockout?: Partial<LockoutRule>;
  /**
   * The clock of the limiters, account locks and everything dated (tests move it forward), and the now the seed's
   * winner-board history counts back from; default Date.now.
   */
  clock?: () => number;
  /** The random source of game outcomes (tests fix it); default crypto.randomInt. */
  randomInt?: (maxExclusive: number) => number;
  /**
   * One key pair for good (tests reuse one: a 1024-bit pair takes a moment to make); default: the database's pair of
   * the period, shared by every process on it and rotated every 30 days.
   */
  keys?: RsaKeys;
  log?: Logger;
  extraRoutes?: ExtraRoutes;
  /**
   * Run the salary settlement job (every minute, at the schedules' clock: agents/settlement.ts) while the server is
   * up; default off (the server entry, main.ts, turns it on; SETTLEMENT_JOB=0 keeps it off there).
   */
  settlementJob?: boolean;
}

export interface PlatformApp {
  app: Hono<PlatformEnv>;
  platform: Platform;
  database: OpenDatabase;
  seed?: SeedReport;
  /** Brands whose built site is served (folders of distDir). */
  sites: string[];
  /** Milliseconds spent opening and migrating the database, seeding and making the keys. */
  timings: { database: number; seed: number; keys: number };
  close(): Promise<void>;
}

export const consoleLogger: Logger = {
  info: (message) => process.stdout.write(`${message}\n`),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

function isOpen(db: PlatformOptions['db']): db is OpenDatabase {
  return typeof db === 'object' && 'db' in db && 'close' in db;
}

/** Opens (and migrates) the database, seeds it, makes the key pair and builds the app, without listening. */
export async function createPlatform(options: PlatformOptions = {}): Promise<PlatformApp> {
  const log = options.log ?? consoleLogger;
  let started = performance.now();
  const database = isOpen(options.db) ? options.db : await openDatabase(options.db);
  const timings = { database: Math.round(performance.now() - started), seed: 0, keys: 0 };
  // PGlite's data belongs to this process alone: it sees every write to a session and may keep them in memory.
  if (database.kind !== 'postgres') keepSessionsInMemory(database.db);

  const brandsDir = options.brandsDir ?? defaultBrandsDir;
  const clock = options.clock ?? Date.now;
  started = performance.now();
  const dev = options.dev ?? process.env.PLATFORM_DEV === '1';
  const seed = await seedOnStart(database.db, {
    mode: options.seed,
    brandsDir,
    now: new Date(clock()),
    demoAccounts: options.demoAccounts ?? dev,
  });
  timings.seed = Math.round(performance.now() - started);

  started = performance.now();
  const keys = options.keys ? fixedKeys(options.keys) : databaseKeys(database.db, clock);
  // Read (or made, the first time in the period) now, so no first encrypted call waits for it.
  await keys.current();
  timings.keys = Math.round(performance.now() - started);

  const distDir = options.distDir === false ? undefined : (options.distDir ?? process.env.WEB_DIST ?? defaultDistDir);
  const built = distDir ? builtBrands(distDir) : [];
  const defaultBrand =
    options.defaultBrand ?? process.env.DEFAULT_BRAND ?? (built.includes('lotus') || !built[0] ? 'lotus' : built[0]);

  const platform: Platform = {
    db: database.db,
    keys,
    identity: dev ? { secret: newIdentitySecret(), forcedErrors: new Map() } : undefined,
    limits: createRateLimiters(database.db, options.rateLimits, clock),
    lockout: new AccountLockout(database.db, { ...defaultLockout, ...options.lockout }, clock),
    clock,
    randomInt: options.randomInt ?? ((maxExclusive) => randomInt(maxExclusive)),
    dev,
    defaultBrand,
    brandsDir,
    trustProxy: proxyCount(options.trustProxy ?? process.env.TRUST_PROXY),
    checkResponses: options.checkResponses ?? dev,
    logRequests: options.logRequests ?? false,
    log,
  };
  const app = createApp({ distDir, defaultBrand, platform, extraRoutes: options.extraRoutes });
  // A database handed in belongs to the caller, who closes it.
  const ownsDatabase = !isOpen(options.db);
  return {
    app,
    platform,
    database,
    seed,
    sites: built,
    timings,
    close: () => (ownsDatabase ? database.close() : Promise.resolve()),
  };
}

export interface StartedServer extends PlatformApp {
  server: ServerType;
  port: number;
  url: string;
  /** The push channel's sockets on this server. */
  realtime: RealtimeHub;
}

/** `true`, `'true'` and `'1'` are one proxy; a whole number is that many; anything else none. */
export function proxyCount(setting: boolean | number | string | undefined): number {
  if (setting === true || setting === 'true') return 1;
  const count = Number(setting);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * Starts the whole platform on `port` (0 = any free port): the contract suite and tests start it in-process with
 * `db: { kind: 'memory' }`.
 */
export async function startServer(
  options: PlatformOptions & { port?: number; host?: string; realtime?: Partial<RealtimeTiming> } = {},
): Promise<StartedServer> {
  const platformApp = await createPlatform(options);
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const server = serve({ fetch: platformApp.app.fetch, port: options.port ?? 4173, hostname: host }, (info) =>
      resolve({ server, port: info.port }),
    );
    server.once('error', reject);
  });
  const realtime = await RealtimeHub.start(platformApp.platform, platformApp.database, options.realtime);
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!realtime.handleUpgrade(request, socket, head)) socket.destroy();
  });
  const job = options.settlementJob
    ? startSettlementJob(platformApp.database.db, {
        now: () => scheduleNow(platformApp.platform),
        log: platformApp.platform.log,
      })
    : undefined;
  return {
    ...platformApp,
    server,
    port,
    realtime,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: async () => {
      await realtime.close();
      job?.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await platformApp.close();
    },
  };
}
