import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { members } from './members';
import { merchants } from './merchants';
import { betRecords, walletTransactions } from './wallet';

// The points mall (PTSYS3): each merchant's points scheme and reward catalogue, the member's points and their ledger,
// the bets that earned them and the redemptions. Points are whole numbers; every change of a balance is a conditional
// update in one transaction with its ledger row. See docs/decisions/0041-points-mall.md.

/**
 * A merchant's points scheme: the valid bet that earns one point (hundredths of its currency, like the wallets), what
 * one point converts to (hundredths too), the fewest points a conversion takes, and since when bets earn points.
 */
export const pointSettings = pgTable(
  'point_settings',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    betPerPoint: bigint('bet_per_point', { mode: 'number' }).notNull(),
    pointValue: bigint('point_value', { mode: 'number' }).notNull(),
    minConvert: integer('min_convert').notNull().default(1),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'point_settings_values',
      sql`${table.betPerPoint} > 0 and ${table.pointValue} > 0 and ${table.minConvert} > 0`,
    ),
  ],
);

/**
 * A member's points, and the valid bet (hundredths) earned toward the next point: the bets a reading turns into points
 * leave their remainder here, so nothing is lost to rounding. No row reads as 0.
 */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    betRemainder: bigint('bet_remainder', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A debit is a conditional update; this is the database's own refusal should any write forget the condition.
  (table) => [check('point_accounts_not_negative', sql`${table.balance} >= 0 and ${table.betRemainder} >= 0`)],
);

/** `VIRTUAL`: credited to the account (bonus, spins, vouchers); `PHYSICAL`: sent to the member's address. */
export type PointRewardType = 'VIRTUAL' | 'PHYSICAL';

/** A reward's name and description in one language. */
export interface PointRewardCopy {
  name: string;
  description: string;
}

/**
 * A reward of a merchant's catalogue: its type (the catalogue's tab), price in points, what is left of it (never below
 * zero: a redemption takes it by a conditional update), its picture (`/wps/media/reward/<picture>.svg`) and its name
 * and description per language (the merchant's default where the asked one is missing).
 */
export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    type: text('type').$type<PointRewardType>().notNull(),
    price: integer('price').notNull(),
    inventory: integer('inventory').notNull(),
    picture: text('picture').notNull(),
    copy: jsonb('copy').$type<Record<string, PointRewardCopy>>().notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('point_rewards_merchant_type').on(table.merchantId, table.type, table.sort, table.id),
    check('point_rewards_type', sql`${table.type} in ('VIRTUAL', 'PHYSICAL')`),
    check('point_rewards_values', sql`${table.price} > 0 and ${table.inventory} >= 0`),
  ],
);

export type RedemptionStatus = 'processing' | 'approved' | 'rejected';

/**
 * A redemption: the reward, how many, the points it took, where a physical one goes, and where it stands. A rejected
 * one gave its points back and its items back to the catalogue.
 */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    status: text('status').$type<RedemptionStatus>().notNull().default('processing'),
    redeemType: text('redeem_type'),
    province: text('province'),
    remarks: text('remarks'),
    ...timestamps,
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('point_redemptions_member_created').on(table.memberId, table.createdAt, table.id),
    check('point_redemptions_status', sql`${table.status} in ('processing', 'approved', 'rejected')`),
    check('point_redemptions_values', sql`${table.quantity} > 0 and ${table.points} > 0`),
  ],
);

/**
 * What moved a member's points: bets earned them (`earned`, with the valid bet they counted), the merchant gave them
 * (`given`), a redemption took them (`redeemed`) or gave them back when rejected (`redemption_returned`), a
 * conversion took them (`converted`, with the wallet ledger row that credited the money).
 */
export type PointTransactionKind = 'earned' | 'given' | 'redeemed' | 'redemption_returned' | 'converted';

/** The point ledger: one row per movement, signed, with the balance right after it, so the rows replay to it. */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PointTransactionKind>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }),
    redemptionId: integer('redemption_id').references(() => pointRedemptions.id, { onDelete: 'cascade' }),
    walletTransactionId: integer('wallet_transaction_id').references((): AnyPgColumn => walletTransactions.id, {
      onDelete: 'cascade',
    }),
    note: text('note'),
    ...timestamps,
  },
  (table) => [
    index('point_transactions_member_created').on(table.memberId, table.createdAt, table.id),
    check(
      'point_transactions_kind',
      sql`${table.kind} in ('earned', 'given', 'redeemed', 'redemption_returned', 'converted')`,
    ),
    check('point_transactions_balance', sql`${table.balanceAfter} >= 0 and ${table.amount} <> 0`),
    check(
      'point_transactions_redemption',
      sql`${table.kind} not in ('redeemed', 'redemption_returned') or ${table.redemptionId} is not null`,
    ),
    check(
      'point_transactions_conversion',
      sql`${table.kind} <> 'converted' or ${table.walletTransactionId} is not null`,
    ),
  ],
);

/** The bets that have earned their points: each once, whichever reading counted it. */
export const pointEarnedBets = pgTable('point_earned_bets', {
  betId: integer('bet_id')
    .primaryKey()
    .references(() => betRecords.id, { onDelete: 'cascade' }),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
});

export type PointSettings = typeof pointSettings.$inferSelect;
export type PointReward = typeof pointRewards.$inferSelect;
export type PointRedemption = typeof pointRedemptions.$inferSelect;
