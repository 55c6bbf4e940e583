import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';

// What the platform benchmarks share: the percentile of their latencies and the writing of their section of
// docs/benchmarks.md.

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Replaces the section under `heading` (up to the next `## `), keeping every other section. */
export async function writeSection(path: string, heading: string, section: string): Promise<void> {
  const before = existsSync(path) ? await readFile(path, 'utf8') : '# Benchmarks\n';
  const start = before.indexOf(`${heading}\n`);
  let text: string;
  if (start === -1) {
    text = `${before.trimEnd()}\n\n${section}`;
  } else {
    const after = before.indexOf('\n## ', start + heading.length);
    text = `${before.slice(0, start)}${section}${after === -1 ? '' : `\n${before.slice(after + 1)}`}`;
  }
  // The root test runs `prettier --check .`: write the file as Prettier would (aligned table columns).
  const options = (await resolveConfig(path)) ?? {};
  await writeFile(path, await format(text, { ...options, filepath: path }));
}

/** Milliseconds as the tables write them: two decimals under ten, one above. */
export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

/**
 * Asks each scenario `requests` times one after another (after up to 20 warm-up requests) and answers a table row per
 * scenario (`| name | requests | errors | p50 | p95 | p99 | max |`, printed as it is measured) and whether any request
 * failed: anything but a 200 whose body starts `{"success":true`.
 */
export async function measure<S extends { name: string }>(
  scenarios: readonly S[],
  requests: number,
  ask: (scenario: S, n: number) => Promise<{ status: number; body: string }>,
): Promise<{ rows: string[]; failed: boolean; p95: Map<string, number> }> {
  const rows: string[] = [];
  const p95 = new Map<string, number>();
  let failed = false;
  for (const scenario of scenarios) {
    for (let n = 0; n < Math.min(20, requests); n += 1) await ask(scenario, n);
    const latencies: number[] = [];
    let errors = 0;
    for (let n = 0; n < requests; n += 1) {
      const sentAt = performance.now();
      const answer = await ask(scenario, n);
      latencies.push(performance.now() - sentAt);
      if (answer.status !== 200 || !answer.body.startsWith('{"success":true')) errors += 1;
    }
    failed ||= errors > 0;
    const sorted = latencies.sort((a, b) => a - b);
    p95.set(scenario.name, percentile(sorted, 95));
    const line = `| ${scenario.name} | ${requests} | ${errors} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? Number.NaN)} |`;
    rows.push(line);
    console.log(line);
  }
  return { rows, failed, p95 };
}
