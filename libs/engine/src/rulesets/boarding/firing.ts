import { isActive } from '../../rules/units/unit-status';
import type { Unit } from '../../game/game-state';
import { SIDE_HEROES, EMPTY } from '../../geometry/grid';
import { ruleError, type RuleError } from '../../rules/core/errors';
import { actorOf, actorPaying, isError, payCost } from './actor';
import { cellOf, directionTo, facingOf, isBug, onBoard, relative } from './board-state';
import { COST, RULES, Weapon } from './content';
import type { Ctx, Read } from './context';
import { setStat, unitOnBoard } from './effects';
import { placeOn, stepBlocked } from './movement';
import { normalShot, overwatchShot } from './shots';
import { trooperSees } from './sight';
import type { BoardingAction, Square } from './types';
import { INTERRUPT } from './windows';

type Fire = Extract<BoardingAction, { type: 'fire' | 'fire-sustained' | 'burst-shot' }>;
type MoveFire = Extract<BoardingAction, { type: 'move-fire' }>;

const gunOf = (unit: Unit): number => unit.stats['weapon'] ?? Weapon.Blaster;
const shootsBullets = (unit: Unit): boolean => gunOf(unit) === Weapon.Blaster || gunOf(unit) === Weapon.Gatling;

/** Why the shooter's blaster or gatling cannot fire now (not carried, jammed, empty). */
function gunReady(unit: Unit): RuleError | null {
  if (!shootsBullets(unit)) return ruleError('not-allowed', `${unit.name} carries no blaster or gatling.`);
  if ((unit.stats['jammed'] ?? 0) === 1) return ruleError('not-allowed', `${unit.name}'s weapon is jammed: clear it first.`);
  if (gunOf(unit) === Weapon.Gatling && (unit.stats['ammo'] ?? 0) < 1) return ruleError('no-budget', 'The gatling is empty: reload.');
  return null;
}

/** §5.2: only bugs are shot (a blip in sight has already converted, §12 case 30). */
function targetInSight(read: Read, shooter: Unit, id: string): RuleError | null {
  const target = unitOnBoard(read.state, id);
  if (!target || !isBug(target)) return ruleError('unknown-target', 'Blasters and gatlings fire at bugs on the board.');
  return trooperSees(read.board, read.grid, shooter, target) ? null : ruleError('no-line-of-sight', `${shooter.name} cannot see that bug.`);
}

export function checkFire(read: Read, action: Fire): RuleError | null {
  if (action.type === 'burst-shot') {
    const burst = read.state.ext.burst;
    if (!burst || burst.unit !== action.unit || burst.left < 1) return ruleError('not-allowed', 'No sustained burst is under way.');
  }
  const cost = action.type === 'fire' ? COST.fire : action.type === 'fire-sustained' ? COST.sustained : 0;
  const actor = actorPaying(read, action.unit, cost);
  if (isError(actor)) return actor;
  if (action.type !== 'fire' && gunOf(actor.unit) !== Weapon.Gatling) return ruleError('not-allowed', 'Only a gatling fires sustained.');
  return gunReady(actor.unit) ?? targetInSight(read, actor.unit, action.target);
}

export function resolveFire(c: Ctx, action: Fire): void {
  const unit = c.state.units.find((u) => u.id === action.unit) as Unit;
  const target = unitOnBoard(c.state, action.target) as Unit;
  payCost(c, unit, action.type === 'fire' ? COST.fire : action.type === 'fire-sustained' ? COST.sustained : 0);
  normalShot(c, unit, target);
  const left = action.type === 'fire-sustained' ? RULES.sustainedShots - 1 : action.type === 'burst-shot' ? (c.state.ext.burst?.left ?? 1) - 1 : 0;
  const goesOn = left > 0 && (unit.stats['jammed'] ?? 0) === 0 && (unit.stats['ammo'] ?? 0) > 0;
  c.tx.w.set(c.state.ext, 'burst', goesOn ? { unit: unit.id, left } : null);
}

/** Forward & fire costs 1, backward & fire 2 (§5.1); one single shot from the new square. */
function moveFireCost(unit: Unit, to: Square): number {
  const where = relative(facingOf(unit), directionTo(unit, to));
  return where === 0 ? COST.moveForwardFire : where === 2 ? COST.moveBackwardFire : -1;
}

export function checkMoveFire(read: Read, action: MoveFire): RuleError | null {
  const unit = read.state.units.find((u) => u.id === action.unit);
  if (!unit || !onBoard(unit) || typeof action.to !== 'object' || action.to === null) return ruleError('unknown-unit', 'No such model or square.');
  const cost = moveFireCost(unit, action.to);
  if (cost < 0) return ruleError('not-allowed', 'Move & fire goes one square forward or backward.');
  const actor = actorPaying(read, action.unit, cost);
  if (isError(actor)) return actor;
  const blocked = gunReady(unit) ?? stepBlocked(read, unit, action.to);
  if (blocked) return blocked;
  // Sight from the new square, with the trooper standing there.
  const occupancy = Int8Array.from(read.grid.occupancy ?? []);
  occupancy[cellOf(read.board, unit)] = EMPTY;
  occupancy[cellOf(read.board, action.to)] = SIDE_HEROES;
  const moved: Unit = { ...unit, x: action.to.x, y: action.to.y };
  return targetInSight({ ...read, grid: { ...read.grid, occupancy } }, moved, action.target);
}

export function resolveMoveFire(c: Ctx, action: MoveFire): void {
  const unit = c.state.units.find((u) => u.id === action.unit) as Unit;
  payCost(c, unit, moveFireCost(unit, action.to));
  c.tx.w.set(c.state.ext, 'streak', null);
  placeOn(c, unit, action.to);
  const target = unitOnBoard(c.state, action.target);
  if (target && isActive(unit)) normalShot(c, unit, target);
}

type Simple = Extract<BoardingAction, { type: 'overwatch' | 'clear-jam' | 'reload' }>;

function simpleCost(unit: Unit, type: Simple['type']): number {
  if (type === 'overwatch') return COST.overwatch;
  if (type === 'clear-jam') return gunOf(unit) === Weapon.Gatling ? COST.clearGatling : COST.clearBlaster;
  return gunOf(unit) === Weapon.Missile ? COST.reloadMissile : COST.reloadHeavy;
}

const FULL: Readonly<Record<number, number>> = { [Weapon.Gatling]: 10, [Weapon.Inferno]: 12, [Weapon.Missile]: 4 };

export function checkSimple(read: Read, action: Simple): RuleError | null {
  const unit = actorOf(read, action.unit);
  if (isError(unit)) return unit;
  const actor = actorPaying(read, action.unit, simpleCost(unit, action.type));
  if (isError(actor)) return actor;
  if (action.type === 'overwatch') {
    if (!shootsBullets(unit)) return ruleError('not-allowed', 'Only blasters and gatlings go on overwatch.');
    if ((unit.stats['jammed'] ?? 0) === 1) return ruleError('not-allowed', 'Clear the jam first.');
    return (unit.stats['overwatch'] ?? 0) === 1 ? ruleError('not-allowed', 'Already on overwatch.') : null;
  }
  if (action.type === 'clear-jam') return (unit.stats['jammed'] ?? 0) === 1 ? null : ruleError('not-allowed', 'The weapon is not jammed.');
  const full = FULL[gunOf(unit)];
  if (full === undefined) return ruleError('not-allowed', 'A blaster never reloads.');
  if ((unit.stats['ammo'] ?? 0) >= full) return ruleError('not-allowed', 'The weapon is full.');
  return (unit.stats['reloads'] ?? 0) === 0 ? ruleError('no-budget', 'No reloads left.') : null;
}

export function resolveSimple(c: Ctx, action: Simple): void {
  const unit = c.state.units.find((u) => u.id === action.unit) as Unit;
  payCost(c, unit, simpleCost(unit, action.type));
  if (action.type === 'overwatch') setStat(c, unit, 'overwatch', 1);
  else if (action.type === 'clear-jam') setStat(c, unit, 'jammed', 0);
  else {
    setStat(c, unit, 'ammo', FULL[gunOf(unit)] ?? 0);
    const reloads = unit.stats['reloads'] ?? 0;
    if (reloads > 0) setStat(c, unit, 'reloads', reloads - 1);
  }
  c.tx.emit({ type: 'message', text: `${unit.name}: ${action.type}.` });
}

type OverwatchShot = Extract<BoardingAction, { type: 'overwatch-shot' }>;

/** §7.7: one free shot per overwatcher at the bug whose move or turn opened the window, in LOS within 12. */
export function checkOverwatchShot(read: Read, action: OverwatchShot): RuleError | null {
  const { slot, state } = read;
  if (slot.kind !== 'reaction' || slot.window.kind !== INTERRUPT || slot.window.trigger === null) return ruleError('wrong-phase', 'Nothing has moved.');
  const unit = state.units.find((u) => u.id === action.unit);
  if (!unit || !onBoard(unit) || (unit.stats['overwatch'] ?? 0) !== 1) return ruleError('not-allowed', 'That trooper is not on overwatch.');
  if (state.ext.overwatchFired.includes(unit.id)) return ruleError('not-allowed', 'It already fired at this movement.');
  const ready = gunReady(unit);
  if (ready) return ready;
  const target = unitOnBoard(state, slot.window.trigger);
  if (!target || !isBug(target)) return ruleError('unknown-target', 'The mover is gone.');
  return trooperSees(read.board, read.grid, unit, target, RULES.overwatchRange) ? null : ruleError('out-of-range', 'Not in LOS within 12 squares.');
}

export function resolveOverwatchShot(c: Ctx, action: OverwatchShot): void {
  const unit = c.state.units.find((u) => u.id === action.unit) as Unit;
  const trigger = c.state.turn.reaction?.trigger ?? '';
  const target = unitOnBoard(c.state, trigger) as Unit;
  c.tx.w.push(c.state.ext.overwatchFired, unit.id);
  overwatchShot(c, unit, target);
}
