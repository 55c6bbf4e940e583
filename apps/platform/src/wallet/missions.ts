import { errorCodes } from '@lobby/contract';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  betRecords,
  members,
  missionClaims,
  missionMilestones,
  missions,
  walletTransactions,
  wallets,
  type Member,
  type Merchant,
  type Mission,
  type MissionMilestone,
  type MissionPeriod,
} from '../db/schema';
import { ApiError } from '../lib/apiError';
import type { Cents } from './money';
import { credit, lockMain, once, type Transaction } from './transfers';
import { mainWalletTypeId } from './wallets';

// Mission activity: a mission counts the member's rounds, valid bets or deposits of its running period (a UTC day or
// a week from Monday), read from the betting record and the ledger whenever asked for. A milestone reached in the
// period may be claimed once in it: the reward is credited to the main wallet with a `bonus` ledger row and a claim
// row, in one transaction under the main wallet's lock and an idempotency key; the claim row is unique per member,
// milestone and period, so a second claim (or one racing it) pays nothing. See docs/decisions/0039-missions.md.

export const missionErrors = {
  notFound: () => new ApiError(404, errorCodes.missionNotFound, 'There is no such mission or milestone here.'),
  notReached: () =>
    new ApiError(
      400,
      errorCodes.missionMilestoneNotReached,
      'This milestone is not reached yet in the running period. Play on and claim it when it is.',
    ),
  claimed: () =>
    new ApiError(400, errorCodes.missionMilestoneClaimed, 'This milestone was already claimed in this period.'),
};

const dayMs = 24 * 60 * 60 * 1000;

/** Member type of trial accounts (contract §2.4): their credits count toward no mission. */
const trialMemberType = 4;

/** The period of `at` a mission runs in, in UTC: its day, or its week from Monday. */
export function periodOf(period: MissionPeriod, at: Date): { start: Date; end: Date } {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (period === 'DAILY') return { start: new Date(day), end: new Date(day + dayMs) };
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  const start = day - sinceMonday * dayMs;
  return { start: new Date(start), end: new Date(start + 7 * dayMs) };
}

type Reader = Database | Transaction;

/** The rows a mission counts, of the members selected by `who`, between `from` and `to`, grouped by `bucket`. */
function countsOf(
  db: Reader,
  mission: Pick<Mission, 'type' | 'productType' | 'minimumAmount'>,
  window: { from: Date; to: Date },
  who: { memberId: number } | { merchantId: number },
  byDay: boolean,
) {
  if (mission.type === 'DEPOSITS') {
    const bucket = byDay
      ? sql<string>`date_trunc('day', ${walletTransactions.createdAt} at time zone 'UTC')::text`
      : sql<string>`''`;
    return db
      .select({ memberId: walletTransactions.memberId, bucket, value: sql<string>`count(*)::text` })
      .from(walletTransactions)
      .innerJoin(members, eq(members.id, walletTransactions.memberId))
      .where(
        and(
          'memberId' in who ? eq(walletTransactions.memberId, who.memberId) : eq(members.merchantId, who.merchantId),
          eq(walletTransactions.kind, 'deposit'),
          gte(walletTransactions.amount, Math.max(mission.minimumAmount, 1)),
          gte(walletTransactions.createdAt, window.from),
          lt(walletTransactions.createdAt, window.to),
        ),
      )
      .groupBy(...(byDay ? [walletTransactions.memberId, bucket] : [walletTransactions.memberId]));
  }
  const bucket = byDay
    ? sql<string>`date_trunc('day', ${betRecords.createdAt} at time zone 'UTC')::text`
    : sql<string>`''`;
  const value =
    mission.type === 'ROUNDS'
      ? sql<string>`count(*)::text`
      : sql<string>`coalesce(sum(${betRecords.validBet}), 0)::text`;
  return db
    .select({ memberId: betRecords.memberId, bucket, value })
    .from(betRecords)
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .where(
      and(
        'memberId' in who ? eq(betRecords.memberId, who.memberId) : eq(members.merchantId, who.merchantId),
        eq(betRecords.status, 'settled'),
        mission.productType === null ? undefined : eq(betRecords.productType, mission.productType),
        gte(betRecords.createdAt, window.from),
        lt(betRecords.createdAt, window.to),
      ),
    )
    .groupBy(...(byDay ? [betRecords.memberId, bucket] : [betRecords.memberId]));
}

/** What the member has done toward a mission in its period holding `at`: a count, or hundredths of valid bets. */
export async function progressOf(db: Reader, memberId: number, mission: Mission, at: Date): Promise<number> {
  const { start, end } = periodOf(mission.period, at);
  const [row] = await countsOf(db, mission, { from: start, to: end }, { memberId }, false);
  return Number(row?.value ?? 0);
}

/** The merchant's missions in the page's order, with their milestones lowest first. */
export async function missionsOf(
  db: Reader,
  merchantId: number,
): Promise<Array<{ mission: Mission; milestones: MissionMilestone[] }>> {
  const rows = await db
    .select()
    .from(missions)
    .where(eq(missions.merchantId, merchantId))
    .orderBy(asc(missions.sort), asc(missions.id));
  const steps = rows.length
    ? await db
        .select()
        .from(missionMilestones)
        .where(
          inArray(
            missionMilestones.missionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(missionMilestones.level))
    : [];
  return rows.map((mission) => ({ mission, milestones: steps.filter((step) => step.missionId === mission.id) }));
}

export type MilestoneStatus = 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED';

export interface MissionState {
  mission: Mission;
  start: Date;
  end: Date;
  progress: number;
  milestones: Array<MissionMilestone & { status: MilestoneStatus }>;
}

/** Each of the merchant's missions as the member stands with it in its running period. */
export async function missionStatesOf(
  db: Database,
  member: Pick<Member, 'id' | 'merchantId'>,
  at: Date,
): Promise<MissionState[]> {
  const all = await missionsOf(db, member.merchantId);
  const claimed = new Set(
    (
      await db
        .select({ milestoneId: missionClaims.milestoneId, periodStart: missionClaims.periodStart })
        .from(missionClaims)
        .where(and(eq(missionClaims.memberId, member.id), gte(missionClaims.periodStart, periodOf('WEEKLY', at).start)))
    ).map((row) => `${row.milestoneId}@${row.periodStart.getTime()}`),
  );
  return Promise.all(
    all.map(async ({ mission, milestones }) => {
      const { start, end } = periodOf(mission.period, at);
      const progress = await progressOf(db, member.id, mission, at);
      return {
        mission,
        start,
        end,
        progress,
        milestones: milestones.map((step) => ({
          ...step,
          status: claimed.has(`${step.id}@${start.getTime()}`)
            ? ('CLAIMED' as const)
            : progress >= step.target
              ? ('CLAIMABLE' as const)
              : ('IN_PROGRESS' as const),
        })),
      };
    }),
  );
}

/**
 * The mission points of the week holding `at`, by member: the points of every milestone reached in each period of
 * the week (each day of a daily mission, the week of a weekly one), claimed or not. One member's, or every member of
 * the merchant's who has any (trial accounts left out).
 */
export async function weekPointsOf(
  db: Database,
  who: { memberId: number } | { merchantId: number },
  merchantId: number,
  at: Date,
): Promise<Map<number, number>> {
  const week = periodOf('WEEKLY', at);
  const all = await missionsOf(db, merchantId);
  const points = new Map<number, number>();
  const grouped = await Promise.all(
    all.map(({ mission }) =>
      countsOf(db, mission, { from: week.start, to: week.end }, who, mission.period === 'DAILY'),
    ),
  );
  all.forEach(({ milestones }, index) => {
    for (const row of grouped[index] ?? []) {
      const value = Number(row.value);
      const earned = milestones.filter((step) => value >= step.target).reduce((sum, step) => sum + step.points, 0);
      if (earned > 0) points.set(row.memberId, (points.get(row.memberId) ?? 0) + earned);
    }
  });
  if ('merchantId' in who && points.size) {
    const trial = await db
      .select({ id: members.id })
      .from(members)
      .where(and(inArray(members.id, [...points.keys()]), eq(members.type, trialMemberType)));
    for (const row of trial) points.delete(row.id);
  }
  return points;
}

export interface LeaderboardRow {
  rank: number;
  memberId: number;
  username: string;
  points: number;
}

/** The merchant's members with points this week, most first; equal points share a rank (1, 1, 3). */
export async function leaderboardOf(db: Database, merchantId: number, at: Date): Promise<LeaderboardRow[]> {
  const points = await weekPointsOf(db, { merchantId }, merchantId, at);
  if (!points.size) return [];
  const names = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, [...points.keys()]));
  const nameOf = new Map(names.map((row) => [row.id, row.username]));
  const sorted = [...points.entries()]
    .map(([memberId, value]) => ({ memberId, points: value, username: nameOf.get(memberId) ?? '' }))
    .sort((a, b) => b.points - a.points || a.username.localeCompare(b.username));
  return sorted.map((row) => ({ ...row, rank: 1 + sorted.filter((other) => other.points > row.points).length }));
}

/** What a claim paid: hundredths and points, and when (epoch ms), so the answer kept with its key reads back. */
export interface MissionClaimResult {
  missionId: number;
  milestoneId: number;
  reward: Cents;
  points: number;
  claimedAt: number;
}

/** A wire id as a positive whole number, or undefined. */
export function missionIdOf(value: string | number): number | undefined {
  const id = typeof value === 'number' ? value : /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Pays a milestone the member reached in the running period into the main wallet: once per member, milestone and
 * period, in one transaction under the idempotency key, after the main wallet's lock that every movement and round
 * takes first. Refused (nothing written) for a mission of another merchant or none (`mission_not_found`), a milestone
 * not reached (`mission_milestone_not_reached`) or already claimed in the period (`mission_milestone_claimed`).
 */
export async function claimMilestone(
  db: Database,
  request: {
    member: Pick<Member, 'id' | 'merchantId'>;
    merchant: Pick<Merchant, 'currency'>;
    missionId: string | number;
    milestoneId: string | number;
    idempotencyKey: string;
    at: Date;
  },
): Promise<MissionClaimResult> {
  const { member, merchant, idempotencyKey, at } = request;
  const missionId = missionIdOf(request.missionId);
  const milestoneId = missionIdOf(request.milestoneId);
  if (missionId === undefined || milestoneId === undefined) throw missionErrors.notFound();
  const [found] = await db
    .select({ mission: missions, milestone: missionMilestones })
    .from(missionMilestones)
    .innerJoin(missions, eq(missions.id, missionMilestones.missionId))
    .where(
      and(
        eq(missionMilestones.id, milestoneId),
        eq(missions.id, missionId),
        eq(missions.merchantId, member.merchantId),
      ),
    );
  if (!found) throw missionErrors.notFound();
  const { mission, milestone } = found;
  const fingerprint = `claimMissionMilestone:${milestone.id}`;
  return db.transaction(async (tx) =>
    once(tx, { memberId: member.id, key: idempotencyKey, fingerprint, at }, async () => {
      // A member who never had a wallet gets one to lock: concurrent claims queue on it like every other movement.
      await tx
        .insert(wallets)
        .values({ memberId: member.id, currency: merchant.currency, balance: 0, updatedAt: at })
        .onConflictDoNothing();
      await lockMain(tx, member.id);
      const { start } = periodOf(mission.period, at);
      const [before] = await tx
        .select({ id: missionClaims.id })
        .from(missionClaims)
        .where(
          and(
            eq(missionClaims.memberId, member.id),
            eq(missionClaims.milestoneId, milestone.id),
            eq(missionClaims.periodStart, start),
          ),
        );
      if (before) throw missionErrors.claimed();
      if ((await progressOf(tx, member.id, mission, at)) < milestone.target) throw missionErrors.notReached();
      let transactionId: number | null = null;
      if (milestone.reward > 0) {
        const balanceAfter = await credit(
          tx,
          { memberId: member.id, accountTypeId: mainWalletTypeId, currency: merchant.currency },
          milestone.reward,
          at,
        );
        const [ledger] = await tx
          .insert(walletTransactions)
          .values({ memberId: member.id, kind: 'bonus', amount: milestone.reward, balanceAfter, createdAt: at })
          .returning({ id: walletTransactions.id });
        if (!ledger) throw new Error('the mission reward ledger row was not written');
        transactionId = ledger.id;
      }
      // The unique claim row is the last word: a claim that got past the check above by a path without the lock
      // fails here and rolls its credit back.
      const [claim] = await tx
        .insert(missionClaims)
        .values({
          memberId: member.id,
          milestoneId: milestone.id,
          periodStart: start,
          amount: milestone.reward,
          points: milestone.points,
          transactionId,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: missionClaims.id });
      if (!claim) throw missionErrors.claimed();
      return {
        missionId: mission.id,
        milestoneId: milestone.id,
        reward: milestone.reward,
        points: milestone.points,
        claimedAt: at.getTime(),
      };
    }),
  );
}
