// Which tasks a change to one file re-runs: asks turbo for the task graph (`--dry=json`) before and after appending a
// comment to the file, restores the file, and lists the tasks whose hash changed. It reads the graph only: nothing
// is built or tested.
//
//   node tooling/scripts/affected.mjs packages/game-catalogue/src/index.ts [--tasks typecheck,test]
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { tasks: { type: 'string', default: 'typecheck,test' } },
});
const [file] = positionals;
if (!file) {
  console.error('Usage: node tooling/scripts/affected.mjs <file> [--tasks typecheck,test]');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '../..');
const path = resolve(root, file);
const tasks = values.tasks.split(',');

/** taskId -> hash, for the tasks asked for (turbo's own `transit` nodes left out). */
function graph() {
  const result = spawnSync('pnpm', ['exec', 'turbo', 'run', ...tasks, '--dry=json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`turbo --dry=json failed:\n${result.stderr}`);
  const { tasks: planned } = JSON.parse(result.stdout);
  return new Map(planned.filter((task) => tasks.includes(task.task)).map((task) => [task.taskId, task.hash]));
}

const before = graph();
const original = readFileSync(path);
let after;
try {
  appendFileSync(path, '\n// affected.mjs probe\n');
  after = graph();
} finally {
  writeFileSync(path, original);
}

const changed = [...after].filter(([id, hash]) => before.get(id) !== hash).map(([id]) => id);
console.log(`A change to ${file} re-runs ${changed.length} of ${after.size} tasks (${tasks.join(', ')}):`);
for (const id of changed.sort()) console.log(`  ${id}`);
