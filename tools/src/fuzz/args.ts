/** Command-line arguments of `npm run fuzz -- [--games N] [--seed S] [--workers W] [--game I] [--json]`. */
export interface FuzzArgs {
  readonly games: number;
  readonly seed: number;
  readonly workers: number;
  /** One game by index, to reproduce a violation. */
  readonly game?: number;
  readonly json: boolean;
  /** Offered actions tried per checked step (default 4). */
  readonly offered?: number;
  /** The share of steps checked, 0–1 (default 0.25). */
  readonly checkRate?: number;
}

export const USAGE = 'Usage: npm run fuzz -- [--games N] [--seed S] [--workers W] [--game I] [--offered K] [--check-rate R] [--json]';

export function parseFuzzArgs(argv: readonly string[]): { ok: true; value: FuzzArgs } | { ok: false; message: string } {
  let games = 200;
  let seed = 1;
  let workers = 1;
  let game: number | undefined;
  let json = false;
  let offered: number | undefined;
  let checkRate: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--json') {
      json = true;
      continue;
    }
    const value = Number(argv[i + 1]);
    const whole = argv[i + 1] !== undefined && Number.isInteger(value);
    i++;
    if (arg === '--games' && whole && value >= 1) games = value;
    else if (arg === '--seed' && whole) seed = value;
    else if (arg === '--workers' && whole && value >= 1) workers = value;
    else if (arg === '--game' && whole && value >= 0) game = value;
    else if (arg === '--offered' && whole && value >= 0) offered = value;
    else if (arg === '--check-rate' && value >= 0 && value <= 1) checkRate = value;
    else if (arg === '--check-rate') return { ok: false, message: '--check-rate needs a number from 0 to 1.' };
    else if (['--games', '--seed', '--workers', '--game', '--offered'].includes(arg)) return { ok: false, message: `${arg} needs a whole number${arg === '--seed' ? '' : ['--game', '--offered'].includes(arg) ? ' of at least 0' : ' of at least 1'}.` };
    else return { ok: false, message: `Unknown argument ${arg}.` };
  }
  const optional = { ...(game !== undefined ? { game } : {}), ...(offered !== undefined ? { offered } : {}), ...(checkRate !== undefined ? { checkRate } : {}) };
  return { ok: true, value: { games, seed, workers, json, ...optional } };
}
