import { endpoints, type EndpointDef } from '@lobby/contract';
import { call, envelope, sealedCall, sessionFor, testPlatform, type TestPlatform } from '../testing/testPlatform';

// Whatever a client sends, the platform answers it: a 4xx naming what is wrong, never a 500. Every field of every
// call of the contract, one at a time, is set to values that once broke it or commonly break servers; the call's
// other required fields hold '1', which passes their type, so the hostile value reaches the handler.
const hostile: Record<string, unknown> = {
  nul: 'RNG\u0000',
  hugeNumber: '99999999999999999999',
  hugeJsonNumber: 1e300,
  negative: -1,
  long: 'x'.repeat(5000),
  object: { $gt: '' },
};

type Entries = Record<string, { type: string }>;
const entriesOf = (schema: unknown): Entries => (schema as { entries?: Entries } | undefined)?.entries ?? {};
const requiredOf = (entries: Entries) =>
  Object.fromEntries(
    Object.entries(entries).flatMap(([key, entry]) => (entry.type === 'optional' ? [] : [[key, '1']])),
  );

let platform: TestPlatform;
let token: string;
beforeAll(async () => {
  platform = await testPlatform({ checkResponses: false });
  token = await sessionFor(platform, 'lotus88', 'player01');
}, 60_000);

const cases = Object.values(endpoints as Record<string, EndpointDef>)
  .filter((def) => !def.path.includes(':'))
  .flatMap((def) =>
    (['query', 'body'] as const).flatMap((part) =>
      Object.keys(entriesOf(def[part])).map(
        (field) => [`${def.method} ${def.path} ${part}.${field}`, def, part, field] as const,
      ),
    ),
  );

describe.each(Object.entries(hostile))('a %s', (_name, value) => {
  it.each(cases)('in %s is answered without a 500', async (_label, def, part, field) => {
    const query: Record<string, string> = requiredOf(entriesOf(def.query));
    const body: Record<string, unknown> = requiredOf(entriesOf(def.body));
    if (part === 'query') query[field] = typeof value === 'string' ? value : JSON.stringify(value);
    else body[field] = value;
    const search = new URLSearchParams(query).toString();
    const path = `${def.path}${search ? `?${search}` : ''}`;
    const headers = { authorization: token };
    const json = def.method === 'GET' ? undefined : body;
    // Encrypted calls carry their fields sealed, as the client sends them.
    const response = def.encrypted
      ? await sealedCall(platform, path, def.method, json, { headers })
      : await call(platform.app, path, { method: def.method, headers, ...(json === undefined ? {} : { json }) });
    if (response.status >= 500) {
      throw new Error(`${def.method} ${path} answered ${response.status}: ${JSON.stringify(await envelope(response))}`);
    }
    expect(response.status).toBeLessThan(500);
  });
});
