/**
 * Bounded loopback load on the reference platform: starts it in-process on 127.0.0.1 (PGlite in memory, or
 * PostgreSQL when DATABASE_URL is set), warms up, then sends a fixed number of requests per scenario at a fixed
 * concurrency under a hard time cap, and writes the figures to docs/benchmarks.md.
 *
 *   pnpm bench:platform                                  # 3,000 requests per scenario, 16 in flight, 30 s cap
 *   pnpm --filter @lobby/contract-suite bench --requests 500 --concurrency 4 --no-write
 */
import { Agent, request } from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { StartedServer } from '@lobby/platform/server';
import { sessionFor } from '@lobby/platform/testing';
import { brands } from '../src/harness';
import { startBenchPlatform } from './client';
import { percentile, writeSection } from './report';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: process.env.BENCH_REQUESTS ?? '3000' },
    concurrency: { type: 'string', default: process.env.BENCH_CONCURRENCY ?? '16' },
    'max-seconds': { type: 'string', default: '30' },
    warmup: { type: 'string', default: '300' },
    out: { type: 'string', default: fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url)) },
    'no-write': { type: 'boolean', default: false },
  },
});

function positive(name: string, raw: string | undefined, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`--${name} must be a whole number from 1 to ${max} (got ${raw})`);
  }
  return value;
}

// Bounded on purpose: this runs on shared 2-core machines and must stop by itself.
const requests = positive('requests', args.requests, 100_000);
const concurrency = positive('concurrency', args.concurrency, 256);
const maxSeconds = positive('max-seconds', args['max-seconds'], 120);
const warmup = positive('warmup', args.warmup, 10_000);

interface Scenario {
  name: string;
  path: string;
  token?: string;
  /** Whether the answer is the one this scenario means (a member for the token scenario, not a guest). */
  expect: (body: string) => boolean;
}

interface Result {
  scenario: Scenario;
  sent: number;
  errors: number;
  errorKinds: Map<string, number>;
  wallMs: number;
  /** CPU time this process got (server and load generator together), per wall-clock time: 100 = one full core. */
  cpuPercent: number;
  latencies: number[];
  capped: boolean;
}

/** Requests in flight when the cap is reached may finish within this; a slower one counts as an error. */
const graceMs = 5_000;

function get(
  agent: Agent,
  port: number,
  scenario: Scenario,
  timeoutMs: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: scenario.path,
        method: 'GET',
        agent,
        // What the API client sends from a lotus page.
        headers: {
          host: `${brands.lotus.host}:${port}`,
          accept: 'application/json, text/plain, */*',
          merchant: brands.lotus.merchantCode,
          device: 'web',
          language: 'EN',
          'x-gateway-version': '3',
          ...(scenario.token ? { authorization: scenario.token } : {}),
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
    outgoing.setTimeout(Math.max(1, timeoutMs), () => outgoing.destroy(new Error('timed out at the cap')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function run(port: number, scenario: Scenario, count: number, capMs: number): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const errorKinds = new Map<string, number>();
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const stopAt = started + capMs;

  const worker = async () => {
    while (next < count && performance.now() < stopAt) {
      next += 1;
      const sentAt = performance.now();
      let kind: string | undefined;
      try {
        const answer = await get(agent, port, scenario, stopAt - sentAt + graceMs);
        if (answer.status !== 200) kind = `HTTP ${answer.status}`;
        else if (!scenario.expect(answer.body)) kind = 'unexpected answer';
      } catch (error) {
        kind = error instanceof Error ? error.message : 'request failed';
      }
      latencies.push(performance.now() - sentAt);
      if (kind) {
        errors += 1;
        errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  const cpuPercent = ((cpu.user + cpu.system) / 1000 / wallMs) * 100;
  return { scenario, sent: next, errors, errorKinds, wallMs, cpuPercent, latencies, capped: next < count };
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

function row(result: Result): string {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const perSecond = result.latencies.length / (result.wallMs / 1000);
  const errors = result.errors
    ? `${result.errors} (${[...result.errorKinds].map(([kind, n]) => `${kind}: ${n}`).join(', ')})`
    : '0';
  return `| ${result.scenario.name} | ${result.latencies.length}${result.capped ? ' (cap hit)' : ''} | ${errors} | ${Math.round(perSecond).toLocaleString('en-US')} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? Number.NaN)} | ${(result.wallMs / 1000).toFixed(1)} | ${Math.round(result.cpuPercent)} |`;
}

function driverOf(server: StartedServer): string {
  return server.database.kind === 'postgres'
    ? `PostgreSQL through node-postgres (${server.database.location}, pool of 10)`
    : 'PGlite in memory (`@electric-sql/pglite`, Postgres compiled to WASM, one connection)';
}

/** The section of docs/benchmarks.md a run writes: one per database driver, so both stand side by side. */
function headingOf(server: StartedServer): string {
  return `## Platform load on ${server.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} (loopback)`;
}

const loadBefore = os.loadavg()[0] ?? 0;
const startedAt = performance.now();
const server = await startBenchPlatform();
try {
  console.log(`platform up in ${Math.round(performance.now() - startedAt)} ms on ${server.url} (${driverOf(server)})`);
  const token = await sessionFor(server, brands.lotus.merchantCode, 'player01');
  const scenarios: Scenario[] = [
    {
      name: '`GET /wps/system/status`',
      path: '/wps/system/status',
      expect: (body) => body.startsWith('{"success":true') && body.includes('"merchantCode":"lotus88"'),
    },
    {
      name: '`GET /wps/relay/GCSGAME_newGameVendor` (vendor lanes)',
      path: `/wps/relay/GCSGAME_newGameVendor?merchantCode=${brands.lotus.merchantCode}&platform=html5-desktop`,
      expect: (body) => body.startsWith('{"success":true') && body.includes('"gameClassify"'),
    },
    {
      name: '`GET /wps/relay/GCSGAME_gameList` (42 slots)',
      path: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=42',
      expect: (body) => body.startsWith('{"success":true') && body.includes('"totalCount"'),
    },
    {
      name: '`GET /wps/member/info` (anonymous)',
      path: '/wps/member/info',
      expect: (body) => body.startsWith('{"success":true'),
    },
    {
      name: '`GET /wps/member/info` (member token)',
      path: '/wps/member/info',
      token,
      expect: (body) => body.startsWith('{"success":true') && body.includes('"account":"player01"'),
    },
  ];

  const results: Result[] = [];
  for (const scenario of scenarios) {
    const warm = await run(server.port, scenario, warmup, maxSeconds * 1000);
    if (warm.errors) {
      throw new Error(`warm-up of ${scenario.name} failed: ${[...warm.errorKinds].map(([k, n]) => `${k} x${n}`)}`);
    }
    const result = await run(server.port, scenario, requests, maxSeconds * 1000);
    results.push(result);
    console.log(row(result));
  }

  const cpus = os.cpus();
  const command = `pnpm bench:platform${
    requests !== 3000 || concurrency !== 16 || maxSeconds !== 30
      ? ` --requests ${requests} --concurrency ${concurrency} --max-seconds ${maxSeconds}`
      : ''
  }`;
  const heading = headingOf(server);
  const section = [
    heading,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${command}\` (${requests.toLocaleString('en-US')} requests per scenario, ${concurrency} in flight, ${maxSeconds} s cap per scenario, ${warmup} warm-up requests first).`,
    '',
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Node ${process.version}; load average ${loadBefore.toFixed(2)} before the run and ${(os.loadavg()[0] ?? 0).toFixed(2)} after (other work shares this machine).`,
    `- Database: ${driverOf(server)}, seeded.`,
    '- Platform in production mode (no `/__dev`, no per-answer contract check, no access log), API only, on 127.0.0.1.',
    '- Load generator in the same process, sharing its cores: one keep-alive HTTP/1.1 connection per caller, the headers the API client sends from a lotus page (`Host: localhost`, `Merchant: lotus88`, ...).',
    "- A request counts as an error unless it answers 200 with the scenario's own answer (the lanes must carry their game classes, the list its total, the token scenario must name the member).",
    '- "CPU %": CPU time the process got (platform and load generator together) per wall-clock second; well under 100 means other work took the cores.',
    '',
    '| scenario | requests | errors | req/s | p50 ms | p95 ms | p99 ms | max ms | wall s | CPU % |',
    '| -------- | -------: | ------ | ----: | -----: | -----: | -----: | -----: | -----: | ----: |',
    ...results.map(row),
    '',
    "Every call finds the merchant of the Host header among the merchants kept in memory (read once, forgotten by the writes that change them); the status answer also carries the white-label tree flattened (once per tree). The vendor lanes and the game list answer from the catalogue kept in memory per question (the games counted per vendor and class and joined to the shown cards; a page of the most played slots and the total of its filters), read once and forgotten by the writes that change the catalogue; each card's maintenance is worked out per call, and the icon URLs' digests once per icon. The member call with a token reads its session and member from memory on PGlite, whose data only this process writes (read on first use, joined by the SHA-256 of the token; forgotten by the writes to sessions and members), and from the table on every call on PostgreSQL.",
    '',
  ].join('\n');

  if (args['no-write']) {
    console.log(`\n${section}`);
  } else {
    await writeSection(args.out, heading, section);
    console.log(`\nwritten to ${args.out}`);
  }
  if (results.some((result) => result.errors > 0)) process.exitCode = 1;
} finally {
  await server.close();
}
