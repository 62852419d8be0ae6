import { cloneJson, nextInt, seedRng, shuffled, type RngState } from '@breachline/engine';
import type { AnyState } from './controller';

/**
 * One sample of what the heroes cannot know, for the search bot's rollouts. Every hidden part of the
 * state is re-drawn: the generator (the future dice), the order of every draw pile, and the hive's
 * title stack. What stays is what the heroes' view shows (units, tiles, tokens' places, discards) plus
 * the public multisets (a deck's cards are the mission's; only their order is secret). Hive spawn
 * tokens hold only their edge and round, both seen by the heroes when placed. Piles are put in a
 * canonical order before shuffling, so a sample depends on the generator and on what the heroes may
 * know only, never on the real order.
 */
export function determinise(state: AnyState, rng: RngState): AnyState {
  const copy = cloneJson(state) as AnyState & { rng: RngState; decks: Record<string, { drawPile: string[] }>; ext: Record<string, unknown> };
  copy.rng = seedRng(nextInt(rng, 0x7fffffff));
  for (const deck of Object.values(copy.decks)) deck.drawPile = shuffled(rng, canonical(deck.drawPile));
  const titles = copy.ext['titleStack'];
  if (Array.isArray(titles)) copy.ext['titleStack'] = shuffled(rng, canonical(titles as string[]));
  return copy;
}

/** A pile in sorted order: the multiset the heroes may know, without the order they may not. */
const canonical = (pile: readonly string[]): string[] => [...pile].sort();
