import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const readPreference = (): boolean => window.matchMedia(query).matches;

/** Whether the user asked the system for less motion; follows changes while the page is open. */
export function usePrefersReducedMotion(): boolean {
  // The server cannot know the preference; assume motion is fine there and correct it on hydration.
  return useSyncExternalStore(subscribe, readPreference, () => false);
}
