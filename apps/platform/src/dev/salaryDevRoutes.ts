import { contractTypes } from '@lobby/contract';
import type { Hono } from 'hono';
import { object, optional, picklist } from 'valibot';
import { settleDue } from '../agents/settlement';
import type { PlatformEnv } from '../http/env';
import { success } from '../http/envelope';
import { toWire } from '../wallet/money';
import { scheduleNow } from '../wallet/promotions';
import { jsonBody } from './devRoutes';

// The salary settlement on demand: what the platform's job does every minute, now, at the schedules' clock (which
// `POST /__dev/clock` moves, so a tester steps into the next period and settles the one before).

export const salaryDevEndpoints = [
  'POST /__dev/salaries/settle {type?: "daily"|"hourly"|"realtime"|"dividend"} (settles every period ended by the schedules\' now of every contract in force, each once: a second call pays nothing; answers the periods settled, those paid and the amount)',
];

const settleBody = object({ type: optional(picklist(contractTypes)) });

export function salaryDevRoutes(app: Hono<PlatformEnv>): void {
  app.post('/__dev/salaries/settle', async (c) => {
    const body = await jsonBody(c, settleBody);
    const { platform } = c.var;
    const now = scheduleNow(platform);
    const run = await settleDue(platform.db, { now, types: body.type ? [body.type] : undefined });
    return success(c, { now: now.toISOString(), periods: run.periods, paid: run.paid, amount: toWire(run.amount) });
  });
}
