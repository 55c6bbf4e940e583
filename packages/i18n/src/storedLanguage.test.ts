import { clearStorage, readStorage, storageKeys, writeStorage } from '@lobby/storage';
import { readStoredLanguage, storeLanguage } from './storedLanguage';

beforeEach(() => clearStorage('local'));

describe('readStoredLanguage', () => {
  it('reads the raw code the platform’s other clients store', () => {
    writeStorage(storageKeys.hisLang, 'TH');
    expect(readStoredLanguage()).toBe('TH');
  });

  it('reads nothing stored, a value that is no code, or one stored as JSON, as no choice', () => {
    expect(readStoredLanguage()).toBeNull();
    for (const stored of ['XX', '"EN"', 'en', '']) {
      writeStorage(storageKeys.hisLang, stored);
      expect(readStoredLanguage()).toBeNull();
    }
  });

  it('reads no choice where storage is blocked', () => {
    writeStorage(storageKeys.hisLang, 'TH');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readStoredLanguage()).toBeNull();
  });
});

describe('storeLanguage', () => {
  it('stores the raw code, and forgets it on null', () => {
    storeLanguage('AR');
    expect(readStorage(storageKeys.hisLang)).toBe('AR');
    storeLanguage(null);
    expect(readStorage(storageKeys.hisLang)).toBeNull();
  });
});
