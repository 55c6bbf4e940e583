import { consoleLogger, startServer } from './server';

const started = performance.now();
const server = await startServer({
  port: Number(process.env.PORT ?? 4173),
  log: consoleLogger,
  logRequests: true,
  settlementJob: process.env.SETTLEMENT_JOB !== '0',
});
const { platform, database, seed, sites, timings } = server;

console.log(
  `Database: ${database.kind} (${database.location}), opened and migrated in ${timings.database} ms` +
    (seed
      ? `; seeded ${seed.merchants.join(', ')} (${seed.members} members, ${seed.vendorCards} vendor cards) in ${timings.seed} ms`
      : '') +
    `. RSA key pair: ${timings.keys} ms. Dev mode: ${platform.dev ? 'on (/__dev/*)' : 'off'}.`,
);
if (sites.length === 0) console.warn('No built brand found: run pnpm build to serve the sites; the API runs anyway.');
console.log(
  `Platform up on ${server.url}: ${Math.round(performance.now() - started)} ms after loading, ${Math.round(performance.now())} ms after the process started.`,
);
for (const brand of sites) {
  console.log(
    `  ${brand.padEnd(10)} http://${brand === platform.defaultBrand ? '' : `${brand}.`}localhost:${server.port}`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
