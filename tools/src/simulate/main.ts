// `npm run simulate -- <mission.json|sample id> --games N --bot random|heuristic|search --seed S [--workers K] [--json]`:
// plays N seeded bot games of a mission (a progress bar on stderr) and prints a table, or JSON. The same
// seed prints the same report with any number of workers. `--trace N` instead tells game N of that run
// round by round (trace.ts).
import { parseArgs, USAGE } from './args';
import { loadMissionArg } from './load';
import { formatReport, progressBar, simulate } from './simulate';
import { traceGame } from './trace';

const userDirectory = process.env['INIT_CWD'] ?? process.cwd();
const args = parseArgs(process.argv.slice(2));
if (!args.ok) {
  console.error(`${args.message}\n${USAGE}`);
  process.exit(2);
}
const loaded = await loadMissionArg(args.value.mission, userDirectory);
if (!loaded.ok) {
  console.error(loaded.message);
  process.exit(2);
}
if (args.value.trace !== undefined) {
  console.log(traceGame(loaded.value, { bot: args.value.bot, seed: args.value.seed, index: args.value.trace }).join('\n'));
  process.exit(0);
}
const abort = new AbortController();
process.once('SIGINT', () => abort.abort());
try {
  const report = await simulate(
    loaded.value,
    { games: args.value.games, seed: args.value.seed, bot: args.value.bot, workers: args.value.workers },
    { signal: abort.signal, onProgress: (p) => process.stderr.write(`\r${progressBar(p)}`) },
  );
  process.stderr.write('\n');
  console.log(args.value.json ? JSON.stringify(report, null, 2) : formatReport(report));
} catch (error) {
  process.stderr.write('\n');
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
