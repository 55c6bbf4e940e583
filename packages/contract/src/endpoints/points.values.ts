import { array, integer, looseObject, minValue, pipe, string, union, type InferOutput } from 'valibot';
import { flagLike, idLike, maybe, numberLike } from './primitives';

// The points mall (PTSYS3, contract §5.7). Points are whole numbers; money amounts carry two decimals like balances.
// The contract quotes the calls and the catalogue's fields; the other answers' shapes are the reference platform's
// (docs/decisions/0041-points-mall.md), read tolerantly: unknown fields pass, absent ones read as null.

/** A number of points, or a count: whole and never below zero. */
const wholeCount = pipe(numberLike, integer('Expected whole points'), minValue(0, 'Expected a number not below zero'));

/** An amount of money: never below zero. */
const notNegative = pipe(numberLike, minValue(0, 'Expected a number not below zero'));

/**
 * A reward's pictures: the contract names `merchandiseImages` without showing it; a list of URLs, a list of
 * `{url}` or a comma-separated string are all read.
 */
export const merchandiseImages = union([array(string()), array(looseObject({ url: string() })), string()]);

/**
 * One reward of the catalogue (`MCSFE_getPointReward`): `price` in points, `displayPointMoneyAmt` what the points are
 * worth in money at the merchant's rate; `mpPointAmount` with `mpMoneyAmount` a price in points and money where the
 * merchant offers one (null otherwise); `inventory` what is left (0: sold out); `type` the catalogue tab it is on.
 */
export const pointReward = looseObject({
  id: idLike,
  name: string(),
  description: maybe(string()),
  price: wholeCount,
  mpMoneyAmount: maybe(notNegative),
  mpPointAmount: maybe(wholeCount),
  displayPointMoneyAmt: maybe(notNegative),
  inventory: wholeCount,
  showIcon: maybe(string()),
  merchandiseImages: maybe(merchandiseImages),
  adjustedCount: maybe(numberLike),
  type: maybe(string()),
});

export const pointRewardsValue = looseObject({
  list: array(pointReward),
  totalPages: maybe(numberLike),
  totalCount: maybe(numberLike),
});

/** The catalogue's tabs (`MCSFE_getPointRewardConversionType`): `VIRTUAL` (credited to the account), `PHYSICAL` (sent). */
export const pointConversionTypesValue = array(looseObject({ type: string(), name: maybe(string()) }));

/**
 * The merchant's points scheme (`MCSFE_getPointConfig`): the valid bet that earns one point (`betPerPoint`, money),
 * what one point converts to (`moneyPerPoint`, money), the fewest points a conversion takes, and whether conversion
 * is offered.
 */
export const pointConfigValue = looseObject({
  betPerPoint: maybe(notNegative),
  moneyPerPoint: notNegative,
  minConvertPoints: maybe(wholeCount),
  convertEnabled: maybe(flagLike),
});

/** Where a redemption stands: the platform sends these upper case; other values are shown as sent. */
export const redemptionStatuses = ['PROCESSING', 'APPROVED', 'REJECTED'] as const;

/** One redemption of the member's redeem history. Times are epoch milliseconds. */
export const redemption = looseObject({
  id: idLike,
  rewardId: maybe(idLike),
  rewardName: maybe(string()),
  quantity: wholeCount,
  pointAmount: wholeCount,
  status: string(),
  province: maybe(string()),
  remarks: maybe(string()),
  showIcon: maybe(string()),
  createdTime: numberLike,
  updatedTime: maybe(numberLike),
});

export const redeemPointListValue = looseObject({
  list: array(redemption),
  totalPages: maybe(numberLike),
  totalCount: maybe(numberLike),
});

/** A redemption made: its id, status (`PROCESSING`) and the points left. */
export const redeemPointRewardValue = looseObject({
  redeemId: idLike,
  status: string(),
  pointAmount: wholeCount,
  pointBalance: wholeCount,
});

/** A conversion made: the points taken, the money credited to the main wallet and the points left. */
export const convertPointsValue = looseObject({
  pointAmount: wholeCount,
  amount: notNegative,
  pointBalance: wholeCount,
});

/** The point ledger's account (`memberTransactions` `accountTypeId`). */
export const pointAccountTypeId = 9;

/**
 * The point ledger's transaction types (`txTypeId` of `memberTransactions` with `accountTypeId: 9`): 91xx add points,
 * 92xx take them. The original's point details exclude 9203, which the reference platform never writes.
 */
export const pointTxTypes = {
  earned: 9101,
  given: 9102,
  redemptionReturned: 9103,
  redeemed: 9201,
  converted: 9202,
} as const;

export type PointRewardItem = InferOutput<typeof pointReward>;
export type Redemption = InferOutput<typeof redemption>;
