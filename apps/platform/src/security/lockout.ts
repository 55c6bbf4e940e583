import { and, eq, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountLockouts } from '../db/schema';

export interface LockoutRule {
  /** Failed logins in a row (no success between them) that lock the account. */
  failures: number;
  /** How long a lock lasts. */
  lockMs: number;
  /** A failure older than this no longer counts towards a lock. */
  windowMs: number;
}

/**
 * Ten failed logins in a row, from any addresses, lock the account for fifteen minutes against every address the
 * member has not signed in from (the owner's known addresses may still try: a stranger cannot lock the owner out).
 * With `loginPerAccount` (5 attempts per 5 minutes from one address) in front, one guessing address needs ten minutes
 * to get there, and then waits out the lock.
 */
export const defaultLockout: LockoutRule = { failures: 10, lockMs: 15 * 60_000, windowMs: 60 * 60_000 };

/**
 * Failed logins per account and the lock they lead to, in the database: every process counts the same failures and
 * honours the same lock, and a restart forgives nothing. Keys are `<merchant id>:<lower-case user name>` whether or
 * not the account exists, so a lock tells nothing about which accounts exist.
 */
export class AccountLockout {
  private failsSinceSweep = 0;

  constructor(
    private readonly db: Database,
    readonly rule: LockoutRule = defaultLockout,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Milliseconds left of the account's lock; 0 when it is not locked. */
  async lockedFor(key: string): Promise<number> {
    const [state] = await this.db
      .select({ lockedUntil: accountLockouts.lockedUntil })
      .from(accountLockouts)
      .where(eq(accountLockouts.key, key));
    if (!state) return 0;
    const left = state.lockedUntil - this.clock();
    if (left > 0) return left;
    if (state.lockedUntil > 0) {
      // A lock that has run out starts the count again (unless another process has just locked it anew).
      await this.db
        .delete(accountLockouts)
        .where(and(eq(accountLockouts.key, key), eq(accountLockouts.lockedUntil, state.lockedUntil)));
    }
    return 0;
  }

  /**
   * Counts a failed login; answers the lock it caused (milliseconds), or 0. One statement, so failures counted at
   * once by several processes all count.
   */
  async fail(key: string): Promise<number> {
    const now = this.clock();
    const { failures: needed, lockMs, windowMs } = this.rule;
    const row = accountLockouts;
    // A failure that was in flight when the lock began leaves the lock as it is; one after a lock ran out, or after
    // the window, starts again from one.
    const locked = sql`${row.lockedUntil} > ${now}`;
    const counting = sql`${row.lockedUntil} = 0 and ${now} - ${row.lastFailureAt} <= ${windowMs}`;
    const failures = sql`case when ${locked} then ${row.failures} when ${counting} then ${row.failures} + 1 else 1 end`;
    const [state] = await this.db
      .insert(row)
      .values({ key, failures: 1, lastFailureAt: now, lockedUntil: needed <= 1 ? now + lockMs : 0 })
      .onConflictDoUpdate({
        target: row.key,
        set: {
          failures,
          lastFailureAt: sql`case when ${locked} then ${row.lastFailureAt} else ${now}::bigint end`,
          lockedUntil: sql`case when ${locked} then ${row.lockedUntil} when ${failures} >= ${needed} then ${now + lockMs}::bigint else 0 end`,
        },
      })
      .returning({ lockedUntil: row.lockedUntil });
    if (++this.failsSinceSweep >= sweepEvery) await this.sweep(now);
    return state && state.lockedUntil > now ? state.lockedUntil - now : 0;
  }

  /** Failures counted towards a lock (0 when locked or forgotten). */
  async failures(key: string): Promise<number> {
    const [state] = await this.db.select().from(accountLockouts).where(eq(accountLockouts.key, key));
    if (!state || state.lockedUntil > 0) return 0;
    return this.clock() - state.lastFailureAt <= this.rule.windowMs ? state.failures : 0;
  }

  /** A successful login, or an unlock: the account starts again from nothing. */
  async forget(key: string): Promise<void> {
    await this.db.delete(accountLockouts).where(eq(accountLockouts.key, key));
  }

  async clear(): Promise<void> {
    await this.db.delete(accountLockouts);
  }

  /** Drops the accounts neither locked nor with a failure inside the window. */
  private async sweep(now: number): Promise<void> {
    this.failsSinceSweep = 0;
    await this.db
      .delete(accountLockouts)
      .where(and(lte(accountLockouts.lockedUntil, now), lt(accountLockouts.lastFailureAt, now - this.rule.windowMs)));
  }
}

/** How many failures are counted between sweeps of the forgotten accounts. */
const sweepEvery = 500;
