import { currencyPlan, type Cents } from '../wallet/money';

// Each merchant's VIP ladder, and the bets that put the demo members part of the way up it.

/** The ladder in whole units of a currency worth as much as THB or AED; small-unit currencies scale like the wallets. */
const ladder: ReadonlyArray<{ name: string; units: number }> = [
  { name: 'Bronze', units: 0 },
  { name: 'Silver', units: 500 },
  { name: 'Gold', units: 2_500 },
  { name: 'Platinum', units: 10_000 },
  { name: 'Diamond', units: 50_000 },
];

/** The merchant's ranks, level 1 (Bronze, which every member holds) to 5, with the monthly turnover each asks for. */
export function ranksFor(currency: string): Array<{ level: number; name: string; monthlyTurnover: Cents }> {
  const unit = currencyPlan(currency).opening / 2_000;
  return ladder.map(({ name, units }, index) => ({ level: index + 1, name, monthlyTurnover: units * unit }));
}

/**
 * What the demo members have staked, as shares of the currency's opening balance: this calendar month's, the month
 * before's and the one before that (played from when they registered, where that is later). player01 holds Gold on
 * the way to Platinum, player02 and agent01 Silver on the way to Gold; agent02's team plays a little every month, short
 * of Silver; the others have not played (Bronze).
 */
export const demoBets: Readonly<Record<string, { thisMonth: number; lastMonth: number; monthBefore: number }>> = {
  player01: { thisMonth: 1.5, lastMonth: 2.25, monthBefore: 1 },
  player02: { thisMonth: 0.4, lastMonth: 0.2, monthBefore: 0.3 },
  agent01: { thisMonth: 0.3, lastMonth: 0.5, monthBefore: 0 },
  agent02: { thisMonth: 0.2, lastMonth: 0.35, monthBefore: 0.25 },
  player06: { thisMonth: 0.15, lastMonth: 0.3, monthBefore: 0.2 },
  player07: { thisMonth: 0.1, lastMonth: 0.25, monthBefore: 0.1 },
  player08: { thisMonth: 0.1, lastMonth: 0, monthBefore: 0 },
  agent03: { thisMonth: 0.1, lastMonth: 0.2, monthBefore: 0.1 },
  player09: { thisMonth: 0.2, lastMonth: 0.3, monthBefore: 0.15 },
  player10: { thisMonth: 0.15, lastMonth: 0.1, monthBefore: 0 },
};

/** `total` as the demo stakes in turn (smallest first), the last one what is left. */
export function stakesOf(total: Cents, stakes: readonly Cents[]): Cents[] {
  const played: Cents[] = [];
  let left = total;
  for (let index = 0; left > 0; index += 1) {
    const stake = Math.min(stakes[index % stakes.length] ?? left, left);
    played.push(stake);
    left -= stake;
  }
  return played;
}
