/**
 * The member centre's records on a long history: starts the platform in-process on 127.0.0.1 (PGlite in memory, or
 * PostgreSQL when DATABASE_URL is set) in production mode, gives lotus's player01 100,000 more rounds of RNG games
 * over 90 days (200,000 ledger rows), then asks for pages of the betting record and the account record one after
 * another and writes the latencies to docs/benchmarks.md.
 *
 *   pnpm --filter @lobby/contract-suite bench:records                 # 300 pages per scenario
 *   pnpm --filter @lobby/contract-suite bench:records --requests 50 --no-write
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seedLongHistory, sessionFor } from '@lobby/platform/testing';
import { brands } from '../src/harness';
import { closeCaller, memberGet as get, startBenchPlatform } from './client';
import { measure, writeSection } from './report';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '100000' },
    out: { type: 'string', default: fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url)) },
    'no-write': { type: 'boolean', default: false },
  },
});

const requests = Number(args.requests);
const rounds = Number(args.rounds);
if (!Number.isInteger(requests) || requests < 1 || requests > 10_000) throw new Error('--requests is 1 to 10,000');
if (!Number.isInteger(rounds) || rounds < 2 || rounds > 1_000_000 || rounds % 2) {
  throw new Error('--rounds is an even number from 2 to 1,000,000');
}
const historyDays = 90;
const pageSize = 20;

interface Scenario {
  name: string;
  /** The path of the `n`th request: a scenario may spread its requests over pages. */
  path: (n: number) => string;
}

const server = await startBenchPlatform();
try {
  const seedStarted = performance.now();
  await seedLongHistory(server, brands.lotus.merchantCode, 'player01', { rounds, days: historyDays });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`${rounds.toLocaleString('en-US')} rounds written in ${seedSeconds.toFixed(1)} s`);
  const token = await sessionFor(server, brands.lotus.merchantCode, 'player01');
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const range = `startDate=${day(30)}&endDate=${day(0)}&size=${pageSize}`;
  const bets = `/wps/relay/MCSFE_getPersonalRNGHistory?${range}`;
  const account = `/wps/relay/MCSFE_getTransactionHistory?${range}`;
  const pagesOf = async (path: string) => {
    const answer = await get(server.port, path, token);
    const pages = (JSON.parse(answer.body) as { value?: { totalPages?: number } }).value?.totalPages;
    if (answer.status !== 200 || !pages)
      throw new Error(`${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    return pages;
  };
  const betPages = await pagesOf(bets);
  const accountPages = await pagesOf(account);
  // Pages spread evenly over the range, first to last, the same ones every run.
  const spread = (pages: number) => (n: number) => 1 + Math.floor(((n * 7919) % requests) * (pages / requests));
  const betPage = spread(betPages);
  const accountPage = spread(accountPages);
  const scenarios: Scenario[] = [
    { name: 'betting record (RNG), past 30 days, page 1', path: () => bets },
    { name: `betting record (RNG), past 30 days, pages 1-${betPages}`, path: (n) => `${bets}&page=${betPage(n)}` },
    { name: 'betting record (RNG), one vendor, page 1', path: () => `${bets}&vendor=JL` },
    { name: 'account record, past 30 days, page 1', path: () => account },
    {
      name: `account record, past 30 days, pages 1-${accountPages}`,
      path: (n) => `${account}&page=${accountPage(n)}`,
    },
    { name: 'account record, game rounds only, page 1', path: () => `${account}&type=GAME` },
  ];

  const { rows, failed } = await measure(scenarios, requests, (scenario, n) =>
    get(server.port, scenario.path(n), token),
  );

  const postgres = server.database.kind === 'postgres';
  const heading = `## Betting and account records, ${rounds.toLocaleString('en-US')} rounds (${postgres ? 'PostgreSQL' : 'PGlite'})`;
  const cpus = os.cpus();
  const section = [
    heading,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`pnpm --filter @lobby/contract-suite bench:records${requests !== 300 ? ` --requests ${requests}` : ''}\` (${requests} requests per scenario, one at a time, 20 warm-up requests first).`,
    '',
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; load average ${(os.loadavg()[0] ?? 0).toFixed(2)} after the run.`,
    `- Database: ${postgres ? 'PostgreSQL through node-postgres' : 'PGlite in memory (one connection)'}, seeded, then lotus's player01 given ${rounds.toLocaleString('en-US')} more rounds of RNG games over ${historyDays} days (${seedSeconds.toFixed(0)} s to write): ${(rounds * 2).toLocaleString('en-US')} ledger rows and ${rounds.toLocaleString('en-US')} bets, about a third of them in the 30 days asked for. Platform in production mode, API only, on 127.0.0.1.`,
    `- Each request asks for a page of ${pageSize}, newest first, with the count (and for bets the totals) of the whole filter; "pages 1-n" spread the requests over every page of the range (deep pages skip the rows before them).`,
    '',
    '| scenario | requests | errors | p50 ms | p95 ms | p99 ms | max ms |',
    '| -------- | -------: | -----: | -----: | -----: | -----: | -----: |',
    ...rows,
    '',
    "The betting record reads `bet_records` (one row per round, written with the round's ledger rows) through its index on (member, product, time) or (member, product, vendor, time); the account record reads the ledger rows it shows (the main wallet's, without a lost round's payout of nothing) through partial indexes on (member, time, id, kind) or, for a one-kind type, (member, kind, time, id), merged with the member's few deposits not credited yet. Migration 0025 adds the indexes; the amounts ride in the betting record's, so a page's count and totals, and the rows a deep page skips, are read from the index alone (once vacuumed: the benchmark runs `vacuum analyze` after its bulk load, as autovacuum would on PostgreSQL).",
    '',
  ].join('\n');
  if (args['no-write']) console.log(`\n${section}`);
  else {
    await writeSection(args.out, heading, section);
    console.log(`\nwritten to ${args.out}`);
  }
  if (failed) process.exitCode = 1;
} finally {
  closeCaller();
  await server.close();
}
