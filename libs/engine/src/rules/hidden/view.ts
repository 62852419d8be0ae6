import type { GameState, Side } from '../../game/game-state';
import { deckView, type DeckView } from '../decks/deck';
import type { Json } from '../state/canonical-hash';
import { cloneJson } from '../state/clone';
import { knowsContents, type HiddenToken } from './hidden-token';

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
}

export function viewTokens(tokens: readonly HiddenToken[], side: Side): TokenView[] {
  return tokens.map((token) =>
    knowsContents(token, side)
      ? { ...cloneJson(token), hidden: false }
      : { ...token, knownBy: token.knownBy.slice(), contents: null, hidden: true },
  );
}

/** `hideExt` lets a ruleset blank its own secret state (the default keeps `ext` as it is). */
export function viewState<X extends object>(
  state: GameState<X>,
  side: Side,
  hideExt: (ext: X, side: Side) => X = (ext) => ext,
): GameView<X> {
  const { rng: _rng, seed: _seed, tokens, decks, ext, ...open } = state;
  void _rng;
  void _seed;
  // Copies throughout: a view must never alias the live state (the UI may keep it while play goes on).
  const deckViews: Record<string, DeckView> = {};
  for (const [id, deck] of Object.entries(decks)) deckViews[id] = deckView(deck);
  return {
    ...cloneJson(open),
    viewer: side,
    tokens: viewTokens(tokens, side),
    decks: deckViews,
    ext: cloneJson(hideExt(ext, side)),
  };
}
