import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { members } from './members';
import { merchants } from './merchants';
import { walletTransactions } from './wallet';

// The rebate on bets (MYRBT3, MANPLAYREB3): each merchant's rate per product, and the member's claims of it. A bet is
// rebated once: `bet_records.rebate_claim_id` names the claim that paid it, and a claim pays the settled bets that
// name none. See docs/decisions/0037-manual-rebate.md.

/**
 * A merchant's rebate on one product (`RNG`, `LIVE` ...): the share of the valid bet paid back, in hundredths of a
 * percent (80 is 0.8 %), the least a claim of it pays out (hundredths of the merchant's currency, like the wallets),
 * and since when: bets placed before it earn nothing from it. A product without a row earns no rebate.
 */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    minimumClaim: bigint('minimum_claim', { mode: 'number' }).notNull().default(0),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.productType] }),
    check('rebate_rates_values', sql`${table.rateBasisPoints} between 0 and 10000 and ${table.minimumClaim} >= 0`),
  ],
);

/**
 * One product's part of a claim: the valid bets it rebated, the rate it paid them at and the amount, and the ledger
 * row (`rebate`) that credited the main wallet. A claim of several products is one ledger row and a row here for
 * each product.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    // The last claim of each product, read beside the rebate.
    index('rebate_claims_member_product_created').on(table.memberId, table.productType, table.createdAt),
    check('rebate_claims_amounts', sql`${table.validBet} > 0 and ${table.amount} > 0`),
  ],
);

export type RebateRate = typeof rebateRates.$inferSelect;
export type RebateClaim = typeof rebateClaims.$inferSelect;
