import type { Unit } from '../../game/game-state';
import { drawCard } from '../../rules/decks/deck';
import { removeToken } from '../../rules/hidden/hidden-token';
import { D6 } from '../../rules/random/dice';
import { unitById } from '../../rules/core/turn-machine';
import type { Cell } from '../../rules/core/events';
import {
  ARMOUR_HEALTH,
  GRENADE_HITS_ON,
  GRENADE_RANGE,
  ITEM_CARDS,
  MAGAZINE_ATTACKS,
  MEDIC,
  MEDKIT_HEAL,
  STIM_MOVES,
} from './content';
import { damage, ext, setStat, spend } from './effects';
import { gainItem, giveItem, holdsItem, loseItem } from '../../rules/heroes/hero-sheet';
import { ITEM_DECK_ID } from './exploration';
import { bugs, cellOf, cellXY, nodeOf, valkyries, type HiveView } from './queries';
import type { HiveTx } from './types';

/** Searching, items (§3.6, §11 G4), trading, and Ellie-May's healing (§11 G1). */

const tileIndex = (view: HiveView, unit: { x: number; y: number }): number => view.board.tileOf[cellOf(view.board, unit)] ?? -1;

export const itemToken = (view: HiveView, unit: Unit) => {
  const tile = tileIndex(view, unit);
  return view.state.tokens.find((t) => t.kind === 'item' && tileIndex(view, t) === tile);
};

export function searchError(view: HiveView, unit: Unit): string | null {
  if ((unit.stats['moves'] ?? 0) <= 0) return 'Searching takes a move action.';
  if (view.state.ext.searchedThisTurn.includes(tileIndex(view, unit))) return 'This tile was already searched this turn.';
  return itemToken(view, unit) ? null : 'This tile has no item token.';
}

/** §5: the token goes; the top item card (if any, §11 G8) joins the searcher's inventory. */
export function resolveSearch(tx: HiveTx, view: HiveView, unit: Unit): void {
  const token = itemToken(view, unit);
  spend(tx, unit, 'moves');
  tx.w.push(ext(tx).searchedThisTurn as number[], tileIndex(view, unit));
  if (token) removeToken(tx, token.id);
  const card = drawCard(tx, ITEM_DECK_ID);
  if (card !== null) gainItem(tx, unit.id, card);
  else tx.emit({ type: 'message', text: 'The item deck is empty: the search finds nothing.' });
}

const holds = (view: HiveView, unit: Unit, item: string): boolean => holdsItem(view.state, unit.id, item);
const sameTile = (view: HiveView, a: Unit, b: Unit): boolean => tileIndex(view, a) === tileIndex(view, b);

export function giveError(view: HiveView, unit: Unit, item: string, to: string): string | null {
  if (!holds(view, unit, item)) return `${unit.name} does not carry ${item}.`;
  const other = unitById(view.state, to);
  if (!other || other.side !== 'heroes' || other.id === unit.id) return 'Give items to another Valkyrie.';
  return sameTile(view, unit, other) ? null : 'Items are traded within one tile.';
}

export function resolveGive(tx: HiveTx, unit: Unit, item: string, to: string): void {
  giveItem(tx, unit.id, to, item);
}

/** Frag grenade squares: nodes in sight within 6 with a bug on or next to them. */
export function grenadeSquares(view: HiveView, unit: Unit): Cell[] {
  const out: Cell[] = [];
  const bugNodes = new Set(bugs(view.state).map((b) => nodeOf(view, b)));
  for (const [node, range] of view.map.sight(nodeOf(view, unit))) {
    if (range > GRENADE_RANGE || view.board.cells[node] !== 1) continue;
    if (bugNodes.has(node) || view.map.neighbours(node).some((n) => bugNodes.has(n))) out.push(cellXY(view.board, node));
  }
  return out;
}

export function useError(view: HiveView, unit: Unit, item: string, target: string | undefined, at: Cell | undefined): string | null {
  if (!holds(view, unit, item) || !ITEM_CARDS.has(item)) return `${unit.name} does not carry ${item}.`;
  if (item === 'medkit') {
    const other = target === undefined ? undefined : unitById(view.state, target);
    return other && other.side === 'heroes' && sameTile(view, unit, other) ? null : 'A Medkit heals a Valkyrie on the same tile.';
  }
  if (item === 'frag-grenade') {
    if ((unit.stats['attacks'] ?? 0) <= 0) return 'Throwing a grenade takes an attack.';
    if (!at || typeof at.x !== 'number' || typeof at.y !== 'number') return 'Choose a square for the grenade.';
    const range = view.map.sight(nodeOf(view, unit)).get(view.map.node(cellOf(view.board, at)));
    return range !== undefined && range <= GRENADE_RANGE && view.board.cells[cellOf(view.board, at)] === 1 ? null : 'The grenade needs a square in sight within 6.';
  }
  return null;
}

export function resolveUse(tx: HiveTx, view: HiveView, unit: Unit, item: string, target: string | undefined, at: Cell | undefined): void {
  loseItem(tx, unit.id, item);
  tx.emit({ type: 'card-discarded', deck: ITEM_DECK_ID, card: item });
  switch (item) {
    case 'medkit': {
      const other = unitById(tx.state, target ?? '');
      if (other) heal(tx, other, MEDKIT_HEAL);
      break;
    }
    case 'stim':
      spend(tx, unit, 'moves', -STIM_MOVES);
      break;
    case 'extra-magazine':
      spend(tx, unit, 'attacks', -MAGAZINE_ATTACKS);
      break;
    case 'acid-rounds':
      setStat(tx, unit, 'acid', 1);
      break;
    case 'armour-plate':
      setStat(tx, unit, 'maxHealth', (unit.stats['maxHealth'] ?? unit.health) + ARMOUR_HEALTH);
      tx.w.set(unit, 'health', unit.health + ARMOUR_HEALTH);
      break;
    case 'frag-grenade': {
      spend(tx, unit, 'attacks');
      const centre = view.map.node(cellOf(view.board, at ?? unit));
      const hit = new Set([centre, ...view.map.neighbours(centre)]);
      for (const bug of bugs(tx.state).filter((b) => hit.has(nodeOf(view, b)))) {
        const [die] = tx.random.roll(D6, 1, 'grenade', unit.id);
        if ((die?.value ?? 0) >= GRENADE_HITS_ON) damage(tx, bug, 1, unit.id);
      }
      break;
    }
  }
}

function heal(tx: HiveTx, unit: Unit, amount: number): void {
  const max = unit.stats['maxHealth'] ?? unit.health;
  tx.w.set(unit, 'health', Math.min(max, unit.health + amount));
}

export function healError(view: HiveView, unit: Unit, target: string): string | null {
  if (unit.kind !== MEDIC) return 'Only the Medic heals.';
  if ((unit.stats['healed'] ?? 0) > 0) return 'The Medic heals once per turn.';
  if ((unit.stats['moves'] ?? 0) <= 0) return 'Healing takes a move action.';
  const other = unitById(view.state, target);
  if (!other || other.side !== 'heroes' || !sameTile(view, unit, other)) return 'Heal a Valkyrie on the same tile.';
  return other.health < (other.stats['maxHealth'] ?? other.health) ? null : `${other.name} is unhurt.`;
}

export function resolveHeal(tx: HiveTx, unit: Unit, target: string): void {
  spend(tx, unit, 'moves');
  setStat(tx, unit, 'healed', 1);
  const other = unitById(tx.state, target);
  if (other) heal(tx, other, 1);
}

/** Valkyries on `unit`'s tile (herself included). */
export const tileMates = (view: HiveView, unit: Unit): Unit[] => valkyries(view.state).filter((v) => sameTile(view, unit, v));
