/**
 * The agent centre of a big team: starts the platform in-process on 127.0.0.1 (PGlite in memory, or PostgreSQL when
 * DATABASE_URL is set) in production mode, gives lotus's agent01 5,000 more downlines over a year, two levels deep,
 * each with 100 bets spread over the time since it joined, then asks for the team overview and team management one
 * after another and writes the latencies to docs/benchmarks.md. The bar: a p95 under 200 ms for each scenario.
 *
 *   pnpm --filter @lobby/contract-suite bench:agents                  # 100 requests per scenario
 *   pnpm --filter @lobby/contract-suite bench:agents --requests 20 --no-write
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seedBigTeam, sessionFor } from '@lobby/platform/testing';
import { brands } from '../src/harness';
import { closeCaller, memberGet, startBenchPlatform } from './client';
import { measure, ms, writeSection } from './report';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '100' },
    downlines: { type: 'string', default: '5000' },
    bets: { type: 'string', default: '100' },
    out: { type: 'string', default: fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url)) },
    'no-write': { type: 'boolean', default: false },
  },
});

const requests = Number(args.requests);
const downlines = Number(args.downlines);
const betsPerMember = Number(args.bets);
if (!Number.isInteger(requests) || requests < 1 || requests > 10_000) throw new Error('--requests is 1 to 10,000');
if (!Number.isInteger(downlines) || downlines < 10 || downlines > 100_000)
  throw new Error('--downlines is 10 to 100,000');
if (!Number.isInteger(betsPerMember) || betsPerMember < 0 || betsPerMember > 1_000)
  throw new Error('--bets is 0 to 1,000');
const days = 365;
// One direct downline in a hundred (at least one), the rest under them.
const direct = Math.max(1, Math.round(downlines / 100));
/** The issue's bar for each page of the agent centre. */
const barMs = 200;

const server = await startBenchPlatform();
try {
  const seedStarted = performance.now();
  const seeded = await seedBigTeam(server, brands.lotus.merchantCode, 'agent01', {
    downlines,
    direct,
    betsPerMember,
    days,
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(
    `${seeded.members.toLocaleString('en-US')} downlines and ${seeded.bets.toLocaleString('en-US')} bets written in ${seedSeconds.toFixed(1)} s`,
  );
  const token = await sessionFor(server, brands.lotus.merchantCode, 'agent01');
  const downlinesPath = '/wps/relay/MCSFE_getAgentDownlines';
  const bettingPath = '/wps/relay/MCSFE_getAgentTeamBetting';
  // The member the drill-in opens: the month's biggest bettor, as the page lists it first.
  const month = await memberGet(server.port, `${bettingPath}?period=M`, token);
  const drilled = (JSON.parse(month.body) as { value?: { list?: Array<{ username: string }> } }).value?.list?.[0]
    ?.username;
  if (!drilled) throw new Error('nobody of the big team bet this month');
  const scenarios = [
    ...(['D', 'W', 'H', 'M'] as const).map((period) => ({
      name: `team overview, period ${period}`,
      path: `/wps/relay/MCSFE_getAgentTeamOverview?period=${period}`,
    })),
    ...(['D', 'W', 'H', 'M'] as const).map((period) => ({
      name: `team betting, period ${period}, page 1`,
      path: `${bettingPath}?period=${period}&page=1`,
    })),
    {
      name: "team betting, a member's bets (month)",
      path: `/wps/relay/MCSFE_getAgentMemberBets?period=M&username=${drilled}`,
    },
    { name: 'team management, every level, page 1', path: `${downlinesPath}?scope=all&page=1` },
    { name: 'team management, every level, page 200', path: `${downlinesPath}?scope=all&page=200` },
    { name: 'team management, direct downlines', path: `${downlinesPath}?scope=direct` },
    { name: 'team management, a search', path: `${downlinesPath}?search=7${'0'.repeat(2)}` },
  ];
  const { rows, failed, p95 } = await measure(scenarios, requests, (scenario) =>
    memberGet(server.port, scenario.path, token),
  );
  const over = [...p95].filter(([, value]) => value >= barMs);

  const postgres = server.database.kind === 'postgres';
  const heading = `## Agent centre, a team of ${downlines.toLocaleString('en-US')} (${postgres ? 'PostgreSQL' : 'PGlite'})`;
  const cpus = os.cpus();
  const section = [
    heading,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`pnpm --filter @lobby/contract-suite bench:agents${requests !== 100 ? ` --requests ${requests}` : ''}\` (${requests} requests per scenario, one at a time, 20 warm-up requests first). The bar: p95 under ${barMs} ms.`,
    '',
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; load average ${(os.loadavg()[0] ?? 0).toFixed(2)} after the run.`,
    `- Database: ${postgres ? 'PostgreSQL through node-postgres' : 'PGlite in memory (one connection)'}, seeded, then lotus's agent01 given ${seeded.members.toLocaleString('en-US')} more downlines who joined over ${days} days (${direct} direct, the rest under them), each with ${betsPerMember} settled bets spread over its time in the team: ${seeded.bets.toLocaleString('en-US')} bets (${seedSeconds.toFixed(0)} s to write). Platform in production mode, API only, on 127.0.0.1.`,
    '',
    "The team overview sums the bets of every member of the team over its trend (7 days, 8 weeks, 6 half-months or 6 months), member by member: the half-months the trend holds whole (H and M, the running one included) from the bets' half-month sums kept with the bets (`member_bet_sums`), less any bet placed after now, and days and weeks from the bets over each member's own range of the (member, time) index. Team betting sums the running period the same way and pages the members who bet; its drill-in pages one member's bets. Team management walks the team once for the page and its count, then reads the members of the page only.",
    '',
    '| scenario | requests | errors | p50 ms | p95 ms | p99 ms | max ms |',
    '| -------- | -------: | -----: | -----: | -----: | -----: | -----: |',
    ...rows,
    '',
    over.length === 0
      ? `Every scenario is within the bar (highest p95 ${ms(Math.max(...p95.values()))} ms).`
      : `Over the bar: ${over.map(([name, value]) => `${name} (${ms(value)} ms)`).join(', ')}.`,
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
