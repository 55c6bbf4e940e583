import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitRule {
  /** Most requests allowed inside any window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Requests left in the current window after this one. */
  remaining: number;
  /** When refused: how long until one more would be allowed. */
  retryAfterMs: number;
}

/**
 * A sliding-window limiter (the exact log of request times per key, so a burst at a window's edge cannot double the
 * rate), kept in the database: every process on it counts against the same log, and a restart forgives nothing. A
 * hit is one statement (an upsert that appends the time only while the window has room), so two processes racing
 * for the last place cannot both get it.
 */
export class SlidingWindowLimiter {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Database,
    /** The limit's name: its rows in `rate_limits`. */
    readonly name: string,
    readonly rule: RateLimitRule,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one request for `key` and answers whether it is allowed. A refused request is not counted. */
  async hit(key: string): Promise<RateLimitResult> {
    const now = this.clock();
    const since = now - this.rule.windowMs;
    const expiresAt = now + this.rule.windowMs;
    const inWindow = sql`array(select h from unnest(${rateLimits.hits}) as h where h > ${since} order by h)`;
    const [counted] = await this.db
      .insert(rateLimits)
      .values({ name: this.name, key, hits: [now], expiresAt })
      .onConflictDoUpdate({
        target: [rateLimits.name, rateLimits.key],
        set: { hits: sql`array_append(${inWindow}, ${now}::bigint)`, expiresAt },
        setWhere: sql`cardinality(${inWindow}) < ${this.rule.limit}`,
      })
      .returning({ hits: rateLimits.hits });
    if (++this.hitsSinceSweep >= sweepEvery) await this.sweep(now);
    if (counted) return { allowed: true, remaining: this.rule.limit - counted.hits.length, retryAfterMs: 0 };
    const oldest = (await this.times(key, since))[0] ?? now;
    return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, oldest + this.rule.windowMs - now) };
  }

  /** Forgets a key (e.g. the account's failures after a successful login). */
  async forget(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(and(eq(rateLimits.name, this.name), eq(rateLimits.key, key)));
  }

  /** Forgets every key that starts with `prefix` (an account's counters from every address). */
  async forgetPrefix(prefix: string): Promise<void> {
    await this.db
      .delete(rateLimits)
      .where(and(eq(rateLimits.name, this.name), sql`starts_with(${rateLimits.key}, ${prefix})`));
  }

  /** How many requests `key` has inside the current window, without counting one. */
  async count(key: string): Promise<number> {
    return (await this.times(key, this.clock() - this.rule.windowMs)).length;
  }

  async clear(): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.name, this.name));
  }

  private async times(key: string, since: number): Promise<number[]> {
    const [row] = await this.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(and(eq(rateLimits.name, this.name), eq(rateLimits.key, key)));
    return (row?.hits ?? []).filter((time) => time > since);
  }

  /** Drops the rows whose every request has left the window (an index on the expiry keeps it cheap). */
  private async sweep(now: number): Promise<void> {
    this.hitsSinceSweep = 0;
    await this.db.delete(rateLimits).where(and(eq(rateLimits.name, this.name), lt(rateLimits.expiresAt, now)));
  }
}

/** How many hits a limiter counts between sweeps of its run-out rows. */
const sweepEvery = 500;

/** The limits the platform applies, by purpose; each can be overridden when the server starts. */
export const defaultRateLimits = {
  /** A new captcha image per cookie (spec: refresh at most once per second). */
  captcha: { limit: 1, windowMs: 1000 },
  /** New captchas per IP, so a client dropping its cookie cannot draw without limit. */
  captchaPerIp: { limit: 30, windowMs: 60_000 },
  /**
   * Login attempts per IP, and per account (merchant + user name, known or not) from one address, counted before the
   * password is checked; a successful login forgets the account's count from its address. Per address, so a stranger
   * using up an account's attempts does not use up its owner's.
   */
  loginPerIp: { limit: 20, windowMs: 60_000 },
  loginPerAccount: { limit: 5, windowMs: 5 * 60_000 },
  /**
   * Logins without success per account and address: once `limit` is reached the answer carries `{captcha: true}` and
   * further attempts from that address need the image captcha (where the merchant has CAPTCHA3).
   */
  loginCaptcha: { limit: 3, windowMs: 60 * 60_000 },
  /** New trial accounts per IP (free play); a browser that comes back reuses its own. */
  freePlayPerIp: { limit: 5, windowMs: 60 * 60_000 },
  /** Password changes per member with a wrong old password or a refused new one. */
  passwordChangePerMember: { limit: 5, windowMs: 15 * 60_000 },
  /**
   * Wrong payment passwords per member (withdrawals, the transfer to the upline): only failures count, so a member's
   * own burst of right ones is never refused; a six-digit password cannot be guessed 5 tries in 15 minutes at a time.
   */
  paymentPasswordFailures: { limit: 5, windowMs: 15 * 60_000 },
  /** Wrong login passwords per member at a password-checked call (the points mall's redeem and convert). */
  passwordCheckFailures: { limit: 5, windowMs: 15 * 60_000 },
  /** New slider puzzles per IP (each allows three drops). */
  sliderPerIp: { limit: 30, windowMs: 60_000 },
  /**
   * SMS codes per mobile number (one a minute: no resend while the last code is younger than 60 s; five an hour) and
   * per IP. Counted for numbers without an account too, so the limits tell nothing about which numbers exist.
   */
  smsPerTarget: { limit: 1, windowMs: 60_000 },
  smsPerTargetHour: { limit: 5, windowMs: 60 * 60_000 },
  smsPerIp: { limit: 10, windowMs: 60 * 60_000 },
  /**
   * Codes sent by the local sign-in provider's phone check (dev mode, /__dev/identity/phone/send): the platform's own
   * SMS limits, counted apart from them as the real provider counts apart from the platform.
   */
  identityPhonePerTarget: { limit: 1, windowMs: 60_000 },
  identityPhonePerTargetHour: { limit: 5, windowMs: 60 * 60_000 },
  identityPhonePerIp: { limit: 10, windowMs: 60 * 60_000 },
  /**
   * Codes a member asks for to bind a new mobile number or e-mail address (each also counts against the number's SMS
   * limits or the address's e-mail limits below), and wrong bind codes per member: the sixth wrong one in fifteen
   * minutes is refused before it is checked, whatever code it names.
   */
  bindCodesPerMember: { limit: 10, windowMs: 60 * 60_000 },
  bindCodeFailures: { limit: 5, windowMs: 15 * 60_000 },
  /** E-mailed codes per address: one a minute, five an hour, as for a mobile number. */
  emailPerTarget: { limit: 1, windowMs: 60_000 },
  emailPerTargetHour: { limit: 5, windowMs: 60 * 60_000 },
  /** Registrations per IP, counted for every attempt that passes the field checks. */
  registerPerIp: { limit: 5, windowMs: 10 * 60_000 },
  /** Hand-off codes a member makes, and redemptions per IP (codes are 256 bits: the limit is for the load). */
  handoffPerMember: { limit: 10, windowMs: 60_000 },
  handoffRedeemPerIp: { limit: 20, windowMs: 60_000 },
  /** Affiliate-code checks per IP, so codes cannot be guessed in bulk. */
  affiliateCheckPerIp: { limit: 30, windowMs: 60_000 },
  /** Password-reset requests by e-mail per IP, and resets by SMS code per IP. */
  resetEmailPerIp: { limit: 5, windowMs: 15 * 60_000 },
  resetSmsPerIp: { limit: 10, windowMs: 15 * 60_000 },
  /** Feedback submissions per IP. */
  feedbackPerIp: { limit: 5, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof defaultRateLimits;
export type RateLimiters = Record<RateLimitName, SlidingWindowLimiter>;

export function createRateLimiters(
  db: Database,
  overrides: Partial<Record<RateLimitName, RateLimitRule>> = {},
  clock?: () => number,
): RateLimiters {
  const entries = Object.entries(defaultRateLimits).map(([name, rule]) => [
    name,
    new SlidingWindowLimiter(db, name, overrides[name as RateLimitName] ?? rule, clock),
  ]);
  return Object.fromEntries(entries) as RateLimiters;
}
