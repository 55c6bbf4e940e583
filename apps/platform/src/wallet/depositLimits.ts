import { errorCodes } from '@lobby/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deposits, memberDepositLimits, type DepositLimitPeriod, type MemberDepositLimit } from '../db/schema';
import { ApiError } from '../lib/apiError';
import { toWire, type Cents } from './money';
import type { Transaction } from './transfers';

// Responsible gambling: the deposit limits a member sets. Each period is a window ending now on the platform clock (24
// hours, 7 days, 30 days) and counts the deposits made in it that are successful or pending. A lower limit applies at
// once; a higher one (or none) waits 24 hours, so a decision made in the heat of play cannot loosen it at once.

export const depositLimitPeriods: readonly DepositLimitPeriod[] = ['daily', 'weekly', 'monthly'];

const dayMs = 24 * 60 * 60 * 1000;
export const windowMs: Record<DepositLimitPeriod, number> = { daily: dayMs, weekly: 7 * dayMs, monthly: 30 * dayMs };

/** How long a raise waits before it applies. */
export const raiseDelayMs = dayMs;

export const depositLimitErrors = {
  exceeded: (period: DepositLimitPeriod, limit: Cents, used: Cents) =>
    new ApiError(
      400,
      errorCodes.depositLimitExceeded,
      `This deposit would pass your ${period} deposit limit of ${toWire(limit)} (${toWire(used)} deposited).`,
      { field: 'amount', data: { period, limit: toWire(limit), used: toWire(used) } },
    ),
};

export interface DepositLimitView {
  limit: Cents | null;
  used: Cents;
  /** A raise waiting for its time: the new limit (null: none) and when it applies. */
  pending?: { limit: Cents | null; from: Date };
}

/** What the member deposited (successful and pending) after `since`: what a deposit limit counts. */
export async function depositedSince(db: Database | Transaction, memberId: number, since: Date): Promise<Cents> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${deposits.amount})` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        inArray(deposits.status, ['pending', 'successful']),
        gt(deposits.createdAt, since),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** The limit in force at `at`: a raise whose time has come replaces the old one. */
function inForce(
  row: MemberDepositLimit | undefined,
  at: Date,
): { limit: Cents | null; pending?: DepositLimitView['pending'] } {
  if (!row) return { limit: null };
  if (row.pendingFrom && row.pendingFrom.getTime() <= at.getTime()) return { limit: row.pendingAmount };
  return {
    limit: row.amount,
    ...(row.pendingFrom ? { pending: { limit: row.pendingAmount, from: row.pendingFrom } } : {}),
  };
}

async function rowsOf(db: Database | Transaction, memberId: number) {
  const rows = await db.select().from(memberDepositLimits).where(eq(memberDepositLimits.memberId, memberId));
  return new Map(rows.map((row) => [row.period, row]));
}

/** The member's limits at `at`, each with what its window holds. */
export async function depositLimitsOf(
  db: Database | Transaction,
  memberId: number,
  at: Date,
): Promise<Record<DepositLimitPeriod, DepositLimitView>> {
  const rows = await rowsOf(db, memberId);
  const entries = await Promise.all(
    depositLimitPeriods.map(async (period) => {
      const used = await depositedSince(db, memberId, new Date(at.getTime() - windowMs[period]));
      return [period, { ...inForce(rows.get(period), at), used }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DepositLimitPeriod, DepositLimitView>;
}

/**
 * Refuses (`deposit_limit_exceeded`, naming the period) a deposit of `amount` that would take a window past its
 * limit. Call with the member's main wallet row locked, so concurrent deposits are judged one after the other.
 */
export async function checkDepositLimits(tx: Transaction, memberId: number, amount: Cents, at: Date): Promise<void> {
  const limits = await depositLimitsOf(tx, memberId, at);
  for (const period of depositLimitPeriods) {
    const { limit, used } = limits[period];
    if (limit !== null && used + amount > limit) throw depositLimitErrors.exceeded(period, limit, used);
  }
}

/** Whether `next` is looser than `current` (null: no limit, the loosest). */
function loosens(current: Cents | null, next: Cents | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/**
 * Sets the member's limits of the periods in `changes` (null: none). A tighter limit (or the same) applies at once and
 * drops a waiting raise; a looser one waits `raiseDelayMs` from `at` beside the limit in force.
 */
export async function setDepositLimits(
  db: Database,
  memberId: number,
  changes: Partial<Record<DepositLimitPeriod, Cents | null>>,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await rowsOf(tx, memberId);
    for (const period of depositLimitPeriods) {
      const next = changes[period];
      if (next === undefined) continue;
      const current = inForce(rows.get(period), at).limit;
      const values = loosens(current, next)
        ? { amount: current, pendingAmount: next, pendingFrom: new Date(at.getTime() + raiseDelayMs) }
        : { amount: next, pendingAmount: null, pendingFrom: null };
      await tx
        .insert(memberDepositLimits)
        .values({ memberId, period, ...values, createdAt: at })
        .onConflictDoUpdate({ target: [memberDepositLimits.memberId, memberDepositLimits.period], set: values });
    }
  });
}
