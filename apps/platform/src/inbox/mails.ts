import { errorCodes } from '@lobby/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inboxMails, inboxReplies, type InboxMail, type InboxReply, type MailAuthor, type Member } from '../db/schema';
import { ApiError } from '../lib/apiError';
import { notifyMember } from '../realtime/publish';

// Each member's inbox. Every read and write names the member: a message of another member, a deleted one and an
// unknown id all answer the same 404, so an id tells nothing about other accounts.

export const mailNotFound = () =>
  new ApiError(404, errorCodes.mailNotFound, 'This message is not in your inbox.', { field: 'mailId' });

/** A message id as sent (`"12"` or `12`); undefined for anything that is no positive whole number. */
function mailIdOf(id: string | number): number | undefined {
  const value = Number(typeof id === 'string' ? id.trim() : id);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

const ownedBy = (member: Pick<Member, 'id'>, mailId: number) =>
  and(eq(inboxMails.id, mailId), eq(inboxMails.memberId, member.id), eq(inboxMails.deleted, false));

const shownTo = (member: Pick<Member, 'id'>) => and(eq(inboxMails.memberId, member.id), eq(inboxMails.deleted, false));

export interface MailPage {
  rows: Array<InboxMail & { replyCount: number }>;
  total: number;
  unread: number;
}

/** One page of the member's inbox, the thread last active first, with the reply count of each. */
export async function inboxPage(db: Database, member: Member, { page, size }: { page: number; size: number }) {
  const rows = await db
    .select()
    .from(inboxMails)
    .where(shownTo(member))
    .orderBy(desc(inboxMails.lastActivityAt), desc(inboxMails.id))
    .limit(size)
    .offset((page - 1) * size);
  const replies = rows.length
    ? await db
        .select({ mailId: inboxReplies.mailId, n: count() })
        .from(inboxReplies)
        .where(
          inArray(
            inboxReplies.mailId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(inboxReplies.mailId)
    : [];
  const [total] = await db.select({ n: count() }).from(inboxMails).where(shownTo(member));
  return {
    rows: rows.map((row) => ({ ...row, replyCount: replies.find((reply) => reply.mailId === row.id)?.n ?? 0 })),
    total: total?.n ?? 0,
    unread: await unreadCountOf(db, member),
  } satisfies MailPage;
}

/** How many of the member's messages wait to be read: the badge of the member centre's `messageV2`. */
export async function unreadCountOf(db: Database, member: Member): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inboxMails)
    .where(and(shownTo(member), eq(inboxMails.read, false)));
  return row?.n ?? 0;
}

/** The member's own message with its thread, oldest reply first, marked read as it is opened. */
export async function openMail(
  db: Database,
  member: Member,
  id: string | number,
): Promise<{ mail: InboxMail; replies: InboxReply[] }> {
  const mailId = mailIdOf(id);
  if (mailId === undefined) throw mailNotFound();
  const [mail] = await db.update(inboxMails).set({ read: true }).where(ownedBy(member, mailId)).returning();
  if (!mail) throw mailNotFound();
  const replies = await db
    .select()
    .from(inboxReplies)
    .where(eq(inboxReplies.mailId, mail.id))
    .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id));
  return { mail, replies };
}

/**
 * Marks the member's messages read: the ones named (each must be the member's, or nothing is marked), or all of them.
 * Answers the unread messages left.
 */
export async function markRead(db: Database, member: Member, which: { ids: Array<string | number> } | 'all') {
  if (which === 'all') {
    await db.update(inboxMails).set({ read: true }).where(shownTo(member));
    return unreadCountOf(db, member);
  }
  const ids = which.ids.map(mailIdOf);
  if (ids.some((id) => id === undefined)) throw mailNotFound();
  const wanted = [...new Set(ids as number[])];
  if (wanted.length) {
    await db.transaction(async (tx) => {
      const marked = await tx
        .update(inboxMails)
        .set({ read: true })
        .where(and(shownTo(member), inArray(inboxMails.id, wanted)))
        .returning({ id: inboxMails.id });
      if (marked.length !== wanted.length) throw mailNotFound();
    });
  }
  return unreadCountOf(db, member);
}

/** Removes the member's own message from their inbox for good (kept, flagged, never shown again). */
export async function deleteMail(db: Database, member: Member, id: string | number): Promise<void> {
  const mailId = mailIdOf(id);
  if (mailId === undefined) throw mailNotFound();
  const [deleted] = await db
    .update(inboxMails)
    .set({ deleted: true })
    .where(ownedBy(member, mailId))
    .returning({ id: inboxMails.id });
  if (!deleted) throw mailNotFound();
}

export interface NewMail {
  author: MailAuthor;
  title: string;
  content: string;
  at: Date;
}

/** A new message in the member's inbox: the merchant's unread, the member's own read (they wrote it). */
export async function addMail(db: Database, memberId: number, mail: NewMail): Promise<InboxMail> {
  const [row] = await db
    .insert(inboxMails)
    .values({
      memberId,
      author: mail.author,
      title: mail.title,
      content: mail.content,
      read: mail.author === 'MEMBER',
      lastActivityAt: mail.at,
      createdAt: mail.at,
    })
    .returning();
  if (!row) throw new Error('The message was not stored.');
  if (mail.author === 'MERCHANT') {
    await notifyMember(db, memberId, 'INBOX', { id: row.id, time: mail.at.getTime() }, { title: mail.title });
  }
  return row;
}

/**
 * A reply in the thread of the member's own message. Customer service's reply marks the thread unread again (the
 * member has something new to read) and brings it to the top; the member's own only brings it to the top.
 */
export async function addReply(
  db: Database,
  member: Pick<Member, 'id'>,
  id: string | number,
  reply: { author: MailAuthor; content: string; at: Date },
): Promise<InboxReply> {
  const mailId = mailIdOf(id);
  if (mailId === undefined) throw mailNotFound();
  return db.transaction(async (tx) => {
    const [mail] = await tx
      .update(inboxMails)
      .set({ lastActivityAt: reply.at, ...(reply.author === 'MERCHANT' ? { read: false } : {}) })
      .where(ownedBy(member, mailId))
      .returning({ id: inboxMails.id });
    if (!mail) throw mailNotFound();
    const [row] = await tx
      .insert(inboxReplies)
      .values({ mailId, author: reply.author, content: reply.content, createdAt: reply.at })
      .returning();
    if (!row) throw new Error('The reply was not stored.');
    if (reply.author === 'MERCHANT')
      await notifyMember(tx, member.id, 'INBOX', { id: mailId, time: reply.at.getTime() });
    return row;
  });
}
