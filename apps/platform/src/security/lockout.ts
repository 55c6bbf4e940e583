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

interface AccountState {
  failures: number;
  lastFailure: number;
  lockedUntil: number;
}

/**
 * Failed logins per account and the lock they lead to, in memory like the rate-limit counters (one process; a restart
 * forgives the locks). Keys are `<merchant id>:<lower-case user name>` whether or not the account exists, so a lock
 * tells nothing about which accounts exist.
 */
export class AccountLockout {
  private readonly accounts = new Map<string, AccountState>();

  constructor(
    readonly rule: LockoutRule = defaultLockout,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Milliseconds left of the account's lock; 0 when it is not locked. */
  lockedFor(key: string): number {
    const state = this.accounts.get(key);
    if (!state) return 0;
    const left = state.lockedUntil - this.clock();
    if (left > 0) return left;
    if (state.lockedUntil > 0) {
      // A lock that has run out starts the count again.
      this.accounts.delete(key);
    }
    return 0;
  }

  /** Counts a failed login; answers the lock it caused (milliseconds), or 0. */
  fail(key: string): number {
    const now = this.clock();
    const previous = this.accounts.get(key);
    // A failure that was in flight when the lock began leaves the lock as it is.
    if (previous && previous.lockedUntil > now) return previous.lockedUntil - now;
    const recent = previous !== undefined && now - previous.lastFailure <= this.rule.windowMs;
    const failures = (recent ? previous.failures : 0) + 1;
    const lockedUntil = failures >= this.rule.failures ? now + this.rule.lockMs : 0;
    this.accounts.set(key, { failures, lastFailure: now, lockedUntil });
    if (this.accounts.size > 10_000) this.sweep(now);
    return lockedUntil ? this.rule.lockMs : 0;
  }

  /** Failures counted towards a lock (0 when locked or forgotten). */
  failures(key: string): number {
    const state = this.accounts.get(key);
    if (!state || state.lockedUntil > this.clock()) return 0;
    return this.clock() - state.lastFailure <= this.rule.windowMs ? state.failures : 0;
  }

  /** A successful login, or an unlock: the account starts again from nothing. */
  forget(key: string): void {
    this.accounts.delete(key);
  }

  clear(): void {
    this.accounts.clear();
  }

  private sweep(now: number): void {
    for (const [key, state] of this.accounts) {
      if (state.lockedUntil <= now && now - state.lastFailure > this.rule.windowMs) this.accounts.delete(key);
    }
  }
}
