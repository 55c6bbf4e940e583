import { adoptUrlToken, clearSession, readToken, storeMember, storeMerchantCode, storeToken } from './storage';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('adoptUrlToken', () => {
  it('moves a ?token= from the address into session storage and out of the address bar', () => {
    const replaceState = vi.fn();
    const token = adoptUrlToken(
      { href: 'https://lotus.example/lottery?gameCode=VN1&token=abc123#top' },
      { replaceState, state: { key: 'k' } },
    );
    expect(token).toBe('abc123');
    expect(sessionStorage.getItem('token')).toBe('abc123');
    expect(replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/lottery?gameCode=VN1#top');
  });

  it('keeps the stored token and the address when the URL carries none', () => {
    storeToken('stored');
    const replaceState = vi.fn();
    expect(adoptUrlToken({ href: 'https://lotus.example/?a=1' }, { replaceState, state: null })).toBe('stored');
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('ignores an empty ?token=', () => {
    const replaceState = vi.fn();
    expect(adoptUrlToken({ href: 'https://lotus.example/?token=' }, { replaceState, state: null })).toBeNull();
    expect(readToken()).toBeNull();
  });
});

describe('clearSession', () => {
  it('clears everything in session storage but the merchant code and closed visitors’ popups, and leaves the language alone', () => {
    storeMerchantCode('lotus88');
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    sessionStorage.setItem('USER_POPUP', 'closed');
    storeToken('abc');
    storeMember({ id: 7, account: 'demo01', nickname: 'Demo', type: 1 });
    sessionStorage.setItem('gameVendor', '{}');
    localStorage.setItem('hisLang', 'VI');

    clearSession();

    expect(readToken()).toBeNull();
    expect(sessionStorage.getItem('account')).toBeNull();
    expect(sessionStorage.getItem('isAgent')).toBeNull();
    expect(sessionStorage.getItem('gameVendor')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('lotus88');
    expect(sessionStorage.getItem('merchant')).toBe('lotus88');
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('closed');
    expect(sessionStorage.getItem('USER_POPUP')).toBeNull();
    expect(localStorage.getItem('hisLang')).toBe('VI');
  });
});

describe('storeMember', () => {
  it('keeps what the platform clients read: account, nickname, customer id and type', () => {
    storeMember({ id: 1001, account: 'demo01', nickname: null, type: 41 });
    expect(sessionStorage.getItem('account')).toBe('demo01');
    expect(sessionStorage.getItem('username')).toBe('demo01');
    expect(sessionStorage.getItem('customerId')).toBe('1001');
    expect(sessionStorage.getItem('isAgent')).toBe('41');
    expect(sessionStorage.getItem('nickname')).toBeNull();
  });
});
