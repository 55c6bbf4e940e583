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
import { memberBonuses } from './bonuses';
import { timestamps } from './columns';
import { members } from './members';
import { merchants } from './merchants';

// The member's side of the promotions (REWCEN3, the reward centre): what each promotion asks of a member and pays,
// where each member stands with it, the reward tickets and vouchers, and the raffles' draws and tickets. A reward paid
// is a bonus (`member_bonuses`) and its `bonus` ledger row, so the bonus details, the account record and the profit
// and loss count it like any other. See docs/decisions/0042-promotions-join-and-claim.md.

/**
 * How a member takes part: MANUAL applies with a comment and the merchant approves or rejects; LOGIN claims the reward
 * at once; REGISTER (a sign-up promotion) asks for the reward, which the merchant checks; RAFFLE claims a ticket of the
 * running draw.
 */
export type PromotionRuleKind = 'MANUAL' | 'LOGIN' | 'REGISTER' | 'RAFFLE';

/**
 * A promotion as members take part in it: its code at the merchant (`reload`), kind, names by language, the reward
 * (hundredths of the merchant's currency; 0 for a raffle, whose prizes are drawn), its period, and the promotions
 * page's cards that show it (the announcements of type PR, one per language) by id.
 */
export const promotionRules = pgTable(
  'promotion_rules',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').$type<PromotionRuleKind>().notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** The turnover the paid bonus asks for, as a multiple of its amount. */
    turnoverMultiple: integer('turnover_multiple').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    announcementIds: jsonb('announcement_ids').$type<number[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('promotion_rules_merchant_code').on(table.merchantId, table.code),
    check('promotion_rules_kind', sql`${table.kind} in ('MANUAL', 'LOGIN', 'REGISTER', 'RAFFLE')`),
    check('promotion_rules_amount', sql`${table.amount} >= 0 and ${table.turnoverMultiple} >= 0`),
  ],
);

/**
 * Where a member stands with a promotion, one row per member and promotion: `applying` (a MANUAL application waiting
 * for the merchant), `process` (a sign-up reward being checked), `rejected` (with the merchant's `remark`), `issued`
 * (approved: the reward waits to be claimed), `claimed` (paid: `bonusId` names the bonus and its ledger row). A
 * claim moves `issued` to `claimed` with a conditional update, so it pays once however the claims race.
 */
export type PromotionEntryStatus = 'applying' | 'process' | 'rejected' | 'issued' | 'claimed';

export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => promotionRules.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').$type<PromotionEntryStatus>().notNull(),
    comment: text('comment'),
    remark: text('remark'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** When the member applied or asked. */
    ...timestamps,
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    bonusId: integer('bonus_id').references(() => memberBonuses.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('promotion_entries_rule_member').on(table.ruleId, table.memberId),
    index('promotion_entries_member').on(table.memberId),
    check('promotion_entries_status', sql`${table.status} in ('applying', 'process', 'rejected', 'issued', 'claimed')`),
    check('promotion_entries_comment', sql`${table.comment} is null or char_length(${table.comment}) <= 140`),
    check('promotion_entries_claimed', sql`${table.status} <> 'claimed' or ${table.claimedAt} is not null`),
  ],
);

/** A ticket's kind: cash claimed into the main wallet, or a voucher (a deposit discount). */
export type RewardTicketKind = 'TICKET' | 'VOUCHER';
/** Stored states; `EXPIRED` is read from `endsAt`, never stored. */
export type RewardTicketState = 'available' | 'claimed' | 'cancelled';

/**
 * A reward ticket or voucher given to a member (`TK-<id>`, `VC-<id>` on the wire): names by language, value (a voucher's percentage, `amount` its cap),
 * validity, and what became of it. Claimed or cancelled once, by a conditional update from `available`.
 */
export const rewardTickets = pgTable(
  'reward_tickets',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RewardTicketKind>().notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    percentage: integer('percentage'),
    state: text('state').$type<RewardTicketState>().notNull().default('available'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    ...timestamps,
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    bonusId: integer('bonus_id').references(() => memberBonuses.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('reward_tickets_member').on(table.memberId, table.kind, table.createdAt),
    check('reward_tickets_kind', sql`${table.kind} in ('TICKET', 'VOUCHER')`),
    check('reward_tickets_state', sql`${table.state} in ('available', 'claimed', 'cancelled')`),
    check('reward_tickets_amount', sql`${table.amount} > 0 and ${table.endsAt} > ${table.startsAt}`),
  ],
);

/** One draw of a raffle promotion: tickets are claimed while it runs, and take part for `ticketDays` from the claim. */
export const raffleSchedules = pgTable(
  'raffle_schedules',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => promotionRules.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    ticketDays: integer('ticket_days').notNull().default(7),
  },
  (table) => [
    index('raffle_schedules_rule').on(table.ruleId, table.startsAt),
    check('raffle_schedules_period', sql`${table.endsAt} > ${table.startsAt} and ${table.ticketDays} > 0`),
  ],
);

/** A member's ticket of a draw: one per member and draw (the unique index), numbered `R<draw>-<serial>`. */
export const raffleTickets = pgTable(
  'raffle_tickets',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => raffleSchedules.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('raffle_tickets_schedule_member').on(table.scheduleId, table.memberId)],
);

export type PromotionRule = typeof promotionRules.$inferSelect;
export type PromotionEntry = typeof promotionEntries.$inferSelect;
export type RewardTicketRow = typeof rewardTickets.$inferSelect;
export type RaffleSchedule = typeof raffleSchedules.$inferSelect;
export type RaffleTicketRow = typeof raffleTickets.$inferSelect;
