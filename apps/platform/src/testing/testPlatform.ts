import { envelopeSchema } from '@lobby/contract';
import { encryptPayload } from '@lobby/contract/cipher';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { parse } from 'valibot';
import { openDatabase, type OpenDatabase } from '../db/client';
import { members, merchants } from '../db/schema';
import type { Logger, PlatformEnv } from '../http/env';
import { createPlatform, type PlatformApp, type PlatformOptions } from '../server';
import { createSession } from '../security/sessions';
import { generateServerKeys, type RsaKeys } from '../security/rsa';
import { resetDatabase } from '../seed/seed';

// One in-memory database and one key pair per test file: PGlite takes seconds to open and a key pair a moment to
// make, while a reset to the seed takes a fraction of a second.
let database: Promise<OpenDatabase> | undefined;
let keys: RsaKeys | undefined;

export function sharedDatabase(): Promise<OpenDatabase> {
  database ??= openDatabase({ kind: 'memory' });
  return database;
}

export function testKeys(): RsaKeys {
  keys ??= generateServerKeys(1024);
  return keys;
}

/** A logger that keeps what it was told, so a test can assert the server logged (or did not log) something. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message) => lines.push(`error ${message}`),
  };
}

/**
 * A fresh platform (its own limiters and log) on the shared database, without listening: call `app.request()`.
 * The database is reset to the seed first unless `reset: false` (tests that change no merchant or member).
 */
export async function testPlatform(
  options: PlatformOptions & { reset?: boolean } = {},
): Promise<PlatformApp & { log: ReturnType<typeof memoryLogger> }> {
  const { reset = true, ...platformOptions } = options;
  const open = await sharedDatabase();
  if (reset) await resetDatabase(open.db);
  const log = memoryLogger();
  const platformApp = await createPlatform({
    db: open,
    keys: testKeys(),
    seed: 'never',
    distDir: false,
    defaultBrand: 'lotus',
    dev: true,
    trustProxy: true,
    checkResponses: true,
    log,
    ...platformOptions,
  });
  return { ...platformApp, log };
}

export interface CallInit extends RequestInit {
  host?: string;
  json?: unknown;
}

/** Calls the app like a browser on `host` (default localhost = lotus). */
export function call(app: Hono<PlatformEnv>, path: string, init: CallInit = {}): Promise<Response> {
  const { host = 'localhost:4173', json, headers, ...rest } = init;
  return Promise.resolve(
    app.request(path, {
      ...rest,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      headers: {
        host,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(headers as Record<string, string> | undefined),
      },
    }),
  );
}

/** The response's envelope, checked against the contract's envelope schema. */
export async function envelope(response: Response) {
  return parse(envelopeSchema, await response.json());
}

/** A live session for a seeded member, as a login makes it, without the login (no password check, no limits). */
export async function sessionFor(
  platformApp: PlatformApp,
  merchantCode: string,
  username: string,
  options: { lifetimeMs?: number } = {},
): Promise<string> {
  const { db } = platformApp.platform;
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(merchants.code, merchantCode), eq(members.username, username)));
  if (!member) throw new Error(`no member ${username} at ${merchantCode}`);
  return (await createSession(db, member.id, options)).token;
}

/**
 * Solves a slider puzzle of `scene` as a person would (the dev hook tells where the notch is) and answers the fields
 * the guarded call sends; `{}` where the merchant has no slider (GEETEST3 off: the challenge call is refused).
 */
export async function solvedSlider(
  app: Hono<PlatformEnv>,
  scene: 'login' | 'register' | 'sms',
  host = 'localhost:4173',
): Promise<{ geetestChallenge?: string; geetestSeccode?: string }> {
  const issued = await envelope(await call(app, `/wps/captcha/slider?scene=${scene}&t=${Date.now()}`, { host }));
  if (!issued.success) return {};
  const { challenge } = issued.value as { challenge: string };
  const dev = await envelope(await call(app, `/__dev/slider?challenge=${challenge}`, { host }));
  const { x } = dev.value as { x: number };
  const solved = await envelope(
    await call(app, '/wps/captcha/slider', { host, method: 'POST', json: { challenge, x } }),
  );
  const { seccode } = solved.value as { seccode: string };
  return { geetestChallenge: challenge, geetestSeccode: seccode };
}

/** An encrypted call, sealed as the client seals it with the platform's published modulus. */
export async function sealedCall(
  platformApp: PlatformApp,
  path: string,
  method: string,
  payload: unknown,
  init: { host?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const sealed = await encryptPayload(payload, platformApp.platform.keys.modulusHex);
  return call(platformApp.app, path, {
    method,
    json: sealed.body,
    headers: { encryption: sealed.encryption, 'x-digest': sealed.digest, ...init.headers },
    ...(init.host ? { host: init.host } : {}),
  });
}
