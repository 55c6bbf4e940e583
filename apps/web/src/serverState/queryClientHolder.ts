import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's TanStack Query client, made once its code has loaded after the first paint (decision 0043): the first
 * paint reads its few calls through jotai atoms (`startupCall`), and everything that caches server state comes later,
 * under `<QueryScope>`, behind `<NeedsQueries>` or a route that waits for `ready()`.
 */
export interface QueryClientHolder {
  /** The client once made; undefined before. */
  current: () => QueryClient | undefined;
  /** Loads Query's code (once) and makes the client; later calls share the same promise. */
  ready: () => Promise<QueryClient>;
  subscribe: (listener: () => void) => () => void;
}

/** `seed` writes what the first paint already knows into the new client, so no page asks for it twice. */
export function queryClientHolder(seed: (client: QueryClient) => void = () => undefined): QueryClientHolder {
  let client: QueryClient | undefined;
  let loading: Promise<QueryClient> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => client,
    ready: () =>
      (loading ??= import('./createQueryClient').then(({ createShellQueryClient }) => {
        client = createShellQueryClient();
        seed(client);
        for (const listener of listeners) listener();
        return client;
      })),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
