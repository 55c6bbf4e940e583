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
import { walletTransactions } from './wallet';

// Mission activity (the member centre's `missionLeaderboard`): each merchant's missions and their milestones, and the
// members' claims. Progress is not stored: it is read from the betting record and the ledger's deposits of the
// running period whenever asked for, so it follows every round and deposit at once. A milestone is paid once per
// period: the unique claim row says so. See docs/decisions/0039-missions.md.

/** How long a mission's period runs, in UTC: a day, or a week from Monday. */
export type MissionPeriod = 'DAILY' | 'WEEKLY';

/**
 * What a mission counts: rounds played (`ROUNDS`), valid bets staked (`VALID_BET`, hundredths), or deposits credited
 * of at least `minimum_amount` (`DEPOSITS`).
 */
export type MissionType = 'ROUNDS' | 'VALID_BET' | 'DEPOSITS';

/**
 * A merchant's mission: its code, its name and description per language (English always there), its period, what it
 * counts and of which product (`RNG`, `LIVE` ...; null for every product), and the order the page lists it in.
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    period: text('period').$type<MissionPeriod>().notNull(),
    type: text('type').$type<MissionType>().notNull(),
    productType: text('product_type'),
    /** A deposit counts toward a `DEPOSITS` mission from this amount on (hundredths); 0 otherwise. */
    minimumAmount: bigint('minimum_amount', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('missions_merchant_code').on(table.merchantId, table.code),
    check('missions_period', sql`${table.period} in ('DAILY', 'WEEKLY')`),
    check('missions_type', sql`${table.type} in ('ROUNDS', 'VALID_BET', 'DEPOSITS')`),
    check('missions_minimum', sql`${table.minimumAmount} >= 0`),
  ],
);

/**
 * A milestone of a mission: the progress it asks for (a count, or hundredths for `VALID_BET`), the reward it pays
 * into the main wallet (hundredths), and the mission points it is worth on the week's leaderboard.
 */
export const missionMilestones = pgTable(
  'mission_milestones',
  {
    id: serial('id').primaryKey(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    target: bigint('target', { mode: 'number' }).notNull(),
    reward: bigint('reward', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
  },
  (table) => [
    uniqueIndex('mission_milestones_mission_level').on(table.missionId, table.level),
    check('mission_milestones_values', sql`${table.target} > 0 and ${table.reward} >= 0 and ${table.points} >= 0`),
  ],
);

/**
 * A member's claim of a milestone in one period (`period_start`): what it paid, the points, and the `bonus` ledger row
 * that credited the main wallet. One per member, milestone and period: a second claim, or one racing it, is refused.
 */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    milestoneId: integer('milestone_id')
      .notNull()
      .references(() => missionMilestones.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
    transactionId: integer('transaction_id').references(() => walletTransactions.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('mission_claims_once').on(table.memberId, table.milestoneId, table.periodStart),
    index('mission_claims_member_period').on(table.memberId, table.periodStart),
    check('mission_claims_values', sql`${table.amount} >= 0 and ${table.points} >= 0`),
  ],
);

export type Mission = typeof missions.$inferSelect;
export type MissionMilestone = typeof missionMilestones.$inferSelect;
export type MissionClaim = typeof missionClaims.$inferSelect;
