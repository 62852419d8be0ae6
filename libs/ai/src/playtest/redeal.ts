import { canonicalJson, cloneJson, knowsContents, nextInt, redealHidden as redealWithEngine, seedRng, type HiddenToken, type Json, type RngState, type Side } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import { hiddenSpecOf } from './hidden-spec';

/** A state under construction: the fields a re-deal rewrites, writable. */
type Writable = Omit<AnyState, 'seed' | 'rng' | 'tokens' | 'decks' | 'ext'> & {
  seed: number;
  rng: RngState;
  tokens: (Omit<HiddenToken, 'contents'> & { contents: Json })[];
  decks: Record<string, { drawPile: string[]; owner: Side | null }>;
  ext: Record<string, unknown>;
};

/**
 * Everything `side` may not know replaced by a marker no rule could make: each face-down token's
 * contents, every card of every draw pile, every secret-order list of the ruleset, the generator and
 * the seed. Not a playable state — it is for checking that a view shows none of those (a view of it
 * must equal the view of `state`).
 */
export function taintHidden(state: AnyState, side: Side, rng: RngState): AnyState {
  const copy = cloneJson(state) as unknown as Writable;
  copy.seed = (state.seed ^ 0x5bd1e995) >>> 0;
  copy.rng = seedRng(nextInt(rng, 0x7fffffff));
  copy.tokens.forEach((token, i) => {
    if (!knowsContents(token, side)) token.contents = { secret: `token-${i}` };
  });
  for (const [id, deck] of Object.entries(copy.decks)) deck.drawPile = deck.drawPile.map((_, i) => `secret-${id}-${i}`);
  for (const key of hiddenSpecOf(state.ruleset).secretOrders) {
    const list = copy.ext[key];
    if (Array.isArray(list)) copy.ext[key] = list.map((_, i) => `secret-${key}-${i}`);
  }
  return copy as unknown as AnyState;
}

export interface Redealt {
  readonly state: AnyState;
  /** False when nothing hidden could be dealt differently (every pile and token group the same). */
  readonly changed: boolean;
}

/** What a re-deal may change, as one string. */
const dealt = (state: AnyState): string => canonicalJson({ tokens: state.tokens, decks: state.decks, ext: state.ext, rng: state.rng });

/**
 * Another state the heroes could not tell from `state`: the engine's `redealHidden` (face-down token
 * contents shuffled among the face-down tokens of the same kind, the ruleset's inferable kinds left
 * alone; every draw pile the side does not own and the ruleset's own secrets dealt again), with
 * `generator: 'reseed'` the generator re-seeded (the future dice). The multisets stay the same, so the
 * state stays playable.
 */
export function redealHidden(engine: AnyEngine, state: AnyState, side: Side, rng: RngState, generator: 'keep' | 'reseed'): Redealt {
  const seed = nextInt(rng, 0x7fffffff);
  const options = { ruleset: engine.ruleset, keepGenerator: generator === 'keep', inferableTokens: hiddenSpecOf(state.ruleset).inferableTokens };
  const next = redealWithEngine(state, side, seed, options);
  return { state: next, changed: generator === 'reseed' || dealt(next) !== dealt(state) };
}
