// `npm run simulate -- <mission.json|sample id> --games N --seed S --bot random [--json]`: plays N seeded
// bot games of a mission and prints a table (or JSON). The same seed prints the same report.
import { parseArgs, USAGE } from './args';
import { loadMissionArg } from './load';
import { formatReport, simulate } from './simulate';

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
const report = simulate(loaded.value, args.value);
if (typeof report === 'string') {
  console.error(report);
  process.exit(1);
}
console.log(args.value.json ? JSON.stringify(report, null, 2) : formatReport(report));
