import { endpoints, type WireValueOf } from '@lobby/contract';
import type { Hono } from 'hono';
import type { InboxMail, InboxReply, Member } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { addMail, addReply, deleteMail, inboxPage, markRead, openMail, unreadCountOf } from '../inbox/mails';
import { trialType } from './memberTypes';
import { pageOf } from './withdraw';

/** Most messages a page of the inbox holds. */
export const maxInboxPageSize = 50;
const maxInboxPage = 1_000_000;

/** A trial account has no inbox: it plays with credits and hears nothing from the merchant. */
function inboxOwner(member: Member): Member {
  if (member.type === trialType) throw apiErrors.trialRestricted();
  return member;
}

function summaryOf(mail: InboxMail, replyCount: number): WireValueOf<'inbox'>['list'][number] {
  return {
    id: mail.id,
    title: mail.title,
    from: mail.author,
    sendTime: mail.createdAt.getTime(),
    read: mail.read,
    replyCount,
  };
}

function replyOf(reply: InboxReply): WireValueOf<'replyMail'> {
  return { id: reply.id, from: reply.author, content: reply.content, sendTime: reply.createdAt.getTime() };
}

function mailOf(mail: InboxMail, replies: InboxReply[]): WireValueOf<'inboxMail'> {
  return { ...summaryOf(mail, replies.length), content: mail.content, replies: replies.map(replyOf) };
}

/**
 * Platform messages (INBOX3): the member's inbox and its threads. The session names the member; no call takes a member
 * id, and a message id of another member answers 404 `mail_not_found` as an unknown one does.
 */
export function inboxRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  // The badge of the member centre's `messageV2`; a trial account has no inbox, so nothing unread.
  route(app, table, endpoints.unreadCount, async (c, { member }) =>
    member.type === trialType ? 0 : unreadCountOf(c.var.platform.db, member),
  );

  route(app, table, endpoints.inbox, async (c, { member, query }) => {
    const page = pageOf(query.page, 1, maxInboxPage, 'page');
    const size = pageOf(query.size, 10, maxInboxPageSize, 'size');
    const { rows, total, unread } = await inboxPage(c.var.platform.db, inboxOwner(member), { page, size });
    return {
      list: rows.map((row) => summaryOf(row, row.replyCount)),
      totalCount: total,
      totalPages: Math.ceil(total / size),
      unreadCount: unread,
    };
  });

  route(app, table, endpoints.inboxMail, async (c, { member, query }) => {
    const { mail, replies } = await openMail(c.var.platform.db, inboxOwner(member), query.mailId);
    return mailOf(mail, replies);
  });

  route(app, table, endpoints.markMailAsRead, async (c, { member, body }) => {
    if (!body.all && !body.mailIds) throw apiErrors.validation('Name the messages ("mailIds") or send "all": true.');
    const which = body.all ? 'all' : { ids: body.mailIds ?? [] };
    return { unreadCount: await markRead(c.var.platform.db, inboxOwner(member), which) };
  });

  route(app, table, endpoints.deleteMail, async (c, { member, body }) => {
    await deleteMail(c.var.platform.db, inboxOwner(member), body.mailId);
    return null;
  });

  route(app, table, endpoints.sendMail, async (c, { member, body }) => {
    const { db, clock } = c.var.platform;
    const mail = await addMail(db, inboxOwner(member).id, {
      author: 'MEMBER',
      title: body.title,
      content: body.content,
      at: new Date(clock()),
    });
    return mailOf(mail, []);
  });

  route(app, table, endpoints.replyMail, async (c, { member, body }) => {
    const { db, clock } = c.var.platform;
    const reply = await addReply(db, inboxOwner(member), body.mailId, {
      author: 'MEMBER',
      content: body.content,
      at: new Date(clock()),
    });
    return replyOf(reply);
  });
}
