import { derelictEnemies, derelictSurvivors, distancesTo, SURVIVOR_CLASSES, survivorResolve, zoneOfUnit, type DerelictState } from '@breachline/engine';
import type { AnyEngine } from '../bots/controller';
import { goalZones, missionOf, stunnedSentries, worksOnSentries, type MissionMap } from './goals';
import { dangerMap, kitStrength } from './tactics';

/**
 * What the fitted value (`value-model.ts`) reads of a derelict position: public facts only (what
 * `view(state, 'heroes')` shows, so a determinised world and the real view give the same numbers),
 * each normalised by the mission's own size (party, objectives, usable features, round cap) so one
 * weight set serves every mission, a user's own included.
 */
export const VALUE_FEATURES = [
  /** Living survivors, of the party the mission started with. */
  'alive',
  /** Their health, in starting health of the whole party. */
  'health',
  /** Their Resolve, per party member, in tens. */
  'resolve',
  /** Their best weapon's strength (`kitStrength`), per party member. */
  'kit',
  /** Items carried towards the exit, per party member. */
  'carrying',
  /** Enemy strike power where the survivors stand (`dangerMap`), per party member. */
  'danger',
  /** Zones to each survivor's next goal (at most 8, in eighths), per party member (a hunter adds none: see `hunting`). */
  'goalDistance',
  /** Living survivors with nothing left but hunting, of the party. */
  'hunting',
  /** Survivors out by the exit, of the party. */
  'escaped',
  /** Enemies standing on the board, per party member. */
  'enemies',
  /** Face-down radar tokens, per party member. */
  'radar',
  /** Features used or removed, of those that can be used or carried. */
  'featuresDone',
  /** Objectives done, of the mission's objectives. */
  'objectivesDone',
  /** Rounds played, of the round cap. */
  'round',
  /** Objectives still open while the clock runs: (1 − objectivesDone) · round. */
  'pressure',
  /** Stunned Sentries while a survivor who works on them lives (CO13, CO14), per party member. */
  'sentriesDown',
] as const;

export type ValueFeature = (typeof VALUE_FEATURES)[number];

/** Further than this counts as this far (as in the old hand-weighted evaluation). */
const FAR = 8;
const START_HEALTH = new Map(SURVIVOR_CLASSES.map((c) => [c.kind, c.health]));

/** The feature vector of a position, in `VALUE_FEATURES` order. */
export function valueFeatures(engine: AnyEngine, view: DerelictState, mission: MissionMap = missionOf(engine)): number[] {
  const board = engine.board;
  const party = Math.max(1, view.mission?.partySize ?? view.units.filter((u) => u.side === 'heroes').length);
  const living = derelictSurvivors(view);
  const danger = dangerMap(board, view);
  let [health, resolve, kit, carrying, dangerAt, distance, hunting] = [0, 0, 0, 0, 0, 0, 0];
  for (const s of living) {
    const sheet = view.ext.sheets.find((x) => x.unit === s.id);
    health += s.health / (START_HEALTH.get(s.kind) ?? 10);
    resolve += survivorResolve(view, s.id) / 10;
    kit += kitStrength(sheet?.items ?? []);
    carrying += sheet?.carrying.length ?? 0;
    const here = zoneOfUnit(board, s);
    dangerAt += danger[here] ?? 0;
    const goal = goalZones(board, view, mission, s);
    if (goal.hunting) hunting++;
    else if (goal.zones.length > 0) {
      const d = distancesTo(board, view, goal.zones).distanceAt(here);
      distance += d < 0 ? 1 : Math.min(FAR, d) / FAR;
    }
  }
  const objectives = view.mission?.objectives ?? [];
  const objectivesDone = objectives.length === 0 ? 0 : objectives.filter((o) => o.state === 'done').length / objectives.length;
  const workable = mission.features.filter((f) => f.interactive || f.carryable).length;
  const round = view.round / Math.max(1, view.ext.options.roundCap);
  const workers = living.some((s) => worksOnSentries(mission, s));
  const values: Record<ValueFeature, number> = {
    alive: living.length / party,
    health: health / party,
    resolve: resolve / party,
    kit: kit / party,
    carrying: carrying / party,
    danger: dangerAt / party,
    goalDistance: distance / party,
    hunting: hunting / party,
    escaped: view.units.filter((u) => u.side === 'heroes' && u.status === 'escaped').length / party,
    enemies: derelictEnemies(view).length / party,
    radar: view.tokens.filter((t) => t.kind === 'radar').length / party,
    featuresDone: workable === 0 ? 0 : Math.min(1, (view.ext.used.length + view.ext.removed.length) / workable),
    objectivesDone,
    round,
    pressure: (1 - objectivesDone) * round,
    sentriesDown: workers ? stunnedSentries(view).length / party : 0,
  };
  return VALUE_FEATURES.map((f) => values[f]);
}
