// `npm run validate -- <mission.json>...`: checks mission files against the format and the board rules.
// Prints `ok <file>` per valid file and `<file>:<line>:<col> <pointer> <message>` per problem;
// exits 0 when all are valid, 1 when any is invalid, 2 when a file cannot be read or is not JSON.
import { validateFiles } from './validate-files';

// npm runs scripts from the package folder; paths are meant relative to where the user typed the command.
const userDirectory = process.env['INIT_CWD'] ?? process.cwd();
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: npm run validate -- <mission.json> [more.json…]');
  process.exit(2);
}
const report = await validateFiles(files, userDirectory);
for (const line of report.out) console.log(line);
for (const line of report.err) console.error(line);
process.exit(report.exitCode);
