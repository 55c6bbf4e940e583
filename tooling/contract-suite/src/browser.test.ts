import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CookieJar, createBrowser, isLoopbackName, type Browser } from './browser';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let port: number;
let seen: Seen[];
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const cookies: string[] = [];
      if (request.url?.startsWith('/set'))
        cookies.push('id=abc; Path=/; HttpOnly; SameSite=Lax', 'scoped=1; Path=/set');
      if (request.url === '/drop') cookies.push('id=; Max-Age=0; Path=/');
      response.writeHead(request.url === '/empty' ? 204 : 200, {
        'content-type': 'application/json',
        ...(cookies.length ? { 'set-cookie': cookies } : {}),
      });
      response.end(request.url === '/empty' ? undefined : JSON.stringify({ host: request.headers.host }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

beforeEach(() => {
  seen = [];
  browser = createBrowser();
});

afterEach(() => browser.close());

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('createBrowser', () => {
  it('reaches any *.localhost name on loopback and sends its host as Host', async () => {
    const response = await browser.fetch(`http://siam.localhost:${port}/status?x=1`);
    expect(await response.json()).toEqual({ host: `siam.localhost:${port}` });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/status?x=1' });
    expect(browser.wire).toEqual([{ method: 'GET', url: `http://siam.localhost:${port}/status?x=1`, status: 200 }]);
  });

  it('keeps cookies per host and path, sends HttpOnly ones back, and forgets them on Max-Age=0', async () => {
    await browser.fetch(`http://localhost:${port}/set`);
    await browser.fetch(`http://localhost:${port}/other`);
    expect(seen[1]?.headers.cookie).toBe('id=abc');
    await browser.fetch(`http://localhost:${port}/set/deeper`);
    expect(seen[2]?.headers.cookie).toBe('scoped=1; id=abc');
    await browser.fetch(`http://siam.localhost:${port}/other`);
    expect(seen[3]?.headers.cookie).toBeUndefined();
    await browser.fetch(`http://localhost:${port}/drop`);
    await browser.fetch(`http://localhost:${port}/other`);
    expect(seen[5]?.headers.cookie).toBeUndefined();
  });

  it('sends no cookie with credentials omit, and keeps none from that answer', async () => {
    await browser.fetch(`http://localhost:${port}/set`, { credentials: 'omit' });
    await browser.fetch(`http://localhost:${port}/other`);
    expect(seen[1]?.headers.cookie).toBeUndefined();
  });

  it('sends the body of a write with its length', async () => {
    await browser.fetch(`http://localhost:${port}/write`, {
      method: 'PUT',
      body: JSON.stringify({ content: 'héllo' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(seen[0]).toMatchObject({ method: 'PUT', body: '{"content":"héllo"}' });
    expect(seen[0]?.headers['content-length']).toBe(String(Buffer.byteLength('{"content":"héllo"}')));
  });

  it('answers a bodiless 204', async () => {
    const response = await browser.fetch(`http://localhost:${port}/empty`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('refuses a host that is not loopback, before any connection', async () => {
    await expect(browser.fetch('http://example.com/')).rejects.toThrow(TypeError);
    await expect(browser.fetch(`https://localhost:${port}/`)).rejects.toThrow(/not a loopback http origin/);
    expect(seen).toEqual([]);
  });

  it('rejects with the abort reason when the caller aborts', async () => {
    const controller = new AbortController();
    const reason = new Error('left the page');
    controller.abort(reason);
    await expect(browser.fetch(`http://localhost:${port}/status`, { signal: controller.signal })).rejects.toBe(reason);
  });
});

describe('CookieJar', () => {
  const at = (path: string, host = 'localhost') => new URL(`http://${host}${path}`);

  it('shares a Domain cookie with subdomains, but drops one set for a foreign domain', () => {
    const jar = new CookieJar();
    jar.store('wide=1; Domain=localhost; Path=/', at('/'));
    jar.store('evil=1; Domain=example.com; Path=/', at('/'));
    expect(jar.header(at('/x', 'siam.localhost'))).toBe('wide=1');
    expect(jar.header(at('/x'))).toBe('wide=1');
  });

  it('expires cookies by Max-Age over Expires, by the clock', () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const jar = new CookieJar(() => now);
    jar.store('a=1; Expires=Wed, 01 Jan 2031 00:00:00 GMT; Max-Age=60', at('/'));
    expect(jar.header(at('/'))).toBe('a=1');
    now += 61_000;
    expect(jar.header(at('/'))).toBeUndefined();
  });

  it('defaults the path to the request directory', () => {
    const jar = new CookieJar();
    jar.store('p=1', at('/wps/captcha'));
    expect(jar.header(at('/wps/other'))).toBe('p=1');
    expect(jar.header(at('/wpsx'))).toBeUndefined();
  });
});

describe('isLoopbackName', () => {
  it.each([
    ['localhost', true],
    ['siam.localhost', true],
    ['127.0.0.1', true],
    ['localhost.example.com', false],
    ['10.0.0.1', false],
  ])('%s -> %s', (name, loopback) => {
    expect(isLoopbackName(name)).toBe(loopback);
  });
});
