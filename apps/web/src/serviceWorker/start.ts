import type { Shell } from '../context/createShell';
import { afterLoadAndIdle } from '../scheduling';

/**
 * Registers the service worker (offline page, new versions) once the page is done and idle. Its code is a chunk of its
 * own, loaded then: imported from here rather than from main.tsx, whose dynamic imports are the first paint's
 * (scripts/startup.mjs preloads them). The dev server serves no worker. A worker that cannot be registered changes
 * nothing for the player.
 */
export function startServiceWorker(store: Shell['store']): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void afterLoadAndIdle()
    .then(() => import('./register'))
    .then(({ registerServiceWorker }) => registerServiceWorker(store))
    .catch(() => undefined);
}
