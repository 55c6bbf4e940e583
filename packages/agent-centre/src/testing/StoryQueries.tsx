import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import type { ApiClient } from '@lobby/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** A story's fake platform (answering after a short wait, as a network would) and its own query client. */
export function StoryQueries({
  platform,
  children,
}: {
  platform: FakePlatform;
  children: (client: ApiClient) => ReactNode;
}) {
  const [state] = useState(() => ({
    client: fakeClient(platform, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }));
  return <QueryClientProvider client={state.queryClient}>{children(state.client)}</QueryClientProvider>;
}
