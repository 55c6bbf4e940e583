import { endpoints, errorCodes, type EndpointId } from '@lobby/contract';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, sessionFor } from '../testing/testPlatform';

const current = platformPerTest();

const tokenOf = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);

const as = (token: string, host = hosts.lotus) => ({ host, headers: { authorization: token } });

const inboxOf = (token: string, query = '', host = hosts.lotus) =>
  contractValue(current.platform.app, 'inbox', query, as(token, host));

const unreadOf = (token: string, host = hosts.lotus) =>
  contractValue(current.platform.app, 'unreadCount', '', as(token, host));

const openMail = (token: string, mailId: number | string) =>
  contractValue(current.platform.app, 'inboxMail', `?mailId=${mailId}`, as(token));

/** A write of the inbox (POST or DELETE with a JSON body) as the member; answers the response. */
const write = (id: EndpointId, token: string, json: unknown, host = hosts.lotus) =>
  call(current.platform.app, endpoints[id].path, { method: endpoints[id].method, json, ...as(token, host) });

/** The merchant writes to the member through the dev endpoint; answers the new message's id. */
async function sendFromMerchant(username: string, title: string, content: string, merchantCode = 'lotus88') {
  const response = await call(current.platform.app, `/__dev/merchants/${merchantCode}/members/${username}/mails`, {
    method: 'POST',
    json: { title, content },
  });
  expect(response.status).toBe(200);
  return ((await envelope(response)).value as { mailId: number }).mailId;
}

describe('platform messages', () => {
  it("lists the member's seeded messages newest first in the merchant's language, the unread ones marked", async () => {
    const token = await tokenOf('player02');
    const inbox = await inboxOf(token);
    expect(inbox.list.map((mail) => [mail.title, mail.from, mail.read])).toEqual([
      ['Bảo trì định kỳ vào thứ Ba', 'MERCHANT', false],
      ['Tiền thưởng nạp tiền của bạn đã sẵn sàng', 'MERCHANT', false],
      ['Chào mừng bạn đến với Lotus Palace', 'MERCHANT', true],
    ]);
    expect(inbox).toMatchObject({ totalCount: 3, totalPages: 1, unreadCount: 2 });
    expect(await unreadOf(token)).toBe(2);

    const siam = await inboxOf(await tokenOf('player02', 'siam99'), '', hosts.siam);
    expect(siam.list[0]?.title).toBe('ปิดปรับปรุงระบบตามกำหนดในวันอังคาร');
    const sahara = await inboxOf(await tokenOf('player02', 'sahara7'), '', hosts.sahara);
    expect(sahara.list[0]?.title).toBe('صيانة مجدولة يوم الثلاثاء');
  });

  it('pages the inbox and refuses a page size over the most', async () => {
    const token = await tokenOf('player03');
    for (let n = 1; n <= 4; n++) {
      current.now += 60_000;
      await sendFromMerchant('player03', `Notice ${n}`, `<p>Notice number ${n}</p>`);
    }
    const first = await inboxOf(token, '?page=1&size=3');
    expect(first.list.map((mail) => mail.title)).toEqual(['Notice 4', 'Notice 3', 'Notice 2']);
    expect(first).toMatchObject({ totalCount: 7, totalPages: 3, unreadCount: 6 });
    const third = await inboxOf(token, '?page=3&size=3');
    expect(third.list).toHaveLength(1);
    expect(third.list[0]?.title).toBe('Chào mừng bạn đến với Lotus Palace');
    const tooMany = await call(current.platform.app, `${endpoints.inbox.path}?size=51`, as(token));
    expect(tooMany.status).toBe(400);
    expect(await envelope(tooMany)).toMatchObject({ errorCode: errorCodes.validationFailed });
  });

  it('opens a message with its body, marking it read; the unread count follows; mark all read empties it', async () => {
    const token = await tokenOf('player02');
    const [newest] = (await inboxOf(token)).list;
    if (!newest) throw new Error('no message');
    const opened = await openMail(token, newest.id);
    expect(opened).toMatchObject({ id: newest.id, read: true, replies: [] });
    expect(opened.content).toContain('<strong>02:00 đến 04:00</strong>');
    expect(await unreadOf(token)).toBe(1);

    const sent = await sendFromMerchant('player02', 'Hello', '<p>Hello</p>');
    expect(await unreadOf(token)).toBe(2);
    const named = await write('markMailAsRead', token, { mailIds: [sent] });
    expect((await envelope(named)).value).toEqual({ unreadCount: 1 });
    const all = await write('markMailAsRead', token, { all: true });
    expect((await envelope(all)).value).toEqual({ unreadCount: 0 });
    expect((await inboxOf(token)).list.every((mail) => mail.read)).toBe(true);
    const neither = await write('markMailAsRead', token, {});
    expect(neither.status).toBe(400);
  });

  it('deletes a message for good: gone from the list and the count, and no longer opened', async () => {
    const token = await tokenOf('player02');
    const [newest] = (await inboxOf(token)).list;
    if (!newest) throw new Error('no message');
    const deleted = await write('deleteMail', token, { mailId: newest.id });
    expect(deleted.status).toBe(200);
    expect(await inboxOf(token)).toMatchObject({ totalCount: 2, unreadCount: 1 });
    expect(await unreadOf(token)).toBe(1);
    const again = await write('deleteMail', token, { mailId: newest.id });
    expect(again.status).toBe(404);
    expect(await envelope(again)).toMatchObject({ errorCode: errorCodes.mailNotFound });
    const open = await call(current.platform.app, `${endpoints.inboxMail.path}?mailId=${newest.id}`, as(token));
    expect(open.status).toBe(404);
  });

  it("never shows, marks, deletes or replies to another member's message: 404 as for none", async () => {
    const owner = await tokenOf('player02');
    const other = await tokenOf('player03');
    const siamOther = await tokenOf('player02', 'siam99');
    const [mail] = (await inboxOf(owner)).list;
    if (!mail) throw new Error('no message');
    const refusals = [
      await call(current.platform.app, `${endpoints.inboxMail.path}?mailId=${mail.id}`, as(other)),
      await call(current.platform.app, `${endpoints.inboxMail.path}?mailId=${mail.id}`, as(siamOther, hosts.siam)),
      await call(current.platform.app, `${endpoints.inboxMail.path}?mailId=999999`, as(other)),
      await write('markMailAsRead', other, { mailIds: [mail.id] }),
      await write('deleteMail', other, { mailId: mail.id }),
      await write('replyMail', other, { mailId: mail.id, content: 'Mine now?' }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(404);
      expect(await envelope(refused)).toMatchObject({ success: false, errorCode: errorCodes.mailNotFound });
    }
    // The owner's message is as it was.
    expect((await inboxOf(owner)).list[0]).toMatchObject({ id: mail.id, read: false, replyCount: 0 });
  });

  it('sends a message to customer service and keeps the thread; a reply of customer service makes it unread', async () => {
    const token = await tokenOf('player04');
    const sent = await write('sendMail', token, { title: ' My bonus ', content: 'Where is my bonus?' });
    const mail = (await envelope(sent)).value as { id: number; from: string; read: boolean; title: string };
    expect(mail).toMatchObject({ from: 'MEMBER', read: true, title: 'My bonus' });
    expect((await inboxOf(token)).list[0]).toMatchObject({ id: mail.id, from: 'MEMBER', read: true });
    const unread = await unreadOf(token);

    current.now += 60_000;
    const answered = await call(current.platform.app, '/__dev/merchants/lotus88/members/player04/mails', {
      method: 'POST',
      json: { replyTo: mail.id, content: '<p>It is on its way.</p>' },
    });
    expect(answered.status).toBe(200);
    expect(await unreadOf(token)).toBe(unread + 1);

    current.now += 60_000;
    const replied = await write('replyMail', token, { mailId: mail.id, content: 'Thank you!' });
    expect((await envelope(replied)).value).toMatchObject({ from: 'MEMBER', content: 'Thank you!' });
    const thread = await openMail(token, mail.id);
    expect(thread.replies.map((reply) => [reply.from, reply.content])).toEqual([
      ['MERCHANT', '<p>It is on its way.</p>'],
      ['MEMBER', 'Thank you!'],
    ]);
    expect(thread.replyCount).toBe(2);
    expect(await unreadOf(token)).toBe(unread);

    const empty = await write('sendMail', token, { title: 'Hi', content: '   ' });
    expect(empty.status).toBe(400);
    const long = await write('replyMail', token, { mailId: mail.id, content: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
  });

  it('stores hostile HTML as it was sent: sanitising is the showing client’s work', async () => {
    const token = await tokenOf('player02');
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script><p>Hi</p>';
    const id = await sendFromMerchant('player02', '<b>Title</b>', hostile);
    const opened = await openMail(token, id);
    expect(opened.content).toBe(hostile);
    expect(opened.title).toBe('<b>Title</b>');
  });

  it('refuses visitors; a trial account has no inbox and nothing unread', async () => {
    const visitor = await call(current.platform.app, endpoints.inbox.path, { host: hosts.lotus });
    expect(visitor.status).toBe(401);
    expect(await envelope(visitor)).toMatchObject({ errorCode: errorCodes.customerNotLogin });
    const visitorCount = await call(current.platform.app, endpoints.unreadCount.path, { host: hosts.lotus });
    expect(visitorCount.status).toBe(401);

    const made = await envelope(
      await call(current.platform.app, '/wps/session/login/freeplay', { method: 'POST', json: {} }),
    );
    const trial = (made.value as { token: string }).token;
    const refused = await call(current.platform.app, endpoints.inbox.path, as(trial));
    expect(refused.status).toBe(403);
    expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.trialAccountRestricted });
    const send = await write('sendMail', trial, { title: 'Hi', content: 'Hello' });
    expect(send.status).toBe(403);
    expect(await unreadOf(trial)).toBe(0);
  });

  it('answers function.not.available where the merchant switched INBOX3 off', async () => {
    const token = await tokenOf('player02');
    const off = await call(current.platform.app, '/__dev/merchants/lotus88/flags', {
      method: 'POST',
      json: { INBOX3: false },
    });
    expect(off.status).toBe(200);
    const refused = await call(current.platform.app, endpoints.inbox.path, as(token));
    expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.functionNotAvailable });
  });
});
