import { intentKeys, newIdempotencyKey } from './intentKeys';

describe('intentKeys', () => {
  it('sends the key of an unsettled movement again when the same values are retried', () => {
    const keys = intentKeys();
    const first = keys.keyFor({ amount: '10', to: 'AG' });
    expect(keys.keyFor({ amount: '10', to: 'AG' })).toBe(first);
  });

  it('makes a new key for other values, and after a definite answer', () => {
    const keys = intentKeys();
    const first = keys.keyFor({ amount: '10' });
    const other = keys.keyFor({ amount: '11' });
    expect(other).not.toBe(first);
    keys.settle();
    expect(keys.keyFor({ amount: '11' })).not.toBe(other);
  });
});

it('makes version-4 UUIDs', () => {
  const key = newIdempotencyKey();
  expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(newIdempotencyKey()).not.toBe(key);
});
