import { toSearchParams } from './query';

describe('toSearchParams', () => {
  it('repeats array keys, leaves out undefined, writes null as empty', () => {
    const params = toSearchParams({ ids: [1, 2, undefined], a: undefined, b: null, c: 0, d: false, e: 'x y' });
    expect(params.toString()).toBe('ids=1&ids=2&b=&c=0&d=false&e=x+y');
  });

  it('sends nested objects as JSON and ignores non-objects', () => {
    expect(toSearchParams({ v4: { lot_number: 'n' } }).get('v4')).toBe('{"lot_number":"n"}');
    expect(toSearchParams(undefined).toString()).toBe('');
    expect(toSearchParams('a=1').toString()).toBe('');
  });
});
