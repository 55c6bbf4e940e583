import { Agent, request as httpRequest } from 'node:http';

/** A cookie as a browser keeps it (RFC 6265 storage model, reduced to what a loopback test needs). */
export interface StoredCookie {
  name: string;
  value: string;
  /** Lower-case host name, without a leading dot. */
  domain: string;
  /** Set without a Domain attribute: sent back to exactly this host, not to its subdomains. */
  hostOnly: boolean;
  path: string;
  /** Epoch ms; undefined for a session cookie. */
  expires: number | undefined;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | undefined;
}

const isIpAddress = (host: string) => /^[\d.]+$/.test(host) || host.includes(':');

function domainMatches(host: string, domain: string): boolean {
  return host === domain || (!isIpAddress(host) && host.endsWith(`.${domain}`));
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  return (
    requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/')
  );
}

/** The default path of RFC 6265 §5.1.4: the request path up to its last slash. */
function defaultPath(requestPath: string): string {
  if (!requestPath.startsWith('/')) return '/';
  const last = requestPath.lastIndexOf('/');
  return last <= 0 ? '/' : requestPath.slice(0, last);
}

/**
 * Cookies by host, path and expiry, as a browser keeps them: what makes the captcha, which the platform binds to an
 * HttpOnly cookie, work from Node the way it does in a page. HttpOnly only hides a cookie from page scripts, so this
 * jar sends it like any other.
 */
export class CookieJar {
  private cookies: StoredCookie[] = [];

  constructor(private readonly clock: () => number = Date.now) {}

  /** Applies one Set-Cookie header received from `url`. */
  store(setCookie: string, url: URL): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const equals = pair.indexOf('=');
    if (equals <= 0) return;
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    const host = url.hostname.toLowerCase();
    const now = this.clock();

    let domain = host;
    let hostOnly = true;
    let path = defaultPath(url.pathname);
    let expires: number | undefined;
    let maxAgeSeen = false;
    let secure = false;
    let httpOnly = false;
    let sameSite: string | undefined;
    for (const attribute of attributes) {
      const at = attribute.indexOf('=');
      const key = (at === -1 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
      const raw = at === -1 ? '' : attribute.slice(at + 1).trim();
      if (key === 'domain' && raw) {
        const wanted = raw.replace(/^\./, '').toLowerCase();
        // A server may not set cookies for a host it is not: a browser drops the whole cookie.
        if (!domainMatches(host, wanted)) return;
        domain = wanted;
        hostOnly = false;
      } else if (key === 'path' && raw.startsWith('/')) {
        path = raw;
      } else if (key === 'max-age' && /^-?\d+$/.test(raw)) {
        // Max-Age wins over Expires whatever their order.
        maxAgeSeen = true;
        expires = now + Number(raw) * 1000;
      } else if (key === 'expires' && !maxAgeSeen) {
        const parsed = Date.parse(raw);
        if (!Number.isNaN(parsed)) expires = parsed;
      } else if (key === 'secure') {
        secure = true;
      } else if (key === 'httponly') {
        httpOnly = true;
      } else if (key === 'samesite') {
        sameSite = raw;
      }
    }

    this.cookies = this.cookies.filter(
      (cookie) => !(cookie.name === name && cookie.domain === domain && cookie.path === path),
    );
    if (expires !== undefined && expires <= now) return;
    this.cookies.push({ name, value, domain, hostOnly, path, expires, secure, httpOnly, sameSite });
  }

  /** The cookies a browser would send to `url`, longest path first. */
  matching(url: URL): StoredCookie[] {
    const host = url.hostname.toLowerCase();
    const now = this.clock();
    this.cookies = this.cookies.filter((cookie) => cookie.expires === undefined || cookie.expires > now);
    return this.cookies
      .filter((cookie) => (cookie.hostOnly ? cookie.domain === host : domainMatches(host, cookie.domain)))
      .filter((cookie) => pathMatches(url.pathname, cookie.path))
      .filter((cookie) => !cookie.secure || url.protocol === 'https:')
      .sort((a, b) => b.path.length - a.path.length);
  }

  /** The `Cookie` request header for `url`, or undefined when none applies. */
  header(url: URL): string | undefined {
    const cookies = this.matching(url);
    return cookies.length ? cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') : undefined;
  }

  get(host: string, name: string): StoredCookie | undefined {
    return this.matching(new URL(`http://${host}/`)).find((cookie) => cookie.name === name);
  }

  clear(): void {
    this.cookies = [];
  }
}

/** One request as the browser sent it, for assertions on what went over the wire. */
export interface WireRecord {
  method: string;
  url: string;
  status: number;
}

export interface Browser {
  /** A `fetch` for `createApiClient({ fetch })`: cookies kept per host, every `*.localhost` name reaches loopback. */
  fetch: typeof fetch;
  cookies: CookieJar;
  /** Every answered request, oldest first. */
  wire: WireRecord[];
  /** Closes the kept-alive connections. */
  close(): void;
}

/** `localhost`, any `*.localhost` name (RFC 6761: always loopback) and 127.0.0.0/8 literals. */
export function isLoopbackName(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const bodiless = (method: string, status: number) =>
  method === 'HEAD' || status === 204 || status === 205 || status === 304;

/**
 * A browser's `fetch` for loopback tests. Node's fetch will not send another brand's `Host` header (the platform
 * picks the merchant from it) and resolves `*.localhost` only where the system resolver does: this one connects every
 * loopback name to `address` over node:http and sends the URL's host as `Host`, as a browser does for
 * `http://siam.localhost:port`. It keeps cookies like a browser (host-only unless Domain, path, expiry, Secure), sends
 * them unless `credentials: 'omit'`, and refuses any other host (nothing leaves the machine). Redirects are returned,
 * not followed: the API answers none.
 */
export function createBrowser(options: { address?: string } = {}): Browser {
  const address = options.address ?? '127.0.0.1';
  const agent = new Agent({ keepAlive: true });
  const cookies = new CookieJar();
  const wire: WireRecord[] = [];

  const browserFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.protocol !== 'http:' || !isLoopbackName(url.hostname)) {
      throw new TypeError(`fetch failed: ${url.origin} is not a loopback http origin`);
    }
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = url.host;
    const cookie = request.credentials === 'omit' ? undefined : cookies.header(url);
    if (cookie) headers.cookie = cookie;
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    if (body) headers['content-length'] = String(body.length);

    return new Promise<Response>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: address,
          port: url.port || 80,
          method: request.method,
          path: `${url.pathname}${url.search}`,
          headers,
          agent,
          signal: request.signal,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 0;
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              if (value === undefined) continue;
              for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
            }
            if (request.credentials !== 'omit') {
              for (const setCookie of incoming.headers['set-cookie'] ?? []) cookies.store(setCookie, url);
            }
            wire.push({ method: request.method, url: url.href, status });
            resolve(
              new Response(bodiless(request.method, status) ? null : Buffer.concat(chunks), {
                status,
                statusText: incoming.statusMessage ?? '',
                headers: responseHeaders,
              }),
            );
          });
        },
      );
      outgoing.on('error', (error) => {
        // Like fetch: the caller's abort reason when aborted, else a TypeError for a network failure.
        reject(request.signal.aborted ? request.signal.reason : new TypeError('fetch failed', { cause: error }));
      });
      outgoing.end(body);
    });
  };

  return { fetch: browserFetch as typeof fetch, cookies, wire, close: () => agent.destroy() };
}
