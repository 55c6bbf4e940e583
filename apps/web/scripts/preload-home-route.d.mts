import type { Plugin } from 'vite';

/** The route files (relative to the app root) whose chunks render `/`. */
export function homeRouteFiles(files: string[]): string[];
/** `<link rel="modulepreload">` for the chunks of the route that renders `/`. */
export function preloadHomeRoute(): Plugin;
