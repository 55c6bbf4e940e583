import { errorCodes } from '@lobby/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberExclusions } from '../db/schema';
import { ApiError } from '../lib/apiError';
import { revokeMemberSessions } from './sessions';

// Responsible gambling: a time-out or a self-exclusion the member chooses. The member's sessions end at once and every
// login is refused until the period is over (on the platform clock). A longer period chosen later extends it; a
// shorter one never shortens it.

const hourMs = 60 * 60 * 1000;

/** The periods a member may choose (`selfExclude`): time-outs of 24 hours, 7 and 30 days, a self-exclusion of 6 months. */
export const exclusionPeriods = {
  '24H': 24 * hourMs,
  '7D': 7 * 24 * hourMs,
  '30D': 30 * 24 * hourMs,
  '6M': 183 * 24 * hourMs,
} as const;

export type ExclusionPeriod = keyof typeof exclusionPeriods;

export const exclusionErrors = {
  excluded: (until: Date) =>
    new ApiError(
      403,
      errorCodes.selfExcluded,
      `You chose a break from play: you can log in again after ${until.toISOString()}.`,
      { data: { until: until.getTime() } },
    ),
};

/** Starts a time-out or self-exclusion from `at` and ends the member's sessions. Answers when it ends. */
export async function excludeMember(db: Database, memberId: number, period: ExclusionPeriod, at: Date): Promise<Date> {
  const wanted = new Date(at.getTime() + exclusionPeriods[period]);
  const [row] = await db
    .insert(memberExclusions)
    .values({ memberId, until: wanted, createdAt: at })
    .onConflictDoUpdate({
      target: memberExclusions.memberId,
      set: { until: sql`greatest(${memberExclusions.until}, excluded.until)` },
    })
    .returning({ until: memberExclusions.until });
  await revokeMemberSessions(db, memberId);
  return row?.until ?? wanted;
}

/** Refuses (`self_excluded`, with its end) a login of a member excluded at `at`. */
export async function refuseExcluded(db: Database, memberId: number, at: Date): Promise<void> {
  const [row] = await db
    .select({ until: memberExclusions.until })
    .from(memberExclusions)
    .where(and(eq(memberExclusions.memberId, memberId), gt(memberExclusions.until, at)));
  if (row) throw exclusionErrors.excluded(row.until);
}
