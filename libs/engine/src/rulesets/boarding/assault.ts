import { doorBreakRoll } from './numeric-rules';
import { doorLetsThrough } from '../../rules/doors/doors';
import { isActive } from '../../rules/units/unit-status';
import type { Unit } from '../../game/game-state';
import { ruleError, type RuleError } from '../../rules/core/errors';
import { actorPaying, isError, payCost } from './actor';
import { directionTo, edgeOf, facingOf, isBlip, isBug, isTrooper, onBoard, relative, step, unitAt } from './board-state';
import { COST } from './content';
import type { Ctx, Read } from './context';
import { destroyDoor } from './doors';
import { killUnit, setStat } from './effects';
import type { BoardingAction } from './types';
import { closeWindow, FACE, openWindow } from './windows';

type Assault = Extract<BoardingAction, { type: 'assault' }>;
type Face = Extract<BoardingAction, { type: 'face' }>;

/** §7.8 step 1: what is in front — a closed door on the front edge, else the model on the front square. */
function frontOf(read: Pick<Read, 'state' | 'board'>, unit: Unit): { door: number } | { defender: Unit } | null {
  const facing = facingOf(unit);
  const edge = edgeOf(read.board, unit, facing);
  if (edge.wall) return null;
  if (edge.door >= 0) {
    const id = read.board.doors[edge.door]?.id ?? '';
    if (!doorLetsThrough(read.state, id)) return { door: edge.door };
  }
  const ahead = step(unit, facing);
  const defender = unitAt(read.state, ahead.x, ahead.y);
  if (!defender || isBlip(defender) || isTrooper(defender) === isTrooper(unit)) return null;
  return { defender };
}

export function checkAssault(read: Read, action: Assault): RuleError | null {
  const actor = actorPaying(read, action.unit, COST.assault);
  if (isError(actor)) return actor;
  if (isBlip(actor.unit) || !onBoard(actor.unit)) return ruleError('not-allowed', 'Blips cannot attack.');
  return frontOf(read, actor.unit) ? null : ruleError('unknown-target', 'Nothing to attack in the front square.');
}

/** A trooper rolls 1D6; a bug 3D6 and keeps the highest, 2D6 when it defends from its side or rear. */
function closeRoll(c: Ctx, unit: Unit, weakened: boolean): number {
  const dice = c.roll(isTrooper(unit) ? 1 : weakened ? 2 : 3, 'close assault', unit.id);
  return Math.max(0, ...dice);
}

export function resolveAssault(c: Ctx, action: Assault): void {
  const attacker = c.state.units.find((u) => u.id === action.unit) as Unit;
  payCost(c, attacker, COST.assault);
  if (isBug(attacker)) setStat(c, attacker, 'pair', 0);
  const front = frontOf(c, attacker);
  if (!front) return;
  if ('door' in front) {
    if (closeRoll(c, attacker, false) >= doorBreakRoll(c.state)) destroyDoor(c, front.door, 'melee');
    return;
  }
  const { defender } = front;
  // Where the attacker stands, seen from the defender: its front square, or a side or its rear.
  const fromDefender = directionTo(defender, attacker);
  const frontal = relative(facingOf(defender), fromDefender) === 0;
  const a = closeRoll(c, attacker, false);
  const d = closeRoll(c, defender, !frontal && isBug(defender));
  if (a > d) killUnit(c, defender, attacker.id);
  else if (frontal && d > a) killUnit(c, attacker, defender.id);
  else if (!frontal) {
    c.tx.w.set(c.state.ext, 'face', { unit: defender.id, toward: fromDefender });
    openWindow(c.tx, defender.side, FACE, defender.id);
  }
}

export function checkFace(read: Read, action: Face): RuleError | null {
  const face = read.state.ext.face;
  if (read.slot.kind !== 'reaction' || read.slot.window.kind !== FACE || !face || face.unit !== action.unit) {
    return ruleError('wrong-phase', 'No defender may turn to face now.');
  }
  return read.state.units.some((u) => u.id === face.unit && isActive(u)) ? null : ruleError('unknown-unit', 'The defender is gone.');
}

export function resolveFace(c: Ctx, action: Face): void {
  const face = c.state.ext.face;
  const unit = c.state.units.find((u) => u.id === action.unit);
  if (face && unit) {
    setStat(c, unit, 'facing', face.toward);
    c.tx.emit({ type: 'message', text: `${unit.name} turns to face its attacker.` });
  }
  closeWindow(c.tx);
}
