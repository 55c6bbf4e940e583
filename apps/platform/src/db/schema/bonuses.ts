import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { members } from './members';

// The bonuses of promotions granted to members (the member centre's `bonusDetails`). The credit itself is a `bonus`
// row of the wallet ledger naming its bonus (`wallet_transactions.bonus_id`), so the account record and the profit and
// loss count what was paid; a bonus withdrawn by the merchant is taken back by a second, negative `bonus` row.

/**
 * A bonus granted to a member: the promotion it came from (the merchant's code of it and its name per language, as
 * the merchant wrote them when granting it), the amount credited and the turnover of valid bets it asks for, counted
 * from the grant (`createdAt`) until it ends (`expiresAt`, null for never) or is cancelled (`cancelledAt`). Whether it
 * is active, completed or expired is read from the bets, never stored, so it follows every round at once.
 */
export const memberBonuses = pgTable(
  'member_bonuses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The promotion's code at the merchant (`welcome`, `reload`): the `promotionId` the member centre shows. */
    promotionCode: text('promotion_code').notNull(),
    /** The promotion's name by language code (`EN`, `VI` ...); English is always there. */
    promotionNames: jsonb('promotion_names').$type<Record<string, string>>().notNull(),
    /** Hundredths of the wallet's currency, like the ledger. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'number' }).notNull().default(0),
    /** When it was granted and credited. */
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    // A page of a member's bonuses, newest first, and its count, from the index alone.
    index('member_bonuses_member_created').on(table.memberId, table.createdAt, table.id),
    check('member_bonuses_amounts', sql`${table.amount} > 0 and ${table.turnoverRequired} >= 0`),
  ],
);

export type MemberBonus = typeof memberBonuses.$inferSelect;
