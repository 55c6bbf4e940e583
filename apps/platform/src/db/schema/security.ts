import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
