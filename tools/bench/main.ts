// `npm run bench [-- --json] [--filter text] [--samples N]`: runs every suite in tools/bench/suites.
// Suites are found by file name (*.bench.ts), so adding one needs no registry edit.
import { readdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { BenchSuite } from './bench-case';
import { measure } from './measure';
import { formatTable } from './report';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    filter: { type: 'string' },
    samples: { type: 'string', default: '9' },
  },
});
const samples = Math.max(7, Number(values.samples));
const suitesDir = new URL('./suites/', import.meta.url);
const files = (await readdir(suitesDir)).filter((file) => file.endsWith('.bench.ts')).sort();

const rows = [];
for (const file of files) {
  const suite = ((await import(new URL(file, suitesDir).href)) as { default: BenchSuite }).default;
  for (const bench of await suite()) {
    if (values.filter && !`${bench.name} ${bench.size}`.includes(values.filter)) continue;
    process.stderr.write(`measuring ${bench.name} ${bench.size}…\n`);
    rows.push({ measurement: measure(bench, { samples, warmupSamples: 3, minSampleMs: 5 }), target: bench.target });
  }
}

if (values.json) console.log(JSON.stringify(rows.map((row) => row.measurement), null, 2));
else console.log(formatTable(rows));
