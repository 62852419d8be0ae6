import type { Target } from './bench-case';
import type { Measurement } from './measure';

export function targetMet(measurement: Measurement, target: Target | undefined): boolean | null {
  if (!target) return null;
  if (target.kind === 'ratio-at-least') return measurement.ratio !== null && measurement.ratio >= target.value;
  return measurement.median_ms <= target.value;
}

function describeTarget(target: Target | undefined): string {
  if (!target) return 'report';
  return target.kind === 'ratio-at-least' ? `≥${target.value}× peer` : `≤${formatMs(target.value)}`;
}

export function formatMs(ms: number): string {
  if (ms < 0.001) return `${(ms * 1e6).toFixed(0)} ns`;
  if (ms < 1) return `${(ms * 1e3).toFixed(2)} µs`;
  return `${ms.toFixed(2)} ms`;
}

/** A Markdown table: pasteable into an issue note. */
export function formatTable(rows: readonly { measurement: Measurement; target: Target | undefined }[]): string {
  const header = '| name | size | median | peer | peer median | ratio | target | met |\n|---|---|---|---|---|---|---|---|';
  const lines = rows.map(({ measurement: m, target }) => {
    const met = targetMet(m, target);
    return `| ${m.name} | ${m.size} | ${formatMs(m.median_ms)} | ${m.peer ?? '—'} | ${m.peer_median_ms === null ? '—' : formatMs(m.peer_median_ms)} | ${m.ratio === null ? '—' : `${m.ratio.toFixed(1)}×`} | ${describeTarget(target)} | ${met === null ? '—' : met ? 'yes' : 'NO'} |`;
  });
  return [header, ...lines].join('\n');
}
