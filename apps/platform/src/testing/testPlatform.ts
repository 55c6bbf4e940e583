import { envelopeSchema } from '@lobby/contract';
import { encryptPayload } from '@lobby/contract/cipher';
import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { parse } from 'valibot';
import { openDatabase, type OpenDatabase } from '../db/client';
import { members, merchants, type Member } from '../db/schema';
import type { Logger, PlatformEnv } from '../http/env';
import { createPlatform, type PlatformApp, type PlatformOptions } from '../server';
import { createSession } from '../security/sessions';
import { generateServerKeys, type RsaKeys } from '../security/rsa';
import { resetToSeed } from './seedSnapshot';

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
 * A fresh platform (no request counted by its limiters, its own log) on the shared database, without listening: call
 * `app.request()`. The database is reset to the seed first unless `reset: false` (tests that change no merchant or
 * member), which still forgets the counted requests and login failures. With a `clock`, the seed counts back from its
 * time, and a reset for the same time puts back the tables changed since from a copy (seedSnapshot.ts).
 */
export async function testPlatform(
  options: PlatformOptions & { reset?: boolean } = {},
): Promise<PlatformApp & { log: ReturnType<typeof memoryLogger> }> {
  const { reset = true, ...platformOptions } = options;
  const open = await sharedDatabase();
  // The seed's dated rows (the winner board's week) count back from the platform's clock, as a dev reset does.
  if (reset) await resetToSeed(open.db, options.clock ? { now: new Date(options.clock()) } : {});
  else await open.db.execute(sql`truncate table rate_limits, account_lockouts`);
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

export type TestPlatform = Awaited<ReturnType<typeof testPlatform>>;

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

/** The stored row of a member of a merchant (by exact user name); throws when there is none. */
export async function memberAt(platformApp: PlatformApp, merchantCode: string, username: string): Promise<Member> {
  const [row] = await platformApp.platform.db
    .select({ member: members })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(merchants.code, merchantCode), eq(members.username, username)));
  if (!row) throw new Error(`no member ${username} at ${merchantCode}`);
  return row.member;
}

/** A live session for a seeded member, as a login makes it, without the login (no password check, no limits). */
export async function sessionFor(
  platformApp: PlatformApp,
  merchantCode: string,
  username: string,
  options: { lifetimeMs?: number } = {},
): Promise<string> {
  const member = await memberAt(platformApp, merchantCode, username);
  // Opened at the platform's own time, so a test that moves the clock still holds a live session.
  const now = new Date(platformApp.platform.clock());
  return (await createSession(platformApp.platform.db, member.id, { ...options, now })).token;
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
  const sealed = await encryptPayload(payload, (await platformApp.platform.keys.current()).modulusHex);
  return call(platformApp.app, path, {
    method,
    json: sealed.body,
    headers: { encryption: sealed.encryption, 'x-digest': sealed.digest, ...init.headers },
    ...(init.host ? { host: init.host } : {}),
  });
}

/** Who a test call comes from: the brand's host, the address (X-Forwarded-For, trusted in tests), a token, cookies. */
export interface As {
  host?: string;
  ip?: string;
  token?: string;
  cookie?: string;
}

/** The request headers that make a call come from `as`. */
export function headersOf(as: As): Record<string, string> {
  return {
    ...(as.ip ? { 'x-forwarded-for': as.ip } : {}),
    ...(as.token ? { authorization: as.token } : {}),
    ...(as.cookie ? { cookie: as.cookie } : {}),
  };
}

/** An encrypted call made from `as`. */
export function sealedAs(
  platformApp: PlatformApp,
  path: string,
  method: string,
  payload: unknown,
  as: As = {},
): Promise<Response> {
  return sealedCall(platformApp, path, method, payload, {
    headers: headersOf(as),
    ...(as.host ? { host: as.host } : {}),
  });
}

export type LoginAs = As & { captcha?: string; type?: string; slider?: false };

/**
 * A password login as the client sends it (type 'username' unless `type` says otherwise), with a solved slider where
 * the merchant asks for one (lotus) unless `slider: false`.
 */
export async function passwordLogin(
  platformApp: PlatformApp,
  username: string,
  password: string,
  as: LoginAs = {},
): Promise<Response> {
  const { captcha, type = 'username', slider, ...rest } = as;
  const solved = slider === false ? {} : await solvedSlider(platformApp.app, 'login', rest.host);
  return sealedAs(
    platformApp,
    '/wps/session/login',
    'POST',
    { username, password, type, ...(captcha === undefined ? {} : { captcha }), ...solved },
    rest,
  );
}

export interface SentMessage {
  to: string;
  channel: string;
  code: string;
  body: string;
  subject: string | null;
  merchant: string;
}

/** What the platform "sent" to a number (with or without its dialing code) or an e-mail address, newest first. */
export async function outboxOf(app: Hono<PlatformEnv>, to: string): Promise<SentMessage[]> {
  const body = await envelope(await call(app, `/__dev/outbox?to=${encodeURIComponent(to)}`));
  return body.value as SentMessage[];
}

/** A captcha for a new browser at `ip`: its cookie and the answer the dev endpoint reads. */
export async function captchaFor(
  app: Hono<PlatformEnv>,
  ip: string,
  host?: string,
): Promise<{ cookie: string; answer: string }> {
  const image = await call(app, '/wps/captcha', { headers: { 'x-forwarded-for': ip }, ...(host ? { host } : {}) });
  if (image.status !== 200) throw new Error(`GET /wps/captcha answered ${image.status}`);
  const cookie = (image.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const dev = await envelope(await call(app, '/__dev/captcha', { headers: { cookie }, ...(host ? { host } : {}) }));
  return { cookie, answer: (dev.value as { answer: string }).answer };
}
export { seedBigTeam } from './bigTeam';
export { notifyMember } from '../realtime/publish';
export { seedLongHistory } from './longHistory';
