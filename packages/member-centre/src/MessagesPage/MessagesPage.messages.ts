import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const messagesPageMessages = defineMessages<{
  title: NoValues;
  unreadSummary: { count: number };
  empty: NoValues;
  unread: NoValues;
  replies: { count: number };
  fromYou: NoValues;
  fromSupport: NoValues;
  markAllRead: NoValues;
  allRead: NoValues;
  write: NoValues;
  back: NoValues;
  sentOn: { date: string };
  thread: NoValues;
  delete: NoValues;
  deleteTitle: NoValues;
  deleteMessage: { title: string };
  cancel: NoValues;
  deleted: NoValues;
  replyLabel: NoValues;
  replySend: NoValues;
  replySent: NoValues;
  composeTitle: NoValues;
  subject: NoValues;
  content: NoValues;
  send: NoValues;
  subjectEmpty: NoValues;
  contentEmpty: NoValues;
  tooLong: { max: number };
  count: { count: number; max: number };
  gone: NoValues;
  pages: NoValues;
  loading: NoValues;
  failed: NoValues;
  mailFailed: NoValues;
  retry: NoValues;
}>({
  title: { id: 'member-centre.MessagesPage.title', defaultMessage: 'Inbox' },
  unreadSummary: {
    id: 'member-centre.MessagesPage.unreadSummary',
    defaultMessage: '{count, plural, =0 {No unread messages} one {# unread message} other {# unread messages}}',
  },
  empty: { id: 'member-centre.MessagesPage.empty', defaultMessage: 'You have no messages yet.' },
  unread: { id: 'member-centre.MessagesPage.unread', defaultMessage: 'New' },
  replies: {
    id: 'member-centre.MessagesPage.replies',
    defaultMessage: '{count, plural, one {# reply} other {# replies}}',
  },
  fromYou: { id: 'member-centre.MessagesPage.fromYou', defaultMessage: 'You' },
  fromSupport: { id: 'member-centre.MessagesPage.fromSupport', defaultMessage: 'Customer service' },
  markAllRead: { id: 'member-centre.MessagesPage.markAllRead', defaultMessage: 'Mark all as read' },
  allRead: { id: 'member-centre.MessagesPage.allRead', defaultMessage: 'All messages are marked as read.' },
  write: { id: 'member-centre.MessagesPage.write', defaultMessage: 'Write to customer service' },
  back: { id: 'member-centre.MessagesPage.back', defaultMessage: 'Back to messages' },
  sentOn: { id: 'member-centre.MessagesPage.sentOn', defaultMessage: 'Sent {date}' },
  thread: { id: 'member-centre.MessagesPage.thread', defaultMessage: 'Replies' },
  delete: { id: 'member-centre.MessagesPage.delete', defaultMessage: 'Delete message' },
  deleteTitle: { id: 'member-centre.MessagesPage.deleteTitle', defaultMessage: 'Delete this message?' },
  deleteMessage: {
    id: 'member-centre.MessagesPage.deleteMessage',
    defaultMessage: '“{title}” and its replies will be removed from your inbox. This cannot be undone.',
  },
  cancel: { id: 'member-centre.MessagesPage.cancel', defaultMessage: 'Cancel' },
  deleted: { id: 'member-centre.MessagesPage.deleted', defaultMessage: 'The message was deleted.' },
  replyLabel: { id: 'member-centre.MessagesPage.replyLabel', defaultMessage: 'Your reply' },
  replySend: { id: 'member-centre.MessagesPage.replySend', defaultMessage: 'Send reply' },
  replySent: { id: 'member-centre.MessagesPage.replySent', defaultMessage: 'Your reply was sent.' },
  composeTitle: { id: 'member-centre.MessagesPage.composeTitle', defaultMessage: 'New message to customer service' },
  subject: { id: 'member-centre.MessagesPage.subject', defaultMessage: 'Subject' },
  content: { id: 'member-centre.MessagesPage.content', defaultMessage: 'Message' },
  send: { id: 'member-centre.MessagesPage.send', defaultMessage: 'Send' },
  subjectEmpty: { id: 'member-centre.MessagesPage.subjectEmpty', defaultMessage: 'Enter a subject.' },
  contentEmpty: { id: 'member-centre.MessagesPage.contentEmpty', defaultMessage: 'Enter your message.' },
  tooLong: { id: 'member-centre.MessagesPage.tooLong', defaultMessage: 'Use at most {max} characters.' },
  count: { id: 'member-centre.MessagesPage.count', defaultMessage: '{count} of {max} characters' },
  gone: {
    id: 'member-centre.MessagesPage.gone',
    defaultMessage: 'This message is no longer in your inbox.',
  },
  pages: { id: 'member-centre.MessagesPage.pages', defaultMessage: 'Message pages' },
  loading: { id: 'member-centre.MessagesPage.loading', defaultMessage: 'Loading your messages' },
  failed: { id: 'member-centre.MessagesPage.failed', defaultMessage: 'Your messages could not be loaded.' },
  mailFailed: { id: 'member-centre.MessagesPage.mailFailed', defaultMessage: 'This message could not be loaded.' },
  retry: { id: 'member-centre.MessagesPage.retry', defaultMessage: 'Try again' },
});
