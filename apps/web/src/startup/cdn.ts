import { readStorage, storageKeys, writeStorage, type StorageKey } from '@lobby/storage';

/** sessionStorage keys of the hosts picked for this session. */
export const cdnStorageKeys = { image: storageKeys.imageCDN, launchGame: storageKeys.launchGameCDN } as const;

const isHttpUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * One host of `hosts` picked at random, kept for the session so images and launches do not hop between hosts
 * (and caches) on every reload. The platform's list wins; the brand's list is the fallback. A kept pick no longer
 * listed is replaced.
 */
export function pickCdn(
  storageKey: StorageKey<'session'>,
  hosts: readonly string[] | null | undefined,
  fallback: readonly string[],
  random: () => number = Math.random,
): string {
  const fromPlatform = (hosts ?? []).filter(isHttpUrl);
  const list = fromPlatform.length > 0 ? fromPlatform : fallback.filter(isHttpUrl);
  // Storage unavailable: pick again each time the shell starts.
  const kept = readStorage(storageKey);
  if (kept && list.includes(kept)) return kept;
  const picked = list[Math.floor(random() * list.length)] ?? list[0] ?? '';
  if (picked) writeStorage(storageKey, picked);
  return picked;
}
