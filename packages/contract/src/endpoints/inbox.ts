import { array, boolean, maxLength, minLength, object, optional, pipe, string, trim } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { inboxValue, mailLimits, mailReply, mailValue, unreadLeftValue } from './inbox.values';
import { acknowledgement, idLike, numberLike } from './primitives';

// The member's platform messages (INBOX3, the member centre's `messageV2`): the merchant's messages and the member's
// own to customer service, each with its thread. The unread count is a start-up call (`unreadCount`).

const mailTitle = pipe(string(), trim(), minLength(1, 'Enter a title'), maxLength(mailLimits.title, 'Title too long'));
const mailText = pipe(
  string(),
  trim(),
  minLength(1, 'Enter a message'),
  maxLength(mailLimits.content, 'Message too long'),
);

/** One page of the inbox, newest first (`CSP_getInbox`; the member centre's `getInboxMails`). */
export const inbox = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CSP_getInbox',
  relay: 'CSP_getInbox',
  query: object({ page: optional(numberLike), size: optional(numberLike) }),
  value: inboxValue,
  encrypted: false,
  auth: 'required',
  module: 'INBOX3',
});

/** One of the member's messages with its thread; opening it marks it read. */
export const inboxMail = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CSP_getInboxMail',
  relay: 'CSP_getInboxMail',
  query: object({ mailId: idLike }),
  value: mailValue,
  encrypted: false,
  auth: 'required',
  module: 'INBOX3',
});

/** Marks messages read (`markMailAsRead`): the ones named, or every one with `all`. */
export const markMailAsRead = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/CSP_markMailAsRead',
  relay: 'CSP_markMailAsRead',
  body: object({ mailIds: optional(array(idLike)), all: optional(boolean()) }),
  value: unreadLeftValue,
  encrypted: false,
  auth: 'required',
  module: 'INBOX3',
});

/** Removes one of the member's messages from the inbox; DELETE with a JSON body, as the original's wrapper sends. */
export const deleteMail = defineEndpoint({
  method: 'DELETE',
  path: '/wps/relay/CSP_deleteMail',
  relay: 'CSP_deleteMail',
  body: object({ mailId: idLike }),
  value: acknowledgement,
  encrypted: false,
  auth: 'required',
  module: 'INBOX3',
});

/** A message to customer service (`sendMail`): it opens a thread of its own in the inbox. */
export const sendMail = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/CSP_sendMail',
  relay: 'CSP_sendMail',
  body: object({ title: mailTitle, content: mailText }),
  value: mailValue,
  encrypted: false,
  auth: 'required',
  module: 'INBOX3',
});

/** The member's reply in a message's thread (`replyMail`). */
export const replyMail = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/CSP_replyMail',
  relay: 'CSP_replyMail',
  body: object({ mailId: idLike, content: mailText }),
  value: mailReply,
  encrypted: false,
  auth: 'required',
  module: 'INBOX3',
});
