import { Agent, request } from 'node:http';
import { silentLogger, startServer } from '@lobby/platform/server';
import { brands, databaseOptions } from '../src/harness';

// One caller of the platform for the benchmarks that ask one request at a time: a keep-alive connection and the
// headers the API client sends from a lotus page, with a member's token.

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** GETs `path` from the platform on `port` as lotus's site does with `token`: the status and the body as text. */
export function memberGet(port: number, path: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'GET',
        agent,
        headers: {
          host: `${brands.lotus.host}:${port}`,
          accept: 'application/json, text/plain, */*',
          merchant: brands.lotus.merchantCode,
          'x-gateway-version': '3',
          authorization: token,
        },
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
        incoming.on('error', reject);
      },
    );
    outgoing.setTimeout(20_000, () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Closes the caller's connection, so the process can end. */
export const closeCaller = () => agent.destroy();

/**
 * The platform as the benchmarks measure it: on 127.0.0.1 (PGlite in memory, or `DATABASE_URL`), in production mode
 * (no /__dev routes, no per-answer contract check, no access log), with the demo accounts the scenarios sign in.
 */
export const startBenchPlatform = () =>
  startServer({
    port: 0,
    host: '127.0.0.1',
    db: databaseOptions(),
    distDir: false,
    dev: false,
    demoAccounts: true,
    checkResponses: false,
    logRequests: false,
    log: silentLogger,
  });
