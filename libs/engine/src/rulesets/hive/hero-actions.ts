import type { Direction } from '../../board/direction';
import { DIRECTIONS } from '../../board/direction';
import type { Unit } from '../../game/game-state';
import { ruleError, type RuleError } from '../../rules/core/errors';
import { ITEM_CARDS } from './content';
import { attackError, attackTargets, carriesScientist, chamberAttackError, resolveAttack, resolveChamberAttack } from './combat';
import { ext, moveUnit, spend } from './effects';
import { drawTile, placePendingTile, TILE_DECK } from './exploration';
import { openEdges, type OpenEdge } from './hive-board';
import { giveError, grenadeSquares, healError, resolveGive, resolveHeal, resolveSearch, resolveUse, searchError, tileMates, useError } from './items';
import { heroDestinations, heroPathError, landingCell } from './movement';
import {
  chargeError,
  detonateError,
  endGameError,
  pickUpError,
  resolveCharge,
  resolveDetonate,
  resolveEndGame,
  resolvePickUp,
  resolveWeakPoint,
  weakPointError,
} from './objectives';
import { cellOf, nodeOf, type HiveView } from './queries';
import type { HiveDefinitions, HiveHeroAction, HiveTx } from './types';
import { itemsOf } from '../../rules/heroes/hero-sheet';

/** The Valkyries' actions (Table A1): what is open now, why something is not, and what it does. */


export function exploreEdge(view: HiveView, unit: Unit, side: Direction): OpenEdge | undefined {
  const node = nodeOf(view, unit);
  return openEdges(view.board).find((e) => e.side === side && view.map.node(cellOf(view.board, e)) === node);
}

const pileSize = (view: HiveView): number => view.state.decks[TILE_DECK]?.drawPile.length ?? 0;

/** Why `unit` may not take `action`, as a sentence, or null. */
export function heroActionError(view: HiveView, unit: Unit, action: HiveHeroAction): string | null {
  const pending = view.state.ext.pending;
  if (action.type === 'orient-tile') {
    if (!pending || pending.unit !== unit.id) return 'No drawn tile waits to be oriented.';
    return pending.rotations.includes(action.rotation) ? null : `The tile must connect: rotations ${pending.rotations.join(', ')}.`;
  }
  if (pending) return 'Orient the drawn tile first.';
  switch (action.type) {
    case 'move':
      return heroPathError(view, unit, action.path);
    case 'explore':
      if ((unit.stats['moves'] ?? 0) <= 0) return 'Exploring takes a move action.';
      if (!DIRECTIONS.includes(action.edge) || !exploreEdge(view, unit, action.edge)) return 'There is no open edge that way from here.';
      return pileSize(view) > 0 ? null : 'The tile pile is empty.';
    case 'search':
      return searchError(view, unit);
    case 'attack':
      return attackError(view, unit, action.target, action.die);
    case 'chamber-attack':
      return chamberAttackError(view, unit);
    case 'establish-weak-point':
      return weakPointError(view, unit);
    case 'lay-charge':
      return chargeError(view, unit);
    case 'detonate':
      return detonateError(view);
    case 'pick-up-scientist':
      return pickUpError(view, unit);
    case 'end-game':
      return endGameError(view);
    case 'heal':
      return healError(view, unit, action.target);
    case 'give-item':
      return giveError(view, unit, action.item, action.to);
    case 'use-item':
      return useError(view, unit, action.item, action.target, action.at);
  }
}

export function heroActionCheck(view: HiveView, unit: Unit, action: HiveHeroAction): RuleError | null {
  if (action.unit !== unit.id) return ruleError('not-activated', `It is ${unit.name}'s turn.`);
  const message = heroActionError(view, unit, action);
  if (message === null) return null;
  if (/line of sight/.test(message)) return ruleError('no-line-of-sight', message);
  if (/range|reaches|squares away/.test(message)) return ruleError('out-of-range', message);
  if (/left|takes a move|takes an attack/.test(message)) return ruleError('no-budget', message);
  if (/bugs|occupied|another figure/.test(message)) return ruleError('blocked', message);
  return ruleError('not-allowed', message);
}

/**
 * Everything `unit` may do now (one shortest path per reachable square; one action per target).
 * Actions are written out as literals (type, side, unit, then the action's own fields): bots list
 * them at every decision, and spreading a shared base into each was a measurable part of it.
 */
export function listHeroActions(view: HiveView, unit: Unit): HiveHeroAction[] {
  const side = 'heroes' as const;
  const id = unit.id;
  const pending = view.state.ext.pending;
  if (pending) return pending.unit === id ? pending.rotations.map((rotation) => ({ type: 'orient-tile', side, unit: id, rotation })) : [];
  const out: HiveHeroAction[] = [];
  for (const path of heroDestinations(view, unit)) out.push({ type: 'move', side, unit: id, path });
  for (const edge of DIRECTIONS) pushIfLegal(out, view, unit, { type: 'explore', side, unit: id, edge });
  pushIfLegal(out, view, unit, { type: 'search', side, unit: id });
  for (const target of attackTargets(view, unit, 'own')) out.push({ type: 'attack', side, unit: id, target, die: 'own' });
  if (carriesScientist(view, unit)) for (const target of attackTargets(view, unit, 'lj')) out.push({ type: 'attack', side, unit: id, target, die: 'lj' });
  for (const type of OBJECTIVE_ACTIONS) pushIfLegal(out, view, unit, { type, side, unit: id });
  const mates = tileMates(view, unit);
  for (const mate of mates) pushIfLegal(out, view, unit, { type: 'heal', side, unit: id, target: mate.id });
  const items = itemsOf(view.state, id);
  if (items.length === 0) return out;
  const held = [...new Set(items)].filter((item) => ITEM_CARDS.has(item));
  for (const item of held) {
    for (const mate of mates) if (mate.id !== id) out.push({ type: 'give-item', side, unit: id, item, to: mate.id });
    if (item === 'medkit') {
      for (const mate of mates) if (mate.health < (mate.stats['maxHealth'] ?? mate.health)) pushIfLegal(out, view, unit, { type: 'use-item', side, unit: id, item, target: mate.id });
    } else if (item === 'frag-grenade') {
      if ((unit.stats['attacks'] ?? 0) > 0) for (const at of grenadeSquares(view, unit)) out.push({ type: 'use-item', side, unit: id, item, at });
    } else pushIfLegal(out, view, unit, { type: 'use-item', side, unit: id, item });
  }
  return out;
}

/** Adds `action` when it is legal (a function of the module, not a closure made per listing). */
function pushIfLegal(out: HiveHeroAction[], view: HiveView, unit: Unit, action: HiveHeroAction): void {
  if (heroActionError(view, unit, action) === null) out.push(action);
}

const OBJECTIVE_ACTIONS = ['chamber-attack', 'establish-weak-point', 'lay-charge', 'detonate', 'pick-up-scientist', 'end-game'] as const;

export function resolveHeroAction(tx: HiveTx, defs: HiveDefinitions, view: () => HiveView, unit: Unit, action: HiveHeroAction): void {
  const v = view();
  switch (action.type) {
    case 'move': {
      spend(tx, unit, 'moves', action.path.length - 1);
      const nodes = action.path.map((at) => v.map.node(cellOf(v.board, at)));
      const last = nodes[nodes.length - 1] as number;
      const from = nodes[nodes.length - 2] as number;
      const cell = last === v.map.hubNode && v.map.inHub(cellOf(v.board, unit)) ? cellOf(v.board, unit) : landingCell(v, last, from);
      moveUnit(tx, unit, cell, v, action.path);
      return;
    }
    case 'explore': {
      const edge = exploreEdge(v, unit, action.edge) as OpenEdge;
      spend(tx, unit, 'moves');
      const pending = drawTile(tx, defs, v, unit.id, { x: edge.x, y: edge.y }, edge.side);
      if (!pending) {
        spend(tx, unit, 'moves', -1);
        tx.emit({ type: 'message', text: 'No tile in the pile can connect here.' });
      } else if (pending.rotations.length === 1) placePendingTile(tx, defs, view, pending, pending.rotations[0] ?? 0);
      else tx.w.set(ext(tx), 'pending', pending);
      return;
    }
    case 'orient-tile': {
      const pending = tx.state.ext.pending;
      if (pending) placePendingTile(tx, defs, view, pending, action.rotation);
      return;
    }
    case 'search':
      return resolveSearch(tx, v, unit);
    case 'attack':
      return resolveAttack(tx, v, unit, action.target, action.die);
    case 'chamber-attack':
      return resolveChamberAttack(tx, v, unit);
    case 'establish-weak-point':
      return resolveWeakPoint(tx, v, unit);
    case 'lay-charge':
      return resolveCharge(tx, v, unit);
    case 'detonate':
      return resolveDetonate(tx, v, unit);
    case 'pick-up-scientist':
      return resolvePickUp(tx, v, unit);
    case 'end-game':
      return resolveEndGame(tx, v);
    case 'heal':
      return resolveHeal(tx, unit, action.target);
    case 'give-item':
      return resolveGive(tx, unit, action.item, action.to);
    case 'use-item':
      return resolveUse(tx, v, unit, action.item, action.target, action.at);
  }
}
