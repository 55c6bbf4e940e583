import { object, optional, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { idLike, numberLike, openQuery } from './primitives';
import {
  convertPointsValue,
  pointConfigValue,
  pointConversionTypesValue,
  pointRewardsValue,
  redeemPointListValue,
  redeemPointRewardValue,
} from './points.values';

// The points mall (PTSYS3, contract §5.7, Appendix A). The point ledger is `memberTransactions` with
// `accountTypeId: 9`. See docs/decisions/0041-points-mall.md.

/** The member's points: a whole number. */
export const pointBalance = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPointBalance',
  relay: 'MCSFE_getPointBalance',
  value: numberLike,
  encrypted: false,
  auth: 'required',
  module: 'PTSYS3',
});

/**
 * One page of the catalogue of a type (`VIRTUAL`, `PHYSICAL`: `pointConversionTypes`). A visitor sees it too: only
 * redeeming needs a session.
 */
export const pointRewards = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPointReward',
  relay: 'MCSFE_getPointReward',
  query: object({ type: optional(string()), page: optional(numberLike), size: optional(numberLike) }),
  value: pointRewardsValue,
  encrypted: false,
  auth: 'optional',
  module: 'PTSYS3',
});

/** The catalogue's types, as its tabs. */
export const pointConversionTypes = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPointRewardConversionType',
  relay: 'MCSFE_getPointRewardConversionType',
  query: openQuery,
  value: pointConversionTypesValue,
  encrypted: false,
  auth: 'optional',
  module: 'PTSYS3',
});

/** The merchant's points scheme: what earns a point, what a point converts to. */
export const pointConfig = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPointConfig',
  relay: 'MCSFE_getPointConfig',
  query: openQuery,
  value: pointConfigValue,
  encrypted: false,
  auth: 'optional',
  module: 'PTSYS3',
});

/**
 * The member's redemptions, newest first: `startDate`/`endDate` (`YYYY-MM-DD`, the member's days, both included),
 * `status` one of `PROCESSING`, `APPROVED`, `REJECTED` (all when absent).
 */
export const redeemPointList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getRedeemPointList',
  relay: 'MCSFE_getRedeemPointList',
  query: object({
    startDate: optional(string()),
    endDate: optional(string()),
    page: optional(numberLike),
    size: optional(numberLike),
    status: optional(string()),
  }),
  value: redeemPointListValue,
  encrypted: false,
  auth: 'required',
  module: 'PTSYS3',
});

/**
 * Redeems `quantity` of a reward for its price in points, checked by the member's login password; a physical reward
 * needs the address (`province`, with `remarks` for the rest of it). Password-checked and encrypted; send an
 * `Idempotency-Key` header, the same for a retry, so it redeems once.
 */
export const redeemPointReward = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
  relay: 'MCSFE_redeemPointReward',
  body: object({
    rewardId: idLike,
    quantity: numberLike,
    redeemType: optional(string()),
    password: string(),
    province: optional(string()),
    remarks: optional(string()),
  }),
  value: redeemPointRewardValue,
  encrypted: true,
  auth: 'required',
  module: 'PTSYS3',
});

/**
 * Converts `amount` points into money in the main wallet at the merchant's rate, checked by the member's login
 * password. Password-checked and encrypted; money-moving: send an `Idempotency-Key` header.
 */
export const convertPoints = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCSFE_convertPoint',
  relay: 'MCSFE_convertPoint',
  body: object({ amount: numberLike, password: string() }),
  value: convertPointsValue,
  encrypted: true,
  auth: 'required',
  module: 'PTSYS3',
});
