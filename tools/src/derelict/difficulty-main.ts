// `node --single-threaded-gc --import tsx tools/src/derelict/difficulty-main.ts [--games N] [--search-games M]
//   [--seed S] [--workers K] [--bots random,heuristic,search] [--missions cg00,co12] [--cells cells.jsonl]`:
// plays every derelict sample with each bot (K worker threads, seeded as `npm run simulate` is) and prints the
// README's difficulty table (difficulty.ts). Each measured cell is appended to the `--cells` file as it ends,
// and cells already there are not played again: a long search run can be stopped and resumed, and the table
// re-printed from the file alone with `--games 0`.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { simulate } from '../simulate/simulate';
import { cellOf, difficultyTable, type DifficultyCell } from './difficulty';

const option = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const games = Number(option('games', '200'));
const searchGames = Number(option('search-games', String(games)));
const seed = Number(option('seed', '1'));
const workers = Number(option('workers', '2'));
const bots = option('bots', 'random,heuristic,search').split(',');
const only = option('missions', '').split(',').filter(Boolean);
const cellsFile = option('cells', 'derelict-difficulty.jsonl');
if (![games, searchGames, seed, workers].every(Number.isInteger) || workers < 1) {
  console.error('--games, --search-games, --seed and --workers take whole numbers (--workers at least 1).');
  process.exit(2);
}

const cells: DifficultyCell[] = existsSync(cellsFile)
  ? readFileSync(cellsFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as DifficultyCell)
  : [];
const missions = Object.keys(SAMPLE_MISSIONS)
  .filter((id) => id.startsWith('derelict-'))
  .filter((id) => only.length === 0 || only.some((m) => id.startsWith(`derelict-${m}`)))
  .sort();

for (const bot of bots) {
  const n = bot === 'search' ? searchGames : games;
  if (n < 1) continue;
  for (const mission of missions) {
    if (cells.some((c) => c.mission === mission && c.bot === bot && c.games === n)) continue;
    const loaded = loadMission(SAMPLE_MISSIONS[mission]);
    if (!loaded.ok) throw new Error(`${mission}: ${loaded.issues.map((i) => `${i.path} ${i.message}`).join('; ')}`);
    // CPU time of the whole process (worker threads included), not the wall clock: the machine is shared.
    const started = process.cpuUsage();
    const report = await simulate(loaded.value, { games: n, seed, bot, workers });
    const used = process.cpuUsage(started);
    const cell = cellOf(report, (used.user + used.system) / 1e6);
    cells.push(cell);
    appendFileSync(cellsFile, `${JSON.stringify(cell)}\n`);
    process.stderr.write(`${mission} ${bot}: ${cell.wins}/${cell.games}, ${cell.secondsPerGame.toFixed(2)} s/game\n`);
  }
}
const latest = new Map(cells.map((c) => [`${c.mission}|${c.bot}`, c]));
console.log(difficultyTable([...latest.values()].filter((c) => missions.includes(c.mission)), bots));
