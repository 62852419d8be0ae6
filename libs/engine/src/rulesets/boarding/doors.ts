import { doorCost } from './numeric-rules';
import type { Unit } from '../../game/game-state';
import { ruleError, type RuleError } from '../../rules/core/errors';
import { actorPaying, isError, payCost } from './actor';
import { edgeOf, facingOf, isBlip, onBoard } from './board-state';
import type { Ctx, Read } from './context';
import { setStat } from './effects';
import type { BoardingAction } from './types';
import { closeDoor, destroyDoor as destroyDoorById, doorHeldShut, doorStateOf, openDoor } from '../../rules/doors/doors';

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
  const actor = actorPaying(read, action.unit, doorCost(read.state));
  if (isError(actor)) return actor;
  const index = read.board.doors.findIndex((door) => door.id === action.door);
  if (index < 0) return ruleError('unknown-target', 'There is no such door.');
  if (!reachableDoors(read, actor.unit).includes(index)) return ruleError('out-of-range', 'The door must be in front of the model.');
  const state = doorStateOf(read.state, action.door);
  if (state === 'destroyed') return ruleError('not-allowed', 'That door is destroyed.');
  if (state === 'sealed') return ruleError('not-allowed', 'That door is sealed.');
  if (doorHeldShut(read.state, action.door)) return ruleError('not-allowed', 'That door is locked.');
  return null;
}

export function resolveDoor(c: Ctx, action: DoorAction): void {
  const unit = c.state.units.find((u) => u.id === action.unit) as Unit;
  payCost(c, unit, doorCost(c.state));
  if (unit.kind === 'bug') setStat(c, unit, 'pair', 0);
  if (doorStateOf(c.state, action.door) === 'open') closeDoor(c.tx, action.door);
  else openDoor(c.tx, action.door);
}

/** A door destroyed (close assault on a 6, a missile's 5+) stays open for good (§3.4). */
export function destroyDoor(c: Ctx, door: number, by: 'melee' | 'ranged'): void {
  const id = c.board.doors[door]?.id;
  if (id === undefined || doorStateOf(c.state, id) === 'destroyed') return;
  destroyDoorById(c.tx, id, by);
  // A sealed door is a wall: nothing breaks it.
  if (doorStateOf(c.state, id) === 'destroyed') c.tx.emit({ type: 'message', text: `Door ${id} is destroyed.` });
}
