import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { merchants } from './merchants';

// VIP ranks: each merchant's ladder. A member's rank is not stored: it is the highest rank whose threshold the
// member's bets of the calendar month reach (wallet/ranks.ts), read from the ledger whenever it is asked for.

/**
 * One rank of a merchant's VIP ladder (member info `clubLabel`, `MCSFE_getPlayerRankProgress`): its level (1 the
 * lowest), its name as the site shows it, and the monthly turnover that earns it, in hundredths of the merchant's
 * currency like the wallets. A higher level asks for more.
 */
export const vipRanks = pgTable(
  'vip_ranks',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    monthlyTurnover: bigint('monthly_turnover', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('vip_ranks_merchant_level').on(table.merchantId, table.level),
    check('vip_ranks_level', sql`${table.level} > 0`),
    check('vip_ranks_monthly_turnover', sql`${table.monthlyTurnover} >= 0`),
  ],
);

export type VipRank = typeof vipRanks.$inferSelect;
