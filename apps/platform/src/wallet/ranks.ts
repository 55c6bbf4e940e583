import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { vipRanks, walletTransactions, type Member, type VipRank } from '../db/schema';
import type { Cents } from './money';

// VIP ranks earned by play: a member's rank is the highest of the merchant's ladder whose monthly turnover the
// member's stakes of the calendar month reach. It is read from the ledger's bets whenever asked for, so it follows
// every round at once and a new month starts from the bottom with nothing to reset.

/** The calendar month holding `at`, in UTC (merchants keep no time zone): its first instant and the next month's. */
export function monthOf(at: Date): { start: Date; end: Date } {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

const isBetOf = (memberId: number) =>
  and(eq(walletTransactions.memberId, memberId), eq(walletTransactions.kind, 'bet'));

/** Bet rows are negative: what was staked is their sum turned round. */
const staked = sql`-${walletTransactions.amount}`;

/** What the member staked in the calendar month of `at`: the query, for use inside another. */
function monthlyStakes(db: Database, memberId: number, at: Date) {
  const { start, end } = monthOf(at);
  return db
    .select({ sum: sql`coalesce(sum(${staked}), 0)` })
    .from(walletTransactions)
    .where(and(isBetOf(memberId), gte(walletTransactions.createdAt, start), lt(walletTransactions.createdAt, end)));
}

/** The member's rank in the month of `at`, or undefined (a merchant without a ladder, or below its first rank). */
export async function rankOf(db: Database, member: Pick<Member, 'id' | 'merchantId'>, at: Date) {
  const [rank] = await db
    .select()
    .from(vipRanks)
    .where(
      and(
        eq(vipRanks.merchantId, member.merchantId),
        lte(vipRanks.monthlyTurnover, sql`(${monthlyStakes(db, member.id, at)})`),
      ),
    )
    .orderBy(desc(vipRanks.level))
    .limit(1);
  return rank;
}

export interface RankProgress {
  /** The rank held this month; undefined below the ladder's first rank. */
  rank: VipRank | undefined;
  /** The rank above it; undefined at the top. */
  next: VipRank | undefined;
  /** Staked this calendar month and ever, in hundredths. */
  monthly: Cents;
  total: Cents;
}

/** The member's rank, the next one and the turnover between them, in the month of `at`. */
export async function rankProgressOf(
  db: Database,
  member: Pick<Member, 'id' | 'merchantId'>,
  at: Date,
): Promise<RankProgress> {
  const { start, end } = monthOf(at);
  const inMonth = and(gte(walletTransactions.createdAt, start), lt(walletTransactions.createdAt, end));
  const [ladder, [stakes]] = await Promise.all([
    db.select().from(vipRanks).where(eq(vipRanks.merchantId, member.merchantId)).orderBy(asc(vipRanks.level)),
    db
      .select({
        monthly: sql<string>`coalesce(sum(${staked}) filter (where ${inMonth}), 0)`,
        total: sql<string>`coalesce(sum(${staked}), 0)`,
      })
      .from(walletTransactions)
      .where(isBetOf(member.id)),
  ]);
  const monthly = Number(stakes?.monthly ?? 0);
  const rank = ladder.filter((row) => row.monthlyTurnover <= monthly).at(-1);
  const next = ladder.find((row) => row.level > (rank?.level ?? 0));
  return { rank, next, monthly, total: Number(stakes?.total ?? 0) };
}
