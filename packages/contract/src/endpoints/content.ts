import { looseObject, object, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import {
  availablePromotionsValue,
  promotionCategoriesValue,
  raffleClaimValue,
  raffleStatusValue,
} from './content.values';
import { idLike, opaque, openQuery } from './primitives';
import { memberPromotion, memberPromotionsValue } from './rewards.values';

// Called on start-up: defined with the other start-up calls.
export { announcements } from './startup';

export const availablePromotions = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAvailablePromotions',
  relay: 'MCSFE_getAvailablePromotions',
  value: availablePromotionsValue,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});

/** The guest variant of `availablePromotions`. */
export const merchantAvailablePromotions = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  relay: 'MCSFE_getMerchantAvailablePromotions',
  value: availablePromotionsValue,
  encrypted: false,
  auth: 'none',
  module: 'REWCEN3',
});

export const promotionCategories = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  relay: 'PROMOFE_getPromotionAnnouncementCategory',
  value: promotionCategoriesValue,
  encrypted: false,
  auth: 'optional',
});

/** Every running, coming or recently ended promotion with the member's status in it (spec 2 §4). */
export const promotionClaimList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPromotionClaimList',
  relay: 'MCS2_getPromotionClaimList',
  value: memberPromotionsValue,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});

export const rafflePromotionStatus = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getRafflePromotionStatus',
  relay: 'MCSFE_getRafflePromotionStatus',
  query: object({ rafflePromotionId: idLike, raffleScheduleId: idLike }),
  value: raffleStatusValue,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});

export const claimRafflePromotion = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimRafflePromotion',
  relay: 'MCSFE_claimRafflePromotion',
  body: object({ promotionId: idLike, raffleScheduleId: idLike }),
  value: raffleClaimValue,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});

/**
 * Joins a sign-up promotion: asks for its reward, which the merchant checks (`process`) and then issues or rejects;
 * answers the member's new standing.
 */
export const signUpPromotionReward = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpRequestReward',
  relay: 'MCSFE_signUpRequestReward',
  body: object({ promotionId: idLike }),
  value: memberPromotion,
  encrypted: false,
  auth: 'required',
  module: 'REWCEN3',
});

/** Live-stream models. */
export const liveModels = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CBS_modelList',
  relay: 'CBS_modelList',
  query: openQuery,
  value: opaque,
  encrypted: false,
  auth: 'none',
  module: 'CBS3',
});

export const launchChat = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  relay: 'CBS_launchChat',
  query: openQuery,
  value: looseObject({ chatUrl: string() }),
  encrypted: false,
  auth: 'required',
  module: 'CBS3',
});
