import { closeCodes } from '@lobby/contract/realtime';
import { openDatabase } from '../db/client';
import { resetDatabase } from '../seed/seed';
import { revokeSession } from '../security/sessions';
import { silentLogger, startServer, type StartedServer } from '../server';
import { hosts } from '../testing/platformPerTest';
import { memberAt, sessionFor, testKeys } from '../testing/testPlatform';
import { notifyMember } from './publish';
import { subscribedSocket } from './testSocket';

// Two platform processes on one PostgreSQL, as behind a load balancer: an event committed by one reaches a page
// connected to the other, once. Runs when TEST_DATABASE_URL names a database this test may empty.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the push channel across two platform processes on PostgreSQL', () => {
  const servers: StartedServer[] = [];
  beforeAll(async () => {
    const seeding = await openDatabase({ kind: 'postgres', url });
    await resetDatabase(seeding.db);
    await seeding.close();
    // One after the other: both would apply the migrations at once otherwise.
    for (let n = 0; n < 2; n += 1) {
      servers.push(
        await startServer({
          port: 0,
          db: { kind: 'postgres', url },
          keys: testKeys(),
          distDir: false,
          log: silentLogger,
          seed: 'never',
        }),
      );
    }
  }, 60_000);
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('delivers an event committed on one process to a page on the other exactly once', async () => {
    const [one, other] = servers as [StartedServer, StartedServer];
    const member = await memberAt(one, 'lotus88', 'player01');
    const token = await sessionFor(one, 'lotus88', 'player01');
    const there = await subscribedSocket(other.url, hosts.lotus, token);
    const here = await subscribedSocket(one.url, hosts.lotus, token);
    await one.platform.db.transaction((tx) =>
      notifyMember(tx, member.id, 'DEPOSIT', { amount: 100, time: 1, success: true }),
    );
    expect((await there.next('message')).body.type).toBe('DEPOSIT');
    expect((await here.next('message')).body.type).toBe('DEPOSIT');
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const socket of [there, here]) {
      expect(socket.frames.filter((frame) => frame.type === 'message')).toHaveLength(1);
    }

    // Logging out on one process closes the session's sockets on both.
    await revokeSession(one.platform.db, token);
    expect((await there.closed).code).toBe(closeCodes.sessionEnded);
    expect((await here.closed).code).toBe(closeCodes.sessionEnded);
  }, 30_000);
});
