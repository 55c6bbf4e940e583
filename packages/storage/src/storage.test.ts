import { storageKeys } from './keys';
import { clearStorage, onStorageChange, readStorage, removeStorage, writeStorage } from './storage';

const { token, merchantCode, hisLang } = storageKeys;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

/** Makes reaching `globalThis[name]` throw, as a sandboxed frame or a blocking privacy setting does. */
function blockStorage(name: 'sessionStorage' | 'localStorage') {
  const original = Object.getOwnPropertyDescriptor(globalThis, name);
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  onTestFinished(() => {
    if (original) Object.defineProperty(globalThis, name, original);
  });
}

describe('readStorage, writeStorage and removeStorage', () => {
  it('keep each key in its own area, under its shared name', () => {
    expect(writeStorage(token, 'tok-1')).toBe(true);
    writeStorage(hisLang, 'VI');
    expect(readStorage(token)).toBe('tok-1');
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('hisLang')).toBe('VI');
    expect(localStorage.getItem('token')).toBeNull();

    removeStorage(token);
    expect(readStorage(token)).toBeNull();
    writeStorage(hisLang, null);
    expect(readStorage(hisLang)).toBeNull();
  });

  it('read an unset key as null', () => {
    expect(readStorage(merchantCode)).toBeNull();
  });

  it('act as if nothing were stored where storage is blocked, and never throw', () => {
    writeStorage(hisLang, 'VI');
    blockStorage('sessionStorage');
    expect(readStorage(token)).toBeNull();
    expect(writeStorage(token, 'tok-1')).toBe(false);
    expect(() => removeStorage(token)).not.toThrow();
    expect(() => clearStorage('session')).not.toThrow();
    // The other area is untouched.
    expect(readStorage(hisLang)).toBe('VI');
  });

  it('report a write storage refuses (a full quota) and read on', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(writeStorage(token, 'tok-1')).toBe(false);
    expect(readStorage(token)).toBeNull();
  });

  it('survive a getItem that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readStorage(hisLang)).toBeNull();
  });

  it('act as if nothing were stored where there is no storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readStorage(hisLang)).toBeNull();
    expect(writeStorage(hisLang, 'VI')).toBe(false);
  });
});

describe('clearStorage', () => {
  it('empties one area, unknown keys included, keeping the values asked for', () => {
    writeStorage(token, 'tok-1');
    writeStorage(merchantCode, 'lotus88');
    sessionStorage.setItem('someoneElse', '1');
    writeStorage(hisLang, 'VI');

    clearStorage('session', { keep: [merchantCode, storageKeys.ANONYMOUS_POPUP] });

    expect(readStorage(token)).toBeNull();
    expect(sessionStorage.getItem('someoneElse')).toBeNull();
    expect(readStorage(merchantCode)).toBe('lotus88');
    // A kept key that was unset stays unset rather than becoming an empty value.
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBeNull();
    expect(readStorage(hisLang)).toBe('VI');
  });
});

describe('onStorageChange', () => {
  const change = (init: StorageEventInit) => window.dispatchEvent(new StorageEvent('storage', init));

  it('reports another tab’s change of the key in its area until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = onStorageChange(hisLang, listener);

    change({ key: 'hisLang', newValue: 'AR', storageArea: localStorage });
    change({ key: 'hisLang', newValue: null, storageArea: localStorage });
    expect(listener.mock.calls).toEqual([['AR'], [null]]);

    unsubscribe();
    change({ key: 'hisLang', newValue: 'EN', storageArea: localStorage });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores other keys, the same name in the other area, and a whole area cleared', () => {
    const listener = vi.fn();
    const unsubscribe = onStorageChange(hisLang, listener);
    change({ key: 'lang', newValue: 'AR', storageArea: localStorage });
    change({ key: 'hisLang', newValue: 'AR', storageArea: sessionStorage });
    change({ key: null, newValue: null, storageArea: localStorage });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});
