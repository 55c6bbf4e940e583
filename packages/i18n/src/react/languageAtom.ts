import { atomWithStorage } from 'jotai/utils';
import { isLanguageCode, languageStorageKey, type LanguageCode } from '../languages';

const valid = (value: string | null): LanguageCode | null => (value !== null && isLanguageCode(value) ? value : null);

// Storage can throw (privacy modes, full quota, sandboxed frames): the language then lasts for the visit only.
function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // See read(): nothing to do but keep the choice in memory.
  }
}

/**
 * The raw code ('VI', not '"VI"'): the platform's other clients read and write the same key as a plain string, so
 * jotai's JSON storage would break them. A value that is no language code reads as nothing stored.
 */
const rawLanguageStorage: NonNullable<Parameters<typeof atomWithStorage<LanguageCode | null>>[2]> = {
  getItem: (key, initialValue) => valid(read(key)) ?? initialValue,
  setItem: (key, value) => write(key, value),
  removeItem: (key) => write(key, null),
  subscribe: (key, callback, initialValue) => {
    if (typeof window === 'undefined') return undefined;
    // Another tab (or another client of the platform) changed the language.
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && event.key === key)
        callback(valid(event.newValue) ?? initialValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/**
 * The language the player chose, persisted in localStorage `hisLang`; `null` until they choose (or when the stored
 * value is not a language code). Resolve it against the brand with `pickLanguage`.
 */
export const languageAtom = atomWithStorage<LanguageCode | null>(languageStorageKey, null, rawLanguageStorage, {
  getOnInit: true,
});
