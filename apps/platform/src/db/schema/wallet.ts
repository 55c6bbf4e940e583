import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { memberBonuses } from './bonuses';
import { timestamps } from './columns';
import { games } from './catalogue';
import { members, sessions } from './members';
import { merchants } from './merchants';
import { deposits } from './deposit';
import { withdrawals } from './withdraw';
import { rebateClaims } from './rebate';
import { salarySettlements } from './contracts';

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

/**
 * What moved a wallet: the seed's opening credit, a round's bet and win, a dev adjustment, and the two halves of a
 * transfer between the main wallet and a vendor wallet (`transfer_out` of the source, `transfer_in` of the target), a
 * withdrawal's hold (`withdrawal`) and its return when the withdrawal is rejected (`withdrawal_return`), a deposit
 * credited (`deposit`), the two halves of a transfer to the upline (`upline_out` of the member, `upline_in` of the
 * upline), an agent's transfer to downlines (one `downline_out` of the agent per downline paid, a `downline_in` of
 * each downline, every pair under its own transfer id), and the merchant's credits of a promotion (`bonus`, negative when a cancelled bonus is taken back) and of a
 * rebate on bets (`rebate`), points of the points mall converted to money (`points`), and an agent's pay under a
 * contract with the upline: a settled period's daily, hourly or real-time salary (`daily_salary`, `hourly_salary`,
 * `realtime_salary`) or dividend (`dividend`).
 */
export type WalletTransactionKind =
  | 'opening'
  | 'bet'
  | 'win'
  | 'adjustment'
  | 'transfer_out'
  | 'transfer_in'
  | 'withdrawal'
  | 'withdrawal_return'
  | 'deposit'
  | 'upline_out'
  | 'upline_in'
  | 'downline_out'
  | 'downline_in'
  | 'bonus'
  | 'rebate'
  | 'points'
  | 'daily_salary'
  | 'hourly_salary'
  | 'realtime_salary'
  | 'dividend';

/** Status of a vendor wallet: "OK" takes transfers; any other (e.g. "MAINTENANCE") refuses them. */
export type VendorWalletStatus = 'OK' | 'MAINTENANCE';

/**
 * The vendor wallets a merchant offers beside the main wallet (live casino, sports, slots vendors), by the account
 * type the balance answers carry. A merchant with none is a single-wallet merchant as far as transfers go; the
 * merchant's `singleWallet` switch says so on the wire (`GCS_merchantWallet`).
 */
export const merchantWallets = pgTable(
  'merchant_wallets',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    accountTypeId: integer('account_type_id').notNull(),
    /** The vendor's code (`EVO`), as `accountName`. */
    accountName: text('account_name').notNull(),
    /** What the member centre shows (`Evolution Live Casino`). */
    displayName: text('display_name').notNull(),
    status: text('status').$type<VendorWalletStatus>().notNull().default('OK'),
    /** When the status last changed: the start of a maintenance, as the refusal's `maintainTime`. */
    statusSince: timestamp('status_since', { withTimezone: true }).notNull().defaultNow(),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.accountTypeId] }),
    // 2 is the main wallet (`wallets`), never a vendor's.
    check('merchant_wallets_account_type', sql`${table.accountTypeId} > 2`),
  ],
);

/**
 * A member's balance in one vendor wallet, in hundredths of the merchant's currency like `wallets`. No row reads as 0;
 * the first transfer into it opens it.
 */
export const vendorWallets = pgTable(
  'vendor_wallets',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    accountTypeId: integer('account_type_id').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.accountTypeId] }),
    check('vendor_wallets_balance_not_negative', sql`${table.balance} >= 0`),
  ],
);

/**
 * The ledger rows an account record shows: the main wallet's, without a lost round's payout of nothing. Literal SQL
 * (no parameters), the same in the record's query and its partial indexes, so the planner matches them.
 */
export function accountRecordRows(table: { accountTypeId: AnyPgColumn; kind: AnyPgColumn; amount: AnyPgColumn }): SQL {
  return sql`(${table.accountTypeId} = 2 and (${table.kind} <> 'win' or ${table.amount} <> 0))`;
}

/**
 * The wallet ledger: one row per movement, signed (a bet is negative), with the balance right after it, so the rows
 * of a member's wallet (`accountTypeId`: 2 main, else a vendor wallet) replay to its balance. A round writes its bet
 * and its win (0 for a loss) under one round id; a transfer writes its two halves under one transfer id.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WalletTransactionKind>().notNull(),
    /** The wallet moved: 2 the main wallet, else a vendor wallet of `vendor_wallets`. */
    accountTypeId: integer('account_type_id').notNull().default(2),
    /** Hundredths of the wallet's currency; negative for a bet. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** The game of a bet or win (its nodeId); null for other movements. */
    gameId: integer('game_id').references(() => games.id),
    roundId: uuid('round_id'),
    /** The transfer of a `transfer_out` / `transfer_in` row; both halves share it. */
    transferId: uuid('transfer_id'),
    /** The other wallet of a transfer row (2 main, else a vendor wallet). */
    counterpartTypeId: integer('counterpart_type_id'),
    /** The withdrawal a `withdrawal` or `withdrawal_return` row belongs to. */
    withdrawalId: integer('withdrawal_id').references((): AnyPgColumn => withdrawals.id, { onDelete: 'cascade' }),
    /** The deposit a `deposit` row credits. */
    depositId: integer('deposit_id').references((): AnyPgColumn => deposits.id, { onDelete: 'cascade' }),
    /** The other member of an `upline_out` / `upline_in` / `downline_out` / `downline_in` row. */
    counterpartMemberId: integer('counterpart_member_id').references((): AnyPgColumn => members.id, {
      onDelete: 'set null',
    }),
    /** The bonus a `bonus` row credits (or, negative, takes back when the bonus is cancelled). */
    bonusId: integer('bonus_id').references(() => memberBonuses.id, { onDelete: 'cascade' }),
    /** The contract's settled period a salary or dividend row pays (`salary_settlements`). */
    settlementId: integer('settlement_id').references((): AnyPgColumn => salarySettlements.id, {
      onDelete: 'cascade',
    }),
    ...timestamps,
  },
  (table) => [
    index('wallet_transactions_member_created').on(table.memberId, table.createdAt),
    // The account record's rows (accountRecordRows): a page of a date range newest first, and its count, read from
    // the index alone; with `kind` for a type's rows, or as the last column to filter GAME's two kinds in order.
    index('wallet_transactions_account_record')
      .on(table.memberId, table.createdAt, table.id, table.kind)
      .where(accountRecordRows(table)),
    index('wallet_transactions_account_record_kind')
      .on(table.memberId, table.kind, table.createdAt, table.id)
      .where(accountRecordRows(table)),
    index('wallet_transactions_round').on(table.roundId),
    check(
      'wallet_transactions_kind',
      sql`${table.kind} in ('opening', 'bet', 'win', 'adjustment', 'transfer_out', 'transfer_in', 'withdrawal', 'withdrawal_return', 'deposit', 'upline_out', 'upline_in', 'downline_out', 'downline_in', 'bonus', 'rebate', 'points', 'daily_salary', 'hourly_salary', 'realtime_salary', 'dividend')`,
    ),
    check('wallet_transactions_deposit', sql`${table.kind} <> 'deposit' or ${table.depositId} is not null`),
    check(
      'wallet_transactions_upline',
      sql`${table.kind} not in ('upline_out', 'upline_in', 'downline_out', 'downline_in') or ${table.transferId} is not null`,
    ),
    check(
      'wallet_transactions_withdrawal',
      sql`${table.kind} not in ('withdrawal', 'withdrawal_return') or ${table.withdrawalId} is not null`,
    ),
    check('wallet_transactions_round', sql`${table.kind} not in ('bet', 'win') or ${table.roundId} is not null`),
    check(
      'wallet_transactions_transfer',
      sql`${table.kind} not in ('transfer_out', 'transfer_in') or (${table.transferId} is not null and ${table.counterpartTypeId} is not null)`,
    ),
  ],
);

/**
 * The bets a manual rebate claim may still pay: settled and paid by no claim yet. Literal SQL, the same in the
 * rebate's queries and the partial index that serves them, so the planner matches them.
 */
export function rebateOpenBets(table: { rebateClaimId: AnyPgColumn; status: AnyPgColumn }): SQL {
  return sql`(${table.rebateClaimId} is null and ${table.status} = 'settled')`;
}

/** Where a bet stands: settled once its payout (0 for a loss) is known; the demo game pages settle at once. */
export type BetStatus = 'settled' | 'unsettled' | 'cancelled';

/**
 * The betting record: one row per round of a member, written with the round's ledger rows (`bet` and `win`, same
 * `roundId`) and keeping what the record shows and filters by without a join: the product (the game's lane, `RNG`,
 * `LIVE` ...) and the vendor code as they were when it was played. Amounts are hundredths of the wallet's currency:
 * the stake, the part of it that counts as turnover (`validBet`) and the payout (0 for a loss).
 */
export const betRecords = pgTable(
  'bet_records',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id').notNull().unique(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    vendor: text('vendor').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    status: text('status').$type<BetStatus>().notNull().default('settled'),
    /** When the bet was placed. */
    ...timestamps,
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The manual rebate claim that paid this bet's rebate; null while it has none (docs/decisions/0037). */
    rebateClaimId: integer('rebate_claim_id').references((): AnyPgColumn => rebateClaims.id),
  },
  (table) => [
    // A page and the totals of one product over a date range, with or without a vendor, newest first: the amounts
    // ride along so that the totals are read from the index alone.
    index('bet_records_member_product_created').on(
      table.memberId,
      table.productType,
      table.createdAt,
      table.id,
      table.stake,
      table.validBet,
      table.payout,
    ),
    index('bet_records_member_product_vendor_created').on(
      table.memberId,
      table.productType,
      table.vendor,
      table.createdAt,
      table.id,
      table.stake,
      table.validBet,
      table.payout,
    ),
    // The member's settled bets not rebated yet, by product, with what they earn on: the rebate is summed from the
    // index alone, and a claim leaves it for the rows it pays.
    index('bet_records_rebate_open')
      .on(table.memberId, table.productType, table.createdAt, table.validBet)
      .where(rebateOpenBets(table)),
    // The member's bets of every product over a span, read from the index alone: a bonus's turnover (valid bets from
    // its grant on) and the agent centre's team figures (every amount, member by member of the team).
    index('bet_records_member_created').on(table.memberId, table.createdAt, table.validBet, table.stake, table.payout),
    check('bet_records_amounts', sql`${table.stake} > 0 and ${table.validBet} >= 0 and ${table.payout} >= 0`),
    check('bet_records_status', sql`${table.status} in ('settled', 'unsettled', 'cancelled')`),
  ],
);

/**
 * Each member's bets summed per UTC half-month (the 1st to the 15th, the 16th to the month's end) and product, kept
 * with the bets: every write of `bet_records` adds its rows here in the same transaction (`addBetSums`). The agent
 * centre reads a half-month that is over from here, one row per member and product instead of every bet of it; the
 * half-month running now is read from the bets, up to now. Amounts in hundredths, like the bets'.
 */
export const memberBetSums = pgTable(
  'member_bet_sums',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The first instant of the half-month the bets were placed in. */
    halfStart: timestamp('half_start', { withTimezone: true }).notNull(),
    productType: text('product_type').notNull(),
    bets: integer('bets').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.halfStart, table.productType] }),
    // A member's half-months read from the index alone, amounts and all (the agent centre's figures, member by member).
    index('member_bet_sums_member_half').on(
      table.memberId,
      table.halfStart,
      table.productType,
      table.bets,
      table.stake,
      table.validBet,
      table.payout,
    ),
    check('member_bet_sums_amounts', sql`${table.bets} >= 0 and ${table.stake} >= 0 and ${table.payout} >= 0`),
  ],
);

/**
 * The idempotency keys of money-moving calls (`Idempotency-Key` header), per member: written in the transaction that
 * moves the money, with the answer it gave, so a replay of the key answers that answer again and moves nothing. A
 * refused call writes none (its transaction rolls back): a retry is judged afresh.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The call and its parameters, so the same key with another request is refused instead of answered wrongly. */
    fingerprint: text('fingerprint').notNull(),
    /**
     * The value the call answered; null only inside the transaction that claimed the key (a concurrent call with the
     * same key waits on the claim and reads the answer once it commits).
     */
    response: jsonb('response'),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.memberId, table.key] })],
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
export type MerchantWallet = typeof merchantWallets.$inferSelect;
export type VendorWallet = typeof vendorWallets.$inferSelect;
export type WalletTransaction = typeof walletTransactions.$inferSelect;
export type GameTicket = typeof gameTickets.$inferSelect;
export type WinningRound = typeof winningRounds.$inferSelect;
export type BetRecord = typeof betRecords.$inferSelect;
export type MemberBetSum = typeof memberBetSums.$inferSelect;
