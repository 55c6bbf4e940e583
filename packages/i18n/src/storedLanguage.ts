import { readStorage, storageKeys, writeStorage } from '@lobby/storage';
import { isLanguageCode, type LanguageCode } from './languages';

/**
 * The language the player chose, where this site and the platform's other clients keep it (localStorage `hisLang`,
 * the raw code); null when none is stored, storage is blocked, or the value is no language code. Resolve it against
 * the brand with `pickLanguage`.
 */
export function readStoredLanguage(): LanguageCode | null {
  const stored = readStorage(storageKeys.hisLang);
  return stored !== null && isLanguageCode(stored) ? stored : null;
}

/** Keeps the player's choice (null forgets it). Where storage is blocked it lasts as long as the caller holds it. */
export function storeLanguage(language: LanguageCode | null): void {
  writeStorage(storageKeys.hisLang, language);
}
