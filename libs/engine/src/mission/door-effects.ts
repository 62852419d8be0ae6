import type { Tx } from '../rules/core/tx';
import { entryOf, setEntry } from '../rules/state/keyed';
import type { DoorState } from './vocabulary';

/** The door state a mission gave a door (locked, sealed, destroyed), or undefined. */
export function missionDoorState(state: Tx['state'], door: string): DoorState | undefined {
  return state.mission ? entryOf(state.mission.doors, door) : undefined;
}

/** True when the mission has locked or sealed `door`: rulesets that honour it refuse to open it. */
export const doorHeldShut = (state: Tx['state'], door: string): boolean => {
  const held = missionDoorState(state, door);
  return held === 'locked' || held === 'sealed';
};

/**
 * Locks, unlocks or seals a door for a ruleset that honours `doorHeldShut` (lock and seal also close it).
 * False when the door is unknown on this board.
 */
export function setDoorHeld(tx: Tx, door: string, effect: 'lock' | 'unlock' | 'seal'): boolean {
  const mission = tx.state.mission;
  if (!mission || !tx.board.doors.some((d) => d.id === door)) return false;
  if (effect === 'unlock') {
    if (missionDoorState(tx.state, door) !== 'locked') return true;
    setEntry(tx.w, mission.doors, door, 'closed');
    tx.emit({ type: 'door-changed', door, state: 'closed' });
    return true;
  }
  const open = tx.state.openDoors.indexOf(door);
  if (open >= 0) {
    tx.w.removeAt(tx.state.openDoors, open);
    tx.emit({ type: 'door-closed', door });
  }
  const state = effect === 'lock' ? 'locked' : 'sealed';
  setEntry(tx.w, mission.doors, door, state);
  tx.emit({ type: 'door-changed', door, state });
  return true;
}
