import { cloneJson, knowsContents, nextInt, seedRng, shuffled, type HiddenToken, type Json, type RngState, type Side } from '@breachline/engine';
import type { AnyState } from '../bots/controller';
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

/**
 * Another state the heroes could not tell from `state`: face-down token contents shuffled among the
 * face-down tokens of the same kind (the ruleset's inferable kinds left alone), every draw pile the side
 * does not own and every secret-order list shuffled, and with `generator: 'reseed'` the generator re-seeded (the future
 * dice). The multisets stay the same, so the state stays playable.
 */
export function redealHidden(state: AnyState, side: Side, rng: RngState, generator: 'keep' | 'reseed'): Redealt {
  const copy = cloneJson(state) as unknown as Writable;
  const spec = hiddenSpecOf(state.ruleset);
  let changed = false;
  const reorder = <T>(items: readonly T[]): T[] => {
    const next = shuffled(rng, items);
    if (!changed && next.some((item, i) => JSON.stringify(item) !== JSON.stringify(items[i]))) changed = true;
    return next;
  };
  const groups = new Map<string, Writable['tokens']>();
  for (const token of copy.tokens) {
    if (knowsContents(token, side) || spec.inferableTokens.includes(token.kind)) continue;
    const group = groups.get(token.kind) ?? [];
    group.push(token);
    groups.set(token.kind, group);
  }
  for (const group of groups.values()) {
    const contents = reorder(group.map((token) => token.contents));
    group.forEach((token, i) => (token.contents = contents[i] as Json));
  }
  // A deck's owner may look at its pile (peekDeck): its order is theirs to know.
  for (const deck of Object.values(copy.decks)) if (deck.owner !== side) deck.drawPile = reorder(deck.drawPile);
  for (const key of spec.secretOrders) {
    const list = copy.ext[key];
    if (Array.isArray(list)) copy.ext[key] = reorder(list);
  }
  if (generator === 'reseed') {
    copy.rng = seedRng(nextInt(rng, 0x7fffffff));
    changed = true;
  }
  return { state: copy as unknown as AnyState, changed };
}
