import { moneyDecimals } from '../money';

/** Why a typed amount cannot be sent; each has its own message. */
export type AmountProblem = 'empty' | 'format' | 'decimals' | 'zero' | 'belowMinimum' | 'aboveMaximum' | 'overBalance';

/** What bounds an amount, in the currency's units as the platform answers them. */
export interface AmountLimits {
  /** What the source wallet holds. */
  balance?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
}

const centsPerUnit = 10 ** moneyDecimals;

/** An amount of the platform (a decimal number) in hundredths, so comparisons never meet binary fractions. */
export const centsOf = (amount: number): number => Math.round(amount * centsPerUnit);

/** Hundredths as the number a body carries (`12.5`). */
export const amountOfCents = (cents: number): number => cents / centsPerUnit;

/**
 * A typed amount in hundredths, or why it is none: digits with an optional point and at most the money's decimals
 * (`12`, `12.5`, `.5`); no sign, no letters, no thousands separators, so what is sent is exactly what was read.
 */
export function readAmount(text: string): { cents: number } | { problem: 'empty' | 'format' | 'decimals' } {
  const typed = text.trim();
  if (typed === '') return { problem: 'empty' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(typed);
  if (!match || (match[1] === '' && !match[2])) return { problem: 'format' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > moneyDecimals) return { problem: 'decimals' };
  const cents = Number(whole || '0') * centsPerUnit + Number(fraction.padEnd(moneyDecimals, '0'));
  return Number.isSafeInteger(cents) ? { cents } : { problem: 'format' };
}

/** The first reason `text` is not an amount that may be sent within `limits`, or undefined when it is one. */
export function amountProblem(text: string, limits: AmountLimits = {}): AmountProblem | undefined {
  const read = readAmount(text);
  if ('problem' in read) return read.problem;
  if (read.cents <= 0) return 'zero';
  if (limits.minimum !== undefined && read.cents < centsOf(limits.minimum)) return 'belowMinimum';
  if (limits.maximum !== undefined && read.cents > centsOf(limits.maximum)) return 'aboveMaximum';
  if (limits.balance !== undefined && read.cents > centsOf(limits.balance)) return 'overBalance';
  return undefined;
}
