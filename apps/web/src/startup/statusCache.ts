import { systemStatusValue, type SystemStatusValue } from '@lobby/contract';
import { safeParse } from 'valibot';

/** Where the status answer (the spec's "permissions") is kept for the session. */
export const permissionsStorageKey = 'permissions';

/**
 * The permissions kept from an earlier start-up in this tab (spec 1 §3: cached in session storage), validated again:
 * storage is input like any other. Undefined when absent or unusable.
 */
export function readCachedStatus(): SystemStatusValue | undefined {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(permissionsStorageKey);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const result = safeParse(systemStatusValue, JSON.parse(raw));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedStatus(value: SystemStatusValue): void {
  try {
    sessionStorage.setItem(permissionsStorageKey, JSON.stringify(value));
  } catch {
    // A full or unavailable storage only costs the next start-up its head start.
  }
}
