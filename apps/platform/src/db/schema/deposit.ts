import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { members } from './members';
import { merchants } from './merchants';

// The money-in side of the member centre: each merchant's deposit settings and channels, the members' deposits and
// their receipts, and the responsible-gambling limits (deposit limits, time-outs and self-exclusion).

/** Raw bytes (a receipt picture). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A merchant's deposit settings (`MCSFE_getDepositSettings`): whether deposits are taken now, the message shown when
 * not, and the amounts a deposit form offers as presets (hundredths of its currency). No row: no deposits.
 */
export const merchantDepositSettings = pgTable('merchant_deposit_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  allowDeposit: boolean('allow_deposit').notNull().default(true),
  depositOffMessage: text('deposit_off_message'),
  amountPresets: jsonb('amount_presets').$type<number[]>().notNull().default([]),
  ...timestamps,
});

/** How a deposit is paid: `PG` online through a payment gateway, `MT` by bank transfer to the merchant's account. */
export type DepositMethod = 'PG' | 'MT';

/**
 * A channel of a deposit method (`getDepositBanksList` → `value[<METHOD>].channels`): a gateway's bank for `PG`, a
 * receiving account for `MT` (its holder, number and branch), each with a minimum and maximum in hundredths.
 */
export const merchantDepositChannels = pgTable(
  'merchant_deposit_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    method: text('method').$type<DepositMethod>().notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    bankType: text('bank_type').notNull(),
    /** The payment gateway (vendor) of the channel, as `vendorId`. */
    vendorId: integer('vendor_id').notNull(),
    minimumAmount: bigint('minimum_amount', { mode: 'number' }).notNull(),
    maximumAmount: bigint('maximum_amount', { mode: 'number' }).notNull(),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    bankBranch: text('bank_branch'),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('merchant_deposit_channels_merchant').on(table.merchantId),
    check('merchant_deposit_channels_method', sql`${table.method} in ('PG', 'MT')`),
    check(
      'merchant_deposit_channels_limits',
      sql`${table.minimumAmount} > 0 and ${table.maximumAmount} >= ${table.minimumAmount}`,
    ),
  ],
);

/**
 * Where a deposit stands: `pending` until paid (online) or approved (bank transfer), then `successful` (the main
 * wallet credited, once) or `failed` (cancelled on the payment page, or rejected).
 */
export type DepositStatus = 'pending' | 'successful' | 'failed';

/**
 * A member's deposit, in hundredths, with its channel as it was then. An online one carries the token of its payment
 * page; a bank transfer the player's remark, and when the player said the transfer was made (`taskCreatedAt`).
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    method: text('method').$type<DepositMethod>().notNull(),
    channelId: integer('channel_id').references(() => merchantDepositChannels.id, { onDelete: 'set null' }),
    bankName: text('bank_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    remark: text('remark'),
    /** The deposit promotion the player picked (an announcement of type PR). */
    promotionId: integer('promotion_id'),
    /** The demo payment page's token (online deposits): the page pays or cancels this deposit only. */
    payToken: text('pay_token').unique(),
    taskCreatedAt: timestamp('task_created_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('deposits_member_created').on(table.memberId, table.createdAt),
    // A member's credited deposits over a span, read from the index alone: the agent centre's team figures.
    index('deposits_member_credited')
      .on(table.memberId, table.createdAt, table.amount)
      .where(sql`${table.status} = 'successful'`),
    check('deposits_amount', sql`${table.amount} > 0`),
    check('deposits_status', sql`${table.status} in ('pending', 'successful', 'failed')`),
  ],
);

/** The receipt picture of a bank-transfer deposit, as uploaded (PNG or JPEG, 5 MB at most). */
export const depositReceipts = pgTable('deposit_receipts', {
  depositId: integer('deposit_id')
    .primaryKey()
    .references(() => deposits.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  ...timestamps,
});

export type DepositLimitPeriod = 'daily' | 'weekly' | 'monthly';

/**
 * A member's deposit limit of one period, in hundredths (null: none). A raise waits 24 hours: `pendingFrom` is when
 * `pendingAmount` (null: none) takes over; no pending raise while `pendingFrom` is null.
 */
export const memberDepositLimits = pgTable(
  'member_deposit_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    period: text('period').$type<DepositLimitPeriod>().notNull(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.period] }),
    check('member_deposit_limits_period', sql`${table.period} in ('daily', 'weekly', 'monthly')`),
  ],
);

/** A time-out or self-exclusion the member chose: logins are refused until `until`. */
export const memberExclusions = pgTable('member_exclusions', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  ...timestamps,
});

export type MerchantDepositSettings = typeof merchantDepositSettings.$inferSelect;
export type DepositChannel = typeof merchantDepositChannels.$inferSelect;
export type Deposit = typeof deposits.$inferSelect;
export type MemberDepositLimit = typeof memberDepositLimits.$inferSelect;
