import { readToken } from '../storage';
import { takeHandOffCode } from './handOff';

describe('takeHandOffCode', () => {
  it('takes a ?token= out of the address bar and answers it, storing nothing', () => {
    const replaceState = vi.fn();
    const code = takeHandOffCode(
      { href: 'https://lotus.example/lottery?gameCode=VN1&token=abc123#top' },
      { replaceState, state: { key: 'k' } },
    );
    expect(code).toBe('abc123');
    expect(readToken()).toBeNull();
    expect(replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/lottery?gameCode=VN1#top');
  });

  it('leaves an address without one alone, and drops an empty one', () => {
    const replaceState = vi.fn();
    expect(takeHandOffCode({ href: 'https://lotus.example/?a=1' }, { replaceState, state: null })).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
    expect(takeHandOffCode({ href: 'https://lotus.example/?token=' }, { replaceState, state: null })).toBeNull();
    expect(replaceState).toHaveBeenCalledWith(null, '', '/');
  });
});
