import { cloneJson, nextInt, seedRng, shuffled, type HiddenToken, type RngState } from '@breachline/engine';
import type { AnyState } from './controller';
import { aiFaceFor } from './ai-faces';
import type { WorldSample } from './world-sample';

/**
 * One sample of what the heroes cannot know, for the search bot. Every hidden part of the state is
 * re-dealt from what the heroes can know: the generator (the future dice) is re-seeded, every draw
 * pile is shuffled, the contents of the tokens hidden from the heroes are re-dealt among the hidden
 * tokens of their kind, and each ruleset re-deals its own secrets (its AI face's `determinise`: boarding
 * deals its blips' bug counts from the pool, the hive shuffles its tile stack). What stays is what
 * the heroes' view shows (units, tiles, tokens' places, discards) and the public multisets. Hidden
 * things are put in a canonical order before they are dealt, so a sample depends on the generator
 * and on what the heroes may know only, never on the real arrangement.
 */
export function determinise<S extends AnyState>(state: S, rng: RngState): S {
  const sample = cloneJson(state);
  const world: AnyState = sample;
  const copy = world as WorldSample;
  copy.rng = seedRng(nextInt(rng, 0x7fffffff));
  for (const deck of Object.values(copy.decks)) deck.drawPile = shuffled(rng, canonical(deck.drawPile));
  const face = aiFaceFor(state.ruleset);
  face?.determinise?.(copy, rng);
  redealHiddenTokens(copy, rng, face?.dealtTokens ?? []);
  return sample;
}

/** A pile in sorted order: the multiset the heroes may know, without the order they may not. */
export const canonical = (pile: readonly string[]): string[] => [...pile].sort();

/** Tokens whose contents the heroes may not know. */
export const hiddenFromHeroes = (token: HiddenToken): boolean => !token.revealed && !token.knownBy.includes('heroes');

/** Each kind's hidden contents, shuffled among that kind's hidden tokens (a ruleset may have dealt them already: harmless), but the kinds the face deals itself. */
function redealHiddenTokens(copy: WorldSample, rng: RngState, dealtByFace: readonly string[]): void {
  const byKind = new Map<string, HiddenToken[]>();
  for (const token of copy.tokens) {
    if (!hiddenFromHeroes(token) || dealtByFace.includes(token.kind)) continue;
    const group = byKind.get(token.kind) ?? [];
    group.push(token);
    byKind.set(token.kind, group);
  }
  for (const group of byKind.values()) {
    if (group.length < 2) continue;
    const contents = shuffled(rng, canonical(group.map((t) => JSON.stringify(t.contents))));
    group.forEach((token, i) => ((token as { contents: unknown }).contents = JSON.parse(contents[i] as string)));
  }
}
