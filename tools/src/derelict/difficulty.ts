import type { PlaytestReport } from '@breachline/ai';

/**
 * The derelict README's difficulty table (issue 17): one row per mission, one column per bot, each
 * cell the win count, rate and 95% Wilson interval (the playtest report's), mean rounds, and the
 * bot's time per game on one core. A ✓ marks a column whose interval lies wholly above the column
 * before it (heuristic over random, search over heuristic) — the issue's "beats … outside the 95%
 * intervals".
 */

/** One measured (mission, bot) cell: the report's figures the table prints, and the time it took. */
export interface DifficultyCell {
  readonly mission: string;
  readonly bot: string;
  readonly games: number;
  readonly wins: number;
  readonly ci95: readonly [number, number];
  readonly meanRounds: number;
  readonly unfinished: number;
  /** Seconds of CPU per game (the process's, worker threads included): one core's time, whatever else the machine runs. */
  readonly secondsPerGame: number;
}

export function cellOf(report: PlaytestReport, cpuSeconds: number): DifficultyCell {
  return {
    mission: report.mission,
    bot: report.bot,
    games: report.games,
    wins: report.wins,
    ci95: report.ci95,
    meanRounds: report.meanRounds,
    unfinished: report.unfinished,
    secondsPerGame: cpuSeconds / report.games,
  };
}

/** The column `bot` beats `below` outside both intervals: its lower bound above the other's upper bound. */
export function beatsOutright(bot: DifficultyCell | undefined, below: DifficultyCell | undefined): boolean {
  return bot !== undefined && below !== undefined && bot.ci95[0] > below.ci95[1];
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const time = (s: number): string => (s >= 0.1 ? `${s.toFixed(1)} s` : `${Math.round(s * 1000)} ms`);

function formatCell(cell: DifficultyCell | undefined, mark: boolean): string {
  if (!cell) return '—';
  const unfinished = cell.unfinished > 0 ? `, ${cell.unfinished} unfinished` : '';
  return `${cell.wins}/${cell.games} = ${pct(cell.wins / cell.games)} [${(cell.ci95[0] * 100).toFixed(1)}–${pct(cell.ci95[1])}], ${cell.meanRounds.toFixed(1)} rounds, ${time(cell.secondsPerGame)}/game${unfinished}${mark ? ' ✓' : ''}`;
}

/** A short mission label: `derelict-cg00-noisy-neighbours` → "CG00 `cg00-noisy-neighbours`". */
function label(mission: string): string {
  const id = mission.replace(/^derelict-/, '');
  return `${(id.split('-')[0] ?? id).toUpperCase()} \`${id}\``;
}

/**
 * The Markdown table for `bots` (in column order) over the missions in `cells` (sorted by id), and
 * the counts the issue asks for: how many missions each column beats the one before outright, and
 * the missions the last column never won.
 */
export function difficultyTable(cells: readonly DifficultyCell[], bots: readonly string[]): string {
  const byKey = new Map(cells.map((c) => [`${c.mission}|${c.bot}`, c]));
  const missions = [...new Set(cells.map((c) => c.mission))].sort();
  const lines = [`| Mission | ${bots.join(' | ')} |`, `|---|${bots.map(() => '---|').join('')}`];
  const beaten = bots.map(() => 0);
  for (const mission of missions) {
    const row = bots.map((bot, i) => {
      const cell = byKey.get(`${mission}|${bot}`);
      const mark = i > 0 && beatsOutright(cell, byKey.get(`${mission}|${bots[i - 1]}`));
      if (mark) beaten[i] = (beaten[i] ?? 0) + 1;
      return formatCell(cell, mark);
    });
    lines.push(`| ${label(mission)} | ${row.join(' | ')} |`);
  }
  lines.push('');
  for (let i = 1; i < bots.length; i++) lines.push(`${bots[i]} beats ${bots[i - 1]} outside the 95% intervals on ${beaten[i]} of ${missions.length} missions.`);
  const last = bots[bots.length - 1];
  const never = missions.filter((m) => byKey.get(`${m}|${last}`)?.wins === 0).map(label);
  const unmeasured = missions.filter((m) => !byKey.has(`${m}|${last}`)).length;
  if (bots.length > 0) lines.push(`Missions ${last} never won: ${never.length === 0 ? 'none' : never.join(', ')}${unmeasured > 0 ? ` (${unmeasured} not measured)` : ''}.`);
  return lines.join('\n');
}
