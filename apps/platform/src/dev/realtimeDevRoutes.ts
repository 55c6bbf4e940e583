import { gameSettingsChanged, realtimeEventTypes } from '@lobby/contract/realtime';
import type { Hono } from 'hono';
import { boolean, looseObject, maxLength, object, optional, picklist, pipe, string } from 'valibot';
import type { PlatformEnv } from '../http/env';
import { success } from '../http/envelope';
import { notifyMember, publish } from '../realtime/publish';
import { jsonBody, memberByName, merchantByCode } from './devRoutes';

// What a tester needs of the push channel: any event sent to a member's pages, and the settings topic's content
// sent to a merchant's pages. The real changes (a deposit decided, a withdrawal decided, a message, a transfer, a
// promotion paid) send their own events when they commit.

export const realtimeDevEndpoints = [
  `POST /__dev/merchants/:code/members/:username/events {type: ${realtimeEventTypes.join('|')}, title?, message?, popup?, data?} (sends the event to the member's open pages, as the change it names would)`,
  `POST /__dev/merchants/:code/settings-event {content?} (sends the settings topic's content to the merchant's open pages; ${gameSettingsChanged} when absent: they forget their game menus)`,
];

const eventBody = object({
  type: picklist(realtimeEventTypes, `must be one of ${realtimeEventTypes.join(', ')}`),
  title: optional(pipe(string(), maxLength(200))),
  message: optional(pipe(string(), maxLength(1_000))),
  popup: optional(boolean()),
  data: optional(looseObject({})),
});

const settingBody = object({ content: optional(pipe(string(), maxLength(100))) });

export function realtimeDevRoutes(app: Hono<PlatformEnv>): void {
  app.post('/__dev/merchants/:code/members/:username/events', async (c) => {
    const merchant = await merchantByCode(c);
    const member = await memberByName(c, merchant);
    const body = await jsonBody(c, eventBody);
    const { title, message, popup } = body;
    await notifyMember(c.var.platform.db, member.id, body.type, body.data ?? {}, { title, message, popup });
    return success(c, { sent: body.type, to: member.username });
  });

  app.post('/__dev/merchants/:code/settings-event', async (c) => {
    const merchant = await merchantByCode(c);
    const { content = gameSettingsChanged } = await jsonBody(c, settingBody);
    await publish(c.var.platform.db, { kind: 'setting', merchantId: merchant.id, content });
    return success(c, { sent: content });
  });
}
