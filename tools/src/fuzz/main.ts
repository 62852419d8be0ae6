// `npm run fuzz -- [--games N] [--seed S] [--workers W] [--game I] [--offered K] [--check-rate R] [--json]`: plays random legal games of
// every playable sample with every hero bot, checking the engine's invariants after every action (see
// fuzz-game.ts), and prints every violation with what reproduces it. Exit code 1 on any violation.
import { parseFuzzArgs, USAGE } from './args';
import { formatFuzzReport, fuzzProgressBar } from './format';
import { runFuzz } from './fuzz';
import { DEFAULT_CHECKS } from './fuzz-game';

const args = parseFuzzArgs(process.argv.slice(2));
if (!args.ok) {
  console.error(`${args.message}\n${USAGE}`);
  process.exit(2);
}
const abort = new AbortController();
process.once('SIGINT', () => abort.abort());
try {
  const { games, seed, workers, game, offered, checkRate } = args.value;
  const checks = { ...DEFAULT_CHECKS, ...(offered !== undefined ? { offered } : {}), ...(checkRate !== undefined ? { stepRate: checkRate } : {}) };
  const report = await runFuzz(
    { games, seed, workers, checks, ...(game !== undefined ? { only: game } : {}) },
    { signal: abort.signal, onProgress: (p) => process.stderr.write(`\r${fuzzProgressBar(p)}`) },
  );
  process.stderr.write('\n');
  console.log(args.value.json ? JSON.stringify(report, null, 2) : formatFuzzReport(report));
  process.exitCode = report.violations > 0 ? 1 : 0;
} catch (error) {
  process.stderr.write('\n');
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
