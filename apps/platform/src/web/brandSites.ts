import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { brandForHost, type HostDirectory } from '../merchants/hosts';
import { securityHeaders } from './securityHeaders';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const compressible = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/**
 * Compressed copies of the built files, read once per file and encoding: the copies the build wrote beside them
 * (`app.js.br`, `app.js.gz`), else made here on first request. The builds never change while the server runs, and
 * on a phone's network the JS costs about three times its compressed size when sent raw.
 */
const compressedCache = new Map<string, Uint8Array<ArrayBuffer>>();

const extensionOf = { br: '.br', gzip: '.gz' } as const;

function compressed(file: string, encoding: 'br' | 'gzip'): Uint8Array<ArrayBuffer> {
  const key = `${encoding}:${file}`;
  let body = compressedCache.get(key);
  if (!body) {
    const prebuilt = `${file}${extensionOf[encoding]}`;
    // A copy into a plain ArrayBuffer: what the response body type takes.
    body = new Uint8Array(existsSync(prebuilt) ? readFileSync(prebuilt) : compress(readFileSync(file), encoding));
    compressedCache.set(key, body);
  }
  return body;
}

function compress(raw: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(raw, { level: 9 });
}

/** Sends a built file, compressed with the best encoding the client accepts when the type compresses well. */
function sendFile(c: Context, file: string) {
  c.header('Vary', 'Accept-Encoding');
  if (!compressible.has(extname(file))) return c.body(readFileSync(file));
  const accepted = c.req.header('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return c.body(readFileSync(file));
  c.header('Content-Encoding', encoding);
  return c.body(compressed(file, encoding));
}

/** The built brands under `distDir` (folders holding an index.html). */
export function builtBrands(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir)
    .filter((name) => existsSync(join(distDir, name, 'index.html')))
    .sort();
}

/** The path as the file system reads it; undefined for one that does not decode or holds a NUL (no file has it). */
function decodedPath(raw: string): string | undefined {
  try {
    const path = decodeURIComponent(raw);
    return path.includes('\u0000') ? undefined : path;
  } catch {
    return undefined;
  }
}

/**
 * Serves each brand's built SPA by host: hashed assets cached for a year, index.html never cached, every other
 * GET of a page path answered with index.html (client-side routes), dotfiles never served.
 */
export function brandSites(options: {
  distDir: string;
  defaultBrand: string;
  /** The hosts served (hosts.ts): the merchants' domains, or only the loopback names of the built brands. */
  hosts: () => Promise<HostDirectory>;
}): MiddlewareHandler {
  const { hosts } = options;
  const brands = builtBrands(options.distDir);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const rawPath = new URL(c.req.url).pathname;
    if (rawPath.startsWith('/wps/') || rawPath.startsWith('/lgw/') || rawPath.startsWith('/__dev/')) return next();
    const path = decodedPath(rawPath);

    const brand = brandForHost(c.req.header('host'), await hosts(), options.defaultBrand);
    for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
    if (!brand || !brands.includes(brand)) {
      return c.text(
        `No brand is served at ${c.req.header('host') ?? 'this host'}. Built brands: ${brands.join(', ') || 'none (run pnpm build)'}.`,
        404,
      );
    }

    if (path === undefined) return c.text('Not found', 404);
    const root = join(options.distDir, brand);
    const relative = normalize(path).replace(/^[/\\]+/, '');
    const hidden = relative.split(sep).some((part) => part.startsWith('.'));
    const file = join(root, relative);
    if (!hidden && file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile()) {
      const immutable = relative.startsWith(`assets${sep}`);
      c.header('Content-Type', contentTypes[extname(file)] ?? 'application/octet-stream');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return sendFile(c, file);
    }
    // A missing file with an extension is a real 404; anything else is a client-side route.
    if (extname(relative) !== '' || hidden) return c.text('Not found', 404);
    c.header('Content-Type', contentTypes['.html'] ?? 'text/html');
    c.header('Cache-Control', 'no-cache');
    return sendFile(c, join(root, 'index.html'));
  };
}
