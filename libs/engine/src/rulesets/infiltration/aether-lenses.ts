// infiltration.md §11.1 Aether Lenses (a persistent aether item, Use an Item): target the hero's tile or an
// adjacent one, ignoring line of sight; roll 2 aether dice and reveal as many face-down room features and items
// there as the result (`★`: all of them). A feature revealed flips and triggers (room-features.ts); an item turns
// face up; a spawn token's card is drawn now and kept face up with it (spawning.ts spawns from it when it triggers).
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { drawCard } from '../../rules/decks/deck';
import { holdsItem } from '../../rules/heroes/hero-sheet';
import { revealToken } from '../../rules/hidden/hidden-token';
import type { HiddenToken } from '../../rules/hidden/hidden-token-state';
import { DECKS } from './content';
import type { Ctx } from './context';
import { isStar, isSurge, roll, scoreOf } from './dice-tests';
import { ITEM_TOKEN_KINDS } from './item-content';
import { ROOM_FEATURE_TOKEN } from './room-feature-data';
import { triggerFeature, type SpawnGroup } from './room-features';
import { areaOf } from './space';
import { SPAWN_TOKEN } from './spawning';
import { statsOf, type InfiltrationAction, type InfiltrationState } from './types';
import { takeWoundCard } from './wounds';

export const LENSES = 'aether-lenses';
/** §11.1 Proposed: the Lenses roll 2 aether dice. */
export const LENSES_DICE = 2;
/** The hero's stat once a `⚡` drained the Lenses (§5.3: not usable until cleared). */
export const LENSES_DRAINED = 'lensesDrained';

type UseAction = Extract<InfiltrationAction, { type: 'use' }>;

/** The board tile a cell lies on (its room or corridor, §7.1), or -1. */
const tileAt = (board: Board, x: number, y: number): number =>
  x < 0 || y < 0 || x >= board.width || y >= board.height ? -1 : (board.tileOf[y * board.width + x] ?? -1);

/** The hero's tile and those sharing an edge with it. */
export function lensesTiles(board: Board, hero: Pick<Unit, 'x' | 'y'>): number[] {
  const own = tileAt(board, hero.x, hero.y);
  if (own < 0) return [];
  const tiles = new Set<number>([own]);
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      if (tileAt(board, x, y) !== own) continue;
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        const next = tileAt(board, x + dx, y + dy);
        if (next >= 0) tiles.add(next);
      }
    }
  }
  return [...tiles].sort((a, b) => a - b);
}

/** Face-down room features, items, then spawn tokens, on a tile (the order the Lenses reveal them in). */
export function hiddenOnTile(state: InfiltrationState, board: Board, tile: number): HiddenToken[] {
  const on = state.tokens.filter((t) => !t.revealed && tileAt(board, t.x, t.y) === tile);
  return [...on.filter((t) => t.kind === ROOM_FEATURE_TOKEN), ...on.filter((t) => ITEM_TOKEN_KINDS.has(t.kind)), ...on.filter((t) => t.kind === SPAWN_TOKEN)];
}

/** §11.1: a spawn token seen through the Lenses: its spawn card drawn now, face up with it until it triggers. */
function foreseeSpawn(c: Ctx, token: HiddenToken): void {
  const card = drawCard(c.tx, DECKS.spawn);
  const level = (token.contents as { level?: unknown } | null)?.level ?? 1;
  if (card !== null) c.tx.w.set(token, 'contents', { level: typeof level === 'number' ? level : 1, card });
  revealToken(c.tx, token.id);
}

/** The area that names a tile in the action (its first area): the Use an Item action carries an area. */
const firstAreaOf = (board: Board, tile: number): number => board.zones.findIndex((z) => z.tile === tile);

/**
 * The Lenses' Use an Item actions: one per tile in reach with something face down on it (§6.10 Proposed: no
 * limit per turn; a drained pair waits for its drain to be cleared).
 */
export function lensesActions(state: InfiltrationState, board: Board, hero: Unit): UseAction[] {
  if (!holdsItem(state, hero.id, LENSES) || (hero.stats[LENSES_DRAINED] ?? 0) > 0) return [];
  if (areaOf(board, hero) < 0) return [];
  return lensesTiles(board, hero)
    .filter((tile) => hiddenOnTile(state, board, tile).length > 0)
    .map((tile) => ({ type: 'use', side: 'heroes', unit: hero.id, item: LENSES, area: firstAreaOf(board, tile) }) as const)
    .filter((a) => a.area >= 0);
}

/**
 * §11.1 and §5.3: each `★` counts 2 and first cancels a `⚡` (as on defence); a `★` left reveals everything on the
 * tile; a `⚡` left backfires (a permanent wound) and drains the Lenses. The reveals come before the backfire.
 */
export function aetherLenses(c: Ctx, hero: Unit, area: number, spawn: SpawnGroup): void {
  const tile = c.board.zones[area]?.tile ?? -1;
  const dice = roll(c, 'aether', LENSES_DICE, 'aether lenses', hero.id);
  const stars = dice.filter(isStar).length;
  const surges = dice.filter(isSurge).length;
  const cancelled = Math.min(stars, surges);
  const hidden = hiddenOnTile(c.state, c.board, tile);
  const count = stars > cancelled ? hidden.length : Math.min(hidden.length, scoreOf(dice));
  c.tx.emit({ type: 'message', title: 'Aether Lenses', text: `${hero.name} sees through the walls: ${count} thing${count === 1 ? '' : 's'} revealed.` });
  for (const token of hidden.slice(0, count)) {
    if (token.kind === SPAWN_TOKEN) foreseeSpawn(c, token);
    else revealToken(c.tx, token.id);
    if (token.kind === ROOM_FEATURE_TOKEN) triggerFeature(c, token, spawn);
  }
  if (surges - cancelled > 0) {
    for (let left = surges - cancelled; left > 0; left--) takeWoundCard(c, hero, () => true);
    c.tx.w.set(statsOf(hero), LENSES_DRAINED, 1);
    c.tx.emit({ type: 'message', title: 'Aether Lenses', text: `The Lenses surge: ${hero.name} is hurt and the Lenses are drained.` });
  }
}
