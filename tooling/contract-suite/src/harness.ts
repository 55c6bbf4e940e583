import { createApiClient, type ApiClient, type ApiClientOptions } from '@lobby/api-client';
import { envelopeSchema, type EndpointId } from '@lobby/contract';
import { startServer, type PlatformOptions, type StartedServer } from '@lobby/platform/server';
import { memoryLogger } from '@lobby/platform/testing';
import { parse } from 'valibot';
import { createBrowser, type Browser } from './browser';

/** The seeded brands: the platform picks the merchant from the Host header, the client names it in `Merchant`. */
export const brands = {
  lotus: { host: 'localhost', merchantCode: 'lotus88' },
  siam: { host: 'siam.localhost', merchantCode: 'siam99' },
  sahara: { host: 'sahara.localhost', merchantCode: 'sahara7' },
} as const;

export type BrandName = keyof typeof brands;

/** PGlite in memory, or PostgreSQL when DATABASE_URL names one (which the suite resets to the seed). */
export function databaseOptions(env: NodeJS.ProcessEnv = process.env) {
  return env.DATABASE_URL ? { kind: 'postgres' as const, url: env.DATABASE_URL } : { kind: 'memory' as const };
}

export interface ClientSetup {
  browser?: Browser;
  /** The session token the client sends; read on every call, so a test may change it between calls. */
  token?: () => string | null;
  language?: string;
  merchantCode?: string;
  onSessionExpired?: ApiClientOptions['onSessionExpired'];
}

export interface Harness {
  server: StartedServer;
  log: ReturnType<typeof memoryLogger>;
  /** Every endpoint called through a harness client, for the coverage check. */
  called: Set<EndpointId>;
  /** A browser shared by clients that name none. */
  browser: Browser;
  /** `http://<brand host>:<port>`. */
  origin(brand: BrandName): string;
  /** The real API client as the brand's site builds it, over a cookie-keeping browser. */
  client(brand: BrandName, setup?: ClientSetup): ApiClient;
  /** A development call (`/__dev/*`, loopback only); answers the envelope's value or throws with its message. */
  dev(path: string, init?: { method?: string; json?: unknown; browser?: Browser }): Promise<unknown>;
  /**
   * Solves a slider puzzle of the brand through the client, as a player would (the dev hook tells where the notch
   * is), and answers the geetest fields a guarded call (login, registration, SMS) sends.
   */
  slider(
    brand: BrandName,
    scene: 'login' | 'register' | 'sms',
  ): Promise<{ geetestChallenge: string; geetestSeccode: string }>;
  close(): Promise<void>;
}

/**
 * Starts the reference platform in-process on 127.0.0.1 and a free port, in dev mode (answers checked against the
 * contract, /__dev switches on), API only.
 */
export async function startHarness(options: Partial<PlatformOptions> = {}): Promise<Harness> {
  const log = memoryLogger();
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    db: databaseOptions(),
    distDir: false,
    dev: true,
    checkResponses: true,
    trustProxy: false,
    log,
    ...options,
  });
  const browser = createBrowser();
  const origin = (brand: BrandName) => `http://${brands[brand].host}:${server.port}`;

  const dev: Harness['dev'] = async (path, init = {}) => {
    const method = init.method ?? (init.json === undefined ? 'GET' : 'POST');
    // Every dev write goes as JSON, even without a body: the platform refuses other writes.
    const response = await (init.browser ?? browser).fetch(`${origin('lotus')}${path}`, {
      method,
      ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' } }),
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
    const answer = parse(envelopeSchema, await response.json());
    if (!answer.success) throw new Error(`${path}: ${response.status} ${answer.message ?? answer.errorCode ?? ''}`);
    return answer.value;
  };

  // A database that outlives the process (PostgreSQL) starts from the seed like a fresh one.
  if (server.database.kind === 'postgres') await dev('/__dev/reset', { method: 'POST' });

  const called = new Set<EndpointId>();
  const client = (brand: BrandName, setup: ClientSetup = {}): ApiClient => {
    const real = createApiClient({
      baseUrl: origin(brand),
      merchantCode: setup.merchantCode ?? brands[brand].merchantCode,
      token: setup.token ?? (() => null),
      language: () => setup.language ?? 'EN',
      fetch: (setup.browser ?? browser).fetch,
      retryDelayMs: () => 20,
      ...(setup.onSessionExpired ? { onSessionExpired: setup.onSessionExpired } : {}),
    });
    const call: ApiClient['call'] = (id, ...args) => {
      called.add(id);
      return real.call(id, ...args);
    };
    return { pathOf: real.pathOf, call };
  };

  const slider: Harness['slider'] = async (brand, scene) => {
    const puzzle = await client(brand).call('sliderChallenge', { scene, t: Date.now() });
    const { x } = (await dev(`/__dev/slider?challenge=${encodeURIComponent(puzzle.challenge)}`)) as { x: number };
    const solved = await client(brand).call('sliderVerify', { challenge: puzzle.challenge, x });
    return { geetestChallenge: solved.challenge, geetestSeccode: solved.seccode };
  };

  return {
    server,
    log,
    called,
    browser,
    origin,
    dev,
    client,
    slider,
    close: async () => {
      browser.close();
      await server.close();
    },
  };
}
