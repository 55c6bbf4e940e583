import type { LoadedBrand } from '@lobby/brand/node';
import type { Plugin } from 'vite';
import type { Precache } from '../src/serviceWorker/protocol';

/** The message ids of the offline page's title, message and retry button. */
export declare const offlineMessages: { title: string; message: string; retry: string };
/** Whether the service worker keeps a file of the build (its name in the bundle). */
export declare function isPrecached(fileName: string): boolean;
/** The worker's list and version from the build's files (name to content). */
export declare function precacheOf(files: Map<string, string | Uint8Array>): Precache;
/** The offline page of a brand, its copy in each of the brand's languages. */
export declare function offlinePageHtml(options: {
  brand: LoadedBrand;
  text: (id: string, language: string) => string;
}): string;
/** Adds /sw.js, /offline.html and /offline.js to a brand build. */
export declare function serviceWorker(): Plugin;
