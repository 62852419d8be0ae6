import { derelictEnemies, derelictSurvivors, distancesTo, survivorResolve, zoneOfUnit, type DerelictState } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import { terminalValue } from '../bots/heuristics/scorer';
import { goalZones, missionOf, stunnedSentries, worksOnSentries } from './goals';
import { dangerMap, kitStrength } from './tactics';

/** Points a survivor loses per zone between it and its next goal (objective, exit, escort): progress counts between objectives. */
const PER_STEP = 6;
/** Further than this counts as this far (a goal across the map is not worth a detour's panic). */
const FAR = 8;

/**
 * The hand-weighted team value the search bot rated its rollouts with until session 9, kept to weigh
 * the fitted value (`evaluation.ts`) against (`tools/src/derelict/fit-evaluation.ts`): lives and kit, the enemy's striking power, the mission's progress — objectives
 * done, features used, survivors out, and how near each survivor is to its next goal (`goals.ts`).
 */
export function evaluateDerelictByHand(engine: AnyEngine, state: AnyState): number {
  const end = terminalValue(state);
  if (end !== null) return end;
  const view = state as DerelictState;
  const board = engine.board;
  const mission = missionOf(engine);
  const danger = dangerMap(board, view);
  let value = 0;
  for (const s of derelictSurvivors(view)) {
    const sheet = view.ext.sheets.find((x) => x.unit === s.id);
    value += 80 + 9 * s.health + 2 * survivorResolve(view, s.id) + 12 * kitStrength(sheet?.items ?? []) + (sheet?.body ? 15 : 0) + 40 * (sheet?.carrying.length ?? 0);
    const here = zoneOfUnit(board, s);
    value -= 3 * (danger[here] ?? 0);
    const goals = goalZones(board, view, mission, s);
    if (!goals.hunting && goals.zones.length > 0) {
      const d = distancesTo(board, view, goals.zones).distanceAt(here);
      value -= PER_STEP * (d < 0 ? FAR : Math.min(FAR, d));
    }
  }
  value += 120 * view.units.filter((u) => u.side === 'heroes' && u.status === 'escaped').length;
  value -= 5 * derelictEnemies(view).length + 10 * view.tokens.filter((t) => t.kind === 'radar').length;
  value += 60 * (view.ext.used.length + view.ext.removed.length) + 30 * view.ext.doorDamage.reduce((n, [, d]) => n + d, 0);
  for (const o of view.mission?.objectives ?? []) if (o.state === 'done') value += 200;
  // CO13/CO14: a Sentry laid down is a reboot or a spare part in the making while its worker lives.
  if (derelictSurvivors(view).some((s) => worksOnSentries(mission, s))) value += 40 * stunnedSentries(view).length;
  return value;
}
