import { array, looseObject, minValue, pipe, record, string } from 'valibot';
import { maybe, numberLike } from './primitives';

// The member's rebate on bets (contract §5.8, the member centre's `manualRebate`): the rate of each product and what
// the valid bets since the last claim have earned at it. Rates are percentages of the valid bet (`0.8` is 0.8 %);
// amounts carry two decimals, like balances.

/** An amount, a rate or a valid bet: never below zero. */
const notNegative = pipe(numberLike, minValue(0, 'Expected a number not below zero'));

/** One rate of a product: the percentage of the valid bet paid back. */
export const rebateSetting = looseObject({ rebateValue: notNegative });

/**
 * The member's rates by product (`MCSFE_getCustomerRebateSettingByProductType`): `{RNG: [{rebateValue: 0.8}], ...}`,
 * the contract's shape; a product the merchant pays no rebate on is absent.
 */
export const rebateSettingsValue = record(string(), array(rebateSetting));

/**
 * One product of the manual rebate: the valid bets not yet rebated (since the last claim), the rebate they have earned
 * at the product's rate (rounded down to the hundredth), the least a claim of it pays out, and when the member last
 * claimed it (epoch ms; null before the first claim).
 */
export const manualRebateItem = looseObject({
  productType: string(),
  validBetAmount: notNegative,
  rebateAmount: notNegative,
  minimumAmount: notNegative,
  lastClaimTime: maybe(numberLike),
});

/**
 * Every product the merchant pays a rebate on, and what a claim of them all pays now (`totalRebateAmount`): the
 * rebates that reach their minimum.
 */
export const manualRebateValue = looseObject({
  list: array(manualRebateItem),
  totalRebateAmount: notNegative,
});

/** What a claim paid, product by product: the valid bets it covered, at which rate, for how much; and when. */
export const claimManualRebateValue = looseObject({
  rebateAmount: notNegative,
  claimTime: numberLike,
  list: array(
    looseObject({
      productType: string(),
      validBetAmount: notNegative,
      rebateValue: notNegative,
      rebateAmount: notNegative,
    }),
  ),
});
