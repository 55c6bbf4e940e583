import type { Plugin } from 'vite';

/** The route files (relative to the app root) whose chunks render `/`. */
export function homeRouteFiles(files: string[]): string[];
/** Preloads the first paint's chunks and, with a plan from a first build, gathers them into two. */
export function startup(options?: { planFile?: string; writePlan?: boolean }): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean }[];
};
