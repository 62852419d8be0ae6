import type { Unit } from '../../../game/game-state';
import { rollD6, type Ctx } from '../context';
import type { DerelictState } from '../types';
import { survivors, zoneOfUnit } from '../zones';

/**
 * G13, the option `maskingSpray` (CG10/CG11 campaign bonus, derelict.md §10.2): each time a survivor comes into sight
 * of enemies (a type newly in view), a d6 of 5–6 masks it, and enemies fixing their states (§8.3) do not notice it;
 * a noise in its zone (it fires, makes noise, or a Noise card goes off there) ends the mask. Proposed reading: the
 * book's "passive enemies" are those that would only notice this survivor. Kept as the survivor's `masked` stat.
 */
export const MASKED = 'masked';

const isMasked = (unit: Unit): boolean => (unit.stats[MASKED] ?? 0) > 0;
const setMasked = (c: Ctx, unit: Unit, value: number): void => c.tx.w.set(unit.stats as Record<string, number>, MASKED, value);

/** Whether enemies overlook `unit` now. */
export const unnoticed = (state: DerelictState, unit: Unit): boolean => state.ext.options.maskingSpray === true && isMasked(unit);

/** A survivor sees enemies it did not: with the spray, a d6 of 5–6 masks it. */
export function sprayOnSight(c: Ctx, viewer: Unit): void {
  if (c.tx.state.ext.options.maskingSpray !== true || isMasked(viewer)) return;
  const [die = 0] = rollD6(c, 1, 'masking spray', viewer.id);
  if (die < 5) return;
  setMasked(c, viewer, 1);
  c.tx.emit({ type: 'message', title: 'Masking spray', text: `${viewer.name} goes unnoticed.` });
}

/** Noise in `zone` gives away every masked survivor there. */
export function noiseUnmasks(c: Ctx, zone: number): void {
  for (const unit of survivors(c.tx.state)) if (isMasked(unit) && zoneOfUnit(c.board, unit) === zone) setMasked(c, unit, 0);
}
