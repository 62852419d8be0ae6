// `npm run validate -- <mission.json>...`: checks mission files against the format and the board rules.
import { resolve } from 'node:path';
import { validateFiles } from './validate-files';

// npm runs scripts from the package folder; paths are meant relative to where the user typed the command.
const userDirectory = process.env['INIT_CWD'] ?? process.cwd();
const files = process.argv.slice(2).map((file) => resolve(userDirectory, file));
if (files.length === 0) {
  console.error('Usage: npm run validate -- <mission.json> [more.json…]');
  process.exit(2);
}
const report = await validateFiles(files);
for (const line of report.lines) (report.valid ? console.log : console.error)(line);
process.exit(report.valid ? 0 : 1);
