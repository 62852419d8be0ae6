import type { AttackKind } from '../core/events';
import type { Tx } from '../core/tx';
import { entriesOf, entryOf, putEntry, setEntry } from '../state/keyed';
import type { DoorAttacker, DoorRecord, DoorRules, DoorState, DoorsState, MissionDoorInput } from './door-state';

// The doors module owns `GameState.doors`: every door's state (open, closed, locked, sealed, destroyed) and
// health. Rulesets and the mission runner change doors only through the writers below (each through tx, each
// telling the view with the core's door events), and read them through the selectors.

/** Anything holding the doors slice: a game state or a side's view. */
interface WithDoors {
  readonly doors: DoorsState;
}

const CLOSED: DoorRecord = Object.freeze({ state: 'closed' });

/** A door's state; a door the slice does not list (a tile placed during play) is closed. */
export function doorStateOf(state: WithDoors, door: string): DoorState {
  return entryOf(state.doors, door)?.state ?? 'closed';
}

/** The door's record (state, health, who can break it, label), or undefined for a door the slice does not list. */
export const doorRecordOf = (state: WithDoors, door: string): DoorRecord | undefined => entryOf(state.doors, door);

/** True when models and sight pass the door: it is open, or destroyed (open for good). */
export function doorLetsThrough(state: WithDoors, door: string): boolean {
  const s = entryOf(state.doors, door)?.state;
  return s === 'open' || s === 'destroyed';
}

/** True when nobody may open the door in play: it is locked or sealed. */
export function doorHeldShut(state: WithDoors, door: string): boolean {
  const s = entryOf(state.doors, door)?.state;
  return s === 'locked' || s === 'sealed';
}

/** The ids of the doors models and sight pass (open or destroyed), in board order: what the apps draw open. */
export function openDoorIds(state: WithDoors): string[] {
  const out: string[] = [];
  for (const [id, record] of entriesOf(state.doors)) if (record.state === 'open' || record.state === 'destroyed') out.push(id);
  return out;
}

/** True when an attack of this kind may damage the door: it has health, is not broken yet, and the mission lets this attacker at it. */
export function doorAttackableBy(record: DoorRecord | undefined, by: AttackKind): boolean {
  if (!record || record.health === undefined || record.state === 'destroyed' || record.state === 'sealed') return false;
  const who: DoorAttacker = record.attackableBy ?? 'any';
  return who === 'any' || who === by;
}

// ---- setup ----

/** A mission door compiled for setup: its id as the board compiler named it, and its starting record. */
export interface DoorSetup {
  readonly id: string;
  readonly record: DoorRecord;
}

/** The mission's doors as setup records, with the board compiler's default ids (`door-<n>`, counted from 1). */
export function missionDoorSetups(doors: readonly MissionDoorInput[] | undefined): DoorSetup[] {
  return (doors ?? []).map((door, d) => {
    const record: { -readonly [K in keyof DoorRecord]: DoorRecord[K] } = { state: door.state ?? 'closed' };
    if (door.health !== undefined) record.health = door.health;
    if (door.attackableBy !== undefined) record.attackableBy = door.attackableBy;
    if (door.label !== undefined) record.label = door.label;
    return { id: door.id ?? `door-${d + 1}`, record };
  });
}

/** Every door of a board, closed: the slice `setupGame` starts with. */
export function closedDoors(doors: readonly { readonly id: string }[]): DoorsState {
  const out: Record<string, DoorRecord> = {};
  for (const door of doors) putEntry(out, door.id, { state: 'closed' });
  return out;
}

/** Puts the mission's door states in place before play (no events: nothing has happened yet). Doors the board lacks are skipped. */
export function loadMissionDoors(tx: Tx, setups: readonly DoorSetup[]): void {
  for (const { id, record } of setups) if (entryOf(tx.state.doors, id) !== undefined) setEntry(tx.w, tx.state.doors, id, { ...record });
}

// ---- writers (through tx) ----

/** The door's record, or undefined when this board has no such door. A board door the slice does not list yet is closed. */
function known(tx: Tx, door: string): DoorRecord | undefined {
  const record = entryOf(tx.state.doors, door);
  if (record) return record;
  return tx.board.doors.some((d) => d.id === door) ? CLOSED : undefined;
}

function put(tx: Tx, door: string, record: DoorRecord): void {
  setEntry(tx.w, tx.state.doors, door, record);
}

/**
 * Opens a closed or locked door (a trigger's "open" forces a lock; rulesets refuse a player's door action on
 * a door `doorHeldShut`). Sealed and destroyed doors stay as they are. False for a door the board lacks.
 */
export function openDoor(tx: Tx, door: string): boolean {
  const record = known(tx, door);
  if (!record) return false;
  if (record.state === 'closed' || record.state === 'locked') {
    put(tx, door, { ...record, state: 'open' });
    tx.emit({ type: 'door-opened', door });
  }
  return true;
}

/** Closes an open door; a destroyed door cannot close. False for a door the board lacks. */
export function closeDoor(tx: Tx, door: string): boolean {
  const record = known(tx, door);
  if (!record) return false;
  if (record.state === 'open') {
    put(tx, door, { ...record, state: 'closed' });
    tx.emit({ type: 'door-closed', door });
  }
  return true;
}

/** Locks or seals a door (closing it first when open). A destroyed door cannot be locked; a sealed one stays sealed. */
function hold(tx: Tx, door: string, state: 'locked' | 'sealed'): boolean {
  const record = known(tx, door);
  if (!record) return false;
  if (record.state === state || record.state === 'sealed' || (state === 'locked' && record.state === 'destroyed')) return true;
  if (record.state === 'open') tx.emit({ type: 'door-closed', door });
  put(tx, door, { ...record, state });
  tx.emit({ type: 'door-changed', door, state });
  return true;
}

export const lockDoor = (tx: Tx, door: string): boolean => hold(tx, door, 'locked');

/** Seals a door for good: it becomes a wall. */
export const sealDoor = (tx: Tx, door: string): boolean => hold(tx, door, 'sealed');

/**
 * Unlocks a locked door: it becomes closed, or open where the ruleset's doors have no closed state
 * (`rules.unlocked`). Other states are left as they are.
 */
export function unlockDoor(tx: Tx, door: string, rules: DoorRules = {}): boolean {
  const record = known(tx, door);
  if (!record) return false;
  if (record.state === 'locked') {
    const state = rules.unlocked ?? 'closed';
    put(tx, door, { ...record, state });
    tx.emit({ type: 'door-changed', door, state });
    if (state === 'open') tx.emit({ type: 'door-opened', door });
  }
  return true;
}

/** Destroys a door: open for good (a `door-opened` when it was shut), health 0 when it had health. Sealed doors are walls and stay. */
export function destroyDoor(tx: Tx, door: string, by?: AttackKind): boolean {
  const record = known(tx, door);
  if (!record) return false;
  if (record.state === 'destroyed' || record.state === 'sealed') return true;
  const wasShut = record.state !== 'open';
  put(tx, door, record.health === undefined ? { ...record, state: 'destroyed' } : { ...record, state: 'destroyed', health: 0 });
  if (wasShut) tx.emit({ type: 'door-opened', door });
  tx.emit(by === undefined ? { type: 'door-changed', door, state: 'destroyed' } : { type: 'door-changed', door, state: 'destroyed', by });
  return true;
}

/**
 * Damages a door with health by `amount`, if an attack of kind `by` may (`doorAttackableBy`); at 0 it is
 * destroyed. Returns the health left, or null when the attack cannot damage this door.
 */
export function damageDoor(tx: Tx, door: string, amount: number, by: AttackKind): number | null {
  const record = known(tx, door);
  if (!doorAttackableBy(record, by) || !record || record.health === undefined) return null;
  const health = Math.max(0, record.health - Math.max(0, amount));
  if (health === 0) destroyDoor(tx, door, by);
  else put(tx, door, { ...record, health });
  return health;
}
