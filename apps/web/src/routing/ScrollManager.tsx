import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** How long to wait for the element of a `#hash` to appear (content that loads after the route renders). */
const hashWaitMs = 5_000;

function scrollToHash(hash: string): () => void {
  let id: string;
  try {
    id = decodeURIComponent(hash);
  } catch {
    id = hash;
  }
  const target = () => document.getElementById(id);
  const found = target();
  if (found) {
    found.scrollIntoView();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = target();
    if (element) {
      element.scrollIntoView();
      stop();
    }
  });
  const timer = setTimeout(() => stop(), hashWaitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Scrolls as the spec says (spec 1 §2): to the top when the route's path changes, or to the `#hash` element (e.g.
 * `/help#term`), waiting briefly for it when the page's content loads later. Query-only changes (filters) keep the
 * position. The router's own scroll handling is switched off (`scrollRestoration: () => false`).
 */
export function ScrollManager() {
  const router = useRouter();
  useEffect(() => {
    let stopWaiting: () => void = () => undefined;
    const unsubscribe = router.subscribe('onRendered', (event) => {
      stopWaiting();
      const hash = event.toLocation.hash;
      if (hash) stopWaiting = scrollToHash(hash);
      else if (event.pathChanged) window.scrollTo({ top: 0, left: 0 });
    });
    return () => {
      stopWaiting();
      unsubscribe();
    };
  }, [router]);
  return null;
}
