import { clearStorage, readStorage, storageKeys } from '@lobby/storage';
import { loginDeviceId } from './deviceId';

beforeEach(() => clearStorage('local'));

describe('loginDeviceId', () => {
  it('is one UUID across calls, kept where the platform’s mobile clients keep theirs', () => {
    const id = loginDeviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(loginDeviceId()).toBe(id);
    expect(readStorage(storageKeys.SHELL_deviceId)).toBe(id);
  });

  it('is a fresh one per call where storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const first = loginDeviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(loginDeviceId()).not.toBe(first);
  });
});
