import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { members } from './members';
import { merchants } from './merchants';

// Invite friends (the member centre's `referral`): each member's referral code, and who registered with whose code.
// A friend qualifies with their first successful deposit. See docs/decisions/0040-invite-friends.md.

/**
 * A member's referral code, made the first time they ask for it (`autoGenerate=true`): one per member, unique within
 * the merchant whatever the case (a visitor may type it).
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('referral_codes_merchant_code').on(table.merchantId, sql`lower(${table.code})`)],
);

/**
 * A friend who registered with a member's code: one referrer at most per friend, never the friend themself. Made with
 * the friend's account; `qualifiedAt` is the time of the friend's first successful deposit, null until then.
 */
export const referrals = pgTable(
  'referrals',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    ...timestamps,
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
  },
  (table) => [
    // A member's friends, newest first; the month's ranking reads the qualified ones of a merchant by time.
    index('referrals_referrer_created').on(table.referrerId, table.createdAt),
    index('referrals_merchant_qualified').on(table.merchantId, table.qualifiedAt),
    check('referrals_not_self', sql`${table.inviteeId} <> ${table.referrerId}`),
  ],
);

export type ReferralCode = typeof referralCodes.$inferSelect;
export type Referral = typeof referrals.$inferSelect;
