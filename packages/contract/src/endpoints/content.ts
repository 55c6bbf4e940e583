import { looseObject, object, optional, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import {
  availablePromotionsValue,
  promotionCategoriesValue,
  raffleClaimValue,
  raffleStatusValue,
} from './content.values';
import { acknowledgement, idLike, opaque, openQuery } from './primitives';

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

export const promotionClaimList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPromotionClaimList',
  relay: 'MCS2_getPromotionClaimList',
  query: openQuery,
  value: opaque,
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

/** Sign-up promotion reward request. */
export const signUpPromotionReward = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpRequestReward',
  relay: 'MCSFE_signUpRequestReward',
  body: optional(object({ promotionId: optional(idLike) })),
  value: acknowledgement,
  encrypted: false,
  auth: 'required',
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
