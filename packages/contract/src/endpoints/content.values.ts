import { array, looseObject, nullable, optional, record, string, unknown } from 'valibot';
import type { InferOutput } from 'valibot';
import { flagLike, idLike, maybe, numberLike } from './primitives';

// The announcements are a start-up call, so the first paint carries this file whole
// (docs/decisions/0015-contract-on-demand.md).

export const announcement = looseObject({
  id: idLike,
  title: maybe(string()),
  content: maybe(string()),
  groupName: maybe(string()),
  url: maybe(string()),
  linkage: maybe(string()),
  linkageType: maybe(string()),
  roomId: maybe(idLike),
  nodeId: maybe(idLike),
  vendor: maybe(string()),
  announcementImages: maybe(
    array(looseObject({ url: maybe(string()), imageUrl: maybe(string()), sequence: maybe(numberLike) })),
  ),
  startDate: maybe(idLike),
  endDate: maybe(idLike),
  execution: maybe(string()),
  promotionType: maybe(string()),
  /** A promotion's category code (`rng_promo` ...), as some builds send it beside or instead of the ids. */
  category: maybe(string()),
  /** A promotion's categories: ids of `PROMOFE_getPromotionAnnouncementCategory`'s answer. */
  promoAnnouncementCategoryIds: maybe(array(idLike)),
});
export type Announcement = InferOutput<typeof announcement>;

/** `MCSFE_getListAnnouncements`: one list per requested type (B banners, PL notices, PU popups, PR promotions, H hot). */
export const announcementsValue = looseObject({
  banners: maybe(array(announcement)),
  player: maybe(array(announcement)),
  popup: maybe(array(announcement)),
  promotion: maybe(array(announcement)),
  hot: maybe(array(unknown())),
});

/** `MCSFE_getAvailablePromotions`: `content` maps MANUAL, RAFFLE ... to `{count}` and REFERRAL to `{enabled}`. */
export const availablePromotionsValue = looseObject({
  content: maybe(record(string(), maybe(looseObject({ count: maybe(numberLike), enabled: maybe(flagLike) })))),
});

export const raffleStatusValue = looseObject({
  isClaimed: maybe(flagLike),
  hasStarted: maybe(flagLike),
  hasEnded: maybe(flagLike),
  due: maybe(unknown()),
  time: maybe(numberLike),
});

export const raffleClaimValue = nullable(
  optional(
    looseObject({
      ticket: maybe(
        looseObject({
          id: maybe(idLike),
          ticketId: maybe(idLike),
          transactionId: maybe(idLike),
          startDateStr: maybe(string()),
          endDateStr: maybe(string()),
        }),
      ),
      value: maybe(unknown()),
    }),
  ),
);

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
