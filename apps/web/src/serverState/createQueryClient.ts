import { QueryClient } from '@tanstack/react-query';

/**
 * Query defaults: the API client already retries GETs (twice, with back-off) and never writes twice, so queries do
 * not retry on top; data stays fresh for a minute and is not refetched on every focus.
 */
export function createShellQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

// The hooks the pages read and write through come with the client, in the same load after the first paint, rather
// than with the first page that uses each.
export { useMutation, useQuery } from '@tanstack/react-query';
