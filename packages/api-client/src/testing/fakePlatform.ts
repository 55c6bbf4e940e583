import { createApiClient, type ApiClient, type PayloadCipher } from '../client';
import { endpoints } from '@lobby/contract';
import { endpointLookup } from '@lobby/contract/lazy';

/*
 * A platform for tests and stories: an API client whose `fetch` answers from a table by "METHOD /path", and a log of
 * what was sent. Exported as `@lobby/api-client/testing` for the features' tests and stories; never part of a build.
 */

export type FakeAnswer =
  | { value: unknown }
  | { status: number; errorCode?: string; message?: string; value?: unknown }
  /** No answer at all: the network failed. */
  | { fault: 'network' };

export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
  headers: Headers;
}

export type FakePlatform = Record<string, FakeAnswer | ((request: SentRequest) => FakeAnswer)>;

/**
 * Encrypts nothing: an encrypted call's body travels as Base64 JSON, marked `Encryption: readable`, and the fake
 * platform hands its handlers the body as sent before encryption (a password included, as the platform reads it).
 */
const readableCipher: PayloadCipher = {
  encryptPayload: async (data) => {
    const value = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(data))));
    return { encryption: 'readable', body: { value }, digest: value };
  },
};

function readableBody(value: string): Record<string, unknown> {
  const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

export function fakeClient(platform: FakePlatform, { delayMs = 0 }: { delayMs?: number } = {}) {
  const sent: SentRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    const sealed = request.headers.get('encryption') === 'readable' && typeof parsed?.value === 'string';
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: sealed ? readableBody(String(parsed.value)) : parsed,
      headers: request.headers,
    };
    sent.push(entry);
    // The key an encrypted call fetches first, unless the table answers it.
    if (entry.path === '/wps/session/key/rsa' && !platform[`GET ${entry.path}`])
      return new Response('c0ffee0123456789abcdef');
    const route = platform[`${entry.method} ${entry.path}`];
    const answer = typeof route === 'function' ? route(entry) : route;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!answer)
      return Response.json({ success: false, errorCode: 'not_found', message: url.pathname }, { status: 404 });
    if ('fault' in answer) throw new TypeError('Failed to fetch');
    if ('status' in answer) return Response.json({ success: false, ...answer }, { status: answer.status });
    return Response.json({ success: true, value: answer.value });
  };
  const client: ApiClient = createApiClient({
    merchantCode: 'lotus88',
    baseUrl: 'https://platform.test',
    token: () => 'token-1',
    language: () => 'EN',
    fetch,
    // Every definition at hand: nothing waits for the table's chunk.
    endpoints: endpointLookup(endpoints),
    // Writes never retry; reads fail at once rather than after the transport's pauses.
    retryDelayMs: () => 0,
    cipher: readableCipher,
  });
  return { client, sent };
}
