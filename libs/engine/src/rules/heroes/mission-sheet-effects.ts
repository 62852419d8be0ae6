import type { Tx } from '../core/tx';
import { addInjury, addResolve } from './hero-sheet';

// What a mission's `injure` and `gain-resolve` do to a hero: they write its hero sheet. A ruleset that still
// keeps the number in its units' stats (derelict's `injuries` and `resolve`, infiltration's wounds, set at
// setup) is written there instead, as before, until it moves onto the sheet: the stat's presence on the
// unit is the sign. Remove the bridge when the last ruleset has moved.

type BridgedStat = 'injuries' | 'resolve';

/** Adds to a stat the unit keeps itself, never below 0; false when the unit keeps no such stat. */
function addLegacyStat(tx: Tx, id: string, stat: BridgedStat, amount: number): boolean {
  const unit = tx.state.units.find((u) => u.id === id);
  if (!unit || !Object.prototype.hasOwnProperty.call(unit.stats, stat)) return false;
  const before = unit.stats[stat] ?? 0;
  const value = Math.max(0, before + amount);
  if (value !== before) {
    tx.w.set(unit.stats as Record<string, number>, stat, value);
    tx.emit({ type: 'hero-sheet-changed', unit: id, stat, value });
  }
  return true;
}

/** A mission's `injure`: the hero takes `count` (unnamed) injuries. */
export function injureHero(tx: Tx, unit: string, count: number): void {
  if (!addLegacyStat(tx, unit, 'injuries', count)) addInjury(tx, unit, 'injury', count);
}

/** A mission's `gain-resolve` (negative: loses), never below 0. */
export function gainHeroResolve(tx: Tx, unit: string, amount: number): void {
  if (!addLegacyStat(tx, unit, 'resolve', amount)) addResolve(tx, unit, amount);
}
