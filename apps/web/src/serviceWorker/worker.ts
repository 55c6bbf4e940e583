// The site's service worker (decision 0028), built into each brand's `/sw.js` by scripts/serviceWorker.mjs with the
// list of that build's files. It keeps those files, so a page of this build keeps loading its code after a newer build
// replaced it on the server, and answers a navigation the network cannot carry with the offline page. It stores
// nothing else: the platform's answers (`/wps`, `/lgw`, `/__dev`) never pass through it.
import { cachePrefix, isPlatformPath, offlinePagePath, skipWaitingMessage, type Precache } from './protocol';

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build. */
declare const __PRECACHE__: Precache;

const { version, files } = __PRECACHE__;
const cacheName = `${cachePrefix}${version}`;
const precached = new Set(files);

/** How many files the worker fetches at once: the page keeps most of the browser's connections to the site. */
const parallelFetches = 2;

/**
 * Every file, or the worker does not install: one missing would break the page it serves. A failed install is tried
 * again on the next visit, filling the same cache; the next version to take over deletes it if none does. Hashed
 * files the page already loaded come from the browser's cache; the others are revalidated (no-cache). Fetched a few
 * at a time and at low priority, so a page that just opened a popup or a route does not wait behind the whole build.
 */
async function precacheBuild(): Promise<void> {
  const cache = await caches.open(cacheName);
  const queue = [...files];
  const fetchNext = async (): Promise<void> => {
    const path = queue.shift();
    if (path === undefined) return;
    const response = await fetch(path, { priority: 'low' });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await cache.put(path, response);
    await fetchNext();
  };
  await Promise.all(Array.from({ length: parallelFetches }, fetchNext));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheBuild());
});

// The new version takes over: the previous versions' files go, navigations start before the worker wakes
// (navigation preload), and a first visit's page is served by the worker from now on.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(cachePrefix) && name !== cacheName).map((name) => caches.delete(name)),
      );
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

// A waiting version starts only when the player accepts it (the page's "new version" prompt).
self.addEventListener('message', (event) => {
  if (event.data === skipWaitingMessage) void self.skipWaiting();
});

/** The network's answer to a navigation; the offline page when there is no network. */
async function navigate(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return (await caches.match(offlinePagePath, { cacheName })) ?? Response.error();
  }
}

/** A file of this build, from the cache; from the network if the browser dropped the cache meanwhile. */
async function fromPrecache(request: Request, path: string): Promise<Response> {
  return (await caches.match(path, { cacheName, ignoreVary: true })) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const handled = request.method === 'GET' && url.origin === self.location.origin && !isPlatformPath(url.pathname);
  if (handled && request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (handled && url.search === '' && precached.has(url.pathname)) {
    event.respondWith(fromPrecache(request, url.pathname));
  } else if (request.mode === 'navigate') {
    // Left to the browser; its preload is waited for, so the browser does not report it cancelled.
    event.waitUntil(event.preloadResponse);
  }
});
