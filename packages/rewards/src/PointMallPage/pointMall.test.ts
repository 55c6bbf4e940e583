import { describe, expect, it } from 'vitest';
import { maxQuantity, pictureOf, presetRange, rangeQuery, statusOf } from './pointMall';

describe('the points mall helpers', () => {
  it('bounds a quantity by what is left, what the points pay for and 99', () => {
    expect(maxQuantity({ inventory: 3, price: 100 }, 1000)).toBe(3);
    expect(maxQuantity({ inventory: 50, price: 300 }, 1000)).toBe(3);
    expect(maxQuantity({ inventory: 500, price: 1 }, 10_000)).toBe(99);
    expect(maxQuantity({ inventory: 0, price: 1 }, 10_000)).toBe(0);
    expect(maxQuantity({ inventory: 5, price: 100 }, undefined)).toBe(5);
  });

  it('finds a picture in whichever shape it came', () => {
    expect(pictureOf({ showIcon: 'a.svg' })).toBe('a.svg');
    expect(pictureOf({ merchandiseImages: 'b.svg, c.svg' })).toBe('b.svg');
    expect(pictureOf({ merchandiseImages: [{ url: 'd.svg' }] })).toBe('d.svg');
    expect(pictureOf({ merchandiseImages: [] })).toBeUndefined();
  });

  it('reads statuses in any case and leaves an unknown one unnamed', () => {
    expect(statusOf('approved')).toBe('APPROVED');
    expect(statusOf('SHIPPED')).toBeUndefined();
  });

  it("reckons a range in the member's own days, the end sent as the last instant", () => {
    const range = presetRange('last7', new Date(2026, 4, 10, 15, 30));
    expect(range.from).toEqual(new Date(2026, 4, 4));
    expect(range.to).toEqual(new Date(2026, 4, 11));
    expect(new Date(rangeQuery(range).endDate).getTime()).toBe(new Date(2026, 4, 11).getTime() - 1);
  });
});
