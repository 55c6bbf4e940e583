import { storageKeys, type StorageKey } from './keys';
import { clearStorage, readStorage } from './storage';

describe('storageKeys', () => {
  // The names and areas the platform's other clients use (platform contract §6b): a session or a language choice
  // carries over between them and this site only while these stay as they are.
  it.each([
    ['token', 'session'],
    ['merchant', 'session'],
    ['merchantCode', 'session'],
    ['account', 'session'],
    ['username', 'session'],
    ['nickname', 'session'],
    ['customerId', 'session'],
    ['isAgent', 'session'],
    ['gameVendor', 'session'],
    ['USER_POPUP', 'session'],
    ['ANONYMOUS_POPUP', 'session'],
    ['hisLang', 'local'],
    ['SHELL_deviceId', 'local'],
  ] as const)('keeps %s in %sStorage, under the name the platform shares', (name, area) => {
    expect(storageKeys[name]).toEqual({ area, name });
  });

  it('names every key as it is stored, once', () => {
    const keys = Object.entries(storageKeys);
    for (const [property, key] of keys) expect(key.name).toBe(property);
    expect(new Set(keys.map(([, key]) => `${key.area}:${key.name}`)).size).toBe(keys.length);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(storageKeys)).toBe(true);
    expect(Object.isFrozen(storageKeys.token)).toBe(true);
  });

  it('accepts only its own keys, each in its own area', () => {
    // @ts-expect-error a misspelt key does not exist
    expect(storageKeys.tokn).toBeUndefined();
    // @ts-expect-error a key cannot be made outside the package, so every key is defined in one place
    const madeUp: StorageKey = { area: 'session', name: 'token' };
    expect(readStorage(madeUp)).toBeNull();
    // @ts-expect-error a localStorage key cannot be kept while sessionStorage is cleared
    clearStorage('session', { keep: [storageKeys.hisLang] });
  });
});
