import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { sharedDatabase } from '../testing/testPlatform';
import { AccountLockout } from './lockout';
import { SlidingWindowLimiter } from './rateLimit';

let db: Database;

beforeEach(async () => {
  db = (await sharedDatabase()).db;
  await db.execute(sql`truncate table rate_limits, account_lockouts`);
});

describe('account lockout', () => {
  it('locks after the failures in a row, for its time, then counts again from nothing', async () => {
    let now = 0;
    const lockout = new AccountLockout(db, { failures: 3, lockMs: 1000, windowMs: 10_000 }, () => now);
    expect(await lockout.fail('1:player01')).toBe(0);
    expect(await lockout.fail('1:player01')).toBe(0);
    expect(await lockout.failures('1:player01')).toBe(2);
    expect(await lockout.fail('1:player01')).toBe(1000);
    now = 400;
    expect(await lockout.lockedFor('1:player01')).toBe(600);
    // A failure that was in flight as the lock began neither lifts nor extends it.
    expect(await lockout.fail('1:player01')).toBe(600);
    expect(await lockout.lockedFor('2:player01')).toBe(0);
    now = 1000;
    expect(await lockout.lockedFor('1:player01')).toBe(0);
    expect(await lockout.fail('1:player01')).toBe(0);
    expect(await lockout.failures('1:player01')).toBe(1);
  });

  it('starts again after a lock ran out even when nobody asked about it in between', async () => {
    let now = 0;
    const lockout = new AccountLockout(db, { failures: 2, lockMs: 1000, windowMs: 10_000 }, () => now);
    await lockout.fail('a');
    expect(await lockout.fail('a')).toBe(1000);
    now = 1500;
    expect(await lockout.failures('a')).toBe(0);
    expect(await lockout.fail('a')).toBe(0);
    expect(await lockout.failures('a')).toBe(1);
  });

  it('forgets old failures and a success', async () => {
    let now = 0;
    const lockout = new AccountLockout(db, { failures: 2, lockMs: 1000, windowMs: 10_000 }, () => now);
    await lockout.fail('a');
    now = 10_001;
    expect(await lockout.fail('a')).toBe(0);
    await lockout.forget('a');
    expect(await lockout.fail('a')).toBe(0);
    expect(await lockout.fail('a')).toBe(1000);
  });

  it('counts failures made at once, and from two lockouts on one database, as one account', async () => {
    const rule = { failures: 10, lockMs: 1000, windowMs: 10_000 };
    const one = new AccountLockout(db, rule, () => 0);
    const other = new AccountLockout(db, rule, () => 0);
    const locks = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : other).fail('1:player01')));
    expect(locks.filter((lockMs) => lockMs > 0)).toEqual([1000]);
    expect(await other.lockedFor('1:player01')).toBe(1000);
  });
});

describe('sliding-window limiter', () => {
  it('allows the limit inside any window and tells how long to wait', async () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(db, 'test', { limit: 2, windowMs: 1000 }, () => now);
    expect((await limiter.hit('ip')).allowed).toBe(true);
    now = 600;
    expect(await limiter.hit('ip')).toMatchObject({ allowed: true, remaining: 0 });
    now = 900;
    expect(await limiter.hit('ip')).toMatchObject({ allowed: false, retryAfterMs: 100 });
    expect((await limiter.hit('other')).allowed).toBe(true);
    // The first hit has left the window; the second (at 600) still counts.
    now = 1001;
    expect((await limiter.hit('ip')).allowed).toBe(true);
    expect((await limiter.hit('ip')).allowed).toBe(false);
    await limiter.forget('ip');
    expect((await limiter.hit('ip')).allowed).toBe(true);
  });

  it('counts without counting, and forgets keys by prefix', async () => {
    const limiter = new SlidingWindowLimiter(db, 'test', { limit: 3, windowMs: 1000 }, () => 0);
    await limiter.hit('1:player01|10.0.0.1');
    await limiter.hit('1:player01|10.0.0.2');
    await limiter.hit('1:player011|10.0.0.1');
    await limiter.hit('1:player0_|10.0.0.1');
    expect(await limiter.count('1:player01|10.0.0.1')).toBe(1);
    expect(await limiter.count('1:player01|10.0.0.1')).toBe(1);
    await limiter.forgetPrefix('1:player01|');
    expect(await limiter.count('1:player01|10.0.0.1')).toBe(0);
    expect(await limiter.count('1:player01|10.0.0.2')).toBe(0);
    expect(await limiter.count('1:player011|10.0.0.1')).toBe(1);
    expect(await limiter.count('1:player0_|10.0.0.1')).toBe(1);
  });

  it('does not count refused requests', async () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(db, 'test', { limit: 1, windowMs: 1000 }, () => now);
    await limiter.hit('cookie');
    for (now = 100; now < 1000; now += 100) expect((await limiter.hit('cookie')).allowed).toBe(false);
    now = 1000;
    expect((await limiter.hit('cookie')).allowed).toBe(true);
  });

  it('keeps each limit apart, and lets exactly the limit through when requests race', async () => {
    const rule = { limit: 5, windowMs: 60_000 };
    const login = new SlidingWindowLimiter(db, 'login', rule, () => 0);
    const loginElsewhere = new SlidingWindowLimiter(db, 'login', rule, () => 0);
    const sms = new SlidingWindowLimiter(db, 'sms', rule, () => 0);
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? login : loginElsewhere).hit('10.0.0.1')),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect((await sms.hit('10.0.0.1')).allowed).toBe(true);
    await login.clear();
    expect(await loginElsewhere.count('10.0.0.1')).toBe(0);
    expect(await sms.count('10.0.0.1')).toBe(1);
  });

  it('sweeps rows whose every request has left the window', async () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(db, 'test', { limit: 1, windowMs: 1000 }, () => now);
    for (let i = 0; i < 499; i++) await limiter.hit(`ip${i}`);
    now = 5000;
    await limiter.hit('last');
    const rows = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(rows.map((row) => row.key)).toEqual(['last']);
  });
});
