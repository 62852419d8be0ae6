import type { Unit } from '../../../game/game-state';
import type { Ctx } from '../context';
import { setStat, stat } from '../effects';
import { survivors, zoneOfUnit } from '../zones';

/**
 * G2, the `lure` effect (CG02 "I knew this thing was trouble" 5, CG07 "Picking up the scent"): in the next Enemy
 * Phase every passive enemy and passive radar token steps 1 zone toward the lured survivor instead of rolling the
 * directional die (derelict.md §8.4); Active ones act as usual. Kept on the survivor as the `lured` stat until
 * that Enemy Phase takes it.
 */
export const LURED = 'lured';

export function lure(c: Ctx, survivor: Unit): void {
  for (const other of survivors(c.tx.state)) if (other.id !== survivor.id && stat(other, LURED) > 0) setStat(c, other, LURED, 0);
  setStat(c, survivor, LURED, 1);
}

/** The zone passive enemies step toward this Enemy Phase (-1: they wander), the lure used up. */
export function takeLure(c: Ctx): number {
  const lured = survivors(c.tx.state).find((s) => stat(s, LURED) > 0);
  if (!lured) return -1;
  setStat(c, lured, LURED, 0);
  return zoneOfUnit(c.board, lured);
}
