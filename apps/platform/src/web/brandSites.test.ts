import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'lobby-dist-'));
  for (const brand of ['lotus', 'siam']) {
    mkdirSync(join(dist, brand, 'assets'), { recursive: true });
    mkdirSync(join(dist, brand, '.vite'), { recursive: true });
    writeFileSync(join(dist, brand, 'index.html'), `<html data-brand="${brand}"></html>`);
    writeFileSync(join(dist, brand, 'assets', 'index-abc.js'), 'console.log(1)');
    // A build's own compressed copy, which differs from what compressing the file would give.
    writeFileSync(join(dist, brand, 'assets', 'prebuilt-abc.js'), 'console.log("raw")');
    writeFileSync(
      join(dist, brand, 'assets', 'prebuilt-abc.js.br'),
      brotliCompressSync('console.log("from the build")'),
    );
    writeFileSync(join(dist, brand, 'robots.txt'), 'User-agent: *');
    writeFileSync(join(dist, brand, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, brand, '.vite', 'manifest.json'), '{}');
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, host = 'localhost:4173') =>
  createApp({ distDir: dist, defaultBrand: 'lotus' }).request(path, { headers: { host } });

describe('brand sites', () => {
  it('serves the default brand on the bare host and each brand on its subdomain', async () => {
    expect(await (await get('/')).text()).toContain('data-brand="lotus"');
    expect(await (await get('/', 'siam.localhost:4173')).text()).toContain('data-brand="siam"');
  });

  it('answers client-side routes with index.html, uncached', async () => {
    const response = await get('/rng?vassalage=PG', 'siam.localhost');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('data-brand="siam"');
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-abc.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
  });

  it('has browsers check the service worker on every update check: never cached as an asset', async () => {
    const response = await get('/sw.js', 'siam.localhost');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a strict content security policy and security headers', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // The site's own service worker and manifest, and nobody else's.
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for missing files, dotfiles and path escapes', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    expect((await get('/../../etc/passwd')).status).not.toBe(500);
    expect(await (await get('/%2e%2e/%2e%2e/etc/hostname')).text()).not.toContain('root:');
  });

  it('answers 404, not an error, for a path that does not decode or holds a NUL', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/assets/%00.js', '/promo%00']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe('Not found');
    }
  });

  it('refuses a subdomain naming no brand', async () => {
    const response = await get('/', 'nobody.localhost');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('lotus, siam');
  });

  it('serves robots.txt as text', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('content-type')).toContain('text/plain');
  });
});

describe('compression', () => {
  const fetchWith = (path: string, encoding: string) =>
    createApp({ distDir: dist, defaultBrand: 'lotus' }).request(path, {
      headers: { host: 'localhost', 'accept-encoding': encoding },
    });

  it('sends scripts and pages brotli- or gzip-compressed when the client accepts it', async () => {
    const br = await fetchWith('/assets/index-abc.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log(1)');

    const gzip = await fetchWith('/rng', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('data-brand="lotus"');
  });

  it("sends the build's own compressed copy when there is one", async () => {
    const br = await fetchWith('/assets/prebuilt-abc.js', 'br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log("from the build")');
    // No gzip copy was built: made on the fly from the file.
    const gzip = await fetchWith('/assets/prebuilt-abc.js', 'gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe('console.log("raw")');
  });

  it('sends the raw file to a client that accepts no encoding', async () => {
    const raw = await fetchWith('/assets/index-abc.js', 'identity');
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(await raw.text()).toBe('console.log(1)');
  });
});
