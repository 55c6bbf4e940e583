import { array, looseObject, minValue, pipe, string } from 'valibot';
import { idLike, maybe, numberLike } from './primitives';

// The member centre's personal profit and loss (`personalProfit`) and bonus details (`bonusDetails`): what the member
// staked, won and was credited over a period, and the bonuses of promotions with their turnover. Amounts with two
// decimals, like balances.

/**
 * The periods a profit and loss is asked for: whole UTC days, weeks from Monday and calendar months, as the records'
 * days are UTC. `THIS_WEEK` and `THIS_MONTH` run up to now.
 */
export const profitPeriods = ['TODAY', 'YESTERDAY', 'THIS_WEEK', 'LAST_WEEK', 'THIS_MONTH', 'LAST_MONTH'] as const;
export type ProfitPeriod = (typeof profitPeriods)[number];

/** Where a bonus stands: turnover still owed, met, not met before its end, or withdrawn by the merchant. */
export const bonusStatuses = ['ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELLED'] as const;
export type BonusStatus = (typeof bonusStatuses)[number];

/** An amount or a count that cannot be below zero. */
const notNegative = pipe(numberLike, minValue(0, 'Expected a number not below zero'));

/**
 * One product's play in the period, as the betting record of that product counts it: the bets placed, their stakes,
 * the part counted as turnover, the payouts and the win or loss (payouts less stakes, negative for a loss).
 */
export const productProfit = looseObject({
  productType: string(),
  betCount: notNegative,
  betAmount: notNegative,
  validBetAmount: notNegative,
  payout: notNegative,
  winLoss: numberLike,
});

/**
 * A period's profit and loss: its first instant and the first instant after it (`endTime`, epoch ms), each product's
 * play, and the whole: the products' totals, the bonuses and rebates credited in the period (null when the answer is
 * narrowed to one product: they belong to none) and the net (win or loss, plus bonuses and rebates).
 */
export const profitLossValue = looseObject({
  period: string(),
  startTime: numberLike,
  endTime: numberLike,
  products: array(productProfit),
  summary: looseObject({
    betCount: notNegative,
    betAmount: notNegative,
    validBetAmount: notNegative,
    payout: notNegative,
    winLoss: numberLike,
    bonus: maybe(numberLike),
    rebate: maybe(numberLike),
    netProfit: numberLike,
  }),
});

/**
 * A bonus the member received: its promotion (id and name in the caller's language), the amount credited, the
 * turnover it asks for and the turnover of valid bets counted towards it (at most the requirement), when it was
 * granted and when it ends (null: no end), and its status (`bonusStatuses`).
 */
export const bonusRecord = looseObject({
  id: idLike,
  promotionId: maybe(idLike),
  promotionName: string(),
  amount: notNegative,
  turnoverRequired: notNegative,
  turnoverAchieved: notNegative,
  status: string(),
  grantTime: numberLike,
  expireTime: maybe(numberLike),
});

/** A page of the member's bonuses, newest first, with the count of the filter. */
export const bonusDetailsValue = looseObject({
  list: array(bonusRecord),
  totalCount: notNegative,
  totalPages: notNegative,
});
