// What the service worker, the page that registers it and the build that writes it agree on. No DOM and no worker
// types here: the worker and the page both import it.

/** The worker's address: fixed, so a new build's worker replaces the old one at the same place. */
export const workerPath = '/sw.js';

/** The page a navigation gets when the network is gone. */
export const offlinePagePath = '/offline.html';

/** The offline page's script, a file of its own: the site's Content-Security-Policy runs no inline script. */
export const offlineScriptPath = '/offline.js';

/** The worker's caches are named `<prefix><version>`; a worker deletes only caches of this prefix but its own. */
export const cachePrefix = 'lobby-precache-';

/** What the page posts to a waiting worker when the player accepts the new version. */
export const skipWaitingMessage = 'lobby:skip-waiting';

/** What a build gives its worker: the files it keeps, named by path, and their version. */
export interface Precache {
  /** Changes whenever any precached file does; names the cache. */
  version: string;
  /** Absolute paths (`/assets/app-x1y2.js`) of the build's files the worker keeps. */
  files: string[];
}

/**
 * Where the platform answers (platform-contract.md §1: `/wps`, `/lgw`, `/lotto/lgw`) and its dev endpoints. The worker
 * leaves these requests alone, so no answer of the platform is ever kept or served by it.
 */
export const platformPathPrefixes = ['/wps', '/lgw', '/lotto', '/__dev'] as const;

/** Whether `pathname` is the platform's: one of the prefixes, or below one. */
export const isPlatformPath = (pathname: string): boolean =>
  platformPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
