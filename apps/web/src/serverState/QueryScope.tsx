import { QueryClientContext } from '@tanstack/react-query';
import { lazy, use, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useShell } from '../context/ShellContext';
import type { QueryClientHolder } from './queryClientHolder';

/**
 * Provides the app's Query client to everything below once it is made, without remounting what is there already: the
 * same provider renders before (with no client) and after. Nothing that renders before may ask for the client;
 * what does sits behind `<NeedsQueries>` or a route that waits for it.
 */
export function QueryScope({ holder, children }: { holder: QueryClientHolder; children: ReactNode }) {
  const client = useSyncExternalStore(holder.subscribe, holder.current, holder.current);
  useEffect(() => {
    if (!client) return undefined;
    // As QueryClientProvider does: refetching on focus and reconnect, while the app is mounted.
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

/** Suspends until the Query client is made: wrap, inside a `<Suspense>`, what is loaded after the first paint. */
export function NeedsQueries({ children }: { children: ReactNode }) {
  const { queries } = useShell();
  if (!queries.current()) use(queries.ready());
  return children;
}

/**
 * `lazy()` for a component that reads server state through Query: its chunk and Query's code load side by side, and
 * it renders once both are there.
 */
export function lazyWithQueries<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => (loading ??= load());
  const Lazy = lazy(loadOnce);
  function WithQueries(props: P) {
    // Started here rather than when <NeedsQueries> lets it render, so the two chunks do not wait on each other.
    void loadOnce().catch(() => undefined);
    return (
      <NeedsQueries>
        <Lazy {...props} />
      </NeedsQueries>
    );
  }
  return WithQueries;
}
