import { array, looseObject, string, type InferOutput } from 'valibot';
import { idLike, maybe, numberLike } from './values';

// Asked by the promotions page only: apart from `values.ts`, whose schemas the first paint carries whole.

/**
 * One category of the promotions page: `id` (what a promotion's `promoAnnouncementCategoryIds` name), `code` (`rng_promo`,
 * `deposit_promo` ...), `name` in the caller's language and `sort` (ascending).
 */
export const promotionCategory = looseObject({
  id: idLike,
  code: maybe(string()),
  name: maybe(string()),
  sort: maybe(numberLike),
});
export type PromotionCategory = InferOutput<typeof promotionCategory>;

/** `PROMOFE_getPromotionAnnouncementCategory`: the merchant's promotion categories. */
export const promotionCategoriesValue = looseObject({ categories: array(promotionCategory) });
