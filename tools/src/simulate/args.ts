import { HERO_BOTS } from '@breachline/ai';

/** Command-line arguments of `npm run simulate -- <mission.json|sample id> --games N --bot B --seed S [--workers K] [--json]`. */
export interface SimulateArgs {
  readonly mission: string;
  readonly games: number;
  readonly seed: number;
  readonly bot: string;
  readonly workers: number;
  readonly json: boolean;
  /** `--trace N`: tell game N of the run round by round instead of playing `games` games. */
  readonly trace?: number;
}

export const USAGE = 'Usage: npm run simulate -- <mission.json|sample id> [--games N] [--seed S] [--bot random|heuristic|search] [--workers K] [--json] [--trace N]';

/**
 * The entry of `table` named `name`, or a sentence listing the valid names. Own entries only: a name typed
 * on a command line ("constructor", "__proto__", "toString") must never reach `Object.prototype`.
 */
export function lookUpByName<T>(table: Readonly<Record<string, T>>, name: string, what: string): { ok: true; value: T } | { ok: false; message: string } {
  if (Object.hasOwn(table, name)) return { ok: true, value: table[name] as T };
  return { ok: false, message: `Unknown ${what} "${name}" (${what}s: ${Object.keys(table).join(', ')}).` };
}

export function parseArgs(argv: readonly string[]): { ok: true; value: SimulateArgs } | { ok: false; message: string } {
  let mission: string | undefined;
  let games = 100;
  let seed = 1;
  let bot = 'random';
  let json = false;
  let workers = 1;
  let trace: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = argv[i + 1];
    const number = () => {
      i++;
      const n = Number(value);
      return value !== undefined && Number.isInteger(n) ? n : undefined;
    };
    if (arg === '--json') json = true;
    else if (arg === '--games') {
      const n = number();
      if (n === undefined || n < 1) return { ok: false, message: '--games needs a whole number of at least 1.' };
      games = n;
    } else if (arg === '--seed') {
      const n = number();
      if (n === undefined) return { ok: false, message: '--seed needs a whole number.' };
      seed = n;
    } else if (arg === '--workers') {
      const n = number();
      if (n === undefined || n < 1) return { ok: false, message: '--workers needs a whole number of at least 1.' };
      workers = n;
    } else if (arg === '--trace') {
      const n = number();
      if (n === undefined || n < 0) return { ok: false, message: '--trace needs a game index (a whole number from 0).' };
      trace = n;
    } else if (arg === '--bot') {
      i++;
      if (value === undefined) return { ok: false, message: '--bot needs a name.' };
      const known = lookUpByName(HERO_BOTS, value, 'bot');
      if (!known.ok) return known;
      bot = value;
    } else if (arg.startsWith('--')) return { ok: false, message: `Unknown option ${arg}.` };
    else if (mission === undefined) mission = arg;
    else return { ok: false, message: `Only one mission at a time (got ${mission} and ${arg}).` };
  }
  if (mission === undefined) return { ok: false, message: 'Name a mission file or a sample mission id.' };
  return { ok: true, value: { mission, games, seed, bot, workers, json, ...(trace !== undefined ? { trace } : {}) } };
}
