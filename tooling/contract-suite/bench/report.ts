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
