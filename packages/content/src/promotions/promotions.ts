import type { ApiClient } from '@lobby/api-client';
import type { Announcement, PromotionCategory, ValueOf } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';

/**
 * The merchant's promotion categories (`PROMOFE_getPromotionAnnouncementCategory`), named in the site's language:
 * fetched again when the language changes, kept for five minutes otherwise, as the announcements are.
 */
export function promotionCategoriesQuery(client: ApiClient, { language }: { language: string }) {
  return queryOptions({
    queryKey: ['promotionCategories', { language }],
    queryFn: ({ signal }) => client.call('promotionCategories', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The promotions of the announcements answer (type PR), in the platform's order. */
export function promotionsOf(value: ValueOf<'announcements'> | undefined): Announcement[] {
  return [...(value?.promotion ?? [])];
}

/** The filter that shows every promotion; a category's filter is `category-<id>`. */
export const allPromotions = 'all';

export const categoryFilterOf = (category: PromotionCategory): string => `category-${String(category.id)}`;

// "All" is the page's own first filter: a category the platform names so (PGPC's code) would only repeat it.
const isAllCategory = (category: PromotionCategory) => category.code?.trim().toLowerCase() === 'all_promo';

/**
 * Whether a promotion is in a category: its `promoAnnouncementCategoryIds` name the category's id, or its `category`
 * names the category's code (as some builds file promotions).
 */
export function inCategory(promotion: Announcement, category: PromotionCategory): boolean {
  const id = String(category.id);
  if ((promotion.promoAnnouncementCategoryIds ?? []).some((candidate) => String(candidate) === id)) return true;
  const code = category.code?.trim();
  return Boolean(code) && promotion.category?.trim() === code;
}

/** The categories in their order (`sort` ascending, the platform's order among equals), less "all". */
function ordered(categories: readonly PromotionCategory[]): PromotionCategory[] {
  return categories
    .map((category, index) => ({ category, index }))
    .filter(({ category }) => !isAllCategory(category))
    .sort((a, b) => (a.category.sort ?? 0) - (b.category.sort ?? 0) || a.index - b.index)
    .map(({ category }) => category);
}

/**
 * The category filters after "All": the categories that have promotions, in their order. The chosen one stays even
 * when its category has none any more (the promotions changed under the player): it then shows an empty state
 * rather than vanishing.
 */
export function categoryFiltersOf(
  categories: readonly PromotionCategory[],
  promotions: readonly Announcement[],
  selected: string,
): PromotionCategory[] {
  return ordered(categories).filter(
    (category) =>
      categoryFilterOf(category) === selected || promotions.some((promotion) => inCategory(promotion, category)),
  );
}

/** The promotions a filter shows: all of them, or those of its category (none for a filter no category has). */
export function promotionsInFilter(
  promotions: readonly Announcement[],
  categories: readonly PromotionCategory[],
  filter: string,
): Announcement[] {
  if (filter === allPromotions) return [...promotions];
  const category = categories.find((candidate) => categoryFilterOf(candidate) === filter);
  return category ? promotions.filter((promotion) => inCategory(promotion, category)) : [];
}

/** The promotion an address names (`#<id>`), if the list has it. */
export function promotionById(promotions: readonly Announcement[], id: string | undefined): Announcement | undefined {
  return id === undefined || id === '' ? undefined : promotions.find((promotion) => String(promotion.id) === id);
}

/** A date the platform sends: epoch milliseconds (a number or its digits) or a date string; nothing else. */
function dateOf(value: Announcement['startDate']): Date | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  const date = /^\d+$/.test(text) ? new Date(Number(text)) : new Date(text.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** When a promotion runs: its start and end, each absent when the platform sends none (an open-ended promotion). */
export function periodOf(promotion: Announcement): { start?: Date; end?: Date } {
  const start = dateOf(promotion.startDate);
  const end = dateOf(promotion.endDate);
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}
