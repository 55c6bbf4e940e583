import { ApiError, NetworkError } from './errors';
import { intentKeys, newIdempotencyKey, outcomeUnknown, refusalCode } from './intent';

describe('intentKeys', () => {
  it('sends the same key for the same movement until settled, a new one for another', () => {
    let n = 0;
    const keys = intentKeys(() => `key-${String((n += 1))}`);
    expect(keys.keyFor({ amount: 5 })).toBe('key-1');
    expect(keys.keyFor({ amount: 5 })).toBe('key-1');
    expect(keys.keyFor({ amount: 6 })).toBe('key-2');
    keys.settle();
    expect(keys.keyFor({ amount: 6 })).toBe('key-3');
  });

  it('makes version 4 UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('outcomeUnknown and refusalCode', () => {
  it('tells a refusal (nothing moved) from no answer (money may have moved)', () => {
    const refusal = new ApiError('Claimed.', { status: 400, errorCode: 'mission_milestone_claimed' });
    expect(outcomeUnknown(refusal)).toBe(false);
    expect(refusalCode(refusal)).toBe('mission_milestone_claimed');
    expect(outcomeUnknown(new NetworkError())).toBe(true);
    expect(refusalCode(new Error('other'))).toBeUndefined();
  });
});
