/**
 * The rollout search's verdict when it is asked for significance: `values[i][w]` is candidate i's
 * value in world w (the same worlds for every candidate, candidate 0 the heuristic's choice). Another
 * candidate replaces the heuristic's only when its gain over it, paired world by world, beats `margin`
 * on average and is significant: the mean gain at least `significance` standard errors above `margin`
 * (a paired t statistic). Noise — a lucky world, one death more or less — so never moves the choice;
 * a tie keeps the heuristic's. Returns the chosen index (0 unless a challenger qualifies; among those
 * that do, the largest mean gain).
 */
export function pairedChoice(values: readonly (readonly number[])[], margin: number, significance: number): number {
  let best = 0;
  let bestGain = 0;
  for (let i = 1; i < values.length; i++) {
    const gain = pairedGain(values[0] ?? [], values[i] ?? []);
    if (gain === null || gain.mean <= margin || gain.mean <= bestGain) continue;
    if ((gain.mean - margin) / gain.standardError >= significance) [best, bestGain] = [i, gain.mean];
  }
  return best;
}

/** The mean and standard error of `challenger − base` over the worlds both were played in (null under two worlds). */
export function pairedGain(base: readonly number[], challenger: readonly number[]): { mean: number; standardError: number } | null {
  const n = Math.min(base.length, challenger.length);
  if (n < 2) return null;
  const diffs = Array.from({ length: n }, (_, w) => (challenger[w] ?? 0) - (base[w] ?? 0));
  const mean = diffs.reduce((s, d) => s + d, 0) / n;
  const variance = diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / (n - 1);
  // Identical gains in every world: as sure as it gets (a zero error makes any positive excess significant).
  return { mean, standardError: Math.sqrt(variance / n) };
}

/**
 * The challenger worth more worlds: the one with the largest mean gain above `margin` that is not yet
 * significant (null when none is promising). The search plays it and the heuristic's choice in more
 * worlds before deciding.
 */
export function promising(values: readonly (readonly number[])[], margin: number): number | null {
  let best: number | null = null;
  let bestGain = margin;
  for (let i = 1; i < values.length; i++) {
    const gain = pairedGain(values[0] ?? [], values[i] ?? []);
    if (gain !== null && gain.mean > bestGain) [best, bestGain] = [i, gain.mean];
  }
  return best;
}
