/** A page's code that did not arrive within the spec's chunk time-out (120 s). */
export const chunkTimeoutMs = 120_000;

export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
  constructor() {
    super(`The page did not load within ${chunkTimeoutMs / 1000} s`);
  }
}

// How browsers word a lazy chunk that failed to arrive (Chromium, Firefox, Safari) and how bundlers do.
const chunkFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (CSS )?chunk [\w-]+ failed|Unable to preload CSS/i;

/** Whether `error` means a page's code could not be loaded (the network), not that the page itself broke. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkFailure.test(error.message);
}
