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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { members } from './members';
import { merchants } from './merchants';

// Contracts between an upline agent and a direct downline agent (contract §5.6): a daily, hourly or real-time salary,
// or a dividend, on one product, with its terms (tiers). The upline offers, the downline accepts or rejects; the
// upline may withdraw an offer not yet answered or ask to end a contract in force, which the downline confirms. The
// settlement job pays each contract in force once per period (`salary_settlements`).

/** The four contract types, as the ledger names their pay (`daily_salary`, `hourly_salary`, `realtime_salary`, `dividend`). */
export type ContractType = 'daily' | 'hourly' | 'realtime' | 'dividend';

/**
 * Where a contract stands: the contract's `P` (offered, waiting for the downline), `V` (termination asked by the
 * upline, waiting for the downline's confirmation) and `E` (in force); and the platform's ends: `R` rejected by the
 * downline, `W` withdrawn by the upline before an answer, `T` terminated.
 */
export type ContractStatus = 'P' | 'V' | 'E' | 'R' | 'W' | 'T';

/**
 * One tier of a contract's terms: the team's turnover (`minBet`, hundredths) and active members it needs, and what it
 * pays: `rate` in hundredths (of a percent when `rateType` is `P`, of the currency when `F`, fixed). A real-time
 * salary's tier pays `rate` (its loss rate) when the team lost in the period, else `winRate`.
 */
export interface ContractTier {
  minBet: number;
  activeMembers: number;
  rate: number;
  rateType: 'P' | 'F';
  winRate?: number;
}

export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** The upline agent who offered it (pays nothing itself: the merchant pays the salary). */
    uplineId: integer('upline_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The direct downline agent it pays. */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').$type<ContractType>().notNull(),
    /** The product whose bets count (`LIVE`, `RNG` ...). */
    productType: text('product_type').notNull(),
    /** A dividend's period: `H` half-month or `M` month; null for the salaries. */
    computationPeriod: text('computation_period').$type<'H' | 'M'>(),
    /** The tiers, lowest first. */
    tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
    status: text('status').$type<ContractStatus>().notNull().default('P'),
    /** Whether the terms pay more than the upline's own contract of the type (the downline sees a warning). */
    downlineHigherRate: text('downline_higher_rate').$type<'Y' | 'N'>().notNull().default('N'),
    ...timestamps,
    /** When the downline answered (accepted or rejected) or the upline withdrew it. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** In force from (accepted): the settlement pays periods from the one holding it. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** When its termination was asked (`V`) and when it ended (`T`). */
    terminationAskedAt: timestamp('termination_asked_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (table) => [
    // One live contract (offered, in force, ending) per downline, type and product.
    uniqueIndex('agent_contracts_live')
      .on(table.memberId, table.type, table.productType)
      .where(sql`${table.status} in ('P', 'V', 'E')`),
    index('agent_contracts_upline').on(table.uplineId, table.type),
    index('agent_contracts_member').on(table.memberId, table.type),
    // The settlement job's due contracts.
    index('agent_contracts_in_force').on(table.type, table.status),
    check('agent_contracts_type', sql`${table.type} in ('daily', 'hourly', 'realtime', 'dividend')`),
    check('agent_contracts_status', sql`${table.status} in ('P', 'V', 'E', 'R', 'W', 'T')`),
  ],
);

export type AgentContract = typeof agentContracts.$inferSelect;

/**
 * One settled period of a contract: the team's figures in it, the tier met (its index, null for none) and what was
 * paid (0 for nothing; a ledger row of the type's kind for more). Unique per contract and period: the job inserts it
 * in the transaction that credits the wallet, so a second run, or a second platform process, pays nothing.
 */
export const salarySettlements = pgTable(
  'salary_settlements',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').$type<ContractType>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** The team's turnover (valid bets) in the period, hundredths. */
    betVolume: bigint('bet_volume', { mode: 'number' }).notNull(),
    /** The team's stakes less its payouts in the period (its loss; negative when it won), hundredths. */
    netLoss: bigint('net_loss', { mode: 'number' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    tier: integer('tier'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('salary_settlements_contract_period').on(table.contractId, table.periodStart),
    index('salary_settlements_member').on(table.memberId, table.type, table.periodStart),
    check('salary_settlements_amount', sql`${table.amount} >= 0`),
  ],
);

export type SalarySettlement = typeof salarySettlements.$inferSelect;
