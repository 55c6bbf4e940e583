import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { games } from './catalogue';
import { members, sessions } from './members';
import { merchants } from './merchants';

// Money and play: wallets and their ledger, the winning rounds of the winner board, the tickets of real-money launches.

/**
 * A member's main wallet (`accountTypeId` 2), in the merchant's currency. Amounts are whole hundredths of the currency
 * unit (cents, also for currencies without minor units such as VND): the platform sends every amount with two decimals,
 * and integers keep the arithmetic exact in SQL and in JavaScript (exact up to 2^53 hundredths). No row reads as 0.
 */
export const wallets = pgTable(
  'wallets',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** ISO 4217 code, the merchant's when the wallet was opened. */
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A debit is a conditional update; this is the database's own refusal should any write forget the condition.
  (table) => [check('wallets_balance_not_negative', sql`${table.balance} >= 0`)],
);

/** What moved a wallet: the seed's opening credit, a round's bet and win, a dev adjustment. */
export type WalletTransactionKind = 'opening' | 'bet' | 'win' | 'adjustment';

/**
 * The wallet ledger: one row per movement, signed (a bet is negative), with the balance right after it, so the rows
 * of a member replay to the wallet's balance. A round writes its bet and its win (0 for a loss) under one round id.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WalletTransactionKind>().notNull(),
    /** Hundredths of the wallet's currency; negative for a bet. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** The game of a bet or win (its nodeId); null for other movements. */
    gameId: integer('game_id').references(() => games.id),
    roundId: uuid('round_id'),
    ...timestamps,
  },
  (table) => [
    index('wallet_transactions_member_created').on(table.memberId, table.createdAt),
    index('wallet_transactions_round').on(table.roundId),
    check('wallet_transactions_kind', sql`${table.kind} in ('opening', 'bet', 'win', 'adjustment')`),
    check('wallet_transactions_round', sql`${table.kind} not in ('bet', 'win') or ${table.roundId} is not null`),
  ],
);

/**
 * The winning rounds of a merchant's site, for its winner board (ODSFE2_getWinnerBoard): a real round that won
 * (written with its ledger rows, in the same transaction) or the seed's history of wins by players who are not demo
 * accounts (`memberId` null). `customerName` is the winner's name as the board shows it, already masked (`pl***01`):
 * the full user name is never stored here. Amounts are hundredths of `currency`, like the wallet tables.
 */
export const winningRounds = pgTable(
  'winning_rounds',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** The winner as shown: first two characters, `***`, last two. */
    customerName: text('customer_name').notNull(),
    /** The member who played the round; null for the seeded history (and once the member is deleted). */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The ledger's round of a played win (its `bet` and `win` rows); null marks the seeded history. */
    roundId: uuid('round_id').unique(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    /** ISO 4217 code: the wallet's for a played round, the merchant's for the seeded history. */
    currency: text('currency').notNull(),
    ...timestamps,
  },
  (table) => [
    index('winning_rounds_merchant_created').on(table.merchantId, table.createdAt),
    index('winning_rounds_game').on(table.gameId),
    check('winning_rounds_amounts', sql`${table.stake} > 0 and ${table.win} > 0`),
  ],
);

/**
 * The ticket of a real-money launch: the demo game page's URL carries it instead of a session token. Only its SHA-256
 * is stored; it opens one game for one member at one merchant, until it expires or the session that launched it ends.
 */
export const gameTickets = pgTable(
  'game_tickets',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('game_tickets_member').on(table.memberId), index('game_tickets_session').on(table.sessionId)],
);

export type Wallet = typeof wallets.$inferSelect;
export type WalletTransaction = typeof walletTransactions.$inferSelect;
export type GameTicket = typeof gameTickets.$inferSelect;
export type WinningRound = typeof winningRounds.$inferSelect;
