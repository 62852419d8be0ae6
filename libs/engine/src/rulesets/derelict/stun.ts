import type { Unit } from '../../game/game-state';
import type { Ctx } from './context';
import { setStat, stat } from './sheet';
import { SURVIVOR_PHASE } from './types';

/**
 * derelict.md §7.8 Stunning. A survivor stunned during the Survivor Phase loses what is left of its
 * actions this round (all of its turn if it has not had it yet); stunned in the Enemy or Resolution
 * Phase it has 1 action fewer on its next turn (T25). An enemy stunned misses its activations until the
 * end of the round (the Resolution Phase clears enemy stuns).
 *
 * Stats: `stunned` (1 while stunned, shown on the card), `stunLoss` (actions lost when the next turn starts).
 */
/** A stun before the survivor's turn this round costs all of it. */
const WHOLE_TURN = 99;

export function stunUnit(c: Ctx, unit: Unit): void {
  if (unit.status !== 'active') return;
  setStat(c, unit, 'stunned', 1);
  c.tx.emit({ type: 'message', title: 'Stunned', text: `${unit.name} is stunned.` });
  if (unit.side !== 'heroes') return;
  const turn = c.tx.state.turn;
  if (turn.phase !== SURVIVOR_PHASE) {
    setStat(c, unit, 'stunLoss', Math.max(1, stat(unit, 'stunLoss')));
    return;
  }
  if (turn.actor === unit.id) setStat(c, unit, 'actions', 0);
  else if (turn.pools.heroes?.remaining.includes(unit.id)) setStat(c, unit, 'stunLoss', WHOLE_TURN);
}

/** At the start of a survivor's turn (§4.1): the stun ends, costing the actions it took. */
export function actionsAfterStun(c: Ctx, unit: Unit, actions: number): number {
  const loss = stat(unit, 'stunLoss');
  if (stat(unit, 'stunned') > 0) setStat(c, unit, 'stunned', 0);
  if (loss > 0) setStat(c, unit, 'stunLoss', 0);
  return Math.max(0, actions - loss);
}

/** §7.8 Proposed: a stunned enemy cannot attack or move and does not block ranged fire. */
export const isStunned = (unit: Unit): boolean => (unit.stats['stunned'] ?? 0) > 0;
