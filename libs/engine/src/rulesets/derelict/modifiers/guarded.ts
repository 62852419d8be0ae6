import type { Board } from '../../../board/board';
import type { Unit } from '../../../game/game-state';
import { stat } from '../effects';
import type { DerelictState } from '../types';
import { enemiesIn, zoneOfUnit } from '../zones';

/**
 * G18, the unit flag `guarded` (ROP19 "Coward": kill his guards before you can reach him): a guarded enemy cannot be
 * targeted while another, unguarded enemy shares its zone. Set by a mission's `unit-flag` effect (the `guarded` stat).
 */
export const GUARDED = 'guarded';

/** Whether `unit` is out of reach of attacks now: guarded, with an unguarded enemy in its zone. */
export function shielded(board: Board, state: DerelictState, unit: Unit): boolean {
  if (stat(unit, GUARDED) === 0) return false;
  return enemiesIn(board, state, zoneOfUnit(board, unit)).some((other) => other.id !== unit.id && stat(other, GUARDED) === 0);
}
