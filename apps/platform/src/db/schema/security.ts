import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The RSA key pairs of the encrypted-payload scheme (contract §1.2), one per rotation period (`period` = the clock's
 * whole periods since the epoch). Every platform process on the database reads the same pair, so a client may fetch
 * the modulus from one and send its call to another.
 */
export const serverKeys = pgTable('server_keys', {
  period: integer('period').primaryKey(),
  modulusHex: text('modulus_hex').notNull(),
  privateExponentHex: text('private_exponent_hex').notNull(),
  ...timestamps,
});

/**
 * Encrypted calls already read (SHA-256 of the Encryption header and the sealed value), kept until `expires_at`: the
 * same sealed login, sent again by someone who recorded it, is refused however many processes share the database.
 */
export const usedPayloads = pgTable(
  'used_payloads',
  {
    digest: text('digest').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_payloads_expiry').on(table.expiresAt)],
);

/**
 * The request log of each rate limit (`name`, one of the platform's limits) and key (an address, an account from an
 * address, a mobile number ...): the times of the requests it let through, epoch milliseconds, oldest first. Every
 * process on the database counts against the same row; `expires_at` is when the newest time leaves the window, after
 * which the row may be swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    hits: bigint('hits', { mode: 'number' }).array().notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.name, table.key] }), index('rate_limits_expiry').on(table.expiresAt)],
);

/**
 * Failed logins per account (`<merchant id>:<lower-case user name>`, whether or not the account exists) and the lock
 * they led to, epoch milliseconds; `locked_until` 0 when not locked. Shared by every process, and kept over restarts.
 */
export const accountLockouts = pgTable(
  'account_lockouts',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: bigint('last_failure_at', { mode: 'number' }).notNull(),
    lockedUntil: bigint('locked_until', { mode: 'number' }).notNull(),
  },
  (table) => [index('account_lockouts_last_failure').on(table.lastFailureAt)],
);
