import type { BenchUnit, Target } from './bench-case';
import type { Measurement } from './measure';

export function targetMet(measurement: Measurement, target: Target | undefined): boolean | null {
  if (!target) return null;
  if (target.kind === 'ratio-at-least') return measurement.ratio !== null && measurement.ratio >= target.value;
  return measurement.median <= target.value;
}

function describeTarget(target: Target | undefined, unit: BenchUnit): string {
  if (!target) return 'report';
  if (target.kind === 'ratio-at-least') return `≥${target.value}× peer`;
  return `≤${formatValue(target.value, target.kind === 'median-ms-at-most' ? 'ms' : unit)}`;
}

/** Times in ns/µs/ms; counters as whole numbers (KiB with one decimal) followed by their unit. */
export function formatValue(value: number, unit: BenchUnit): string {
  if (unit === 'ms') return formatMs(value);
  return `${unit === 'KiB' ? value.toFixed(1) : String(Math.round(value))} ${unit}`;
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
    return `| ${m.name} | ${m.size} | ${formatValue(m.median, m.unit)} | ${m.peer ?? '—'} | ${m.peer_median === null ? '—' : formatValue(m.peer_median, m.unit)} | ${m.ratio === null ? '—' : `${m.ratio.toFixed(m.ratio < 10 ? 2 : 1)}×`} | ${describeTarget(target, m.unit)} | ${met === null ? '—' : met ? 'yes' : 'NO'} |`;
  });
  return [header, ...lines].join('\n');
}
