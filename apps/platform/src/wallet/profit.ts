import { betProductTypes, errorCodes, profitPeriods, type BetProductType, type ProfitPeriod } from '@lobby/contract';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountRecordRows, betRecords, walletTransactions } from '../db/schema';
import { ApiError } from '../lib/apiError';
import type { Cents } from './money';
import { calendarPeriod, type CalendarUnit } from './periods';
import { kindsOfType, recordErrors, type DateRange } from './records';

// Personal profit and loss: what a member staked and won per product over a period, from the betting record, and what
// the merchant credited in it as bonuses and rebates, from the ledger rows the account record shows under those
// types. Periods are whole UTC days, weeks and months, as the records' days are: merchants keep no time zone.

export const profitErrors = {
  periodUnknown: (period: string) =>
    new ApiError(
      400,
      errorCodes.profitPeriodUnknown,
      `There is no profit and loss period "${period}": choose ${profitPeriods.join(', ')}.`,
      { field: 'period' },
    ),
};

/** A period as the caller names it (any case), or the refusal naming the choices. */
export function periodOf(text: string): ProfitPeriod {
  const period = profitPeriods.find((known) => known === text.trim().toUpperCase());
  if (!period) throw profitErrors.periodUnknown(text);
  return period;
}

/** A product as the caller names it (any case), or the betting record's refusal of an unknown one. */
export function productOf(text: string): BetProductType {
  const product = betProductTypes.find((known) => known === text.trim().toUpperCase());
  if (!product) throw recordErrors.productUnknown(text);
  return product;
}

/** Where each period lies: the calendar period holding now, or the one before. */
const periodsAsCalendar: Record<ProfitPeriod, [CalendarUnit, number]> = {
  TODAY: ['day', 0],
  YESTERDAY: ['day', -1],
  THIS_WEEK: ['week', 0],
  LAST_WEEK: ['week', -1],
  THIS_MONTH: ['month', 0],
  LAST_MONTH: ['month', -1],
};

/**
 * The whole UTC day, week (Monday to Sunday) or calendar month the period names around `now`: its first instant and
 * the first instant after it. The current ones end in the future, where nothing has been played yet.
 */
export function periodRange(period: ProfitPeriod, now: Date): DateRange {
  const [unit, offset] = periodsAsCalendar[period];
  return calendarPeriod(unit, now, offset);
}

export interface ProductPlay {
  productType: BetProductType;
  bets: number;
  stake: Cents;
  validBet: Cents;
  payout: Cents;
}

export interface ProfitLoss {
  /** Each product asked for, in the lanes' order, with nothing played as zeros. */
  products: ProductPlay[];
  /** Credited in the period; undefined when the answer is narrowed to one product. */
  bonus: Cents | undefined;
  rebate: Cents | undefined;
}

/**
 * The member's play per product in `range` (every product, or the one named), counted as the betting record counts
 * it, and, for the whole, the bonuses and rebates of the main wallet's ledger in the range (a cancelled bonus's
 * take-back counts against them).
 */
export async function profitLoss(
  db: Database,
  query: { memberId: number; range: DateRange; productType?: BetProductType },
): Promise<ProfitLoss> {
  const { memberId, range, productType } = query;
  const products = productType ? [productType] : [...betProductTypes];
  const inRange = <C extends typeof betRecords.createdAt | typeof walletTransactions.createdAt>(column: C) =>
    and(gte(column, range.from), lt(column, range.to));
  const credited = [...kindsOfType.BONUS, ...kindsOfType.REBATE];
  const [played, ledger] = await Promise.all([
    db
      .select({
        productType: betRecords.productType,
        bets: count(),
        stake: sql<string>`coalesce(sum(${betRecords.stake}), 0)`,
        validBet: sql<string>`coalesce(sum(${betRecords.validBet}), 0)`,
        payout: sql<string>`coalesce(sum(${betRecords.payout}), 0)`,
      })
      .from(betRecords)
      .where(
        and(
          eq(betRecords.memberId, memberId),
          inArray(betRecords.productType, products),
          inRange(betRecords.createdAt),
        ),
      )
      .groupBy(betRecords.productType),
    productType
      ? []
      : db
          .select({
            kind: walletTransactions.kind,
            amount: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)`,
          })
          .from(walletTransactions)
          .where(
            and(
              eq(walletTransactions.memberId, memberId),
              inArray(walletTransactions.kind, credited),
              inRange(walletTransactions.createdAt),
              // The account record's rows, and so its indexes.
              accountRecordRows(walletTransactions),
            ),
          )
          .groupBy(walletTransactions.kind),
  ]);
  const sumOf = (kinds: readonly string[]) =>
    ledger.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + Number(row.amount), 0);
  return {
    products: products.map((product) => {
      const row = played.find((found) => found.productType === product);
      return {
        productType: product,
        bets: row?.bets ?? 0,
        stake: Number(row?.stake ?? 0),
        validBet: Number(row?.validBet ?? 0),
        payout: Number(row?.payout ?? 0),
      };
    }),
    bonus: productType ? undefined : sumOf(kindsOfType.BONUS),
    rebate: productType ? undefined : sumOf(kindsOfType.REBATE),
  };
}
