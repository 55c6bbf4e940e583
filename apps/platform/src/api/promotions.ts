import { endpoints, idempotencyKeyHeader, type WireValueOf } from '@lobby/contract';
import type { Context, Hono } from 'hono';
import type { Member, RewardTicketRow } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { toWire } from '../wallet/money';
import {
  availableCounts,
  cancelTicketOf,
  claimIssued,
  claimLogin,
  claimRaffleTicket,
  claimTicketOnce,
  drawOf,
  join,
  raffleTicketIdOf,
  raffleTicketOf,
  runningCounts,
  scheduleNow,
  standingsOf,
  ticketIdOf,
  ticketStatusOf,
  ticketsOf,
  type Paid,
  type Standing,
} from '../wallet/promotions';
import { idempotencyKeyOf } from '../wallet/transfers';
import { languageOf, nameIn } from './content';
import { trialType } from './memberTypes';

// The member's side of the promotions and the reward centre (REWCEN3): each promotion's status for the member, the
// application with its comment, the sign-up request, the claims, the tickets and vouchers, the raffles. The session
// names the member; every call reads and changes the caller's own rows only. Trial accounts take part in nothing.
// See docs/decisions/0042-promotions-join-and-claim.md.

function realMember(member: Member): Member {
  if (member.type === trialType) throw apiErrors.trialRestricted();
  return member;
}

const nowOf = (c: Context<PlatformEnv>) => scheduleNow(c.var.platform);

type WirePromotion = WireValueOf<'applyPromotion'>;

function promotionOf(standing: Standing, language: string): WirePromotion {
  const { rule, entry, status, schedule, ticket } = standing;
  return {
    promotionId: rule.id,
    announcementIds: rule.announcementIds,
    promotionType: rule.kind,
    title: nameIn(rule.names, rule.code, language),
    status,
    amount: rule.kind === 'RAFFLE' ? null : toWire(entry?.amount ?? rule.amount),
    startTime: rule.startsAt.getTime(),
    endTime: rule.endsAt?.getTime() ?? null,
    comment: entry?.comment ?? null,
    applyTime: entry && rule.kind !== 'LOGIN' ? entry.createdAt.getTime() : null,
    remark: entry?.remark ?? null,
    claimTime: entry?.claimedAt?.getTime() ?? null,
    raffleScheduleId: schedule?.id ?? null,
    raffleTicket: ticket
      ? {
          id: ticket.id,
          ticketId: raffleTicketIdOf(ticket),
          transactionId: ticket.id,
          startDateStr: ticket.validFrom,
          endDateStr: ticket.validTo,
        }
      : null,
  };
}

function ticketOf(ticket: RewardTicketRow, language: string, now: Date) {
  return {
    ticketId: ticketIdOf(ticket),
    name: nameIn(ticket.names, ticketIdOf(ticket), language),
    amount: toWire(ticket.amount),
    percentage: ticket.percentage,
    status: ticketStatusOf(ticket, now),
    startTime: ticket.startsAt.getTime(),
    endTime: ticket.endsAt.getTime(),
    claimTime: ticket.claimedAt?.getTime() ?? null,
    cancelTime: ticket.cancelledAt?.getTime() ?? null,
  };
}

const claimOf = (paid: Paid, id: { promotionId?: number; ticketId?: string }) => ({
  ...id,
  amount: toWire(paid.amount),
  transactionId: paid.transactionId,
  claimTime: paid.claimTime,
});

export function promotionRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /** Counts of what the member can act on now, per kind (the menu's reward badge), and whether referral is on. */
  route(app, table, endpoints.availablePromotions, async (c, { member }) => {
    const counts = await availableCounts(c.var.platform.db, member, nowOf(c));
    const value: WireValueOf<'availablePromotions'> = {
      content: {
        MANUAL: { count: counts.MANUAL },
        RAFFLE: { count: counts.RAFFLE },
        TICKET: { count: counts.TICKET },
        REGISTER: { count: counts.REGISTER },
        LOGIN: { count: counts.LOGIN },
        SAVIOR: { count: 0 },
        MISSION_MANUAL: { count: 0 },
        REFERRAL: { enabled: true },
      },
    };
    return value;
  });

  /** For visitors: how many promotions of each kind run now. */
  route(app, table, endpoints.merchantAvailablePromotions, async (c, { merchant }) => {
    const counts = await runningCounts(c.var.platform.db, merchant.id, nowOf(c));
    const value: WireValueOf<'merchantAvailablePromotions'> = {
      content: {
        MANUAL: { count: counts.MANUAL },
        RAFFLE: { count: counts.RAFFLE },
        REGISTER: { count: counts.REGISTER },
        LOGIN: { count: counts.LOGIN },
        REFERRAL: { enabled: true },
      },
    };
    return value;
  });

  const standings = async (c: Context<PlatformEnv>, member: Member) =>
    (await standingsOf(c.var.platform.db, realMember(member), nowOf(c))).map((standing) =>
      promotionOf(standing, languageOf(c.req.header('Language'))),
    );

  route(app, table, endpoints.promotionClaimList, async (c, { member }) => ({ list: await standings(c, member) }));

  route(app, table, endpoints.claimablePromotions, async (c, { member }) => ({
    list: (await standings(c, member)).filter((row) => row.status === 'issued' || row.status === 'claim'),
  }));

  route(app, table, endpoints.registerPromotions, async (c, { member }) => ({
    list: (await standings(c, member)).filter((row) => row.promotionType === 'REGISTER'),
  }));

  const standingAfter = async (c: Context<PlatformEnv>, member: Member, promotionId: number) => {
    const row = (await standings(c, member)).find((item) => Number(item.promotionId) === promotionId);
    if (!row) throw new Error('the promotion just joined was not found');
    return row;
  };

  /** Applies for a MANUAL promotion with the comment (1 to 140 characters, checked by the contract's schema). */
  route(app, table, endpoints.applyPromotion, async (c, { member, body }) => {
    const entry = await join(c.var.platform.db, {
      member: realMember(member),
      promotionId: body.promotionId,
      comment: body.comment,
      now: nowOf(c),
    });
    return standingAfter(c, member, entry.ruleId);
  });

  /** Joins a sign-up promotion: its reward is asked for and checked by the merchant (`process`). */
  route(app, table, endpoints.signUpPromotionReward, async (c, { member, body }) => {
    const entry = await join(c.var.platform.db, {
      member: realMember(member),
      promotionId: body.promotionId,
      now: nowOf(c),
    });
    return standingAfter(c, member, entry.ruleId);
  });

  const claimRequest = (c: Context<PlatformEnv>, member: Member, merchant: { currency: string }) => ({
    member: realMember(member),
    merchant,
    idempotencyKey: idempotencyKeyOf(c.req.header(idempotencyKeyHeader)),
    now: nowOf(c),
    at: new Date(c.var.platform.clock()),
  });

  route(app, table, endpoints.claimIssuedPromotion, async (c, { member, merchant, body }) => {
    const paid = await claimIssued(c.var.platform.db, {
      ...claimRequest(c, member, merchant),
      promotionId: body.promotionId,
    });
    return claimOf(paid, { promotionId: Number(body.promotionId) });
  });

  route(app, table, endpoints.claimLoginPromotion, async (c, { member, merchant, body }) => {
    const paid = await claimLogin(c.var.platform.db, {
      ...claimRequest(c, member, merchant),
      promotionId: body.promotionId,
    });
    return claimOf(paid, { promotionId: Number(body.promotionId) });
  });

  route(app, table, endpoints.claimTicketList, async (c, { member }) => {
    const now = nowOf(c);
    const language = languageOf(c.req.header('Language'));
    const rows = await ticketsOf(c.var.platform.db, realMember(member).id, 'TICKET');
    return { list: rows.map((row) => ticketOf(row, language, now)) };
  });

  route(app, table, endpoints.discountTicketList, async (c, { member }) => {
    const now = nowOf(c);
    const language = languageOf(c.req.header('Language'));
    const rows = await ticketsOf(c.var.platform.db, realMember(member).id, 'VOUCHER');
    return { list: rows.map((row) => ticketOf(row, language, now)) };
  });

  route(app, table, endpoints.claimTicket, async (c, { member, merchant, body }) => {
    const paid = await claimTicketOnce(c.var.platform.db, {
      ...claimRequest(c, member, merchant),
      ticketId: body.ticketId,
    });
    return claimOf(paid, { ticketId: paid.ticketId });
  });

  route(app, table, endpoints.cancelTicket, async (c, { member, body }) => {
    const now = nowOf(c);
    const ticket = await cancelTicketOf(c.var.platform.db, {
      member: realMember(member),
      ticketId: body.ticketId,
      now,
      at: new Date(c.var.platform.clock()),
    });
    return ticketOf(ticket, languageOf(c.req.header('Language')), now);
  });

  /**
   * A draw's status for the member: claimed, started, ended (`Y`/`N`), and the countdown: `time` seconds to its start
   * (not started) or its end (running), 0 once ended; `due` the instant it counts to (epoch ms).
   */
  route(app, table, endpoints.rafflePromotionStatus, async (c, { member, query }) => {
    const now = nowOf(c);
    const { schedule } = await drawOf(
      c.var.platform.db,
      realMember(member).merchantId,
      query.rafflePromotionId,
      query.raffleScheduleId,
    );
    const ticket = await raffleTicketOf(c.var.platform.db, member.id, schedule.id);
    const hasStarted = schedule.startsAt.getTime() <= now.getTime();
    const hasEnded = schedule.endsAt.getTime() <= now.getTime();
    const due = hasEnded
      ? schedule.endsAt.getTime()
      : hasStarted
        ? schedule.endsAt.getTime()
        : schedule.startsAt.getTime();
    const value: WireValueOf<'rafflePromotionStatus'> = {
      isClaimed: ticket ? 'Y' : 'N',
      hasStarted: hasStarted ? 'Y' : 'N',
      hasEnded: hasEnded ? 'Y' : 'N',
      due,
      time: hasEnded ? 0 : Math.max(0, Math.ceil((due - now.getTime()) / 1000)),
    };
    return value;
  });

  /** Claims the member's ticket of a running draw, once. */
  route(app, table, endpoints.claimRafflePromotion, async (c, { member, body }) => {
    const ticket = await claimRaffleTicket(c.var.platform.db, {
      member: realMember(member),
      promotionId: body.promotionId,
      scheduleId: body.raffleScheduleId,
      now: nowOf(c),
    });
    const value: WireValueOf<'claimRafflePromotion'> = {
      ticket: {
        id: ticket.id,
        ticketId: raffleTicketIdOf(ticket),
        transactionId: ticket.id,
        startDateStr: ticket.validFrom,
        endDateStr: ticket.validTo,
      },
      value: null,
    };
    return value;
  });
}
