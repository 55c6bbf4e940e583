import { errorCodes } from '@lobby/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { integer, maxValue, minValue, number, object, optional, picklist, pipe, string, maxLength } from 'valibot';
import { pointRedemptions, pointRewards } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { success } from '../http/envelope';
import { ApiError } from '../lib/apiError';
import { decideRedemption, givePoints } from '../wallet/points';
import { jsonBody, memberByName, merchantByCode } from './devRoutes';

// The points mall's dev switches: the merchant's decision on a redemption, points given to a member, a reward's
// inventory set (to reach the last items), and a member's redemptions (to find the one to decide).

const pointsBody = object({
  amount: pipe(number(), integer('must be a whole number'), minValue(1, 'must be at least 1'), maxValue(100_000_000)),
  note: optional(pipe(string(), maxLength(100, 'must be at most 100 characters'))),
});

const decisionBody = object({ action: picklist(['approve', 'reject']) });

const inventoryBody = object({
  inventory: pipe(
    number(),
    integer('must be a whole number'),
    minValue(0, 'must not be negative'),
    maxValue(1_000_000),
  ),
});

export function devPointRoutes(app: Hono<PlatformEnv>): void {
  app.post('/__dev/merchants/:code/members/:username/points', async (c) => {
    const merchant = await merchantByCode(c);
    const body = await jsonBody(c, pointsBody);
    const member = await memberByName(c, merchant);
    const { db, clock } = c.var.platform;
    const balance = await givePoints(db, {
      member: { id: member.id, merchantId: merchant.id },
      points: body.amount,
      ...(body.note ? { note: body.note } : {}),
      at: new Date(clock()),
    });
    return success(c, { code: merchant.code, username: member.username, pointBalance: balance });
  });

  app.get('/__dev/merchants/:code/members/:username/redemptions', async (c) => {
    const merchant = await merchantByCode(c);
    const member = await memberByName(c, merchant);
    const rows = await c.var.platform.db
      .select({
        id: pointRedemptions.id,
        rewardId: pointRedemptions.rewardId,
        quantity: pointRedemptions.quantity,
        points: pointRedemptions.points,
        status: pointRedemptions.status,
        createdAt: pointRedemptions.createdAt,
      })
      .from(pointRedemptions)
      .where(eq(pointRedemptions.memberId, member.id))
      .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id));
    return success(c, {
      code: merchant.code,
      username: member.username,
      redemptions: rows.map((row) => ({
        ...row,
        status: row.status.toUpperCase(),
        createdAt: row.createdAt.getTime(),
      })),
    });
  });

  app.post('/__dev/merchants/:code/redemptions/:id', async (c) => {
    const merchant = await merchantByCode(c);
    const { action } = await jsonBody(c, decisionBody);
    const id = Number(c.req.param('id'));
    const { db, clock } = c.var.platform;
    const decided = Number.isSafeInteger(id)
      ? await decideRedemption(db, { merchantId: merchant.id, id, action, at: new Date(clock()) })
      : undefined;
    if (!decided) {
      throw new ApiError(
        409,
        'redemption_not_open',
        `${merchant.code} has no processing redemption ${c.req.param('id')} to ${action}.`,
      );
    }
    return success(c, { code: merchant.code, redeemId: decided.id, status: decided.status.toUpperCase() });
  });

  app.post('/__dev/merchants/:code/rewards/:id', async (c) => {
    const merchant = await merchantByCode(c);
    const { inventory } = await jsonBody(c, inventoryBody);
    const id = Number(c.req.param('id'));
    const [row] = Number.isSafeInteger(id)
      ? await c.var.platform.db
          .update(pointRewards)
          .set({ inventory })
          .where(and(eq(pointRewards.id, id), eq(pointRewards.merchantId, merchant.id)))
          .returning({ id: pointRewards.id, inventory: pointRewards.inventory })
      : [];
    if (!row) throw new ApiError(404, errorCodes.notFound, `${merchant.code} has no reward ${c.req.param('id')}.`);
    return success(c, { code: merchant.code, rewardId: row.id, inventory: row.inventory });
  });
}
