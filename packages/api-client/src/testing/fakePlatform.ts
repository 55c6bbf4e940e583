import { createApiClient, type ApiClient } from '../client';
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

export function fakeClient(platform: FakePlatform, { delayMs = 0 }: { delayMs?: number } = {}) {
  const sent: SentRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      headers: request.headers,
    };
    sent.push(entry);
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
  });
  return { client, sent };
}
