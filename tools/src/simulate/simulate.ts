import { runPlaytest, type PlaytestProgress, type PlaytestReport } from '@breachline/ai';
import type { LoadedMissionInput } from '@breachline/engine';
import { workerTransport } from './node-workers';

/** Runs a playtest for the command line: in this thread with 1 worker, else on K worker threads. */
export interface SimulateOptions {
  readonly games: number;
  readonly seed: number;
  readonly bot: string;
  readonly workers: number;
}

export async function simulate(
  loaded: LoadedMissionInput,
  options: SimulateOptions,
  hooks: { onProgress?: (p: PlaytestProgress) => void; signal?: AbortSignal } = {},
): Promise<PlaytestReport> {
  const transport = options.workers > 1 ? workerTransport({ mission: loaded, bot: options.bot, seed: options.seed }, options.workers) : undefined;
  try {
    return await runPlaytest({ mission: loaded, bot: options.bot, games: options.games, seed: options.seed }, { ...hooks, ...(transport ? { transport } : {}) });
  } finally {
    await transport?.close();
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The report as a readable table. */
export function formatReport(report: PlaytestReport): string {
  const game = (g: PlaytestReport['notable']['typical']) => (g ? `game ${g.index} (seed ${g.gameSeed}, bot seed ${g.botSeed}), ${g.rounds} rounds` : '—');
  const rows: [string, string][] = [
    ['mission', report.mission],
    ['ruleset', report.ruleset],
    ['bot', report.bot],
    ['seed', String(report.seed)],
    ['games', String(report.games)],
    ['wins', String(report.wins)],
    ['losses', String(report.losses)],
    ['win rate', `${pct(report.winRate)}  (95% CI ${pct(report.ci95[0])} – ${pct(report.ci95[1])})`],
    ['rounds', `mean ${report.meanRounds.toFixed(2)}, median ${report.medianRounds}`],
    ['mean actions', report.meanActions.toFixed(2)],
    ['score', report.score ? `mean ${report.score.mean}  (95% CI ${report.score.ci95[0]} – ${report.score.ci95[1]})` : '—'],
    ...(report.alarmRound
      ? [['alarm round', `${report.alarmRound.mean === null ? '—' : `mean ${report.alarmRound.mean}`} (${report.alarmRound.withoutAlarm} games without an alarm)`] as [string, string]]
      : []),
    ['progress', report.progress ? `mean ${report.progress.mean} (lost games ${report.progress.meanLost})` : '—'],
    ['quickest win', game(report.notable.quickestWin)],
    ['quickest loss', game(report.notable.quickestLoss)],
    ['typical', game(report.notable.typical)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`);
  lines.push('', 'outcomes:');
  for (const [reason, count] of Object.entries(report.outcomes)) lines.push(`  ${String(count).padStart(5)}  ${reason}`);
  const peak = Math.max(1, ...report.roundsHistogram.map(([, c]) => c));
  lines.push('', 'rounds:');
  for (const [rounds, count] of report.roundsHistogram) lines.push(`  ${String(rounds).padStart(3)}  ${'#'.repeat(Math.ceil((count / peak) * 40)).padEnd(40)} ${count}`);
  const deaths = Object.entries(report.deaths).sort((a, b) => b[1] - a[1]).slice(0, 10);
  if (deaths.length > 0) {
    lines.push('', 'where heroes died most (x,y: deaths):');
    for (const [cell, count] of deaths) lines.push(`  ${cell.padStart(7)}: ${count}`);
  }
  return lines.join('\n');
}

/** A one-line progress bar for stderr. */
export function progressBar(p: PlaytestProgress, width = 30): string {
  const filled = Math.round((p.done / p.total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${p.done}/${p.total} games, ${p.wins} won`;
}
