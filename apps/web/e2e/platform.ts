// Starts the reference platform in this process, serving the built brands of apps/web/dist, for the end-to-end tests
// (global setup) and the Lighthouse script. Throws before starting anything when a brand has no build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type PlatformOptions, type StartedServer } from '@lobby/platform/server';
import { sessionFor } from '@lobby/platform/testing';
import { sessionPath } from './accounts';
import { allBrands, brandsDir, distDir } from './brands';

export { allBrands, brandsDir, distDir };

/** Throws naming `pnpm build` when one of `brands` has no apps/web/dist/<brand>/index.html. */
export function assertBuilt(brands: string[] = allBrands()): void {
  const missing = brands.filter((brand) => !existsSync(join(distDir, brand, 'index.html')));
  if (missing.length > 0) {
    throw new Error(
      `No build of ${missing.join(', ')} in ${distDir}: run \`pnpm build\` at the root ` +
        `(or \`BRAND=${missing.join(',')} pnpm --filter @lobby/web build\`) first.`,
    );
  }
}

const plainName = /^[a-z0-9]{2,20}$/;

/**
 * A live session for a seeded member, made the way the platform's own tests make one, so a test can sign in by
 * putting the token into session storage. `trial` first adds a trial account (member type 4) of that name, as free
 * play would. Sessions and accounts go with the next reset to the seed.
 */
function sessionRoute(server: () => StartedServer | undefined): NonNullable<PlatformOptions['extraRoutes']> {
  return (app) => {
    app.post(sessionPath, async (c) => {
      const running = server();
      const body = (await c.req.json().catch(() => null)) as {
        merchant?: unknown;
        username?: unknown;
        trial?: unknown;
      } | null;
      const merchant = typeof body?.merchant === 'string' ? body.merchant : '';
      const username = typeof body?.username === 'string' ? body.username : '';
      if (!running || !plainName.test(merchant) || !plainName.test(username)) {
        return c.json({ error: 'send {merchant: code, username, trial?: boolean}' }, 400);
      }
      if (body?.trial === true) {
        // Both names passed the pattern above: nothing but letters and digits reaches the statement.
        await running.platform.db.execute(
          `insert into members (merchant_id, username, password_hash, nickname, type, first_login)
           select id, '${username}', '!', 'Trial ${username}', 4, false from merchants where code = '${merchant}'
           on conflict do nothing`,
        );
      }
      try {
        return c.json({ token: await sessionFor(running, merchant, username) });
      } catch (error) {
        return c.json({ error: error instanceof Error ? error.message : String(error) }, 404);
      }
    });
  };
}

export interface RunningPlatform {
  server: StartedServer;
  /** `http://127.0.0.1:<port>`: the dev endpoints and any call from Node (Node does not resolve *.localhost). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The platform on a free 127.0.0.1 port, an in-memory database seeded from brands/, dev endpoints on, serving
 * apps/web/dist. `brands`: the builds that must exist (default: every brand). `keys` reuses a key pair (making one
 * takes a moment). `db` and `port`: a database the caller keeps and a port, to start the platform again as it was.
 */
export async function startPlatform(
  options: { keys?: PlatformOptions['keys']; brands?: string[]; db?: PlatformOptions['db']; port?: number } = {},
): Promise<RunningPlatform> {
  assertBuilt(options.brands);
  // The session route needs the server it is part of: filled in once it runs.
  const running: { server?: StartedServer } = {};
  const server = await startServer({
    port: options.port ?? 0,
    host: '127.0.0.1',
    db: options.db ?? { kind: 'memory' },
    distDir,
    brandsDir,
    defaultBrand: 'lotus',
    dev: true,
    // Request lines stay quiet; warnings and errors (a contract mismatch in dev mode, a crash) reach the output.
    log: { info() {}, warn: (message) => console.warn(message), error: (message) => console.error(message) },
    ...(options.keys ? { keys: options.keys } : {}),
    extraRoutes: sessionRoute(() => running.server),
  });
  running.server = server;
  // The platform lists the built brands once, as it starts: a build emptying dist/<brand> meanwhile loses that brand.
  const expected = options.brands ?? allBrands();
  const lost = expected.filter((brand) => !server.sites.includes(brand));
  if (lost.length > 0) {
    await server.close();
    throw new Error(
      `The platform started without ${lost.join(', ')}: ${distDir} changed while it started (a build running at the ` +
        'same time?). Run again once `pnpm build` is done.',
    );
  }
  return { server, url: server.url, port: server.port, close: () => server.close() };
}
