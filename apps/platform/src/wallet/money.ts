/**
 * Money as the wallets keep it: whole hundredths of the currency unit ("cents", for every currency, VND included),
 * because the platform sends every amount with two decimals and integers keep sums exact.
 */
export type Cents = number;

/** The amount as the platform sends it: a number with (at most) two decimals. */
export function toWire(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** Hundredths of a wire amount (`12.5` -> 1250), rounded to the nearest hundredth. */
export function fromWire(amount: number): Cents {
  return Math.round(amount * 100);
}

const decimalPattern = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * A decimal amount typed or posted as text (`"10"`, `"10.5"`, `"10.50"`): its hundredths, or undefined for anything
 * else (signs, exponents, more than two decimals, more than 13 integer digits).
 */
export function parseAmount(text: string): Cents | undefined {
  const match = decimalPattern.exec(text.trim());
  if (!match) return undefined;
  const [, units = '0', fraction = ''] = match;
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

/** `1234567` -> `"12345.67"`: the form value of an amount, read back by parseAmount. */
export function plainAmount(cents: Cents): string {
  return (cents / 100).toFixed(2);
}

const grouped = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1234567` -> `"12,345.67"`. */
export function groupedAmount(cents: Cents): string {
  return grouped.format(cents / 100);
}

/**
 * What a demo wallet holds in a currency: the seed's opening balance, the stakes a demo round offers and the play
 * credits of a free trial. Currencies whose unit is worth little (VND, IDR, MMK) play with a thousand times more.
 */
export interface CurrencyPlan {
  opening: Cents;
  stakes: readonly Cents[];
  trialCredits: Cents;
}

const standardPlan: CurrencyPlan = {
  opening: 2_000_00,
  stakes: [10_00, 50_00, 100_00],
  trialCredits: 1_000_00,
};

const smallUnitCurrencies = new Set(['VND', 'IDR', 'MMK']);

export function currencyPlan(currency: string): CurrencyPlan {
  if (!smallUnitCurrencies.has(currency)) return standardPlan;
  return {
    opening: standardPlan.opening * 1000,
    stakes: standardPlan.stakes.map((stake) => stake * 1000),
    trialCredits: standardPlan.trialCredits * 1000,
  };
}

/**
 * The stakes a round of a game offers in a currency: the plan's stakes from the game's minimum bet up, or the minimum
 * bet alone when it is above them all (a live table).
 */
export function stakesFor(currency: string, minBet: number): Cents[] {
  const minimum = fromWire(minBet);
  const stakes = currencyPlan(currency).stakes.filter((stake) => stake >= minimum);
  return stakes.length ? stakes : [Math.max(minimum, 1)];
}
