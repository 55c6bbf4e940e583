import { endpoints, type EndpointDef, type EndpointId } from '@lobby/contract';
import { generateRsaKeyPair } from '@lobby/contract/cipher';
import { sampleValues } from '@lobby/contract-fixtures/samples';
import fc from 'fast-check';
import { safeParse } from 'valibot';
import { createApiClient } from './client';
import { ApiClientError } from './errors';

// Whatever the platform (or anything between it and the player) answers, a call ends in a value that passes the
// endpoint's schema or in a typed ApiClientError: never another exception, never an unvalidated value.

const base = 'http://platform.test';
const keys = generateRsaKeyPair(1024);
const definition = (id: EndpointId): EndpointDef => endpoints[id];

/** What the fake platform answers next. */
interface Answer {
  status: number;
  body: string;
  contentType: string;
}
let answer: Answer = { status: 200, body: '', contentType: 'application/json' };

let current: EndpointId = 'systemStatus';

/** A fake platform behind the client's `fetch` option: fast enough for thousands of answers, same code path as MSW. */
const platformFetch = async (input: RequestInfo | URL): Promise<Response> => {
  const { pathname } = new URL(input instanceof Request ? input.url : String(input));
  // Encrypted calls fetch a key first; it stays valid unless the key call itself is under test.
  if (pathname === endpoints.rsaKey.path && current !== 'rsaKey') return new Response(keys.modulusHex);
  return new Response(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers: { 'Content-Type': answer.contentType },
  });
};

const client = createApiClient({
  merchantCode: 'wic11f3',
  baseUrl: base,
  token: () => 'property-token',
  language: () => 'EN',
  retryDelayMs: () => 0,
  fetch: platformFetch,
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every position in a JSON value (object keys and array indices), depth first. */
function allPositions(value: unknown, path: Path = []): Path[] {
  const here: Path[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      here.push([...path, index], ...allPositions(item, [...path, index]));
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) here.push([...path, key], ...allPositions(item, [...path, key]));
  }
  return here;
}

type Mutation = { at: number; kind: 'remove' | 'null' | 'swap' | 'huge' | 'nest' | 'empty' };

/** A value of another JSON type than `value`. */
function swapped(value: unknown): Json {
  if (typeof value === 'string') return value.length % 2 ? 12345 : true;
  if (typeof value === 'number') return `${value}x`;
  if (typeof value === 'boolean') return value ? 'true' : 0;
  if (Array.isArray(value)) return { length: value.length };
  if (value === null) return 'null';
  return [value as Json];
}

function mutate(sample: unknown, mutations: Mutation[]): unknown {
  let root = structuredClone(sample) as unknown;
  for (const mutation of mutations) {
    const spots = allPositions(root);
    if (spots.length === 0) {
      root = mutation.kind === 'huge' ? 'x'.repeat(200_000) : swapped(root);
      continue;
    }
    const path = spots[mutation.at % spots.length] ?? [];
    const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
    const key = path[path.length - 1] ?? 0;
    const holder = parent as Record<string | number, unknown>;
    const old = holder[key];
    if (mutation.kind === 'remove') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else Reflect.deleteProperty(holder, key);
    } else if (mutation.kind === 'null') holder[key] = null;
    else if (mutation.kind === 'swap') holder[key] = swapped(old);
    else if (mutation.kind === 'huge') holder[key] = 'x'.repeat(200_000);
    else if (mutation.kind === 'nest') holder[key] = { value: old, extra: [old] };
    else holder[key] = Array.isArray(old) ? [] : typeof old === 'object' ? {} : '';
  }
  return root;
}

const mutationArb = fc.array(
  fc.record({
    at: fc.nat(),
    kind: fc.constantFrom<Mutation['kind']>('remove', 'null', 'swap', 'huge', 'nest', 'empty'),
  }),
  { minLength: 1, maxLength: 4 },
);

const statusArb = fc.constantFrom(200, 200, 200, 201, 204, 400, 401, 403, 404, 408, 429, 500, 502, 503);

const json = (value: unknown) => JSON.stringify(value) ?? '';

function answersFor(id: EndpointId): fc.Arbitrary<Answer> {
  const sample = sampleValues[id];
  const textCall = definition(id).response === 'text';
  const envelope = (value: unknown) => json({ success: true, value });
  const bodies = fc.oneof(
    // Anything at all, as JSON.
    fc.anything().map(json),
    fc.jsonValue().map(json),
    // Envelopes with random fields.
    fc
      .record(
        {
          success: fc.oneof(fc.boolean(), fc.jsonValue()),
          value: fc.jsonValue(),
          errorCode: fc.oneof(fc.string(), fc.constantFrom('login.not.session', 'CUSTOMER_NOT_LOGIN'), fc.jsonValue()),
          message: fc.oneof(fc.string(), fc.jsonValue()),
        },
        { requiredKeys: [] },
      )
      .map(json),
    // The sample, damaged: fields removed, types swapped, nulls, huge strings, extra nesting.
    mutationArb.map((mutations) =>
      textCall ? String(mutate(sample, mutations)) : envelope(mutate(sample, mutations)),
    ),
    // Random values in a successful envelope.
    fc.jsonValue().map(envelope),
    // Not JSON: HTML, truncated JSON, empty.
    fc.constantFrom('', '<!doctype html><p>Gateway</p>', '{"success":true,"value":', 'null', 'undefined'),
    fc.string().map((text) => (textCall ? text : `{"success":true,"value":${text}`)),
  );
  return fc.record({
    status: statusArb,
    body: bodies,
    contentType: fc.constantFrom('application/json', 'text/html', 'text/plain'),
  });
}

/** The call's input is not validated client-side, so its sample answer's shape does not matter here. */
const callAny = (id: EndpointId): Promise<unknown> =>
  (client.call as (id: EndpointId, input?: unknown) => Promise<unknown>)(id, {});

const ids = Object.keys(endpoints) as EndpointId[];

describe.each(ids)('%s under hostile answers', (id) => {
  it('resolves with a schema-valid value or rejects with a typed error', async () => {
    await fc.assert(
      fc.asyncProperty(answersFor(id), async (next) => {
        current = id;
        answer = next.status === 204 ? { ...next, body: '' } : next;
        try {
          const value = await callAny(id);
          // Only a 2xx may resolve, and only with what the schema made of the answer.
          expect(next.status).toBeGreaterThanOrEqual(200);
          expect(next.status).toBeLessThan(300);
          expect(safeParse(endpoints[id].value, value).success).toBe(true);
          const served =
            definition(id).response === 'text' ? answer.body : (JSON.parse(answer.body) as { value?: unknown }).value;
          expect(value).toEqual(safeParse(endpoints[id].value, served).output);
        } catch (error) {
          if (!(error instanceof ApiClientError)) throw error;
          expect(['network', 'timeout', 'api', 'session', 'schema']).toContain(error.kind);
        }
      }),
      { numRuns: 25 },
    );
  });
});
