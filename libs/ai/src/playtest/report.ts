import type { GameRecord } from './record';
import { histogram, meanInterval95, median, round3, wilson95 } from './stats';

/** A notable game: its index in the run and the seeds that replay it. */
export interface NotableGame {
  readonly index: number;
  readonly gameSeed: number;
  readonly botSeed: number;
  readonly rounds: number;
  readonly outcome: string;
}

export interface PlaytestReport {
  readonly mission: string;
  readonly ruleset: string;
  readonly bot: string;
  readonly seed: number;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly winRate: number;
  /** 95% Wilson score interval of the win rate. */
  readonly ci95: readonly [number, number];
  readonly meanRounds: number;
  readonly medianRounds: number;
  /** [rounds, games] pairs, ascending. */
  readonly roundsHistogram: readonly (readonly [number, number])[];
  readonly meanActions: number;
  /** Games stopped by the driver's action limit (counted as losses). */
  readonly unfinished: number;
  /** Every ending by reason (`won: …`, `lost: …`). */
  readonly outcomes: Readonly<Record<string, number>>;
  /** How games were lost, by reason. */
  readonly lossReasons: Readonly<Record<string, number>>;
  /** Hero deaths per square ("x,y" → count): the heat map. */
  readonly deaths: Readonly<Record<string, number>>;
  /** Mean objective progress at the end (all games, and lost games), or null when the ruleset reports none. */
  readonly progress: { readonly mean: number; readonly meanLost: number } | null;
  /** The mean score and its 95% interval, for rulesets that keep a score (horde's high score), else null. */
  readonly score: { readonly mean: number; readonly ci95: readonly [number, number] } | null;
  /** For rulesets with an alarm: the mean round it went off and a [round, games] histogram, over games that had one; `withoutAlarm` counts the others. */
  readonly alarmRound?: { readonly mean: number | null; readonly histogram: readonly (readonly [number, number])[]; readonly withoutAlarm: number };
  readonly notable: { readonly quickestWin: NotableGame | null; readonly quickestLoss: NotableGame | null; readonly typical: NotableGame | null };
}

export interface ReportMeta {
  readonly mission: string;
  readonly ruleset: string;
  readonly bot: string;
  readonly seed: number;
}

const sortedCounts = (counts: Map<string, number>): Record<string, number> => Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));

const notable = (r: GameRecord | undefined): NotableGame | null =>
  r ? { index: r.index, gameSeed: r.gameSeed, botSeed: r.botSeed, rounds: r.rounds, outcome: r.outcome } : null;

/** The earliest-indexed record with the fewest rounds. */
const quickest = (records: readonly GameRecord[]): GameRecord | undefined =>
  records.reduce<GameRecord | undefined>((best, r) => (!best || r.rounds < best.rounds ? r : best), undefined);

/** The alarm rounds of the games that had one, and how many had none; nothing for rulesets without an alarm. */
function alarmSummary(records: readonly GameRecord[], mean: (xs: readonly number[]) => number): Pick<PlaytestReport, 'alarmRound'> {
  const tracked = records.filter((r) => r.alarmRound !== undefined);
  if (tracked.length === 0) return {};
  const rounds = tracked.flatMap((r) => (typeof r.alarmRound === 'number' ? [r.alarmRound] : []));
  return { alarmRound: { mean: rounds.length === 0 ? null : mean(rounds), histogram: histogram(rounds), withoutAlarm: tracked.length - rounds.length } };
}

/** Aggregates records (in any order: they are sorted by game index first, so the report never depends on workers). */
export function buildReport(meta: ReportMeta, input: readonly GameRecord[]): PlaytestReport {
  const records = [...input].sort((a, b) => a.index - b.index);
  const n = records.length;
  const wins = records.filter((r) => r.won).length;
  const rounds = records.map((r) => r.rounds);
  const outcomes = new Map<string, number>();
  const lossReasons = new Map<string, number>();
  const deaths = new Map<string, number>();
  for (const r of records) {
    outcomes.set(r.outcome, (outcomes.get(r.outcome) ?? 0) + 1);
    if (!r.won) {
      const reason = r.outcome.replace(/^lost: /, '');
      lossReasons.set(reason, (lossReasons.get(reason) ?? 0) + 1);
    }
    for (const d of r.deaths) deaths.set(d, (deaths.get(d) ?? 0) + 1);
  }
  const withProgress = records.filter((r) => r.progress !== null);
  const lostProgress = withProgress.filter((r) => !r.won);
  const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : round3(xs.reduce((a, b) => a + b, 0) / xs.length));
  const mid = median(rounds);
  const typical = records.reduce<GameRecord | undefined>((best, r) => (!best || Math.abs(r.rounds - mid) < Math.abs(best.rounds - mid) ? r : best), undefined);
  const [lo, hi] = wilson95(wins, n);
  const scores = records.flatMap((r) => (r.score === null || r.score === undefined ? [] : [r.score]));
  const scored = meanInterval95(scores);
  return {
    ...meta,
    games: n,
    wins,
    losses: n - wins,
    winRate: n === 0 ? 0 : round3(wins / n),
    ci95: [round3(lo), round3(hi)],
    meanRounds: mean(rounds),
    medianRounds: mid,
    roundsHistogram: histogram(rounds),
    meanActions: mean(records.map((r) => r.actions)),
    unfinished: records.filter((r) => r.unfinished).length,
    outcomes: sortedCounts(outcomes),
    lossReasons: sortedCounts(lossReasons),
    deaths: sortedCounts(deaths),
    progress: withProgress.length === 0 ? null : { mean: mean(withProgress.map((r) => r.progress as number)), meanLost: mean(lostProgress.map((r) => r.progress as number)) },
    score: scores.length === 0 ? null : { mean: round3(scored.mean), ci95: [round3(scored.ci95[0]), round3(scored.ci95[1])] },
    ...alarmSummary(records, mean),
    notable: { quickestWin: notable(quickest(records.filter((r) => r.won))), quickestLoss: notable(quickest(records.filter((r) => !r.won))), typical: notable(typical) },
  };
}
