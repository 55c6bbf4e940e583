import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { betRecords, memberBetSums } from '../db/schema';
import type { Cents } from './money';
import { calendarPeriod } from './periods';

// The bets' half-month sums (`member_bet_sums`), kept with the bets: whatever writes `bet_records` calls `addBetSums`
// with the same rows in the same transaction (a round of a demo game, the seed, the benchmarks' histories).

/** What a bet adds to its member's half-month. */
export interface BetForSums {
  memberId: number;
  productType: string;
  createdAt?: Date | null | undefined;
  stake: Cents;
  validBet: Cents;
  payout: Cents;
}

/**
 * Adds the bets to their members' half-month sums (`at` for a bet without its own time, as the bets' default), one
 * statement: the bets summed here by member, half-month and product, each sum added to its row or made its row.
 */
export async function addBetSums(
  db: Pick<Database, 'insert'>,
  bets: readonly BetForSums[],
  at: Date = new Date(),
): Promise<void> {
  const sums = new Map<string, typeof memberBetSums.$inferInsert>();
  for (const bet of bets) {
    const halfStart = calendarPeriod('halfMonth', bet.createdAt ?? at).from;
    const key = `${bet.memberId}|${halfStart.getTime()}|${bet.productType}`;
    const sum = sums.get(key) ?? {
      memberId: bet.memberId,
      halfStart,
      productType: bet.productType,
      bets: 0,
      stake: 0,
      validBet: 0,
      payout: 0,
    };
    sum.bets += 1;
    sum.stake += bet.stake;
    sum.validBet += bet.validBet;
    sum.payout += bet.payout;
    sums.set(key, sum);
  }
  const rows = [...sums.values()];
  for (let start = 0; start < rows.length; start += 1_000) {
    await db
      .insert(memberBetSums)
      .values(rows.slice(start, start + 1_000))
      .onConflictDoUpdate({
        target: [memberBetSums.memberId, memberBetSums.halfStart, memberBetSums.productType],
        set: {
          bets: sql`${memberBetSums.bets} + excluded.bets`,
          stake: sql`${memberBetSums.stake} + excluded.stake`,
          validBet: sql`${memberBetSums.validBet} + excluded.valid_bet`,
          payout: sql`${memberBetSums.payout} + excluded.payout`,
        },
      });
  }
}

/** A span of bets: from its first instant up to (not including) `to`, and none placed after `now`. */
export interface BetSpan {
  from: Date;
  to: Date;
  now: Date;
}

/**
 * The bets of one member over a span (of one product or all) as rows `(member_id, at, bets, stake, valid_bet,
 * payout)`, for a statement that sums them per member (`member` the member's id as the statement names it: `team.id`).
 * The half-months the span holds whole are read from their sums, one row each (`at` its start), the running one
 * included, less any bet of theirs placed after `now` (a row of negative amounts; none unless a clock was moved back);
 * the rest of the span (a span of days or weeks: all of it) from the bets themselves, up to `now`.
 */
export function memberBets(member: SQL, span: BetSpan, productType?: string): SQL {
  const { from, to, now } = span;
  const ofProduct = (alias: string) => (productType ? sql`and ${sql.raw(alias)}.product_type = ${productType}` : sql``);
  const halfOf = (at: Date) => calendarPeriod('halfMonth', at).from.getTime();
  const sumsTo = halfOf(from) === from.getTime() ? halfOf(to) : from.getTime();
  const bets = (start: number, end: number, sign: '' | '-', time: SQL) => sql`
    select bet.member_id, bet.created_at as at, ${sql.raw(sign)}1 as bets, ${sql.raw(sign)}bet.stake as stake,
      ${sql.raw(sign)}bet.valid_bet as valid_bet, ${sql.raw(sign)}bet.payout as payout
    from ${betRecords} bet
    where bet.member_id = ${member} and bet.created_at >= ${isoOf(start)} and bet.created_at < ${isoOf(end)}
      and ${time} ${ofProduct('bet')}`;
  const afterSums = bets(
    Math.max(from.getTime(), sumsTo),
    to.getTime(),
    '',
    sql`bet.created_at <= ${isoOf(now.getTime())}`,
  );
  if (sumsTo <= from.getTime()) return afterSums;
  const parts = [
    sql`select sums.member_id, sums.half_start as at, sums.bets, sums.stake, sums.valid_bet, sums.payout
      from ${memberBetSums} sums
      where sums.member_id = ${member} and sums.half_start >= ${isoOf(from.getTime())}
        and sums.half_start < ${isoOf(sumsTo)} ${ofProduct('sums')}`,
    bets(from.getTime(), sumsTo, '-', sql`bet.created_at > ${isoOf(now.getTime())}`),
    ...(sumsTo < to.getTime() ? [afterSums] : []),
  ];
  return sql.join(parts, sql` union all `);
}

const isoOf = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
