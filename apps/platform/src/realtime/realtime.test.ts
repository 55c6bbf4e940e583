import { randomUUID } from 'node:crypto';
import { closeCodes, realtimeRules, settingTopic, userTopic } from '@lobby/contract/realtime';
import { merchants } from '../db/schema';
import { eq } from 'drizzle-orm';
import { resetDatabase } from '../seed/seed';
import { revokeMemberSessions, revokeSession } from '../security/sessions';
import { startServer, type StartedServer } from '../server';
import { hosts } from '../testing/platformPerTest';
import { call, memberAt, memoryLogger, sessionFor, sharedDatabase, testKeys } from '../testing/testPlatform';
import { channelsOf, createDeposit } from '../wallet/deposits';
import { transferToDownlines } from '../wallet/downlines';
import { addMail } from '../inbox/mails';
import { notifyMember, publish } from './publish';
import { openSocket, subscribedSocket, type TestSocket } from './testSocket';

let server: StartedServer;
const log = memoryLogger();
const sockets: TestSocket[] = [];
beforeAll(async () => {
  const database = await sharedDatabase();
  await resetDatabase(database.db);
  server = await startServer({
    port: 0,
    db: database,
    keys: testKeys(),
    distDir: false,
    log,
    seed: 'never',
    realtime: { authWithinMs: 300, heartbeatMs: 200 },
    dev: true,
  });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => server.close());

const db = () => server.platform.db;
const track = (socket: TestSocket) => (sockets.push(socket), socket);
const open = async (host = hosts.lotus, options?: { origin?: string | null }) =>
  track(await openSocket(server.url, host, options));
async function signedIn(username: string, merchantCode = 'lotus88', host = hosts.lotus) {
  const token = await sessionFor(server, merchantCode, username);
  const member = await memberAt(server, merchantCode, username);
  return { token, member, socket: track(await subscribedSocket(server.url, host, token)) };
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the push channel', () => {
  it("tells a signed-in page its topics and delivers its member's events once their change commits", async () => {
    const { member, socket } = await signedIn('player01');
    expect(socket.frames[0]).toEqual({
      type: 'ready',
      customerId: member.id,
      topics: { user: userTopic(member.id), setting: settingTopic('lotus88') },
    });
    await db().transaction(async (tx) => {
      await notifyMember(tx, member.id, 'DEPOSIT', { amount: 500, time: 1, success: true });
      await pause(100);
      // Not before the commit.
      expect(socket.frames.filter((frame) => frame.type === 'message')).toEqual([]);
    });
    const message = await socket.next('message');
    expect(message).toEqual({
      type: 'message',
      topic: userTopic(member.id),
      body: { type: 'DEPOSIT', title: '', message: '', popup: false, data: { amount: 500, time: 1, success: true } },
    });
  });

  it('tells nothing of a change rolled back, and nothing of another member', async () => {
    const { socket, member } = await signedIn('player01');
    const other = await memberAt(server, 'lotus88', 'agent01');
    await expect(
      db().transaction(async (tx) => {
        await notifyMember(tx, member.id, 'WITHDRAW', {});
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await notifyMember(db(), other.id, 'INBOX', {});
    await pause(200);
    expect(socket.frames.filter((frame) => frame.type === 'message')).toEqual([]);
  });

  it("sends the merchant's settings content to the pages of that merchant subscribed to it", async () => {
    const { socket } = await signedIn('player01');
    socket.send({ type: 'subscribe', topic: settingTopic('lotus88') });
    await socket.next('subscribed');
    const siam = await signedIn('player01', 'siam99', hosts.siam);
    siam.socket.send({ type: 'subscribe', topic: settingTopic('siam99') });
    await siam.socket.next('subscribed');
    const lotus = await memberAt(server, 'lotus88', 'player01');
    await publish(db(), { kind: 'setting', merchantId: lotus.merchantId, content: 'LGSGAMESETTING' });
    expect((await socket.next('message')).body).toEqual({ content: 'LGSGAMESETTING' });
    await pause(100);
    expect(siam.socket.frames.filter((frame) => frame.type === 'message')).toEqual([]);
  });

  it("refuses a topic that is not the member's, without closing", async () => {
    const { socket } = await signedIn('player01');
    const other = await memberAt(server, 'lotus88', 'agent01');
    socket.send({ type: 'subscribe', topic: userTopic(other.id) });
    expect(await socket.next('error')).toMatchObject({ code: 'topic_forbidden' });
    socket.send({ type: 'subscribe', topic: settingTopic('siam99') });
    expect(await socket.next('error')).toMatchObject({ code: 'topic_forbidden' });
  });

  it('closes a socket whose token opens no session, or that sends none in time', async () => {
    const wrong = await open();
    wrong.send({ type: 'auth', token: 'not-a-token' });
    expect((await wrong.closed).code).toBe(closeCodes.sessionEnded);
    // A token of another merchant's site opens nothing here.
    const siamToken = await sessionFor(server, 'siam99', 'player01');
    const elsewhere = await open();
    elsewhere.send({ type: 'auth', token: siamToken });
    expect((await elsewhere.closed).code).toBe(closeCodes.sessionEnded);
    const silent = await open();
    expect(await silent.closed).toEqual({ code: closeCodes.sessionEnded, reason: 'no token in time' });
  });

  it('closes a socket that sends garbage, a frame too long, or a flood', async () => {
    const garbage = await open();
    garbage.send('{"type":"dance"}');
    expect((await garbage.closed).code).toBe(closeCodes.policy);
    const long = await open();
    long.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(realtimeRules.maxFrameBytes) }));
    expect((await long.closed).code).toBe(1009);
    const { socket } = await signedIn('player01');
    for (let n = 0; n <= realtimeRules.maxFrames; n += 1) socket.send({ type: 'subscribe', topic: 'x' });
    expect((await socket.closed).code).toBe(closeCodes.policy);
    expect(log.lines.some((line) => line.includes('not of the contract'))).toBe(true);
    log.lines.length = 0;
  });

  it("closes a session's sockets when it ends: logout, and every other one at a password change", async () => {
    const first = await signedIn('player01');
    const member = first.member;
    const second = track(
      await subscribedSocket(server.url, hosts.lotus, await sessionFor(server, 'lotus88', 'player01')),
    );
    const third = await sessionFor(server, 'lotus88', 'player01');
    const kept = track(await subscribedSocket(server.url, hosts.lotus, third));
    await revokeSession(db(), first.token);
    expect((await first.socket.closed).code).toBe(closeCodes.sessionEnded);
    await revokeMemberSessions(db(), member.id, { except: third });
    expect((await second.closed).code).toBe(closeCodes.sessionEnded);
    await notifyMember(db(), member.id, 'INBOX', {});
    expect((await kept.next('message')).body.type).toBe('INBOX');
  });

  it('refuses a page of another site, and beats while the socket lives', async () => {
    const foreign = open(hosts.lotus, { origin: 'https://evil.example' });
    await expect(foreign).rejects.toThrow(/403/);
    const { socket } = await signedIn('player01');
    expect((await socket.next('heartbeat')).at).toBeGreaterThan(0);
    expect(server.realtime.size).toBeGreaterThan(0);
  });

  it('tells a page when its deposit is decided, a message arrives, its agent pays it, or the game menus change', async () => {
    const { member, socket } = await signedIn('player02');
    const [merchant] = await db().select().from(merchants).where(eq(merchants.code, 'lotus88'));
    if (!merchant) throw new Error('no lotus88');
    const [channel] = await channelsOf(db(), merchant);
    if (!channel) throw new Error('lotus88 has no deposit channel');
    const at = new Date(server.platform.clock());
    const deposit = await createDeposit(db(), { member, channel, amount: 12_345, idempotencyKey: randomUUID(), at });
    const decided = await call(server.app, `/__dev/merchants/lotus88/deposits/${deposit.id}`, {
      method: 'POST',
      json: { action: 'approve' },
    });
    expect(decided.status).toBe(200);
    expect((await socket.next('message')).body).toMatchObject({
      type: 'DEPOSIT',
      data: { amount: 123.45, success: true },
    });

    await addMail(db(), member.id, { author: 'MERCHANT', title: 'Hello', content: 'Welcome', at });
    expect((await socket.next('message')).body.type).toBe('INBOX');

    const agent = { id: member.uplineId ?? 0, username: 'their agent' };
    await transferToDownlines(db(), {
      agent,
      downlines: [member],
      currency: merchant.currency,
      amount: 5_000,
      idempotencyKey: randomUUID(),
      at,
    });
    expect((await socket.next('message')).body).toMatchObject({
      type: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
      data: { amount: 50, sender: 'their agent', receiver: 'player02' },
    });

    const sent = await call(server.app, '/__dev/merchants/lotus88/members/player02/events', {
      method: 'POST',
      json: { type: 'ONLINE_MSG', title: 'Service', message: 'We are online' },
    });
    expect(sent.status).toBe(200);
    expect((await socket.next('message')).body).toMatchObject({ type: 'ONLINE_MSG', message: 'We are online' });

    socket.send({ type: 'subscribe', topic: settingTopic('lotus88') });
    await socket.next('subscribed');
    const vendor = await call(server.app, '/__dev/merchants/lotus88/settings-event', { method: 'POST', json: {} });
    expect(vendor.status).toBe(200);
    expect((await socket.next('message')).body).toEqual({ content: 'LGSGAMESETTING' });
  });
});
