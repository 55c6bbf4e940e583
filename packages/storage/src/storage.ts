import type { StorageArea, StorageKey } from './keys';

// The part of the browser used here, declared rather than taken from the DOM library: Node code (the brand's build
// plugin) type-checks this package too, through @lobby/i18n, and runs it where there is no storage at all.
interface WebStorage {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
  clear(): void;
}

interface StorageChange {
  readonly key: string | null;
  readonly newValue: string | null;
  readonly storageArea: unknown;
}

interface BrowserScope {
  readonly sessionStorage?: WebStorage | null;
  readonly localStorage?: WebStorage | null;
  addEventListener?(type: 'storage', listener: (event: StorageChange) => void): void;
  removeEventListener?(type: 'storage', listener: (event: StorageChange) => void): void;
}

const browser = globalThis as BrowserScope;

// Storage can be absent (a server, a worker) or throw on any use, reaching the property included: privacy modes,
// sandboxed frames, a full quota. Every helper then acts as if nothing were stored, and the caller's state lives in
// memory for the visit.
function storageOf(area: StorageArea): WebStorage | undefined {
  try {
    return (area === 'session' ? browser.sessionStorage : browser.localStorage) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored value of `key`, or null when it is unset or storage cannot be read. */
export function readStorage(key: StorageKey): string | null {
  try {
    return storageOf(key.area)?.getItem(key.name) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; null removes it. Returns whether storage took it (false: blocked or full). */
export function writeStorage(key: StorageKey, value: string | null): boolean {
  const storage = storageOf(key.area);
  if (!storage) return false;
  try {
    if (value === null) storage.removeItem(key.name);
    else storage.setItem(key.name, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: StorageKey): void {
  writeStorage(key, null);
}

/**
 * Empties one area, keys this site does not know included (the platform's other clients sign out the same way), then
 * writes back the values of `keep`.
 */
export function clearStorage<Area extends StorageArea>(
  area: Area,
  { keep = [] }: { keep?: readonly StorageKey<NoInfer<Area>>[] } = {},
): void {
  const kept = keep.map((key) => [key, readStorage(key)] as const);
  try {
    storageOf(area)?.clear();
  } catch {
    // Blocked: there was nothing to clear.
  }
  for (const [key, value] of kept) if (value !== null) writeStorage(key, value);
}

/**
 * Calls `listener` with the new value whenever another tab (or another client of the platform on this origin)
 * changes `key`. Returns the unsubscribe function. A whole area cleared elsewhere is not reported.
 */
export function onStorageChange(key: StorageKey, listener: (value: string | null) => void): () => void {
  const onStorage = (event: StorageChange) => {
    if (event.key === key.name && event.storageArea !== null && event.storageArea === storageOf(key.area)) {
      listener(event.newValue);
    }
  };
  browser.addEventListener?.('storage', onStorage);
  return () => browser.removeEventListener?.('storage', onStorage);
}
