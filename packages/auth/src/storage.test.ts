import { clearStorage, readStorage, storageKeys, writeStorage } from '@lobby/storage';
import { clearSession, readToken, storeMember, storeMerchantCode, storeToken } from './storage';

beforeEach(() => {
  clearStorage('session');
  clearStorage('local');
});

describe('clearSession', () => {
  it('clears everything in session storage but the merchant code and closed visitors’ popups, and leaves the language alone', () => {
    storeMerchantCode('lotus88');
    writeStorage(storageKeys.ANONYMOUS_POPUP, 'closed');
    writeStorage(storageKeys.USER_POPUP, 'closed');
    storeToken('abc');
    storeMember({ id: 7, account: 'demo01', nickname: 'Demo', type: 1 });
    writeStorage(storageKeys.gameVendor, '{}');
    writeStorage(storageKeys.hisLang, 'VI');

    clearSession();

    expect(readToken()).toBeNull();
    expect(readStorage(storageKeys.account)).toBeNull();
    expect(readStorage(storageKeys.isAgent)).toBeNull();
    expect(readStorage(storageKeys.gameVendor)).toBeNull();
    expect(readStorage(storageKeys.merchantCode)).toBe('lotus88');
    expect(readStorage(storageKeys.merchant)).toBe('lotus88');
    expect(readStorage(storageKeys.ANONYMOUS_POPUP)).toBe('closed');
    expect(readStorage(storageKeys.USER_POPUP)).toBeNull();
    expect(readStorage(storageKeys.hisLang)).toBe('VI');
  });
});

describe('storeMember', () => {
  it('keeps what the platform clients read: account, nickname, customer id and type', () => {
    storeMember({ id: 1001, account: 'demo01', nickname: null, type: 41 });
    expect(readStorage(storageKeys.account)).toBe('demo01');
    expect(readStorage(storageKeys.username)).toBe('demo01');
    expect(readStorage(storageKeys.customerId)).toBe('1001');
    expect(readStorage(storageKeys.isAgent)).toBe('41');
    expect(readStorage(storageKeys.nickname)).toBeNull();
  });
});

describe('where storage is blocked', () => {
  it('reads no session and signs out without throwing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => storeToken('abc')).not.toThrow();
    expect(readToken()).toBeNull();
    expect(() => clearSession()).not.toThrow();
  });
});
