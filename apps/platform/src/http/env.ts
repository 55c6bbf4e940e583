import type { Database } from '../db/client';
import type { Merchant } from '../db/schema';
import type { AccountLockout } from '../security/lockout';
import type { RateLimiters } from '../security/rateLimit';
import type { ServerKeys } from '../security/serverKeys';

/**
 * The local sign-in provider of dev mode (/__dev/identity/*): the secret its ID tokens are signed with, made at
 * start-up, and the failures queued per merchant by POST /__dev/identity/next-error.
 */
export interface LocalIdentityProvider {
  secret: Buffer;
  /** Merchant id -> the `auth/...` code the merchant's next provider call fails with (once). */
  forcedErrors: Map<number, string>;
}

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** What every request handler shares: the database, the server's key pair, the limiters and the settings. */
export interface Platform {
  db: Database;
  keys: ServerKeys;
  /** The local sign-in provider, in dev mode only: without it `type: 'firebase'` logins are not available. */
  identity: LocalIdentityProvider | undefined;
  limits: RateLimiters;
  /** Failed logins per account and the locks they lead to. */
  lockout: AccountLockout;
  /** Milliseconds since the epoch: the limiters' and locks' clock (tests move it). */
  clock: () => number;
  /** Uniform random integers in [0, max) for game outcomes: `crypto.randomInt`, a fixed sequence in tests. */
  randomInt: (maxExclusive: number) => number;
  /** Dev mode: /__dev/* answers and captcha answers are kept readable. Off unless PLATFORM_DEV=1 (pnpm start). */
  dev: boolean;
  /** Brand folder served at the bare host. */
  defaultBrand: string;
  brandsDir: string;
  /**
   * How many reverse proxies stand in front (0: none): the caller's address and scheme are read from what the
   * outermost of them added to X-Forwarded-For and X-Forwarded-Proto.
   */
  trustProxy: number;
  /** Whether answers are checked against the contract's value schemas (dev and tests): mismatches are logged. */
  checkResponses: boolean;
  /** One log line per API call: verb, path without its query (tokens travel there), status, time. */
  logRequests: boolean;
  log: Logger;
}

export interface PlatformEnv {
  Variables: {
    platform: Platform;
    merchant: Merchant;
    ip: string;
  };
}
