// `npm run bench [-- --json] [--filter text] [--samples N]`: runs every suite in tools/bench/suites.
// Suites are found by file name (*.bench.ts), so adding one needs no registry edit. Each suite runs in
// a process of its own: measured in one process, suites skewed each other 2–3× (JIT and heap state).
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { parseArgs } from 'node:util';
import { formatTable } from './report';
import type { SuiteRow } from './run-suite';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    filter: { type: 'string' },
    samples: { type: 'string', default: '9' },
  },
});
const samples = String(Math.max(7, Number(values.samples)));
const runner = fileURLToPath(new URL('./run-suite.ts', import.meta.url));
const files = (await readdir(new URL('./suites/', import.meta.url))).filter((file) => file.endsWith('.bench.ts')).sort();

/**
 * Node flags a suite runs with, as the command it measures runs. `npm run simulate` keeps V8's garbage
 * collection on the thread that allocates: its worker pool fills every core, so parallel GC helper threads
 * only take time from the other workers (2 workers on 2 cores: ~7% more games a second, measured).
 */
const SUITE_NODE_FLAGS: Readonly<Record<string, readonly string[]>> = { 'sim.bench.ts': ['--single-threaded-gc'] };

const rows: SuiteRow[] = [];
const failed: string[] = [];
for (const file of files) {
  const args = [...(SUITE_NODE_FLAGS[file] ?? []), '--import', 'tsx', runner, file, '--samples', samples, ...(values.filter ? ['--filter', values.filter] : [])];
  const child = execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  child.stderr?.pipe(process.stderr);
  const stdout = await new Promise<string | null>((resolve) => {
    let out = '';
    child.stdout?.on('data', (chunk: string) => (out += chunk));
    child.on('exit', (code) => resolve(code === 0 ? out : null));
  });
  // One suite failing (its error is on stderr above) does not lose the others' rows.
  if (stdout === null) failed.push(file);
  else rows.push(...(JSON.parse(stdout) as SuiteRow[]));
}

if (values.json) console.log(JSON.stringify(rows.map((row) => row.measurement), null, 2));
else console.log(formatTable(rows));
if (failed.length > 0) {
  console.error(`Suites that failed (see their errors above): ${failed.join(', ')}`);
  process.exitCode = 1;
}
