import { array, looseObject, maxLength, minValue, picklist, pipe, string } from 'valibot';
import type { InferOutput } from 'valibot';
import { idLike, maybe, numberLike } from './primitives';

// The member's side of the promotions and the reward centre (contract §2.8, spec 2 §4 statuses, §5 rules): each
// promotion's status for the member, what can be claimed, the reward tickets and vouchers with their validity, and
// what a claim paid. Amounts carry two decimals like balances; times are epoch milliseconds. Where the contract names
// a call but not its answer, the shape is the reference platform's (packages/contract/CHOICES.md,
// docs/decisions/0042-promotions-join-and-claim.md).

/**
 * The refusals of the reward calls (reference platform; see CHOICES.md): a promotion or ticket the member cannot act on
 * now, and why. Apart from the shared `errorCodes`, which the first paint carries.
 */
export const rewardErrorCodes = {
  promotionNotFound: 'promotion_not_found',
  promotionNotStarted: 'promotion_not_started',
  promotionEnded: 'promotion_ended',
  promotionAlreadyJoined: 'promotion_already_joined',
  promotionNotClaimable: 'promotion_not_claimable',
  rewardAlreadyClaimed: 'reward_already_claimed',
  ticketNotFound: 'ticket_not_found',
  ticketExpired: 'ticket_expired',
  ticketNotAvailable: 'ticket_not_available',
} as const;

/** The most characters an application's comment holds (spec 2 §5). */
export const promotionCommentMaxLength = 140;

/** How a promotion is taken part in: applied for with a comment, claimed on login, asked for after sign-up, a raffle. */
export const promotionTypes = ['MANUAL', 'LOGIN', 'REGISTER', 'RAFFLE'] as const;

/** Spec 2 §4's activity statuses, as the member sees them. */
export const promotionStatuses = [
  'join',
  'claim',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'closed',
  'coming',
] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

const notNegative = pipe(numberLike, minValue(0, 'Expected a number not below zero'));

/** A raffle ticket: its number, and the days it takes part in the draw (`startDateStr` to `endDateStr`, `YYYY-MM-DD`). */
export const raffleTicket = looseObject({
  id: maybe(idLike),
  ticketId: maybe(idLike),
  transactionId: maybe(idLike),
  startDateStr: maybe(string()),
  endDateStr: maybe(string()),
});

/**
 * One promotion as the member stands with it: the promotion (`promotionId`, the same in every language), the cards of
 * the promotions page that show it (`announcementIds`, one per language), its type, its title in the caller's language,
 * the member's status, the reward it pays (absent where it pays none), its period, and what the member did: the
 * application's comment, when it was made, why it was rejected, when the reward was claimed; a raffle's current (or
 * next) draw and the member's ticket of it.
 */
export const memberPromotion = looseObject({
  promotionId: idLike,
  announcementIds: maybe(array(idLike)),
  promotionType: picklist(promotionTypes),
  title: maybe(string()),
  status: picklist(promotionStatuses),
  amount: maybe(notNegative),
  startTime: numberLike,
  endTime: maybe(numberLike),
  comment: maybe(pipe(string(), maxLength(promotionCommentMaxLength))),
  applyTime: maybe(numberLike),
  remark: maybe(string()),
  claimTime: maybe(numberLike),
  raffleScheduleId: maybe(idLike),
  raffleTicket: maybe(raffleTicket),
});
export type MemberPromotion = InferOutput<typeof memberPromotion>;

/** A list of the member's promotions (`MCS2_getPromotionClaimList`, `MCSFE_getClaimPromotion`, ...). */
export const memberPromotionsValue = looseObject({ list: array(memberPromotion) });

/** A reward ticket's state: claimable, paid, given up by the member, or past its end unclaimed. */
export const ticketStatuses = ['AVAILABLE', 'CLAIMED', 'CANCELLED', 'EXPIRED'] as const;

/**
 * A reward ticket (cash, claimed into the main wallet) or a voucher (a deposit discount, used with a deposit): its
 * id, name in the caller's language, value (a voucher's is a percentage, `amount` its cap), state and validity.
 */
export const rewardTicket = looseObject({
  ticketId: idLike,
  name: string(),
  amount: notNegative,
  percentage: maybe(notNegative),
  status: picklist(ticketStatuses),
  startTime: numberLike,
  endTime: numberLike,
  claimTime: maybe(numberLike),
  cancelTime: maybe(numberLike),
});
export type RewardTicket = InferOutput<typeof rewardTicket>;

export const rewardTicketsValue = looseObject({ list: array(rewardTicket) });

/** What a claim paid into the main wallet, its ledger row and when. */
export const rewardClaimValue = looseObject({
  promotionId: maybe(idLike),
  ticketId: maybe(idLike),
  amount: notNegative,
  transactionId: idLike,
  claimTime: numberLike,
});
