import type { GameState, Side } from '../../game/game-state';
import type { ActionBase } from '../core/actions';
import type { Engine } from '../core/engine';
import { eventsForSide, type GameEvent } from '../core/events';
import type { Ruleset } from '../core/ruleset';
import { seedRng } from '../random/rng';
import { shuffled } from '../random/shuffle';
import { canonicalJson } from '../state/canonical-hash';
import { cloneJson } from '../state/clone';
import { knowsContents, type HiddenToken } from './hidden-token';
import { entriesOf, putEntry } from '../state/keyed';

export interface RedealOptions<X extends object> {
  /** The ruleset's own secrets in `ext` (its `redealExt`); without it `ext` is kept as it is. */
  readonly ruleset?: Pick<Ruleset<X>, 'redealExt'>;
  /** Keep the state's generator (same future dice) instead of seeding a fresh one. Default false. */
  readonly keepGenerator?: boolean;
  /**
   * Token kinds whose face-down contents follow from what `side` saw (the hive's spawn tokens hold the
   * edge and round they were placed with): left alone, since re-dealing them would make a state `side`
   * knows is impossible.
   */
  readonly inferableTokens?: readonly string[];
}

/**
 * Another state `side` cannot tell from `state`: everything that side may not know is dealt again
 * from a generator seeded with `seed`, everything it may know is kept. Dealt again:
 * - the contents of face-down tokens `side` does not know, permuted among the tokens of one kind
 *   (but for `inferableTokens`);
 * - the order of every draw pile but those `side` owns (no view shows it; an owner may peek);
 * - the generator (the future dice), unless `keepGenerator`;
 * - the ruleset's own secrets in `ext` (`ruleset.redealExt`, e.g. the hive's stack of chamber titles).
 * Uses: a hero bot samples the states it may be in (determinisation); a test or fuzzer checks that
 * `side`'s observation is the same for both states (see `hiddenLeak`). Never changes `state`.
 */
export function redealHidden<X extends object>(state: GameState<X>, side: Side, seed: number, options: RedealOptions<X> = {}): GameState<X> {
  const rng = seedRng(seed);
  const shuffle = <T>(items: readonly T[]): T[] => shuffled(rng, items);
  const next = cloneJson(state) as { -readonly [K in keyof GameState<X>]: GameState<X>[K] };
  const unknown = new Map<string, number[]>();
  next.tokens.forEach((token, i) => {
    if (knowsContents(token, side) || options.inferableTokens?.includes(token.kind)) return;
    const same = unknown.get(token.kind) ?? [];
    same.push(i);
    unknown.set(token.kind, same);
  });
  const tokens = next.tokens.slice();
  for (const indices of unknown.values()) {
    const contents = shuffle(indices.map((i) => (tokens[i] as HiddenToken).contents));
    indices.forEach((i, k) => (tokens[i] = { ...(tokens[i] as HiddenToken), contents: contents[k] ?? null }));
  }
  next.tokens = tokens;
  const decks = { ...next.decks };
  for (const [id, deck] of entriesOf(decks)) if (deck.owner !== side) putEntry(decks, id, { ...deck, drawPile: shuffle(deck.drawPile) });
  next.decks = decks;
  if (!options.keepGenerator) next.rng = seedRng(seed ^ 0x5bd1e995);
  const redealExt = options.ruleset?.redealExt;
  if (redealExt) next.ext = redealExt(next.ext, side, shuffle);
  return next as GameState<X>;
}

/** Events after which `side` has legitimately learnt something hidden (a token turned, a card shown). */
const REVEALS = (event: GameEvent): boolean =>
  event.type === 'revealed' || event.type === 'tile-placed' || (event.type === 'card-drawn' && event.card !== null);

/**
 * Whether `side` could tell `state` from a redeal of it (`redealHidden`) before or while `action` is
 * played: its view, its legal actions when it is to act, and its events up to the first one that
 * reveals something by the rules (a token turned over, a card drawn face up, a tile placed), then its
 * view after the action when nothing was revealed. The generator is kept, so dice rolled in the open
 * agree. Returns what differed (a leak of hidden information), or null. For tests and fuzzing.
 */
export function hiddenLeak<X extends object, A extends ActionBase>(
  engine: Engine<X, A>,
  state: GameState<X>,
  side: Side,
  action: unknown,
  seed: number,
): string | null {
  const other = redealHidden(state, side, seed, { ruleset: engine.ruleset, keepGenerator: true });
  const seen = (s: GameState<X>): string => canonicalJson(engine.view(s, side));
  if (seen(state) !== seen(other)) return `the ${side}' view shows something dealt at random: ${firstDifference(seen(state), seen(other))}`;
  if (engine.sideToAct(state) === side) {
    const legal = (s: GameState<X>) => canonicalJson(engine.legalActions(s));
    if (legal(state) !== legal(other)) return `the ${side}' legal actions depend on hidden contents: ${firstDifference(legal(state), legal(other))}`;
  }
  const a = engine.apply(state, action);
  const b = engine.apply(other, action);
  if ('error' in a || 'error' in b) return 'error' in a === 'error' in b ? null : 'the action is legal in only one of two states the side cannot tell apart';
  const ea = eventsForSide(a.events, side);
  const eb = eventsForSide(b.events, side);
  for (let i = 0; i < Math.max(ea.length, eb.length); i++) {
    const reveal = ea[i] !== undefined && REVEALS(ea[i] as GameEvent);
    // A reveal shows what was dealt: the two states agree on what is revealed, not on what it shows.
    const x = canonicalJson(reveal ? { ...ea[i], card: null, contents: null, tile: null } : (ea[i] ?? null));
    const y = canonicalJson(reveal ? { ...eb[i], card: null, contents: null, tile: null } : (eb[i] ?? null));
    if (x !== y) return `event ${i} differs for the ${side}: ${x} / ${y}`;
    if (reveal) return null;
  }
  if (seen(a.state) !== seen(b.state)) return `the ${side}' view after the action differs with nothing revealed: ${firstDifference(seen(a.state), seen(b.state))}`;
  return null;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 60), i + 40)}… / …${b.slice(Math.max(0, i - 60), i + 40)}…`;
}
