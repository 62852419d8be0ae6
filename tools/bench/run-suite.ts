// Runs one suite file in this process and prints its measurements as JSON on stdout (used by main.ts,
// which gives every suite a fresh process so one suite's JIT and heap state cannot skew another's).
import { parseArgs } from 'node:util';
import type { BenchSuite, Target } from './bench-case';
import { measure, measureAsync, measureReported, type Measurement } from './measure';

export interface SuiteRow {
  readonly measurement: Measurement;
  readonly target: Target | undefined;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { filter: { type: 'string' }, samples: { type: 'string', default: '9' } },
});
const [file] = positionals;
if (!file) throw new Error('usage: run-suite.ts <suite file> [--filter text] [--samples N]');

const suite = ((await import(new URL(file, new URL('./suites/', import.meta.url)).href)) as { default: BenchSuite }).default;
const rows: SuiteRow[] = [];
for (const bench of await suite()) {
  if (values.filter && !`${bench.name} ${bench.size}`.includes(values.filter)) continue;
  process.stderr.write(`measuring ${bench.name} ${bench.size}…\n`);
  const measurement =
    'report' in bench
      ? await measureReported(bench)
      : 'runAsync' in bench
      ? await measureAsync(bench, { samples: Number(values.samples) })
      : measure(bench, { samples: Number(values.samples), warmupSamples: 3, minWarmupMs: 300, minSampleMs: 5 });
  rows.push({ measurement, target: bench.target });
}
process.stdout.write(JSON.stringify(rows));
