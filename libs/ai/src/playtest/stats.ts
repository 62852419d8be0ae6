/** Small statistics for playtest reports. */

/** The Wilson score interval for `wins` out of `n` at 95% (z = 1.96); [0, 1] when n is 0. */
export function wilson95(wins: number, n: number): [number, number] {
  if (n <= 0) return [0, 1];
  const z = 1.959964;
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Counts per value, ascending: [[value, count], …]. */
export function histogram(values: readonly number[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]);
}

export const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** The mean and its 95% interval (normal approximation, sample standard deviation); [mean, mean] for one value. */
export function meanInterval95(values: readonly number[]): { mean: number; ci95: [number, number] } {
  const n = values.length;
  if (n === 0) return { mean: 0, ci95: [0, 0] };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = n < 2 ? 0 : values.reduce((sum, v) => sum + (v - mean) * (v - mean), 0) / (n - 1);
  const half = 1.959964 * Math.sqrt(variance / n);
  return { mean, ci95: [mean - half, mean + half] };
}
