import type { GameState, Side, Unit } from '../../game/game-state';
import { isDead } from '../units/unit-status';
import { deckView, type DeckView } from '../decks/deck';
import { openDoorIds } from '../doors/doors';
import { viewHeroSheets } from '../heroes/hero-sheet';
import type { Json } from '../state/canonical-hash';
import { cloneJson } from '../state/clone';
import { knowsContents, type HiddenToken } from './hidden-token';
import { entriesOf, putEntry } from '../state/keyed';

/** A token as a side sees it: `contents` is null and `hidden` true when that side may not know them. */
export type TokenView = Omit<HiddenToken, 'contents'> & { readonly contents: Json | null; readonly hidden: boolean };

/**
 * A game state as one side may know it: no generator state or seed (they predict every roll), hidden
 * token contents replaced by a placeholder, decks by counts. Hero bots see only this.
 */
export interface GameView<X extends object = object>
  extends Omit<GameState<X>, 'rng' | 'seed' | 'tokens' | 'decks'> {
  readonly viewer: Side;
  readonly tokens: readonly TokenView[];
  readonly decks: Readonly<Record<string, DeckView>>;
  /** The doors models and sight pass (open or destroyed), derived from `doors` for the screens (`openDoorIds`). */
  readonly openDoors: readonly string[];
}

export function viewTokens(tokens: readonly HiddenToken[], side: Side): TokenView[] {
  // Field by field (the token's own order, then `hidden`) rather than spreads with overrides: a view is
  // taken at every bot decision.
  const out: TokenView[] = new Array<TokenView>(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as HiddenToken;
    const known = knowsContents(token, side);
    const copy: Record<string, unknown> = known ? cloneJson(token as unknown as Record<string, unknown>) : {};
    if (!known) {
      for (const key in token) copy[key] = token[key as keyof HiddenToken];
      copy['knownBy'] = token.knownBy.slice();
      copy['contents'] = null;
    }
    copy['hidden'] = !known;
    out[i] = copy as unknown as TokenView;
  }
  return out;
}

/**
 * The units a side sees: dead ones are left out (the state keeps them, `rules/units/unit-status.ts`). A view
 * shows the units in the game; the `killed` event is how a screen learns one fell.
 */
export function viewUnits(units: readonly Unit[]): readonly Unit[] {
  for (let i = 0; i < units.length; i++) if (isDead(units[i] as Unit)) return units.filter((unit) => !isDead(unit));
  return units;
}

/** Fields of a state that a view replaces or leaves out. */
const NOT_COPIED: ReadonlySet<string> = new Set(['rng', 'seed', 'tokens', 'decks', 'heroSheets', 'ext']);

/** `hideExt` lets a ruleset blank its own secret state (the default keeps `ext` as it is). */
export function viewState<X extends object>(
  state: GameState<X>,
  side: Side,
  hideExt: (ext: X, side: Side) => X = (ext) => ext,
): GameView<X> {
  // Copies throughout: a view must never alias the live state (the UI may keep it while play goes on).
  // Built field by field in the state's key order (no rest/spread copies: bots take a view per decision).
  const view: Record<string, unknown> = {};
  for (const key in state) if (!NOT_COPIED.has(key)) view[key] = cloneJson(key === 'units' ? viewUnits(state.units) : state[key as keyof GameState<X>]);
  const deckViews: Record<string, DeckView> = {};
  for (const [id, deck] of entriesOf(state.decks)) putEntry(deckViews, id, deckView(deck));
  view['viewer'] = side;
  view['tokens'] = viewTokens(state.tokens, side);
  view['decks'] = deckViews;
  // Nothing about a door is secret in any ruleset yet: the view carries the slice whole, plus its open list.
  view['openDoors'] = openDoorIds(state);
  const sheets = viewHeroSheets(state);
  if (sheets) view['heroSheets'] = sheets;
  view['ext'] = cloneJson(hideExt(state.ext, side));
  return view as unknown as GameView<X>;
}
