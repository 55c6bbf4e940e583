import { rewardErrorCodes, type PromotionStatus } from '@lobby/contract';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  memberBonuses,
  promotionEntries,
  promotionRules,
  raffleSchedules,
  raffleTickets,
  rewardTickets,
  walletTransactions,
  wallets,
  type Member,
  type Merchant,
  type PromotionEntry,
  type PromotionRule,
  type PromotionRuleKind,
  type RaffleSchedule,
  type RaffleTicketRow,
  type RewardTicketKind,
  type RewardTicketRow,
} from '../db/schema';
import { ApiError } from '../lib/apiError';
import { notifyMember } from '../realtime/publish';
import { toWire, type Cents } from './money';
import { credit, lockMain, once, type Transaction } from './transfers';
import { mainWalletTypeId } from './wallets';

// The member's side of the promotions and the reward centre: where a member stands with each promotion (spec 2 §4's
// statuses, read from the rule, the member's entry and the schedule clock), applications and sign-up requests, and the
// claims that pay. A claim runs in one transaction under the main wallet's lock and an idempotency key, moves its row
// from claimable to claimed with a conditional update, and writes a bonus and its `bonus` ledger row: a second claim,
// however it races, finds nothing to move and is refused. See docs/decisions/0042-promotions-join-and-claim.md.

export const promotionErrors = {
  notFound: () => new ApiError(404, rewardErrorCodes.promotionNotFound, 'This promotion is not offered here.'),
  notStarted: () => new ApiError(400, rewardErrorCodes.promotionNotStarted, 'This promotion has not started yet.'),
  ended: () =>
    new ApiError(400, rewardErrorCodes.promotionEnded, 'This promotion has ended: it can no longer be claimed.'),
  alreadyJoined: () =>
    new ApiError(400, rewardErrorCodes.promotionAlreadyJoined, 'You have already taken part in this promotion.'),
  notClaimable: () =>
    new ApiError(400, rewardErrorCodes.promotionNotClaimable, 'There is no reward of this promotion to claim yet.'),
  alreadyClaimed: () =>
    new ApiError(400, rewardErrorCodes.rewardAlreadyClaimed, 'This reward has already been claimed.'),
  ticketNotFound: () => new ApiError(404, rewardErrorCodes.ticketNotFound, 'You have no such ticket.'),
  ticketExpired: () => new ApiError(400, rewardErrorCodes.ticketExpired, 'This ticket has expired.'),
  ticketNotAvailable: () =>
    new ApiError(400, rewardErrorCodes.ticketNotAvailable, 'This ticket has already been claimed or cancelled.'),
};

// --- The schedule clock ---------------------------------------------------------------------------------------

/**
 * How far the dev endpoint moved the schedules' clock past the platform's, per platform (its shared object): promotion
 * periods, raffle draws and ticket validity read `scheduleNow`, nothing else does (sessions and limits keep the real
 * clock, so moving it signs nobody out).
 */
const scheduleShifts = new WeakMap<object, number>();

export function scheduleShiftOf(platform: object): number {
  return scheduleShifts.get(platform) ?? 0;
}

export function setScheduleShift(platform: object, ms: number): void {
  if (ms === 0) scheduleShifts.delete(platform);
  else scheduleShifts.set(platform, ms);
}

/** The schedules' now: the platform's clock moved by the dev endpoint's shift. */
export function scheduleNow(platform: { clock: () => number }): Date {
  return new Date(platform.clock() + scheduleShiftOf(platform));
}

// --- Reading --------------------------------------------------------------------------------------------------

/** One promotion as the member stands with it. */
export interface Standing {
  rule: PromotionRule;
  status: PromotionStatus;
  entry: PromotionEntry | undefined;
  /** A raffle's current draw, else its next, else its last. */
  schedule: RaffleSchedule | undefined;
  ticket: RaffleTicketRow | undefined;
}

const started = (rule: { startsAt: Date }, now: Date) => rule.startsAt.getTime() <= now.getTime();
const ended = (rule: { endsAt: Date | null }, now: Date) =>
  rule.endsAt !== null && rule.endsAt.getTime() <= now.getTime();

/** The draw a raffle shows at `now`: the running one, else the next, else the last. */
export function drawAt(schedules: readonly RaffleSchedule[], now: Date): RaffleSchedule | undefined {
  const t = now.getTime();
  const sorted = [...schedules].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return (
    sorted.find((s) => s.startsAt.getTime() <= t && t < s.endsAt.getTime()) ??
    sorted.find((s) => s.startsAt.getTime() > t) ??
    sorted.at(-1)
  );
}

/** Spec 2 §4's status of one promotion for the member at `now`. */
export function statusOf(
  rule: PromotionRule,
  entry: PromotionEntry | undefined,
  draw: { schedule: RaffleSchedule | undefined; ticket: RaffleTicketRow | undefined },
  now: Date,
): PromotionStatus {
  if (entry?.status === 'claimed') return 'claimed';
  if (!started(rule, now)) return 'coming';
  if (ended(rule, now)) return 'closed';
  switch (rule.kind) {
    case 'LOGIN':
      return 'claim';
    case 'RAFFLE': {
      const { schedule, ticket } = draw;
      if (ticket) return 'joined';
      if (!schedule) return 'closed';
      if (schedule.startsAt.getTime() > now.getTime()) return 'coming';
      return schedule.endsAt.getTime() > now.getTime() ? 'join' : 'closed';
    }
    default:
      return entry?.status ?? 'join';
  }
}

/** Every promotion of the member's merchant with the member's standing in it, newest start first. */
export async function standingsOf(db: Database, member: Pick<Member, 'id' | 'merchantId'>, now: Date) {
  const rules = await db
    .select()
    .from(promotionRules)
    .where(eq(promotionRules.merchantId, member.merchantId))
    .orderBy(desc(promotionRules.startsAt), asc(promotionRules.id));
  if (!rules.length) return [];
  const ruleIds = rules.map((rule) => rule.id);
  const [entries, schedules] = await Promise.all([
    db
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.memberId, member.id), inArray(promotionEntries.ruleId, ruleIds))),
    db.select().from(raffleSchedules).where(inArray(raffleSchedules.ruleId, ruleIds)),
  ]);
  const shown = rules.flatMap((rule) =>
    rule.kind === 'RAFFLE'
      ? [
          drawAt(
            schedules.filter((s) => s.ruleId === rule.id),
            now,
          ),
        ]
      : [],
  );
  const shownIds = shown.flatMap((s) => (s ? [s.id] : []));
  const tickets = shownIds.length
    ? await db
        .select()
        .from(raffleTickets)
        .where(and(eq(raffleTickets.memberId, member.id), inArray(raffleTickets.scheduleId, shownIds)))
    : [];
  return rules.map((rule): Standing => {
    const entry = entries.find((row) => row.ruleId === rule.id);
    const schedule =
      rule.kind === 'RAFFLE'
        ? drawAt(
            schedules.filter((s) => s.ruleId === rule.id),
            now,
          )
        : undefined;
    const ticket = schedule ? tickets.find((row) => row.scheduleId === schedule.id) : undefined;
    return { rule, entry, schedule, ticket, status: statusOf(rule, entry, { schedule, ticket }, now) };
  });
}

/** What the menu's reward badge counts: rewards waiting to be claimed, raffle draws to join, tickets to claim. */
export async function availableCounts(db: Database, member: Pick<Member, 'id' | 'merchantId'>, now: Date) {
  const standings = await standingsOf(db, member, now);
  const count = (kind: PromotionRuleKind, statuses: readonly PromotionStatus[]) =>
    standings.filter((s) => s.rule.kind === kind && statuses.includes(s.status)).length;
  const tickets = await ticketsOf(db, member.id, 'TICKET');
  return {
    MANUAL: count('MANUAL', ['issued']),
    REGISTER: count('REGISTER', ['issued']),
    LOGIN: count('LOGIN', ['claim']),
    RAFFLE: count('RAFFLE', ['join']),
    TICKET: tickets.filter((ticket) => ticketStatusOf(ticket, now) === 'AVAILABLE').length,
  };
}

/** For visitors: how many promotions of each kind run now at the merchant. */
export async function runningCounts(db: Database, merchantId: number, now: Date) {
  const rules = await db.select().from(promotionRules).where(eq(promotionRules.merchantId, merchantId));
  const running = rules.filter((rule) => started(rule, now) && !ended(rule, now));
  const count = (kind: PromotionRuleKind) => running.filter((rule) => rule.kind === kind).length;
  return { MANUAL: count('MANUAL'), REGISTER: count('REGISTER'), LOGIN: count('LOGIN'), RAFFLE: count('RAFFLE') };
}

export function ticketsOf(db: Database, memberId: number, kind: RewardTicketKind): Promise<RewardTicketRow[]> {
  return db
    .select()
    .from(rewardTickets)
    .where(and(eq(rewardTickets.memberId, memberId), eq(rewardTickets.kind, kind)))
    .orderBy(desc(rewardTickets.createdAt), desc(rewardTickets.id));
}

export function ticketStatusOf(ticket: RewardTicketRow, now: Date): 'AVAILABLE' | 'CLAIMED' | 'CANCELLED' | 'EXPIRED' {
  if (ticket.state === 'claimed') return 'CLAIMED';
  if (ticket.state === 'cancelled') return 'CANCELLED';
  return ticket.endsAt.getTime() <= now.getTime() ? 'EXPIRED' : 'AVAILABLE';
}

const ticketPrefix: Record<RewardTicketKind, string> = { TICKET: 'TK', VOUCHER: 'VC' };

/** The wire id of a ticket (`TK-31`, `VC-7`). */
export const ticketIdOf = (ticket: Pick<RewardTicketRow, 'id' | 'kind'>) => `${ticketPrefix[ticket.kind]}-${ticket.id}`;

/** The row id a wire ticket id names, or undefined. */
export function ticketRowIdOf(value: string | number): number | undefined {
  const match = /^(?:TK|VC)-(\d{1,9})$/.exec(String(value).trim().toUpperCase());
  return match ? Number(match[1]) : undefined;
}

/** A raffle ticket's number (`R3-000009`). */
export const raffleTicketIdOf = (ticket: Pick<RaffleTicketRow, 'id' | 'scheduleId'>) =>
  `R${ticket.scheduleId}-${String(ticket.id).padStart(6, '0')}`;

/** The rule of the member's merchant a wire id names, or the refusal. */
export async function ruleOf(db: Database | Transaction, merchantId: number, promotionId: string | number) {
  const id = Number(promotionId);
  if (!Number.isSafeInteger(id) || id <= 0) throw promotionErrors.notFound();
  const [rule] = await db
    .select()
    .from(promotionRules)
    .where(and(eq(promotionRules.id, id), eq(promotionRules.merchantId, merchantId)));
  if (!rule) throw promotionErrors.notFound();
  return rule;
}

function runningOrRefuse(rule: PromotionRule, now: Date): void {
  if (!started(rule, now)) throw promotionErrors.notStarted();
  if (ended(rule, now)) throw promotionErrors.ended();
}

// --- Taking part ----------------------------------------------------------------------------------------------

/**
 * A MANUAL application with its comment (already checked: 1 to 140 characters) or a REGISTER request: one entry per
 * member and promotion, `applying` or `process`, waiting for the merchant.
 */
export async function join(
  db: Database,
  request: { member: Pick<Member, 'id' | 'merchantId'>; promotionId: string | number; comment?: string; now: Date },
): Promise<PromotionEntry> {
  const { member, promotionId, comment, now } = request;
  const rule = await ruleOf(db, member.merchantId, promotionId);
  const kind: PromotionRuleKind = comment === undefined ? 'REGISTER' : 'MANUAL';
  if (rule.kind !== kind) throw promotionErrors.notClaimable();
  runningOrRefuse(rule, now);
  const [entry] = await db
    .insert(promotionEntries)
    .values({
      ruleId: rule.id,
      memberId: member.id,
      status: kind === 'MANUAL' ? 'applying' : 'process',
      comment: comment ?? null,
      amount: rule.amount,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!entry) throw promotionErrors.alreadyJoined();
  return entry;
}

/** The merchant's decision on an application or a sign-up request (dev endpoint): issued or rejected, once. */
export async function decideEntry(
  db: Database,
  request: { ruleId: number; memberId: number; approve: boolean; remark?: string | undefined; at: Date },
): Promise<PromotionEntry | undefined> {
  const { ruleId, memberId, approve, remark, at } = request;
  const [entry] = await db
    .update(promotionEntries)
    .set({ status: approve ? 'issued' : 'rejected', remark: remark ?? null, decidedAt: at })
    .where(
      and(
        eq(promotionEntries.ruleId, ruleId),
        eq(promotionEntries.memberId, memberId),
        inArray(promotionEntries.status, ['applying', 'process']),
      ),
    )
    .returning();
  return entry;
}

// --- Paying ---------------------------------------------------------------------------------------------------

export interface Paid {
  amount: Cents;
  transactionId: number;
  bonusId: number;
  claimTime: number;
}

/** Credits a reward as a bonus: its `member_bonuses` row, the main wallet and the `bonus` ledger row naming it. */
async function payBonus(
  tx: Transaction,
  reward: {
    member: Pick<Member, 'id'>;
    merchant: Pick<Merchant, 'currency'>;
    code: string;
    names: Record<string, string>;
    amount: Cents;
    turnoverMultiple: number;
    at: Date;
  },
): Promise<Paid> {
  const { member, merchant, code, names, amount, turnoverMultiple, at } = reward;
  const [bonus] = await tx
    .insert(memberBonuses)
    .values({
      memberId: member.id,
      promotionCode: code,
      promotionNames: names,
      amount,
      turnoverRequired: amount * turnoverMultiple,
      createdAt: at,
    })
    .returning({ id: memberBonuses.id });
  if (!bonus) throw new Error('the bonus row was not written');
  const balanceAfter = await credit(
    tx,
    { memberId: member.id, accountTypeId: mainWalletTypeId, currency: merchant.currency },
    amount,
    at,
  );
  const [ledger] = await tx
    .insert(walletTransactions)
    .values({ memberId: member.id, kind: 'bonus', amount, balanceAfter, bonusId: bonus.id, createdAt: at })
    .returning({ id: walletTransactions.id });
  if (!ledger) throw new Error('the bonus ledger row was not written');
  await notifyMember(tx, member.id, 'PROMOTION_CLAIM', { amount: toWire(amount), time: at.getTime(), promotion: code });
  return { amount, transactionId: ledger.id, bonusId: bonus.id, claimTime: at.getTime() };
}

interface ClaimRequest {
  member: Pick<Member, 'id' | 'merchantId'>;
  merchant: Pick<Merchant, 'currency'>;
  idempotencyKey: string;
  /** The schedule clock's now: the promotion's or ticket's period. */
  now: Date;
  /** The platform clock's now: when the money moved. */
  at: Date;
}

/** Runs a claim in one transaction under the member's main-wallet lock and the request's idempotency key. */
function claimOnce<T>(db: Database, request: ClaimRequest, fingerprint: string, work: (tx: Transaction) => Promise<T>) {
  const { member, merchant, idempotencyKey, at } = request;
  return db.transaction(async (tx) =>
    once(tx, { memberId: member.id, key: idempotencyKey, fingerprint, at }, async () => {
      await tx
        .insert(wallets)
        .values({ memberId: member.id, currency: merchant.currency, balance: 0, updatedAt: at })
        .onConflictDoNothing();
      await lockMain(tx, member.id);
      return work(tx);
    }),
  );
}

/** Claims an issued reward (an approved application or sign-up request) before the promotion ends, once. */
export function claimIssued(db: Database, request: ClaimRequest & { promotionId: string | number }): Promise<Paid> {
  const { member, merchant, promotionId, now, at } = request;
  return claimOnce(db, request, `claimIssuedPromotion:${promotionId}`, async (tx) => {
    const rule = await ruleOf(tx, member.merchantId, promotionId);
    if (rule.kind !== 'MANUAL' && rule.kind !== 'REGISTER') throw promotionErrors.notClaimable();
    const [entry] = await tx
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.ruleId, rule.id), eq(promotionEntries.memberId, member.id)));
    if (entry?.status === 'claimed') throw promotionErrors.alreadyClaimed();
    if (entry?.status !== 'issued') throw promotionErrors.notClaimable();
    runningOrRefuse(rule, now);
    const [moved] = await tx
      .update(promotionEntries)
      .set({ status: 'claimed', claimedAt: at })
      .where(and(eq(promotionEntries.id, entry.id), eq(promotionEntries.status, 'issued')))
      .returning({ id: promotionEntries.id });
    if (!moved) throw promotionErrors.alreadyClaimed();
    const paid = await payBonus(tx, { ...rule, member, merchant, amount: entry.amount, at });
    await tx.update(promotionEntries).set({ bonusId: paid.bonusId }).where(eq(promotionEntries.id, entry.id));
    return paid;
  });
}

/** Claims a login promotion's reward while it runs, once per member. */
export function claimLogin(db: Database, request: ClaimRequest & { promotionId: string | number }): Promise<Paid> {
  const { member, merchant, promotionId, now, at } = request;
  return claimOnce(db, request, `claimLoginPromotion:${promotionId}`, async (tx) => {
    const rule = await ruleOf(tx, member.merchantId, promotionId);
    if (rule.kind !== 'LOGIN') throw promotionErrors.notClaimable();
    const [claimed] = await tx
      .select({ id: promotionEntries.id })
      .from(promotionEntries)
      .where(and(eq(promotionEntries.ruleId, rule.id), eq(promotionEntries.memberId, member.id)));
    if (claimed) throw promotionErrors.alreadyClaimed();
    runningOrRefuse(rule, now);
    const [entry] = await tx
      .insert(promotionEntries)
      .values({
        ruleId: rule.id,
        memberId: member.id,
        status: 'claimed',
        amount: rule.amount,
        createdAt: at,
        claimedAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: promotionEntries.id });
    if (!entry) throw promotionErrors.alreadyClaimed();
    const paid = await payBonus(tx, { ...rule, member, merchant, at });
    await tx.update(promotionEntries).set({ bonusId: paid.bonusId }).where(eq(promotionEntries.id, entry.id));
    return paid;
  });
}

/** The member's ticket a wire id names, or the refusal. */
async function ticketOf(db: Database | Transaction, memberId: number, ticketId: string | number) {
  const id = ticketRowIdOf(ticketId);
  if (id === undefined) throw promotionErrors.ticketNotFound();
  const [ticket] = await db
    .select()
    .from(rewardTickets)
    .where(and(eq(rewardTickets.id, id), eq(rewardTickets.memberId, memberId)));
  if (!ticket) throw promotionErrors.ticketNotFound();
  return ticket;
}

function availableOrRefuse(ticket: RewardTicketRow, now: Date): void {
  const status = ticketStatusOf(ticket, now);
  if (status === 'CLAIMED') throw promotionErrors.alreadyClaimed();
  if (status === 'CANCELLED') throw promotionErrors.ticketNotAvailable();
  if (status === 'EXPIRED') throw promotionErrors.ticketExpired();
  if (ticket.startsAt.getTime() > now.getTime()) throw promotionErrors.notStarted();
}

/** Claims a cash ticket before it ends, once. */
export function claimTicketOnce(
  db: Database,
  request: ClaimRequest & { ticketId: string | number },
): Promise<Paid & { ticketId: string }> {
  const { member, merchant, ticketId, now, at } = request;
  return claimOnce(db, request, `claimTicket:${ticketId}`, async (tx) => {
    const ticket = await ticketOf(tx, member.id, ticketId);
    if (ticket.kind !== 'TICKET') throw promotionErrors.notClaimable();
    availableOrRefuse(ticket, now);
    const [moved] = await tx
      .update(rewardTickets)
      .set({ state: 'claimed', claimedAt: at })
      .where(and(eq(rewardTickets.id, ticket.id), eq(rewardTickets.state, 'available'), gt(rewardTickets.endsAt, now)))
      .returning({ id: rewardTickets.id });
    if (!moved) throw promotionErrors.alreadyClaimed();
    const paid = await payBonus(tx, {
      member,
      merchant,
      code: 'ticket',
      names: ticket.names,
      amount: ticket.amount,
      turnoverMultiple: 1,
      at,
    });
    await tx.update(rewardTickets).set({ bonusId: paid.bonusId }).where(eq(rewardTickets.id, ticket.id));
    return { ...paid, ticketId: ticketIdOf(ticket) };
  });
}

/** Gives up a ticket or voucher that is still available. */
export async function cancelTicketOf(
  db: Database,
  request: { member: Pick<Member, 'id'>; ticketId: string | number; now: Date; at: Date },
): Promise<RewardTicketRow> {
  const { member, ticketId, now, at } = request;
  const ticket = await ticketOf(db, member.id, ticketId);
  availableOrRefuse(ticket, now);
  const [cancelled] = await db
    .update(rewardTickets)
    .set({ state: 'cancelled', cancelledAt: at })
    .where(and(eq(rewardTickets.id, ticket.id), eq(rewardTickets.state, 'available')))
    .returning();
  if (!cancelled) throw promotionErrors.ticketNotAvailable();
  return cancelled;
}

// --- Raffles --------------------------------------------------------------------------------------------------

/** A draw of a raffle of the member's merchant, or the refusal. */
export async function drawOf(
  db: Database,
  merchantId: number,
  promotionId: string | number,
  scheduleId: string | number,
): Promise<{ rule: PromotionRule; schedule: RaffleSchedule }> {
  const rule = await ruleOf(db, merchantId, promotionId);
  const id = Number(scheduleId);
  if (rule.kind !== 'RAFFLE' || !Number.isSafeInteger(id)) throw promotionErrors.notFound();
  const [schedule] = await db
    .select()
    .from(raffleSchedules)
    .where(and(eq(raffleSchedules.id, id), eq(raffleSchedules.ruleId, rule.id)));
  if (!schedule) throw promotionErrors.notFound();
  return { rule, schedule };
}

export async function raffleTicketOf(db: Database, memberId: number, scheduleId: number) {
  const [ticket] = await db
    .select()
    .from(raffleTickets)
    .where(and(eq(raffleTickets.memberId, memberId), eq(raffleTickets.scheduleId, scheduleId)));
  return ticket;
}

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Claims the member's ticket of a running draw, once: valid from today for the draw's `ticketDays`. */
export async function claimRaffleTicket(
  db: Database,
  request: {
    member: Pick<Member, 'id' | 'merchantId'>;
    promotionId: string | number;
    scheduleId: string | number;
    now: Date;
  },
): Promise<RaffleTicketRow> {
  const { member, promotionId, scheduleId, now } = request;
  const { rule, schedule } = await drawOf(db, member.merchantId, promotionId, scheduleId);
  if (await raffleTicketOf(db, member.id, schedule.id)) throw promotionErrors.alreadyClaimed();
  runningOrRefuse(rule, now);
  if (schedule.startsAt.getTime() > now.getTime()) throw promotionErrors.notStarted();
  if (schedule.endsAt.getTime() <= now.getTime()) throw promotionErrors.ended();
  const [ticket] = await db
    .insert(raffleTickets)
    .values({
      scheduleId: schedule.id,
      memberId: member.id,
      validFrom: dayOf(now.getTime()),
      validTo: dayOf(now.getTime() + (schedule.ticketDays - 1) * 86_400_000),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!ticket) throw promotionErrors.alreadyClaimed();
  return ticket;
}
