import { nextInt, type RngState } from './rng';

/** Fisher–Yates (Durstenfeld) shuffle of a copy of `items`, drawing from `rng`. */
export function shuffled<T>(rng: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const swap = out[i] as T;
    out[i] = out[j] as T;
    out[j] = swap;
  }
  return out;
}

/** One element chosen uniformly ("roll randomly to decide"); undefined for an empty list. */
export function pickOne<T>(rng: RngState, items: readonly T[]): T | undefined {
  if (items.length === 0) return undefined;
  return items[nextInt(rng, items.length)];
}
