import { currencyPlan, type Cents } from '../wallet/money';

// Each merchant's manual rebate (MANPLAYREB3): a rate per product and the least a claim pays out.

/**
 * The rates, in hundredths of a percent of the valid bet: slots and fishing pay back the most, as their margins allow;
 * live tables, cards and sports less; the lotteries least.
 */
const ratesByProduct: Readonly<Record<string, number>> = {
  RNG: 80,
  FISH: 80,
  LIVE: 50,
  PVP: 50,
  SPORTS: 60,
  ELOTT: 40,
  LOTT: 30,
};

/**
 * The merchant's rates, each with the least a claim pays out (one unit of the currency, a thousand in VND, IDR and
 * MMK like the wallets) and the time it counts bets from: `since`, the start of the seed's calendar month, where the
 * monthly rebates of the seeded history end and the member claims the rest.
 */
export function rebateRatesFor(
  currency: string,
  since: Date,
): Array<{ productType: string; rateBasisPoints: number; minimumClaim: Cents; since: Date }> {
  const minimumClaim = currencyPlan(currency).opening / 2_000;
  return Object.entries(ratesByProduct).map(([productType, rateBasisPoints]) => ({
    productType,
    rateBasisPoints,
    minimumClaim,
    since,
  }));
}
