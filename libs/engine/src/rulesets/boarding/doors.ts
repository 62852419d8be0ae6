import type { Unit } from '../../game/game-state';
import { ruleError, type RuleError } from '../../rules/core/errors';
import { actorPaying, isError, payCost } from './actor';
import { edgeOf, facingOf, isBlip, onBoard } from './board-state';
import { COST } from './content';
import type { Ctx, Read } from './context';
import { setStat } from './effects';
import type { BoardingAction } from './types';
import { doorHeldShut } from '../../mission/door-effects';

type DoorAction = Extract<BoardingAction, { type: 'door' }>;

/**
 * The doors a model may open or close (§5.2): troopers and bugs the door on the edge they face,
 * blips any door on an edge of their square. Doors stand on edges here, so "a model in the door's
 * square" never stops a door closing.
 */
export function reachableDoors(read: Read, unit: Unit): number[] {
  if (!onBoard(unit)) return [];
  const directions = isBlip(unit) ? [0, 1, 2, 3] : [facingOf(unit)];
  const doors: number[] = [];
  for (const d of directions) {
    const edge = edgeOf(read.board, unit, d);
    if (edge.door >= 0) doors.push(edge.door);
  }
  return doors;
}

export function checkDoor(read: Read, action: DoorAction): RuleError | null {
  const actor = actorPaying(read, action.unit, COST.door);
  if (isError(actor)) return actor;
  const index = read.board.doors.findIndex((door) => door.id === action.door);
  if (index < 0) return ruleError('unknown-target', 'There is no such door.');
  if (!reachableDoors(read, actor.unit).includes(index)) return ruleError('out-of-range', 'The door must be in front of the model.');
  if (read.state.ext.destroyedDoors.includes(action.door)) return ruleError('not-allowed', 'That door is destroyed.');
  if (doorHeldShut(read.state, action.door)) return ruleError('not-allowed', 'That door is locked.');
  return null;
}

export function resolveDoor(c: Ctx, action: DoorAction): void {
  const unit = c.state.units.find((u) => u.id === action.unit) as Unit;
  payCost(c, unit, COST.door);
  if (unit.kind === 'bug') setStat(c, unit, 'pair', 0);
  const index = c.state.openDoors.indexOf(action.door);
  if (index >= 0) {
    c.tx.w.removeAt(c.state.openDoors, index);
    c.tx.emit({ type: 'door-closed', door: action.door });
  } else {
    c.tx.w.push(c.state.openDoors, action.door);
    c.tx.emit({ type: 'door-opened', door: action.door });
  }
}

/** A door destroyed (close assault on a 6, a missile's 5+) stays open for good (§3.4). */
export function destroyDoor(c: Ctx, door: number): void {
  const id = c.board.doors[door]?.id;
  if (id === undefined || c.state.ext.destroyedDoors.includes(id)) return;
  c.tx.w.push(c.state.ext.destroyedDoors, id);
  if (!c.state.openDoors.includes(id)) {
    c.tx.w.push(c.state.openDoors, id);
    c.tx.emit({ type: 'door-opened', door: id });
  }
  c.tx.emit({ type: 'door-changed', door: id, state: 'destroyed' });
  c.tx.emit({ type: 'message', text: `Door ${id} is destroyed.` });
}
