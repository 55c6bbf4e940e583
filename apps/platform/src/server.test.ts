import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@lobby/contract';
import { parse } from 'valibot';
import { startServer, silentLogger, type StartedServer } from './server';
import { sharedDatabase, testKeys } from './testing/testPlatform';
import { resetDatabase } from './seed/seed';

let server: StartedServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lobby-dist-'));
  for (const brand of ['lotus', 'siam']) {
    mkdirSync(join(dist, brand), { recursive: true });
    writeFileSync(join(dist, brand, 'index.html'), `<html data-brand="${brand}"></html>`);
  }
  const database = await sharedDatabase();
  await resetDatabase(database.db);
  server = await startServer({
    port: 0,
    db: database,
    keys: testKeys(),
    distDir: dist,
    log: silentLogger,
    seed: 'never',
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A real HTTP request with the Host header set (fetch does not let a caller choose it). */
function get(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startServer', () => {
  it('listens on a free port and serves the API and the brand sites side by side', async () => {
    expect(server.port).toBeGreaterThan(0);
    const status = await fetch(`${server.url}/wps/system/status`);
    expect(status.status).toBe(200);
    const value = parse(endpoints.systemStatus.value, ((await status.json()) as { value: unknown }).value);
    expect(value.location?.ip).toBe('127.0.0.1');
    expect((await get('/', 'siam.localhost')).body).toContain('data-brand="siam"');
    expect((await get('/rng', 'localhost')).body).toContain('data-brand="lotus"');
  });

  it('picks the merchant from the Host header of a real request', async () => {
    const siam = JSON.parse((await get('/wps/system/country', `siam.localhost:${server.port}`)).body) as {
      value: { currency: string };
    };
    expect(siam.value.currency).toBe('THB');
  });

  it('answers the RSA modulus of its key pair as text', async () => {
    const response = await fetch(`${server.url}/wps/session/key/rsa?_=${Date.now()}`);
    expect(await response.text()).toBe((await server.platform.keys.current()).modulusHex);
  });
});
