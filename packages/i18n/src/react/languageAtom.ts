import { onStorageChange, storageKeys } from '@lobby/storage';
import { atomWithStorage } from 'jotai/utils';
import { isLanguageCode, type LanguageCode } from '../languages';
import { readStoredLanguage, storeLanguage } from '../storedLanguage';

const valid = (value: string | null): LanguageCode | null => (value !== null && isLanguageCode(value) ? value : null);

/**
 * The raw code ('VI', not '"VI"'): the platform's other clients read and write the same key as a plain string, so
 * jotai's JSON storage would break them. A value that is no language code reads as nothing stored. The atom has one
 * key, so the one jotai passes is not needed.
 */
const rawLanguageStorage: NonNullable<Parameters<typeof atomWithStorage<LanguageCode | null>>[2]> = {
  getItem: (_key, initialValue) => readStoredLanguage() ?? initialValue,
  setItem: (_key, value) => storeLanguage(value),
  removeItem: () => storeLanguage(null),
  // Another tab (or another client of the platform) changed the language.
  subscribe: (_key, callback, initialValue) =>
    onStorageChange(storageKeys.hisLang, (value) => callback(valid(value) ?? initialValue)),
};

/**
 * The language the player chose, persisted in localStorage `hisLang`; `null` until they choose (or when the stored
 * value is not a language code). Resolve it against the brand with `pickLanguage`.
 */
export const languageAtom = atomWithStorage<LanguageCode | null>(storageKeys.hisLang.name, null, rawLanguageStorage, {
  getOnInit: true,
});
