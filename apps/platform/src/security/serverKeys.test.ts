import { encryptPayload } from '@lobby/contract/cipher';
import { hosts } from '../testing/platformPerTest';
import { call, envelope, testPlatform, type TestPlatform } from '../testing/testPlatform';
import { keyRotationMs } from './serverKeys';

const login = { username: 'player01', password: 'Player#2026', type: 'username' };

/** A login sealed with `modulusHex`, sent (as-is, however often) to `platform` at siam. */
function send(platform: TestPlatform, sealed: Awaited<ReturnType<typeof encryptPayload>>) {
  return call(platform.app, '/wps/session/login', {
    method: 'POST',
    host: hosts.siam,
    json: sealed.body,
    headers: { encryption: sealed.encryption, 'x-digest': sealed.digest },
  });
}

/** The modulus a client fetches (the call answers it as plain text). */
const modulusOf = async (platform: TestPlatform) =>
  (await call(platform.app, `/wps/session/key/rsa?_=${Date.now()}`)).text();

describe('key pairs kept in the database', () => {
  let now = Date.now();
  let first: TestPlatform;
  let second: TestPlatform;
  beforeAll(async () => {
    // Two platforms on one database, as two processes on one PostgreSQL: neither is handed a key pair.
    first = await testPlatform({ keys: undefined, clock: () => now });
    second = await testPlatform({ keys: undefined, clock: () => now, reset: false });
  }, 60_000);

  it('are the same in every process: a call sealed with the key one handed out opens in the other', async () => {
    const modulus = await modulusOf(first);
    expect(await modulusOf(second)).toBe(modulus);
    const answer = await send(second, await encryptPayload(login, modulus));
    expect(await envelope(answer)).toMatchObject({ success: true, value: { userName: 'player01' } });
  });

  it('rotate every 30 days; the previous pair still opens a call, the one before it no longer', async () => {
    const old = await modulusOf(first);
    now += keyRotationMs;
    const rotated = await modulusOf(second);
    expect(rotated).not.toBe(old);
    expect(await modulusOf(first)).toBe(rotated);

    // A client that fetched the modulus just before the rotation still gets in, through either process.
    expect((await send(first, await encryptPayload(login, old))).status).toBe(200);
    now += keyRotationMs;
    const stale = await send(second, await encryptPayload(login, old));
    expect(stale.status).toBe(400);
    expect(await envelope(stale)).toMatchObject({ errorCode: 'request_body_required' });
  });

  it('refuse a sealed call played back, whichever process it reaches', async () => {
    const sealed = await encryptPayload(login, await modulusOf(first));
    expect((await send(first, sealed)).status).toBe(200);
    for (const platform of [first, second]) {
      const replay = await send(platform, sealed);
      expect(replay.status).toBe(400);
      expect(await envelope(replay)).toMatchObject({ errorCode: 'request_replayed' });
    }
    // The same login sealed again (a new key of its own, as the client does each time) is a new call.
    expect((await send(second, await encryptPayload(login, await modulusOf(second)))).status).toBe(200);
  });
});
