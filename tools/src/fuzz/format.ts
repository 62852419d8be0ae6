import type { FuzzProgress, FuzzReport } from './fuzz';
import { DEFAULT_CHECKS } from './fuzz-game';

/** The report as text: the figures, then each fault with the game and step that reproduce it. */
export function formatFuzzReport(report: FuzzReport): string {
  const lines = [
    `games      ${report.games} (${report.finished} finished by the rules, ${report.games - report.finished} at the ${report.checks.maxActions}-action limit)`,
    `actions    ${report.actions}`,
    `seconds    ${report.seconds} (${report.cpuSeconds} CPU seconds)`,
    `seed       ${report.seed}`,
    `bots       ${Object.entries(report.gamesByBot).map(([bot, n]) => `${bot} ${n}`).join(', ')}`,
    `missions   ${report.missions.join(', ')}`,
    `checks     at ${report.checks.stepRate * 100}% of steps: up to ${report.checks.offered} offered actions at random, ${report.checks.hostile} hostile variants, the hidden-information checks; bot decisions: ~1 in ${report.checks.botEvery}`,
  ];
  for (const [id, reason] of Object.entries(report.skipped)) lines.push(`skipped    ${id}: ${reason}`);
  lines.push('', report.faults.length === 0 ? 'No violations.' : `${report.violations} violation(s), ${report.faults.length} distinct:`);
  // The checks draw from the game's own generator: a reproduction needs the run's check settings too.
  const settings = `${report.checks.offered !== DEFAULT_CHECKS.offered ? ` --offered ${report.checks.offered}` : ''}${report.checks.stepRate !== DEFAULT_CHECKS.stepRate ? ` --check-rate ${report.checks.stepRate}` : ''}`;
  for (const fault of report.faults) {
    const v = fault.first;
    lines.push(
      '',
      `* ${v.kind} ×${fault.count}: ${v.message}`,
      `  reproduce: npm run fuzz -- --seed ${report.seed} --game ${v.index}${settings}   (${v.mission}, bot ${v.bot}, game seed ${v.gameSeed}, bot seed ${v.botSeed}, step ${v.step})`,
      `  action: ${v.action ? JSON.stringify(v.action) : '—'}`,
    );
  }
  return lines.join('\n');
}

export function fuzzProgressBar(p: FuzzProgress, width = 30): string {
  const filled = Math.round((p.done / p.total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${p.done}/${p.total} games, ${p.violations} violation(s)`;
}
