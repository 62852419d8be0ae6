import { derelictSurvivors, type DerelictState, type Unit } from '@breachline/engine';
import type { MissionMap } from './goals';

/**
 * A survivor the mission cannot lose: the only one left of a class that some feature still to be
 * used asks for (CG04's Medic reads the vials, CG08's Engineer bags the Solomon). The mission is lost
 * with it (the samples' "no Medic left" / "no Engineer left" triggers), so it keeps further from harm.
 */
export function isKeySurvivor(mission: MissionMap, view: DerelictState, actor: Unit): boolean {
  const done = new Set([...view.ext.used, ...view.ext.removed]);
  // A carried feature is still the job of whoever carries it (CG08's Engineer takes the Solomon out).
  const carriedByOthers = new Set(view.ext.sheets.filter((s) => s.unit !== actor.id).flatMap((s) => s.carrying));
  const needed = mission.features.some((f) => f.interactive && f.classes.includes(actor.kind) && !done.has(f.id) && !carriedByOthers.has(f.id));
  if (!needed) return false;
  return !derelictSurvivors(view).some((s) => s.id !== actor.id && s.kind === actor.kind);
}
