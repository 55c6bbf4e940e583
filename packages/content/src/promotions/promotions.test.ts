import type { Announcement, PromotionCategory } from '@lobby/contract';
import {
  allPromotions,
  categoryFilterOf,
  categoryFiltersOf,
  inCategory,
  periodOf,
  promotionById,
  promotionsInFilter,
} from './promotions';

const categories: PromotionCategory[] = [
  { id: 1, code: 'all_promo', name: 'Everything', sort: 0 },
  { id: 5, code: 'new_player', name: 'New players', sort: 12 },
  { id: 2, code: 'rng_promo', name: 'Slots', sort: 1 },
  { id: '3', code: 'live_promo', name: 'Live casino', sort: 2 },
  { id: 4, code: 'deposit_promo', name: 'Deposit bonuses', sort: 8 },
];

const promotions: Announcement[] = [
  { id: 10, title: 'Welcome', promoAnnouncementCategoryIds: [5, '4'] },
  { id: 11, title: 'Spins', promoAnnouncementCategoryIds: ['2'] },
  // Filed by code, as some builds do.
  { id: 12, title: 'Reload', category: 'deposit_promo' },
  { id: 13, title: 'Unfiled' },
];

const titles = (list: readonly Announcement[]) => list.map((promotion) => promotion.title);
const codes = (list: readonly PromotionCategory[]) => list.map((category) => category.code);

describe('promotion categories', () => {
  it('file a promotion by its category ids (numbers or strings) or by its category code', () => {
    const [, newPlayer, slots, live, deposit] = categories as [
      PromotionCategory,
      PromotionCategory,
      PromotionCategory,
      PromotionCategory,
      PromotionCategory,
    ];
    expect(titles(promotions.filter((promotion) => inCategory(promotion, deposit)))).toEqual(['Welcome', 'Reload']);
    expect(titles(promotions.filter((promotion) => inCategory(promotion, slots)))).toEqual(['Spins']);
    expect(titles(promotions.filter((promotion) => inCategory(promotion, newPlayer)))).toEqual(['Welcome']);
    expect(promotions.some((promotion) => inCategory(promotion, live))).toBe(false);
    // A category without a code matches no code.
    expect(inCategory({ id: 1, category: '' }, { id: 9, code: '' })).toBe(false);
  });

  it('make filters of the categories that have promotions, in their sort order, never a second "all"', () => {
    expect(codes(categoryFiltersOf(categories, promotions, allPromotions))).toEqual([
      'rng_promo',
      'deposit_promo',
      'new_player',
    ]);
    // Equal sorts keep the platform's order; a category without a sort counts as 0.
    const unsorted: PromotionCategory[] = [
      { id: 7, code: 'b' },
      { id: 8, code: 'a' },
    ];
    expect(
      codes(categoryFiltersOf(unsorted, [{ id: 1, promoAnnouncementCategoryIds: [8, 7] }], allPromotions)),
    ).toEqual(['b', 'a']);
  });

  it('keep the chosen category as a filter when it has no promotion any more', () => {
    const live = categories[3] as PromotionCategory;
    expect(codes(categoryFiltersOf(categories, promotions, categoryFilterOf(live)))).toEqual([
      'rng_promo',
      'live_promo',
      'deposit_promo',
      'new_player',
    ]);
  });

  it('show every promotion under "all" and a category’s under its filter; an unknown filter shows none', () => {
    expect(titles(promotionsInFilter(promotions, categories, allPromotions))).toEqual([
      'Welcome',
      'Spins',
      'Reload',
      'Unfiled',
    ]);
    expect(titles(promotionsInFilter(promotions, categories, 'category-4'))).toEqual(['Welcome', 'Reload']);
    expect(titles(promotionsInFilter(promotions, categories, 'category-3'))).toEqual([]);
    expect(titles(promotionsInFilter(promotions, categories, 'category-99'))).toEqual([]);
  });
});

describe('promotionById', () => {
  it('finds the promotion an address names, whatever the id’s type', () => {
    expect(promotionById(promotions, '12')?.title).toBe('Reload');
    expect(promotionById([{ id: '77', title: 'Text id' }], '77')?.title).toBe('Text id');
    expect(promotionById(promotions, '99')).toBeUndefined();
    expect(promotionById(promotions, '')).toBeUndefined();
    expect(promotionById(promotions, undefined)).toBeUndefined();
  });
});

describe('periodOf', () => {
  it('reads epoch milliseconds as numbers or digits, and date strings', () => {
    const start = Date.UTC(2026, 2, 1);
    const end = Date.UTC(2026, 2, 31);
    expect(periodOf({ id: 1, startDate: start, endDate: String(end) })).toEqual({
      start: new Date(start),
      end: new Date(end),
    });
    expect(periodOf({ id: 1, startDate: '2026-03-01 00:00:00Z' }).start?.getTime()).toBe(start);
  });

  it('leaves out an end or a start that is absent, empty or not a date', () => {
    expect(periodOf({ id: 1, startDate: 1_000, endDate: '' })).toEqual({ start: new Date(1_000) });
    expect(periodOf({ id: 1, startDate: null, endDate: 'soon' })).toEqual({});
    expect(periodOf({ id: 1 })).toEqual({});
  });
});
