import { defineEndpoint } from '@lobby/contract';
import { encryptPayload } from '@lobby/contract/cipher';
import { number, object, string } from 'valibot';
import { call, envelope, sessionFor, testPlatform } from '../testing/testPlatform';
import { route } from './route';

// Routes the platform does not serve yet, to exercise the machinery every endpoint goes through.
const sealed = defineEndpoint({
  method: 'POST',
  path: '/wps/test/sealed',
  body: object({ username: string(), password: string() }),
  value: object({ echoed: string() }),
  encrypted: true,
  auth: 'none',
});
const plain = defineEndpoint({
  method: 'POST',
  path: '/wps/test/plain',
  body: object({ note: string() }),
  value: number(),
  encrypted: false,
  auth: 'required',
});
const form = defineEndpoint({
  method: 'POST',
  path: '/wps/test/form',
  body: object({ username: string(), email: string() }),
  bodyEncoding: 'form',
  value: string(),
  encrypted: false,
  auth: 'none',
});
const broken = defineEndpoint({
  method: 'GET',
  path: '/wps/test/broken',
  value: string(),
  encrypted: false,
  auth: 'none',
});

let platform: Awaited<ReturnType<typeof testPlatform>>;
beforeAll(async () => {
  await testPlatform();
});
beforeEach(async () => {
  platform = await testPlatform({
    reset: false,
    extraRoutes: (app, table) => {
      route(app, table, sealed, (_c, { body }) => ({ echoed: `${body.username}:${body.password}` }));
      route(app, table, plain, (_c, { body, member }) => body.note.length + member.id);
      route(app, table, form, (_c, { body }) => `${body.username} <${body.email}>`);
      route(app, table, broken, () => {
        throw new Error('Failed query: select password_hash from members where token = $1\nparams: secret-token');
      });
    },
  });
});

describe('encrypted endpoints', () => {
  it('decrypt a body sealed with the server key', async () => {
    const sealedBody = await encryptPayload(
      { username: 'player01', password: 'Player#2026' },
      (await platform.platform.keys.current()).modulusHex,
    );
    const response = await call(platform.app, '/wps/test/sealed', {
      method: 'POST',
      json: sealedBody.body,
      headers: { encryption: sealedBody.encryption, 'x-digest': sealedBody.digest },
    });
    expect(await envelope(response)).toMatchObject({ success: true, value: { echoed: 'player01:Player#2026' } });
  });

  it('refuse a plaintext body, a missing header and a body sealed for another key', async () => {
    const plaintext = await call(platform.app, '/wps/test/sealed', {
      method: 'POST',
      json: { username: 'player01', password: 'Player#2026' },
    });
    expect(plaintext.status).toBe(400);
    expect(await envelope(plaintext)).toMatchObject({ success: false, errorCode: 'request_body_required' });

    const sealedBody = await encryptPayload(
      { username: 'a', password: 'b' },
      (await platform.platform.keys.current()).modulusHex,
    );
    const headerless = await call(platform.app, '/wps/test/sealed', { method: 'POST', json: sealedBody.body });
    expect((await envelope(headerless)).errorCode).toBe('request_body_required');

    const otherKey = 'c'.repeat(255) + '1';
    const foreign = await encryptPayload({ username: 'a', password: 'b' }, otherKey);
    const wrongKey = await call(platform.app, '/wps/test/sealed', {
      method: 'POST',
      json: foreign.body,
      headers: { encryption: foreign.encryption },
    });
    expect(wrongKey.status).toBe(400);
    expect((await envelope(wrongKey)).errorCode).toBe('request_body_required');
  });

  it('validate the decrypted body like any other', async () => {
    const sealedBody = await encryptPayload(
      { username: 'player01' },
      (await platform.platform.keys.current()).modulusHex,
    );
    const response = await call(platform.app, '/wps/test/sealed', {
      method: 'POST',
      json: sealedBody.body,
      headers: { encryption: sealedBody.encryption },
    });
    expect(await envelope(response)).toMatchObject({
      errorCode: 'validation_failed',
      message: 'Field "password" is missing from the request body.',
    });
  });
});

describe('every route', () => {
  it('takes at most 64 KB unless it says otherwise', async () => {
    const token = await sessionFor(platform, 'lotus88', 'player01');
    const ok = await call(platform.app, '/wps/test/plain', {
      method: 'POST',
      json: { note: 'x'.repeat(60 * 1024) },
      headers: { authorization: token },
    });
    expect(ok.status).toBe(200);
    const tooBig = await call(platform.app, '/wps/test/plain', {
      method: 'POST',
      json: { note: 'x'.repeat(65 * 1024) },
      headers: { authorization: token },
    });
    expect(tooBig.status).toBe(413);
    expect(await envelope(tooBig)).toMatchObject({
      errorCode: 'payload_too_large',
      message: 'The request body is larger than 64 KB.',
    });
  });

  it('asks for a login where the contract requires one', async () => {
    const response = await call(platform.app, '/wps/test/plain', { method: 'POST', json: { note: 'hi' } });
    expect(response.status).toBe(401);
    expect(await envelope(response)).toMatchObject({ errorCode: 'CUSTOMER_NOT_LOGIN' });
  });

  it('reads form-encoded bodies where the contract says so', async () => {
    const response = await call(platform.app, '/wps/test/form', {
      method: 'POST',
      body: 'username=player01&email=player01%40lotus88.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await envelope(response)).toMatchObject({ value: 'player01 <player01@lotus88.example>' });
  });

  it('answers a thrown error with a generic 500 and logs it without parameters', async () => {
    const response = await call(platform.app, '/wps/test/broken');
    expect(response.status).toBe(500);
    const body = await envelope(response);
    expect(body).toMatchObject({ success: false, errorCode: 'internal_error' });
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/select|password_hash|secret-token|at .*\.ts/);
    const logged = platform.log.lines.join('\n');
    expect(logged).toContain('GET /wps/test/broken failed: Error: Failed query');
    expect(logged).not.toContain('secret-token');
  });
});
