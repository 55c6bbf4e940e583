import { array, boolean, looseObject, picklist, string, type InferOutput } from 'valibot';
import { idLike, maybe, numberLike } from './primitives';

/** Longest title and text the member may write to customer service. */
export const mailLimits = { title: 100, content: 2000 } as const;

/**
 * Who wrote a message of the inbox: the merchant (its body is HTML, sanitised before it is shown) or the member (a
 * message to customer service or a reply, plain text).
 */
export const mailAuthor = picklist(['MERCHANT', 'MEMBER']);
export type MailAuthor = InferOutput<typeof mailAuthor>;

/** One message of the member's inbox as the list shows it: no body; `read` false for a message not opened yet. */
export const mailSummary = looseObject({
  id: idLike,
  title: string(),
  from: mailAuthor,
  sendTime: numberLike,
  read: boolean(),
  replyCount: maybe(numberLike),
});

/** One page of the inbox, newest first, and how many messages are unread in all. */
export const inboxValue = looseObject({
  list: array(mailSummary),
  totalCount: numberLike,
  totalPages: numberLike,
  unreadCount: numberLike,
});

/** A reply in a message's thread, oldest first: customer service's (HTML) or the member's (plain text). */
export const mailReply = looseObject({
  id: idLike,
  from: mailAuthor,
  content: string(),
  sendTime: numberLike,
});

/** A message opened: its body and its thread. */
export const mailValue = looseObject({
  ...mailSummary.entries,
  content: string(),
  replies: array(mailReply),
});

/** What marking messages read answers: the unread messages left. */
export const unreadLeftValue = looseObject({ unreadCount: numberLike });
