import type { GameState, Unit, UnitStatus } from '../../game/game-state';
import type { Tx } from '../core/tx';

// Unit status: units are kept in `state.units` for the whole game, never spliced out, so ids stay
// resolvable (events, triggers, replays) and a ruleset can bring one back (captured, down).

/** Statuses with the figure standing on a square. */
const ON_BOARD_STATUSES: ReadonlySet<UnitStatus> = new Set<UnitStatus>(['active', 'down', 'captured']);
/** Statuses that take the figure off the board for good (it stands at x = y = -1). */
const GONE_STATUSES: ReadonlySet<UnitStatus> = new Set<UnitStatus>(['dead', 'escaped']);

/** True for a unit still in play: it may act, block, be targeted and counts as alive. */
export const isActive = (unit: Unit): boolean => unit.status === 'active';

/** True for a unit still in the game (not dead, not escaped), on the board or waiting to enter. */
export const isInGame = (unit: Unit): boolean => !GONE_STATUSES.has(unit.status);

/** True for a figure standing on a square (active, down or captured, with a position). */
export const isOnBoard = (unit: Unit): boolean => ON_BOARD_STATUSES.has(unit.status) && unit.x >= 0 && unit.y >= 0;

/** True for a dead unit. */
export const isDead = (unit: Unit): boolean => unit.status === 'dead';

/** The units still in play (active), in roster order. */
export function activeUnits(units: readonly Unit[]): Unit[] {
  const out: Unit[] = [];
  for (const unit of units) if (isActive(unit)) out.push(unit);
  return out;
}

/**
 * Changes a unit's status through the journal (so undo restores it). A unit that dies or escapes
 * leaves its square (x = y = -1): nothing may stand on, block or target a square it no longer holds.
 * Rulesets read what they need from the unit (where it fell) before calling this.
 */
export function setStatus(tx: Tx, unit: Unit, status: UnitStatus): void {
  if (unit.status === status) return;
  tx.w.set(unit, 'status', status);
  if (GONE_STATUSES.has(status) && (unit.x >= 0 || unit.y >= 0)) {
    tx.w.set(unit, 'x', -1);
    tx.w.set(unit, 'y', -1);
  }
}

/** Kills a unit: health 0, status dead, off the board. The ruleset emits its own `killed` event. */
export function markDead(tx: Tx, unit: Unit): void {
  if (unit.health !== 0) tx.w.set(unit, 'health', 0);
  setStatus(tx, unit, 'dead');
}

/** The unit with this id still in the game: dead and escaped units are kept in `units` but never found here. */
export function unitById(state: GameState, id: string): Unit | undefined {
  const { units } = state;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i] as Unit;
    if (unit.id === id) return isInGame(unit) ? unit : undefined;
  }
  return undefined;
}
