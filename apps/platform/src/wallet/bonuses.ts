import { bonusStatuses, errorCodes, type BonusStatus } from '@lobby/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { betRecords, memberBonuses } from '../db/schema';
import { ApiError } from '../lib/apiError';
import type { Cents } from './money';

// The bonuses a member received (the member centre's `bonusDetails`). A bonus's turnover is the member's valid bets of
// every product from its grant until it ends or is cancelled, read from the betting record whenever asked for, and its
// status follows from that: completed once the turnover reaches the requirement, else cancelled by the merchant,
// expired when its end came first, or active until then.

export const bonusErrors = {
  statusUnknown: (status: string) =>
    new ApiError(
      400,
      errorCodes.bonusStatusUnknown,
      `There is no bonus status "${status}": choose ${bonusStatuses.join(', ')}.`,
      { field: 'status' },
    ),
};

/** A status as the caller names it (any case), or the refusal naming the choices. */
export function bonusStatusOf(text: string): BonusStatus {
  const status = bonusStatuses.find((known) => known === text.trim().toUpperCase());
  if (!status) throw bonusErrors.statusUnknown(text);
  return status;
}

export interface BonusRow {
  id: number;
  promotionCode: string;
  promotionNames: Record<string, string>;
  amount: Cents;
  turnoverRequired: Cents;
  /** Counted towards the requirement, at most the requirement. */
  turnoverAchieved: Cents;
  status: BonusStatus;
  grantedAt: Date;
  expiresAt: Date | null;
}

/** The bonuses of a member with each one's turnover and status at `now`: a query to page and filter. */
function bonusesWithStatus(db: Database, memberId: number, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Bets count from the grant until the first of its end, its cancellation and now (a round of this instant too).
  const until = sql`least(coalesce(${memberBonuses.expiresAt}, 'infinity'), coalesce(${memberBonuses.cancelledAt}, 'infinity'), ${at} + interval '1 millisecond')`;
  const played = sql`(select coalesce(sum(${betRecords.validBet}), 0) from ${betRecords}
    where ${betRecords.memberId} = ${memberBonuses.memberId} and ${betRecords.createdAt} >= ${memberBonuses.createdAt}
      and ${betRecords.createdAt} < ${until})`;
  const achieved = sql`least(${played}, ${memberBonuses.turnoverRequired})`;
  return db
    .select({
      id: memberBonuses.id,
      promotionCode: memberBonuses.promotionCode,
      promotionNames: memberBonuses.promotionNames,
      amount: memberBonuses.amount,
      turnoverRequired: memberBonuses.turnoverRequired,
      turnoverAchieved: sql<string>`${achieved}`.as('turnover_achieved'),
      // Met before it ended or was cancelled (the bets count up to then): completed, whatever came after.
      status: sql<BonusStatus>`case
        when ${achieved} >= ${memberBonuses.turnoverRequired} then 'COMPLETED'
        when ${memberBonuses.cancelledAt} is not null then 'CANCELLED'
        when ${memberBonuses.expiresAt} <= ${at} then 'EXPIRED'
        else 'ACTIVE' end`.as('status'),
      grantedAt: memberBonuses.createdAt,
      expiresAt: memberBonuses.expiresAt,
    })
    .from(memberBonuses)
    .where(eq(memberBonuses.memberId, memberId))
    .as('bonuses');
}

/** A page of the member's bonuses (of one status when named), newest first, and how many the filter holds. */
export async function bonusPage(
  db: Database,
  query: { memberId: number; status?: BonusStatus; page: number; size: number; now: Date },
): Promise<{ rows: BonusRow[]; total: number }> {
  const { memberId, status, page, size, now } = query;
  const bonuses = bonusesWithStatus(db, memberId, now);
  const where = status ? eq(bonuses.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bonuses)
      .where(where)
      .orderBy(desc(bonuses.grantedAt), desc(bonuses.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(bonuses).where(and(where)),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, turnoverAchieved: Number(row.turnoverAchieved) })),
    total: total?.n ?? 0,
  };
}
