import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { members } from './members';

// Platform messages (INBOX3): each member's inbox. A message is the merchant's (HTML, stored as written and sanitised
// by the client that shows it) or the member's own to customer service (plain text); either may carry a thread of
// replies. A member sees only their own messages; a deleted one is kept but never shown again.

/** Who wrote a message or a reply. */
export type MailAuthor = 'MERCHANT' | 'MEMBER';

/**
 * One message of a member's inbox: its title, its body, who wrote it and when, whether the member has read it since
 * it arrived or since customer service last replied (`read`), and whether the member deleted it.
 */
export const inboxMails = pgTable(
  'inbox_mails',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    author: text('author').$type<MailAuthor>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    /** When the thread last changed (sent, or a reply came): the list's order, newest first. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    index('inbox_mails_member_activity').on(table.memberId, table.lastActivityAt),
    check('inbox_mails_author', sql`${table.author} in ('MERCHANT', 'MEMBER')`),
  ],
);

/** A reply in a message's thread: the member's or customer service's, oldest first. */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => inboxMails.id, { onDelete: 'cascade' }),
    author: text('author').$type<MailAuthor>().notNull(),
    content: text('content').notNull(),
    ...timestamps,
  },
  (table) => [
    index('inbox_replies_mail').on(table.mailId),
    check('inbox_replies_author', sql`${table.author} in ('MERCHANT', 'MEMBER')`),
  ],
);

export type InboxMail = typeof inboxMails.$inferSelect;
export type InboxReply = typeof inboxReplies.$inferSelect;
