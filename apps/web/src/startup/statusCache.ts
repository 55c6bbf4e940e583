import { systemStatusValue, type SystemStatusValue } from '@lobby/contract';
import { readStorage, storageKeys, writeStorage } from '@lobby/storage';
import { safeParse } from 'valibot';

/** Where the status answer (the spec's "permissions") is kept for the session. */
export const permissionsStorageKey = storageKeys.permissions;

/**
 * The permissions kept from an earlier start-up in this tab (spec 1 §3: cached in session storage), validated again:
 * storage is input like any other. Undefined when absent or unusable.
 */
export function readCachedStatus(): SystemStatusValue | undefined {
  const raw = readStorage(permissionsStorageKey);
  if (!raw) return undefined;
  try {
    const result = safeParse(systemStatusValue, JSON.parse(raw));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the answer for the next start-up in this tab; a full or unavailable storage only costs it its head start. */
export function writeCachedStatus(value: SystemStatusValue): void {
  writeStorage(permissionsStorageKey, JSON.stringify(value));
}
