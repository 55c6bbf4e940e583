import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('works a key out once, and afresh once more keys than its limit were asked', () => {
    const made: string[] = [];
    const upper = remembered(2, (key) => {
      made.push(key);
      return key.toUpperCase();
    });
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(made).toEqual(['a', 'b']);
    upper('c');
    upper('a');
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });
});
