import { createApiClient } from '@lobby/api-client';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { HumanCheckOutlet } from '../humanCheck';
import { AuthProvider } from '../react/AuthProvider';
import { readableCipher, readBody } from '../testing/readableCipher';

/*
 * Story helpers: the account forms talk to the platform, so their stories get an in-memory one answering the calls a
 * story needs. Not exported from the package.
 */

export type StoryAnswer = { value: unknown } | { status: number; errorCode: string; message: string; value?: unknown };

/** `'<METHOD> <path>'` -> the answer to a call, given what it sent (encrypted bodies arrive decrypted). */
export type StoryRoutes = Record<string, (sent: Record<string, unknown>) => StoryAnswer | Promise<StoryAnswer>>;

function storyFetch(routes: StoryRoutes): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/wps/session/key/rsa') return new Response('c0ffee0123456789abcdef');
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route)
      return Response.json({ success: false, errorCode: 'not_found', message: 'No such call' }, { status: 404 });
    const text = request.method === 'GET' ? '' : await request.text();
    const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : Object.fromEntries(url.searchParams);
    const sent =
      typeof parsed.value === 'string' && request.headers.has('Encryption') ? readBody(parsed.value) : parsed;
    const answer = await route(sent);
    return 'status' in answer
      ? Response.json({ success: false, ...answer }, { status: answer.status })
      : Response.json({ success: true, value: answer.value });
  };
}

/** Gives the story jotai, TanStack Query and the session providers over an in-memory platform answering `routes`. */
export const withStoryPlatform =
  (routes: StoryRoutes): Decorator =>
  (Story) => {
    const [state] = useState(() => ({
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
      client: createApiClient({
        merchantCode: 'story',
        baseUrl: 'https://platform.story',
        cipher: readableCipher,
        fetch: storyFetch(routes),
      }),
    }));
    return (
      <JotaiProvider>
        <QueryClientProvider client={state.queryClient}>
          <AuthProvider client={state.client} roles={{ agentTypes: [1, 2, 41, 42], trialType: 4 }}>
            <Story />
            <HumanCheckOutlet />
          </AuthProvider>
        </QueryClientProvider>
      </JotaiProvider>
    );
  };
