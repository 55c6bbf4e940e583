import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { members } from './members';
import { merchants } from './merchants';

// The money-out side of the member centre: each merchant's withdrawal settings and banks, the members' bank cards.

/** What a withdrawal asks of the member's profile (contract §5.3, `value.data` of the refusal). */
export type RequiredMemberInfo =
  | 'required_nickname'
  | 'required_id_not_verified'
  | 'required_email_add'
  | 'required_mobile_no'
  | 'required_qq'
  | 'required_address';

/**
 * A merchant's withdrawal rules (`MCSFE_getWithdrawSettings`): limits and charges in hundredths of its currency, like
 * the wallets. A merchant without a row takes no withdrawals.
 */
export const merchantWithdrawSettings = pgTable(
  'merchant_withdraw_settings',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    minimumAmount: bigint('minimum_amount', { mode: 'number' }).notNull(),
    maximumAmount: bigint('maximum_amount', { mode: 'number' }).notNull(),
    /** The charge as basis points of the amount (150 = 1.5%), at least `minimumCharge`. */
    chargeBasisPoints: integer('charge_basis_points').notNull().default(0),
    minimumCharge: bigint('minimum_charge', { mode: 'number' }).notNull().default(0),
    /** Withdrawals a day (platform-clock day, UTC) that carry no charge. */
    freeWithdrawalsPerDay: integer('free_withdrawals_per_day').notNull().default(0),
    /** C2C: another player pays the withdrawal, and the member confirms it arrived (`c2cEnabled`). */
    c2cEnabled: boolean('c2c_enabled').notNull().default(false),
    /** A disbursed C2C payment not confirmed within this many minutes counts as received. */
    confirmationMinutes: integer('confirmation_minutes').notNull().default(30),
    maxBankCards: integer('max_bank_cards').notNull().default(3),
    cardNumberMinLength: integer('card_number_min_length').notNull().default(10),
    cardNumberMaxLength: integer('card_number_max_length').notNull().default(19),
    /** Deposits a member must have made, in total, before a first withdrawal. */
    requiredDepositAmount: bigint('required_deposit_amount', { mode: 'number' }).notNull().default(0),
    requiredInfo: jsonb('required_info').$type<RequiredMemberInfo[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    check(
      'merchant_withdraw_settings_limits',
      sql`${table.minimumAmount} > 0 and ${table.maximumAmount} >= ${table.minimumAmount}`,
    ),
  ],
);

/** The banks a merchant pays withdrawals to, in display order. */
export const merchantBanks = pgTable(
  'merchant_banks',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.code] })],
);

/**
 * A member's bank card (account) for withdrawals. A card number is bound once per merchant: the same number under two
 * members would let one account's money leave to another's card.
 */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    /** The account holder's name as the bank knows it. */
    accountName: text('account_name').notNull(),
    /** Digits only. Answered masked to all but its last four digits. */
    cardNumber: text('card_number').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('bank_cards_merchant_number').on(table.merchantId, table.cardNumber),
    index('bank_cards_member').on(table.memberId),
  ],
);

/**
 * Where a withdrawal stands. `pending` holds its amount (taken from the main wallet when it was made); `approved` makes
 * the hold final and `rejected` returns it. A C2C withdrawal is `disbursed` once a payer has paid it, then `received`
 * or `not_received` by the member, or `forced_received` when the merchant's minutes pass unconfirmed.
 */
export type WithdrawalStatus =
  'pending' | 'approved' | 'rejected' | 'disbursed' | 'received' | 'not_received' | 'forced_received';

/**
 * A member's withdrawal: the amount held (hundredths), the charge taken from it, and the card it is paid to as it was
 * then (the card may be removed later; the record keeps its bank and masked number).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    charges: bigint('charges', { mode: 'number' }).notNull().default(0),
    bankCardId: integer('bank_card_id').references(() => bankCards.id, { onDelete: 'set null' }),
    bankName: text('bank_name').notNull(),
    cardNumberMasked: text('card_number_masked').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('pending'),
    c2c: boolean('c2c').notNull().default(false),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
  },
  (table) => [
    index('withdrawals_member_created').on(table.memberId, table.createdAt),
    check(
      'withdrawals_amounts',
      sql`${table.amount} > 0 and ${table.charges} >= 0 and ${table.charges} < ${table.amount}`,
    ),
    check(
      'withdrawals_status',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'disbursed', 'received', 'not_received', 'forced_received')`,
    ),
  ],
);

/**
 * What stands between a member and a withdrawal: the turnover still to play (`requiredTurnover` against
 * `actualTurnover`) and the deposits made (`depositTotal`, against the merchant's `requiredDepositAmount`), in
 * hundredths. No row reads as all 0.
 */
export const memberTurnover = pgTable('member_turnover', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  requiredTurnover: bigint('required_turnover', { mode: 'number' }).notNull().default(0),
  actualTurnover: bigint('actual_turnover', { mode: 'number' }).notNull().default(0),
  depositTotal: bigint('deposit_total', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Withdrawal = typeof withdrawals.$inferSelect;
export type MemberTurnover = typeof memberTurnover.$inferSelect;
export type MerchantWithdrawSettings = typeof merchantWithdrawSettings.$inferSelect;
export type MerchantBank = typeof merchantBanks.$inferSelect;
export type BankCard = typeof bankCards.$inferSelect;
