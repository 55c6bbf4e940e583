import { maxLength, minLength, object, pipe, string, trim } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { idLike } from './primitives';
import {
  memberPromotion,
  memberPromotionsValue,
  promotionCommentMaxLength,
  rewardClaimValue,
  rewardTicket,
  rewardTicketsValue,
} from './rewards.values';

// The reward centre (REWCEN3) and the member's side of the promotions: contract §2.8 names the calls; their answers
// and the application call are the reference platform's (CHOICES.md, docs/decisions/0042-promotions-join-and-claim.md).
// The claims move money: each is sent with an `Idempotency-Key` header, the same for a retry of it.

const promotionBody = object({ promotionId: idLike });
const ticketBody = object({ ticketId: idLike });

/** The rewards ready to claim: promotions issued to the member and login rewards not yet taken. */
export const claimablePromotions = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getClaimPromotion',
  relay: 'MCSFE_getClaimPromotion',
  value: memberPromotionsValue,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});

/** The sign-up promotions and where the member stands with each. */
export const registerPromotions = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getRegisterPromotionList',
  relay: 'MCSFE_getRegisterPromotionList',
  value: memberPromotionsValue,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});

/** The member's reward tickets (cash), newest first, whatever their state. */
export const claimTicketList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PROMOFE_getClaimTicketList',
  relay: 'PROMOFE_getClaimTicketList',
  value: rewardTicketsValue,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});

/** The member's vouchers (deposit discounts), newest first, whatever their state. */
export const discountTicketList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PROMOFE_getDiscountTicketList',
  relay: 'PROMOFE_getDiscountTicketList',
  value: rewardTicketsValue,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});

/** Applies for a manual promotion with a comment of at most 140 characters (spec 2 §5); answers the new status. */
export const applyPromotion = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_applyPromotion',
  relay: 'MCSFE_applyPromotion',
  body: object({
    promotionId: idLike,
    comment: pipe(
      string(),
      trim(),
      minLength(1, 'Please write a comment.'),
      maxLength(promotionCommentMaxLength, `A comment holds at most ${promotionCommentMaxLength} characters.`),
    ),
  }),
  value: memberPromotion,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});

/** Claims an issued reward (an approved application, a sign-up reward) into the main wallet, once. */
export const claimIssuedPromotion = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimIssuedPromotion',
  relay: 'MCSFE_claimIssuedPromotion',
  body: promotionBody,
  value: rewardClaimValue,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});

/** Claims a login promotion's reward into the main wallet, once. */
export const claimLoginPromotion = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimLoginPromotion',
  relay: 'MCSFE_claimLoginPromotion',
  body: promotionBody,
  value: rewardClaimValue,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});

/** Claims a reward ticket into the main wallet, once, before it ends. */
export const claimTicket = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/PROMOFE_claimTicket',
  relay: 'PROMOFE_claimTicket',
  body: ticketBody,
  value: rewardClaimValue,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});

/** Gives up a ticket or a voucher not claimed yet; answers it cancelled. */
export const cancelTicket = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_cancelTicket',
  relay: 'MCSFE_cancelTicket',
  body: ticketBody,
  value: rewardTicket,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});
