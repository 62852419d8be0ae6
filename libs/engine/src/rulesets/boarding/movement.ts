import { stepKeepsToward } from '../../mission/move-toward';
import type { Unit } from '../../game/game-state';
import { ruleError, type RuleError } from '../../rules/core/errors';
import { actorPaying, isError, payCost } from './actor';
import { directionTo, edgePasses, facingOf, isBlip, isBug, isTrooper, onBoard, relative, unitAt } from './board-state';
import { BUG_AP, COST } from './content';
import type { Ctx, Read } from './context';
import { setStat } from './effects';
import { burnEntering } from './inferno';
import type { BoardingAction, Facing, Square } from './types';

type Move = Extract<BoardingAction, { type: 'move' }>;
type Turn = Extract<BoardingAction, { type: 'turn' }>;

/** §5.1: what one square's move costs this model, by where the square lies from its facing. */
export function moveCost(unit: Unit, to: Square): number {
  if (isBlip(unit)) return COST.blip.forward;
  const where = relative(facingOf(unit), directionTo(unit, to));
  const table = isTrooper(unit) ? COST.trooper : COST.bug;
  return where === 0 ? table.forward : where === 2 ? table.backward : table.sideways;
}

/** §5.1: a turn's cost; a bug's second 90° turn in a row completes a 180° and costs 1 (footnote). */
export function turnCost(unit: Unit, facing: Facing): number {
  const quarter = relative(facingOf(unit), facing);
  if (isTrooper(unit)) return quarter === 2 ? COST.trooper.turn180 : COST.trooper.turn90;
  if (quarter === 2) return COST.bug.turn180;
  return (unit.stats['pair'] ?? 0) === 1 ? COST.bug.turn90Pair : COST.bug.turn90;
}

/** Why `unit` may not step onto `to` (§6.1): not adjacent, wall, closed door, occupied; or away from a place it must move toward. */
export function stepBlocked(read: Read, unit: Unit, to: Square): RuleError | null {
  if (!onBoard(unit)) return ruleError('not-allowed', `${unit.name} is not on the board.`);
  const d = directionTo(unit, to);
  if (d < 0) return ruleError('out-of-range', 'Models move one square orthogonally.');
  if (!edgePasses(read.state, read.board, unit, d)) return ruleError('blocked', 'A wall or a closed door is in the way.');
  if (unitAt(read.state, to.x, to.y)) return ruleError('occupied', 'Another model stands there.');
  // A mission's "must move toward" orders (mission/move-toward.ts): every step nearer the place.
  if (!stepKeepsToward(read.state, read.board, unit, to)) return ruleError('not-allowed', `${unit.name} must move toward the place the mission named.`);
  return null;
}

export function checkMove(read: Read, action: Move): RuleError | null {
  const unit = read.state.units.find((u) => u.id === action.unit);
  if (!unit || typeof action.to !== 'object' || action.to === null) return ruleError('unknown-unit', 'No such model or square.');
  const blocked = stepBlocked(read, unit, action.to);
  if (blocked) return blocked;
  const actor = actorPaying(read, action.unit, moveCost(unit, action.to));
  return isError(actor) ? actor : null;
}

/** Puts a model on a square and rolls for any inferno marker there (§6.1). */
export function placeOn(c: Ctx, unit: Unit, to: Square): void {
  const from = { x: unit.x, y: unit.y };
  c.tx.w.set(unit, 'x', to.x);
  c.tx.w.set(unit, 'y', to.y);
  c.tx.emit({ type: 'moved', unit: unit.id, path: from.x >= 0 ? [from, to] : [to] });
  burnEntering(c, unit);
}

export function resolveMove(c: Ctx, action: Move): void {
  const unit = c.state.units.find((u) => u.id === action.unit) as Unit;
  payCost(c, unit, moveCost(unit, action.to));
  if (isBug(unit)) setStat(c, unit, 'pair', 0);
  placeOn(c, unit, action.to);
  if (isBug(unit)) c.moved = unit.id;
}

export function checkTurn(read: Read, action: Turn): RuleError | null {
  const unit = read.state.units.find((u) => u.id === action.unit);
  if (!unit || isBlip(unit) || !onBoard(unit)) return ruleError('not-allowed', 'Only troopers and bugs on the board turn (blips have no facing).');
  if (action.facing !== 0 && action.facing !== 1 && action.facing !== 2 && action.facing !== 3) return ruleError('malformed-action', 'Facing is 0–3.');
  if (action.facing === facingOf(unit)) return ruleError('not-allowed', 'It already faces that way.');
  const actor = actorPaying(read, action.unit, turnCost(unit, action.facing));
  return isError(actor) ? actor : null;
}

export function resolveTurn(c: Ctx, action: Turn): void {
  const unit = c.state.units.find((u) => u.id === action.unit) as Unit;
  const cost = turnCost(unit, action.facing);
  const quarter = relative(facingOf(unit), action.facing);
  payCost(c, unit, cost);
  if (isBug(unit)) setStat(c, unit, 'pair', quarter !== 2 && (unit.stats['pair'] ?? 0) === 0 ? 1 : 0);
  setStat(c, unit, 'facing', action.facing);
  c.tx.emit({ type: 'message', text: `${unit.name} turns to face ${['north', 'east', 'south', 'west'][action.facing] ?? ''}.` });
  if (isBug(unit)) c.moved = unit.id;
}

/** A fresh activation's budget (§4: troopers 4 AP, bugs and blips 6). */
export function activationAp(unit: Unit): number {
  return isTrooper(unit) ? 4 : BUG_AP;
}
