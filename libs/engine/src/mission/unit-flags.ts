import { MUST_MOVE_TOWARD } from './move-toward';
import { setEntry } from '../rules/state/keyed';
import type { Unit } from '../game/game-state';
import type { Tx } from '../rules/core/tx';
import type { EffectScope } from './hooks';
import type { Place, RulesetEffect } from './vocabulary';

/**
 * Behaviour flags a mission gives units, kept in the unit's stats (1 = on) so they hash, replay and
 * show in views like the rest of the unit. A ruleset that honours a flag lists "unit-flag" among its
 * mission effects and calls `setUnitFlags` from its hook.
 */
export const UNIT_FLAG_STAT: Readonly<Record<string, string>> = { unkillable: 'unkillable', 'must-move-toward': MUST_MOVE_TOWARD, guarded: 'guarded' };

/** True when the mission made `unit` unkillable: attacks leave it at 1 health at least. */
export const isUnkillable = (unit: Unit): boolean => (unit.stats['unkillable'] ?? 0) === 1;

/**
 * Carries out a "unit-flag" effect: the heroes by `who`, the enemies of type `unit` (in a place); false for a
 * flag not known, or one the ruleset does not honour (`honoured`: the flags its rules read).
 */
export function setUnitFlags(tx: Tx, effect: RulesetEffect, scope: EffectScope, honoured: ReadonlySet<string>): boolean {
  const flag = typeof effect['flag'] === 'string' ? effect['flag'] : '';
  const stat = Object.hasOwn(UNIT_FLAG_STAT, flag) && honoured.has(flag) ? UNIT_FLAG_STAT[flag] : undefined;
  if (stat === undefined) return false;
  const value = effect['value'] === false ? 0 : 1;
  // Orders to move toward a place need the place (the schema requires it; a hand-made plan may lack it).
  const toward = effect['toward'] as Place | undefined;
  if (stat === MUST_MOVE_TOWARD && value === 1 && toward === undefined) return false;
  const ids = new Set(effect['who'] !== undefined ? scope.heroesOf(effect['who'] as Parameters<typeof scope.heroesOf>[0]) : []);
  if (effect['who'] === undefined || effect['unit'] !== undefined || effect['in'] !== undefined) {
    const cells = effect['in'] === undefined ? null : new Set(scope.cellsOf(effect['in'] as Parameters<typeof scope.cellsOf>[0]));
    for (const unit of tx.state.units) {
      if (unit.side !== 'enemies' || unit.x < 0) continue;
      if (effect['unit'] !== undefined && scope.unitTypeOf(unit.kind) !== effect['unit']) continue;
      if (cells && !cells.has(unit.y * tx.board.width + unit.x)) continue;
      ids.add(unit.id);
    }
  }
  const mission = tx.state.mission;
  for (const unit of tx.state.units) {
    if (!ids.has(unit.id)) continue;
    tx.w.set(unit.stats as Record<string, number>, stat, value);
    if (stat === MUST_MOVE_TOWARD && value === 1 && toward !== undefined && mission) setEntry(tx.w, mission.moveToward, unit.id, toward);
  }
  return true;
}
