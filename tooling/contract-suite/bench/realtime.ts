/**
 * The push channel under load: starts the platform in-process on 127.0.0.1 (PGlite in memory, or PostgreSQL when
 * DATABASE_URL is set) in production mode, signs in 2,000 members of lotus, opens a socket for each from a second
 * process (bench/realtimeClients.ts, so the platform's memory is measured alone), measures what the sockets cost the
 * platform, then commits a burst of 1,000 events at once (each to another member, each NOTIFY in its own committed
 * statement) and measures the time from each commit to its arrival at the page. Figures go to docs/benchmarks.md.
 *
 *   pnpm --filter @lobby/contract-suite bench:realtime                           # 2,000 sockets, 1,000 events
 *   pnpm --filter @lobby/contract-suite bench:realtime --sockets 200 --events 100 --no-write
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { notifyMember, seedBigTeam, sessionFor } from '@lobby/platform/testing';
import { brands } from '../src/harness';
import { startBenchPlatform } from './client';
import { ms, percentile, writeSection } from './report';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    events: { type: 'string', default: '1000' },
    out: { type: 'string', default: fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url)) },
    'no-write': { type: 'boolean', default: false },
  },
});
const socketCount = Number(args.sockets);
const eventCount = Number(args.events);
if (!Number.isInteger(socketCount) || socketCount < 10 || socketCount > 20_000)
  throw new Error('--sockets is 10 to 20,000');
if (!Number.isInteger(eventCount) || eventCount < 1 || eventCount > socketCount)
  throw new Error('--events is 1 to the number of sockets');

const collect = globalThis.gc;
if (!collect) throw new Error('run with node --expose-gc (the package script does)');
const now = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The platform's memory once garbage is collected: the heap and what buffers hold outside it, and the process. */
const memory = async () => {
  for (let round = 0; round < 3; round += 1) {
    collect();
    await pause(100);
  }
  const { heapUsed, external, rss } = process.memoryUsage();
  return { heap: heapUsed + external, rss };
};

const server = await startBenchPlatform();
const work = mkdtempSync(join(os.tmpdir(), 'lobby-realtime-bench-'));
let clients: ReturnType<typeof fork> | undefined;
try {
  const { team } = await seedBigTeam(server, brands.lotus.merchantCode, 'agent01', {
    downlines: socketCount,
    direct: Math.max(1, Math.round(socketCount / 100)),
    betsPerMember: 0,
    days: 30,
  });
  const tokens: string[] = [];
  for (const member of team) tokens.push(await sessionFor(server, brands.lotus.merchantCode, member.username));
  const tokensFile = join(work, 'tokens.json');
  writeFileSync(tokensFile, JSON.stringify(tokens));

  const before = await memory();
  const connectStarted = performance.now();
  const child = fork(
    fileURLToPath(new URL('./realtimeClients.ts', import.meta.url)),
    [tokensFile, server.url, `${brands.lotus.host}:${server.port}`],
    { execArgv: ['--import', 'tsx'] },
  );
  clients = child;
  const ask = <T>(type: string, message?: unknown) =>
    new Promise<T>((resolve, reject) => {
      const listener = (answer: { type: string }) => {
        if (answer.type !== type) return;
        child.off('message', listener);
        resolve(answer as T);
      };
      child.on('message', listener);
      child.once('exit', (code) => reject(new Error(`the pages' process ended (${code})`)));
      if (message) child.send(message);
    });
  await ask<{ sockets: number }>('ready');
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const after = await memory();
  if (server.realtime.size !== socketCount) throw new Error(`${server.realtime.size} sockets open, not ${socketCount}`);
  const perSocketKb = (after.heap - before.heap) / socketCount / 1024;
  const perSocketRssKb = (after.rss - before.rss) / socketCount / 1024;
  console.log(`${socketCount} sockets in ${connectSeconds.toFixed(1)} s: ${perSocketKb.toFixed(1)} KB of heap each`);

  const burstStarted = now();
  await Promise.all(
    team
      .slice(0, eventCount)
      .map((member) => notifyMember(server.platform.db, member.id, 'ONLINE_MSG', { sentAt: now() })),
  );
  const committedMs = now() - burstStarted;
  let delays: number[] = [];
  for (let waited = 0; waited < 30_000 && delays.length < eventCount; waited += 250) {
    await pause(250);
    delays = (await ask<{ delays: number[] }>('delays', { type: 'delays' })).delays;
  }
  if (delays.length !== eventCount) throw new Error(`${delays.length} of ${eventCount} events arrived`);
  const sorted = [...delays].sort((a, b) => a - b);
  const row = `| ${eventCount.toLocaleString('en-US')} events to ${socketCount.toLocaleString('en-US')} sockets | ${ms(committedMs)} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? Number.NaN)} |`;
  console.log(row);

  const cpus = os.cpus();
  const section = [
    `## Push channel, ${socketCount.toLocaleString('en-US')} sockets (${server.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
    '',
    `Measured by \`pnpm --filter @lobby/contract-suite bench:realtime\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; load average ${(os.loadavg()[0] ?? 0).toFixed(2)} after the run.`,
    `- ${socketCount.toLocaleString('en-US')} members of lotus signed in, a socket each opened from a second process (50 handshakes at a time: ${connectSeconds.toFixed(1)} s), each signed in by its token and subscribed to its topic. Platform in production mode, API only, on 127.0.0.1.`,
    `- Memory of the platform per open socket (after garbage collection, before and after): **${perSocketKb.toFixed(1)} KB** of heap and buffers, ${perSocketRssKb.toFixed(1)} KB of resident memory.`,
    `- A burst of ${eventCount.toLocaleString('en-US')} events committed at once, each to another member (one NOTIFY per statement); the delay of each from just before its commit to its arrival at the page's socket (both processes read the same wall clock):`,
    '',
    '| burst | all committed (ms) | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
    row,
    '',
    server.database.kind === 'postgres'
      ? 'Each delay counts the wait for a pooled connection (10) and the commit, then the fan-out to the socket.'
      : "Each delay counts the wait for the database: PGlite runs one statement at a time, so the last event of a burst waits for the commits of those before it (the burst's commit time above); the fan-out to the socket comes after.",
    '',
  ].join('\n');
  if (!args['no-write']) await writeSection(args.out, section.split('\n')[0] ?? '', section);
} finally {
  clients?.send({ type: 'close' });
  rmSync(work, { recursive: true, force: true });
  await server.close();
}
