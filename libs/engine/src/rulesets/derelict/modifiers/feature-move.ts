import type { EffectScope } from '../../../mission/hooks';
import type { Place, RulesetEffect } from '../../../mission/vocabulary';
import type { Ctx, DerelictMap } from '../context';
import { wanderStep } from '../enemy-phase';
import type { DerelictState } from '../types';
import { zoneAt } from '../zones';

/**
 * `move` of a feature (ROP16 "Nervous energy": "at the start of every Survivor Phase, roll the directional die
 * and move the objective 1 zone that way; Proposed: clockwise rotation if blocked"): a feature the mission moves
 * keeps its new cell in `ext.featureCells`; the interact list, the `{ "feature" }` place and the board read it.
 */
export const FEATURE_MOVE_EFFECTS: ReadonlySet<string> = new Set(['move']);

/** Where a feature is now: moved by a mission, or where the map put it; undefined for none of that id. */
export function featureCellNow(state: DerelictState, map: DerelictMap, feature: string): number | undefined {
  const moved = (state.ext.featureCells ?? []).find(([id]) => id === feature);
  return moved ? moved[1] : map.features.find((f) => f.id === feature)?.cell;
}

/** Carries out `move`: to a place, or `steps` zones by the directional die (§8.4's wander, blocked sides turn clockwise). */
export function moveFeature(c: Ctx, effect: RulesetEffect, scope: EffectScope): boolean {
  const feature = typeof effect['feature'] === 'string' ? effect['feature'] : undefined;
  const ext = c.tx.state.ext;
  let cell = feature === undefined ? undefined : featureCellNow(c.tx.state, c.map, feature);
  if (feature === undefined || cell === undefined || ext.removed.includes(feature)) return false;
  // A carried feature goes with its carrier (ROP16: she does not run once sedated and carried).
  if (ext.sheets.some((s) => s.carrying.includes(feature))) return true;
  if (effect['to'] !== undefined) {
    const to = scope.cellsOf(effect['to'] as Place)[0];
    if (to === undefined || zoneAt(c.board, to) < 0) return false;
    cell = to;
  } else {
    const steps = typeof effect['steps'] === 'number' ? effect['steps'] : 1;
    for (let i = 0; i < steps; i++) {
      const next = wanderStep(c, zoneAt(c.board, cell));
      const there = next < 0 ? undefined : c.board.zones[next]?.cells[0];
      if (there === undefined) break;
      cell = there;
    }
  }
  const rest = (ext.featureCells ?? []).filter(([id]) => id !== feature);
  c.tx.w.set(ext, 'featureCells', [...rest, [feature, cell] as const]);
  return true;
}
