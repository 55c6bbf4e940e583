import type { FakeAnswer, FakePlatform, SentRequest } from '@lobby/api-client/testing';

/** A message of the fake inbox: the platform's fields, with its body and thread. */
export interface FakeMail {
  id: number;
  title: string;
  from: 'MERCHANT' | 'MEMBER';
  sendTime: number;
  read: boolean;
  content: string;
  replies: Array<{ id: number; from: 'MERCHANT' | 'MEMBER'; content: string; sendTime: number }>;
}

const at = (day: number, hour = 9) => Date.UTC(2026, 2, day, hour);

/** A hostile message: markup that would run script or load a tracker if shown unsanitised. */
export const hostileHtml =
  '<p>Claim now</p><img src=x onerror="window.__hacked=true"><script>window.__hacked=true</script>' +
  '<a href="javascript:window.__hacked=true">link</a>';

/** player03's inbox: two unread messages of the merchant, one read, and a question to customer service answered. */
export function sampleMails(): FakeMail[] {
  return [
    {
      id: 14,
      title: 'Scheduled maintenance on Tuesday',
      from: 'MERCHANT',
      sendTime: at(12),
      read: false,
      content: '<p>Lotus Palace will be under maintenance on Tuesday from <strong>02:00 to 04:00</strong>.</p>',
      replies: [],
    },
    {
      id: 12,
      title: 'Your deposit bonus is ready',
      from: 'MERCHANT',
      sendTime: at(10),
      read: false,
      content: '<p>Your next deposit this week earns a <strong>10% bonus</strong>.</p>',
      replies: [],
    },
    {
      id: 9,
      title: 'When will my withdrawal arrive?',
      from: 'MEMBER',
      sendTime: at(8),
      read: true,
      content: 'Hello, I made a withdrawal yesterday evening.\nHow long does it usually take?',
      replies: [{ id: 3, from: 'MERCHANT', content: '<p>It has been paid.</p>', sendTime: at(8, 11) }],
    },
    {
      id: 2,
      title: 'Welcome to Lotus Palace',
      from: 'MERCHANT',
      sendTime: at(1),
      read: true,
      content: '<p>Thank you for joining <strong>Lotus Palace</strong>.</p>',
      replies: [],
    },
  ];
}

const summaryOf = ({ content: _content, replies, ...mail }: FakeMail) => ({ ...mail, replyCount: replies.length });

/**
 * An inbox that behaves as the platform's: paged newest first, a message read once opened, marked read, deleted,
 * sent and replied to; every change kept in `mails`.
 */
export function inboxAnswers(mails: FakeMail[] = sampleMails()): FakePlatform {
  const unread = () => mails.filter((mail) => !mail.read).length;
  const find = (id: unknown) => mails.find((mail) => String(mail.id) === String(id));
  const notFound: FakeAnswer = {
    status: 404,
    errorCode: 'mail_not_found',
    message: 'This message is not in your inbox.',
  };
  let nextId = 100;
  return {
    'GET /wps/relay/CSP_unreadCount': () => ({ value: unread() }),
    'GET /wps/relay/CSP_getInbox': ({ query }: SentRequest) => {
      const page = Number(query.page ?? 1);
      const size = Number(query.size ?? 10);
      return {
        value: {
          list: mails.slice((page - 1) * size, page * size).map(summaryOf),
          totalCount: mails.length,
          totalPages: Math.ceil(mails.length / size),
          unreadCount: unread(),
        },
      };
    },
    'GET /wps/relay/CSP_getInboxMail': ({ query }: SentRequest) => {
      const mail = find(query.mailId);
      if (!mail) return notFound;
      mail.read = true;
      return { value: { ...summaryOf(mail), content: mail.content, replies: mail.replies } };
    },
    'POST /wps/relay/CSP_markMailAsRead': () => {
      for (const mail of mails) mail.read = true;
      return { value: { unreadCount: 0 } };
    },
    'DELETE /wps/relay/CSP_deleteMail': ({ body }: SentRequest) => {
      const index = mails.findIndex((mail) => String(mail.id) === String(body?.mailId));
      if (index < 0) return notFound;
      mails.splice(index, 1);
      return { value: null };
    },
    'POST /wps/relay/CSP_sendMail': ({ body }: SentRequest) => {
      const mail: FakeMail = {
        id: nextId++,
        title: String(body?.title),
        from: 'MEMBER',
        sendTime: at(20),
        read: true,
        content: String(body?.content),
        replies: [],
      };
      mails.unshift(mail);
      return { value: { ...summaryOf(mail), content: mail.content, replies: [] } };
    },
    'POST /wps/relay/CSP_replyMail': ({ body }: SentRequest) => {
      const mail = find(body?.mailId);
      if (!mail) return notFound;
      const reply = { id: nextId++, from: 'MEMBER' as const, content: String(body?.content), sendTime: at(21) };
      mail.replies.push(reply);
      return { value: reply };
    },
  };
}
