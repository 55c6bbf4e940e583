import type { EndpointDef } from '@lobby/contract';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getDotPath, safeParse, type BaseIssue, type GenericSchema, type InferInput, type InferOutput } from 'valibot';
import type { Member, Merchant } from '../db/schema';
import { flagOff, flagOn } from '../merchants/whitelabel';
import type { RateLimitName } from '../security/rateLimit';
import { firstUseOfPayload } from '../security/serverKeys';
import { authenticate } from './auth';
import type { PlatformEnv } from './env';
import { apiErrors, hitOrRefuse } from './errors';
import { failure, success } from './envelope';

/** Largest body a call takes unless its route says otherwise. */
export const defaultBodyLimit = 64 * 1024;

/**
 * More colons than this and a JSON body is refused unparsed: no call of the contract takes a hundredth of it, and
 * parsing millions of keys would hold the server up for seconds. Colons in strings count too; the bound allows them.
 */
export const maxBodyColons = 1_000;

function hasTooManyKeys(text: string): boolean {
  let count = 0;
  for (let at = text.indexOf(':'); at !== -1; at = text.indexOf(':', at + 1)) {
    if (++count > maxBodyColons) return true;
  }
  return false;
}

/**
 * The path of the first string in `value` that holds a NUL character, which no field of the contract takes (and
 * PostgreSQL text cannot store); undefined when there is none.
 */
function nulFieldOf(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulFieldOf(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

function refuseNul(value: unknown, part: 'query' | 'body'): void {
  const field = nulFieldOf(value);
  if (field === undefined) return;
  throw apiErrors.validation(`Field "${field}" of the request ${part} holds a NUL character.`, field || undefined);
}

function parseJson(text: string): unknown {
  if (hasTooManyKeys(text)) throw apiErrors.validation('The request body has more fields than any call takes.');
  try {
    return JSON.parse(text);
  } catch {
    throw apiErrors.malformedJson();
  }
}

type Out<S> = S extends GenericSchema ? InferOutput<S> : undefined;

export interface RouteInput<D extends EndpointDef> {
  query: D extends { query: infer S } ? Out<S> : undefined;
  body: D extends { body: infer S } ? Out<S> : undefined;
  /** The logged-in member (auth 'required': always; 'optional': when a token came). */
  member: D extends { auth: 'required' } ? Member : Member | undefined;
  merchant: Merchant;
  ip: string;
  /** The body as received, before the contract's schema dropped keys it does not name. */
  rawBody: unknown;
}

/** What a handler answers: the value as the platform sends it (the schema's input side). */
export type RouteValue<D extends EndpointDef> = InferInput<D['value']>;

export type RouteHandler<D extends EndpointDef> = (
  c: Context<PlatformEnv>,
  input: RouteInput<D>,
) => Promise<RouteValue<D>> | RouteValue<D>;

/** Paths and verbs the platform answers, so an unknown path gets 404 and a wrong verb 405. */
export class RouteTable {
  private readonly methods = new Map<string, Set<string>>();

  add(method: string, path: string): void {
    const set = this.methods.get(path) ?? new Set<string>();
    set.add(method);
    if (method === 'GET') set.add('HEAD');
    this.methods.set(path, set);
  }

  /** The verbs of a known path, or undefined. */
  allowed(path: string): string[] | undefined {
    const set = this.methods.get(path);
    return set ? [...set] : undefined;
  }
}

function describeIssue(issue: BaseIssue<unknown>, part: 'query' | 'body'): { message: string; field?: string } {
  const field = getDotPath(issue) ?? undefined;
  if (!field) return { message: `The request ${part} is invalid: ${issue.message}.` };
  if (issue.input === undefined) return { message: `Field "${field}" is missing from the request ${part}.`, field };
  return { message: `Field "${field}" is invalid: ${issue.message}.`, field };
}

/** Parses `input` with `schema` or throws a 400 naming the first wrong field. */
export function validate<S extends GenericSchema>(schema: S, input: unknown, part: 'query' | 'body'): InferOutput<S> {
  const result = safeParse(schema, input);
  if (result.success) return result.output;
  const [issue] = result.issues;
  if (!issue) throw apiErrors.validation(`The request ${part} is invalid.`);
  const { message, field } = describeIssue(issue, part);
  throw apiErrors.validation(message, field);
}

async function readBody(c: Context<PlatformEnv>, def: EndpointDef): Promise<unknown> {
  const text = await c.req.text();
  if (def.encrypted) {
    const encryption = c.req.header('encryption');
    let envelope: unknown;
    try {
      envelope = text && !hasTooManyKeys(text) ? JSON.parse(text) : undefined;
    } catch {
      throw apiErrors.encryptedBodyRequired();
    }
    const value = (envelope as { value?: unknown } | undefined)?.value;
    if (!encryption || typeof value !== 'string') throw apiErrors.encryptedBodyRequired();
    const { keys, db, clock } = c.var.platform;
    let opened: unknown;
    try {
      opened = await keys.decrypt(encryption, value);
    } catch {
      // A body sealed with an old or foreign key reads as no usable body, as on the real platform.
      throw apiErrors.encryptedBodyRequired();
    }
    // Only the sender's own client sealed it: the same sealed body again is a recording played back.
    if (!(await firstUseOfPayload(db, encryption, value, clock()))) throw apiErrors.requestReplayed();
    return opened;
  }
  if (!text.trim()) return undefined;
  if (def.bodyEncoding === 'form') return Object.fromEntries(new URLSearchParams(text));
  return parseJson(text);
}

/**
 * Serves one contract endpoint: body size limit, decryption of encrypted calls, validation of query and body by the
 * contract's schemas, the session check its `auth` asks for, the merchant's switch for its module, then the
 * handler's value in the envelope (or plain text for `response: 'text'`).
 */
export function route<const D extends EndpointDef>(
  app: Hono<PlatformEnv>,
  table: RouteTable,
  def: D,
  handler: RouteHandler<D>,
  options: {
    maxBodyBytes?: number;
    /**
     * Serve the call where any of these modules is on, instead of the entry's own module (the registration SMS
     * serves both registrations: REGMOBVERF3 or MOBILENUMREG3).
     */
    anyModule?: readonly string[];
    /**
     * Counts every call against this per-address limit before its body is read: a large body costs the server before
     * it can be judged, so an invalid one counts as much as a valid one.
     */
    limitFirst?: RateLimitName;
  } = {},
): void {
  table.add(def.method, def.path);
  const limit = options.maxBodyBytes ?? defaultBodyLimit;
  app.on(
    def.method,
    def.path,
    bodyLimit({ maxSize: limit, onError: (c) => failure(c, apiErrors.tooLarge(limit)) }),
    async (c) => {
      const { platform, merchant, ip } = c.var;
      if (options.anyModule) {
        if (!options.anyModule.some((modId) => flagOn(merchant, modId))) {
          throw apiErrors.functionNotAvailable(`${options.anyModule.join(' and ')} are switched off for this site`);
        }
      } else if (def.module && flagOff(merchant, def.module)) {
        throw apiErrors.functionNotAvailable(`${def.module} is switched off for this site`);
      }
      if (options.limitFirst) await hitOrRefuse(platform.limits[options.limitFirst], ip);
      const member = def.auth === 'none' ? undefined : await authenticate(c, { required: def.auth === 'required' });
      const rawQuery = c.req.query();
      refuseNul(rawQuery, 'query');
      const query = def.query ? validate(def.query, rawQuery, 'query') : undefined;
      const rawBody = def.method === 'GET' ? undefined : await readBody(c, def);
      refuseNul(rawBody, 'body');
      const body = def.body ? validate(def.body, rawBody, 'body') : undefined;

      const value = await handler(c, { query, body, member, merchant, ip, rawBody } as RouteInput<D>);

      if (platform.checkResponses) {
        const checked = safeParse(def.value, value);
        if (!checked.success) {
          const [issue] = checked.issues;
          platform.log.warn(
            `${def.method} ${def.path} answered a value the contract refuses at "${issue ? (getDotPath(issue) ?? '') : ''}": ${issue?.message ?? ''}`,
          );
        }
      }
      if (def.response === 'text') {
        c.header('Cache-Control', 'no-store');
        return c.text(String(value));
      }
      return success(c, value);
    },
  );
}
