import { errorCodes } from '@lobby/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  boolean,
  integer,
  maxValue,
  minValue,
  number,
  object,
  optional,
  picklist,
  pipe,
  string,
  maxLength,
} from 'valibot';
import { members, promotionRules, raffleSchedules, rewardTickets } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { success } from '../http/envelope';
import { ApiError } from '../lib/apiError';
import { fromWire } from '../wallet/money';
import { decideEntry, scheduleNow, scheduleShiftOf, setScheduleShift, ticketIdOf } from '../wallet/promotions';
import { jsonBody, merchantByCode } from './devRoutes';

// What a tester needs of the promotions: the merchant's promotions with their ids, the merchant's decision on an
// application or a sign-up request, a ticket or voucher given, and the schedules' clock moved (promotion periods,
// raffle draws and ticket validity follow it; sessions do not).

export const promotionDevEndpoints = [
  "GET /__dev/merchants/:code/promotions (the promotions members take part in: id, code, kind, period; a raffle's draws)",
  'POST /__dev/merchants/:code/members/:username/promotions/:promotionId {action: "approve"|"reject", remark?} (an application or sign-up request issued, so it can be claimed, or rejected)',
  'POST /__dev/merchants/:code/members/:username/tickets {kind?: "TICKET"|"VOUCHER", amount, percentage?, days?, name?} (gives a cash ticket or a voucher valid from now for `days` (7); answers its ticketId)',
  "POST /__dev/clock {advanceMinutes?, reset?} (moves the schedules' clock: promotion periods, raffle draws, ticket validity, the salary settlement's periods; answers the shift and the schedules' now)",
];

const decisionBody = object({
  action: picklist(['approve', 'reject']),
  remark: optional(pipe(string(), maxLength(200))),
});

const ticketBody = object({
  kind: optional(picklist(['TICKET', 'VOUCHER'])),
  amount: pipe(number(), minValue(0.01, 'must be above 0'), maxValue(1e9, 'must be at most 1,000,000,000')),
  percentage: optional(pipe(number(), integer(), minValue(1), maxValue(100))),
  days: optional(pipe(number(), integer(), minValue(1), maxValue(365))),
  name: optional(pipe(string(), maxLength(80))),
});

const clockBody = object({
  advanceMinutes: optional(pipe(number(), minValue(-525_600), maxValue(525_600))),
  reset: optional(boolean()),
});

export function promotionDevRoutes(app: Hono<PlatformEnv>): void {
  app.get('/__dev/merchants/:code/promotions', async (c) => {
    const merchant = await merchantByCode(c);
    const { db } = c.var.platform;
    const rules = await db
      .select()
      .from(promotionRules)
      .where(eq(promotionRules.merchantId, merchant.id))
      .orderBy(asc(promotionRules.id));
    const draws = await db.select().from(raffleSchedules).orderBy(asc(raffleSchedules.startsAt));
    return success(c, {
      promotions: rules.map((rule) => ({
        promotionId: rule.id,
        code: rule.code,
        kind: rule.kind,
        amount: rule.amount / 100,
        startTime: rule.startsAt.toISOString(),
        endTime: rule.endsAt?.toISOString() ?? null,
        announcementIds: rule.announcementIds,
        draws: draws
          .filter((draw) => draw.ruleId === rule.id)
          .map((draw) => ({
            raffleScheduleId: draw.id,
            startTime: draw.startsAt.toISOString(),
            endTime: draw.endsAt.toISOString(),
          })),
      })),
    });
  });

  app.post('/__dev/merchants/:code/members/:username/promotions/:promotionId', async (c) => {
    const merchant = await merchantByCode(c);
    const body = await jsonBody(c, decisionBody);
    const { db, clock } = c.var.platform;
    const member = await memberOf(c.var.platform.db, merchant.id, c.req.param('username'));
    const ruleId = Number(c.req.param('promotionId'));
    const [rule] = Number.isSafeInteger(ruleId)
      ? await db
          .select()
          .from(promotionRules)
          .where(and(eq(promotionRules.id, ruleId), eq(promotionRules.merchantId, merchant.id)))
      : [];
    if (!rule)
      throw new ApiError(404, errorCodes.notFound, `${merchant.code} has no promotion ${c.req.param('promotionId')}.`);
    const entry = await decideEntry(db, {
      ruleId: rule.id,
      memberId: member.id,
      approve: body.action === 'approve',
      remark: body.remark,
      at: new Date(clock()),
    });
    if (!entry) {
      throw new ApiError(409, errorCodes.notFound, `${member.username} has no application of ${rule.code} waiting.`);
    }
    return success(c, { promotionId: rule.id, username: member.username, status: entry.status });
  });

  app.post('/__dev/merchants/:code/members/:username/tickets', async (c) => {
    const merchant = await merchantByCode(c);
    const body = await jsonBody(c, ticketBody);
    const { db, clock } = c.var.platform;
    const member = await memberOf(db, merchant.id, c.req.param('username'));
    const kind = body.kind ?? 'TICKET';
    const now = scheduleNow(c.var.platform);
    const name = body.name ?? (kind === 'TICKET' ? 'Cash ticket' : `${body.percentage ?? 10}% deposit voucher`);
    const [ticket] = await db
      .insert(rewardTickets)
      .values({
        memberId: member.id,
        kind,
        names: { EN: name },
        amount: fromWire(body.amount),
        percentage: kind === 'VOUCHER' ? (body.percentage ?? 10) : null,
        startsAt: now,
        endsAt: new Date(now.getTime() + (body.days ?? 7) * 86_400_000),
        createdAt: new Date(clock()),
      })
      .returning();
    if (!ticket) throw new Error('the ticket was not written');
    return success(c, { ticketId: ticketIdOf(ticket), endTime: ticket.endsAt.getTime() });
  });

  app.post('/__dev/clock', async (c) => {
    const body = await jsonBody(c, clockBody);
    const { platform } = c.var;
    const shift = body.reset ? 0 : scheduleShiftOf(platform) + Math.round((body.advanceMinutes ?? 0) * 60_000);
    setScheduleShift(platform, shift);
    return success(c, { shiftMs: shift, now: scheduleNow(platform).toISOString() });
  });
}

async function memberOf(db: PlatformEnv['Variables']['platform']['db'], merchantId: number, username: string) {
  const [member] = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(sql`lower(${members.username})`, username.toLowerCase())))
    .limit(1);
  if (!member) throw new ApiError(404, errorCodes.notFound, `No member ${username}.`);
  return member;
}
