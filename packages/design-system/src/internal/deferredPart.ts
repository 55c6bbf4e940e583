import { useEffect, useState } from 'react';

/** Runs `work` when the browser is idle (soon after, where there is no idle callback); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}

export interface DeferredPart<M> {
  /**
   * The module once loaded, else `undefined` (and a re-render when it arrives). A component mounted but not
   * `needed` fetches it when the browser is idle; `needed` fetches it at once. A fetch that fails while needed is
   * thrown, for the nearest error boundary to offer a retry; one that fails on the idle fetch is tried again later.
   */
  use: (needed: boolean) => M | undefined;
  /** Fetches the module now (e.g. before tests or stories render it). */
  preload: () => Promise<M>;
}

/**
 * The heavy part of a component (a dialog's or a menu's popup: Radix, focus trapping, positioning), kept out of the
 * page's own JavaScript: loaded after the page has painted, or as soon as it is opened, whichever comes first.
 */
export function deferredPart<M>(load: () => Promise<M>): DeferredPart<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function use(needed: boolean): M | undefined {
    const [, arrived] = useState(0);
    const [failure, setFailure] = useState<unknown>(null);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      const fetchNow = () =>
        void preload().then(
          () => live && arrived((count) => count + 1),
          (error: unknown) => live && needed && setFailure(() => error),
        );
      if (needed) {
        fetchNow();
        return () => {
          live = false;
        };
      }
      const cancel = whenIdle(fetchNow);
      return () => {
        live = false;
        cancel();
      };
    }, [needed]);
    if (failure && needed && !loaded) throw failure;
    return loaded;
  }

  return { use, preload };
}
