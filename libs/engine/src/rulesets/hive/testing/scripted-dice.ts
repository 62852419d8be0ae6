/**
 * Scripted randomness for the hive's tests (hive.md §12: "dice results are given as the values the
 * RNG returns"). A spec mocks the generator's `nextInt` with `scriptedInt`: while values are queued,
 * each draw takes the next one (a d6 showing v is the value v − 1; a pick among n is an index).
 */
const queue: number[] = [];

/** Queues d6 results, e.g. `scriptD6(4, 2, 6)`. */
export function scriptD6(...values: number[]): void {
  for (const value of values) queue.push(value - 1);
}

/** Queues a uniform pick: the index chosen. */
export function scriptPick(index: number): void {
  queue.push(index);
}

export function clearScript(): void {
  queue.length = 0;
}

export const scriptLeft = (): number => queue.length;

/** The next scripted draw below `n`, or undefined when nothing is queued. */
export function scriptedInt(n: number): number | undefined {
  const value = queue.shift();
  if (value === undefined) return undefined;
  if (value < 0 || value >= n) throw new Error(`Scripted draw ${value} is not below ${n}`);
  return value;
}
