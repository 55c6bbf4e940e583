import { clearStorage, readStorage, storageKeys } from '@lobby/storage';
import { dismissPopups, popupsDismissed } from './popups';

beforeEach(() => clearStorage('session'));

describe('dismissPopups and popupsDismissed', () => {
  it('remember a closing per audience for the session, under the flags the platform’s other clients read', () => {
    expect(popupsDismissed('visitor')).toBe(false);
    dismissPopups('visitor');
    expect(popupsDismissed('visitor')).toBe(true);
    expect(popupsDismissed('member')).toBe(false);
    expect(readStorage(storageKeys.ANONYMOUS_POPUP)).toBe('closed');

    dismissPopups('firstLogin');
    expect(popupsDismissed('member')).toBe(true);
    expect(readStorage(storageKeys.USER_POPUP)).toBe('closed');
  });

  it('show the popups again on each page load where storage is refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => dismissPopups('visitor')).not.toThrow();
    expect(popupsDismissed('visitor')).toBe(false);
  });
});
