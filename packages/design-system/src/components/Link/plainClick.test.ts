import type { MouseEvent } from 'react';
import { isPlainClick } from './plainClick';

const click = (fields: Partial<MouseEvent<HTMLElement>>) =>
  ({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...fields }) as MouseEvent<HTMLElement>;

describe('isPlainClick', () => {
  it('is a left click without modifiers only', () => {
    expect(isPlainClick(click({}))).toBe(true);
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainClick(click({ [key]: true }))).toBe(false);
    }
  });
});
