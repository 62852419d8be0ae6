import { derelictEnemies, derelictSurvivors, distancesTo, enemyProfile, isRoom, zoneOfUnit, type Board, type DerelictState, type Unit } from '@breachline/engine';
import type { AnyEngine } from '../bots/controller';
import { radarZones } from './tactics';

/**
 * Where a survivor is heading (the mission as the survivors read it: its features and doors are public
 * mission data, `DerelictRuleset.map`): what it carries goes to the exit; usable objectives get used;
 * a powered Loader goes to the doors it must smash, a Power Cell to the Loader; once nothing is left to
 * use or smash (CG10, ROP17 terminals), the exit; while another class's job is open, its survivor is escorted; otherwise the enemies
 * and radar contacts are hunted.
 */

interface FeatureLike {
  readonly id: string;
  readonly type: string;
  readonly cell: number;
  readonly interactive: boolean;
  readonly carryable: boolean;
  readonly classes: readonly string[];
  /** Items a trigger on using it asks the user to hold (ROP16's Med Kit). */
  readonly needs?: readonly string[];
  /** Every survivor must stand here for the win (ROP18's cell; `mission-places.ts` in the rules). */
  readonly gather?: true;
  /** Seeing or entering it sets a trigger off (ROP19's altars). */
  readonly visit?: true;
  /** It can be smashed, and its destruction is what the mission waits for (CG10, ROP17 terminals). */
  readonly health?: number;
}
interface DoorLike {
  readonly id: string;
  readonly health?: number;
  readonly attackableBy?: string;
}

export interface MissionMap {
  readonly features: readonly FeatureLike[];
  readonly doors: readonly DoorLike[];
  /** The map has an exit, nothing is left to use or smash and at most one objective (the escape) is open: leaving is the job now. */
  exitsWanted(view: DerelictState): boolean;
  /** What the actor carries should go out now: at most one objective is open, or nothing is left to use. */
  deliverNow(view: DerelictState, actor: Unit): boolean;
  /** Some door still has to be smashed from the Loader (CG01). */
  loaderWanted(view: DerelictState): boolean;
  /** The class that strips stunned Sentries for parts (CO14, modifier `derelict/salvage`), or null. */
  readonly salvager: string | null;
  /** The class that reboots shut-down Sentries to the survivors' side (CO13, `derelict/reboot-sentries`), or null. */
  readonly rebooter: string | null;
}

/** The mission's features and doors as the rules read them (static, public), or none. */
export function missionOf(engine: AnyEngine): MissionMap {
  const map = (engine.ruleset as unknown as { map?: { features?: readonly FeatureLike[]; doors?: readonly DoorLike[]; modifiers?: SentryModifiers } }).map;
  const features = map?.features ?? [];
  const doors = map?.doors ?? [];
  const vehicleDoors = (view: DerelictState) => {
    const damage = new Map(view.ext.doorDamage);
    return doors.filter((d) => d.attackableBy === 'vehicle' && d.health !== undefined && (damage.get(d.id) ?? 0) < d.health);
  };
  return {
    features,
    doors,
    exitsWanted: (view) => features.some((f) => f.type === 'exit') && openObjectives(view) <= 1 && usable(features, view, null).length === 0 && vehicleDoors(view).length === 0 && smashable(features, view).length === 0,
    deliverNow: (view, actor) =>
      features.some((f) => f.type === 'exit') && view.ext.sheets.some((s) => s.unit === actor.id && s.carrying.length > 0) && (openObjectives(view) <= 1 || usable(features, view, null).length === 0),
    loaderWanted: (view) => vehicleDoors(view).length > 0,
    salvager: map?.modifiers?.salvage?.by ?? null,
    rebooter: map?.modifiers?.reboot?.by ?? null,
  };
}

/** The mission's named Sentry modifiers as the rules read them (public mission data). */
interface SentryModifiers {
  readonly salvage?: { readonly by: string };
  readonly reboot?: { readonly by: string };
}

/** Stunned (shut-down) enemy Sentries: what a salvager or rebooter works on (CO13, CO14). */
export function stunnedSentries(view: DerelictState): Unit[] {
  return derelictEnemies(view).filter((e) => (e.stats['stunned'] ?? 0) > 0 && enemyProfile(e.kind)?.faction === 'sentry' && enemyProfile(e.kind)?.boss !== true);
}

/** The actor's class works on stunned Sentries in this mission. */
export const worksOnSentries = (mission: MissionMap, actor: Unit): boolean => actor.kind === mission.salvager || actor.kind === mission.rebooter;

/** The mission's objectives neither done nor failed nor optional (the escape is usually the last). */
export const openObjectives = (view: DerelictState): number =>
  (view.mission?.objectives ?? []).filter((o) => !o.optional && o.state !== 'done' && o.state !== 'failed').length;

/** Features that still do something (not removed, used or carried), for `actor` (class rules) or for anyone (null). */
function usable(features: readonly FeatureLike[], view: DerelictState, actor: Unit | null): FeatureLike[] {
  const carried = new Set(view.ext.sheets.flatMap((s) => s.carrying));
  return features.filter(
    (f) =>
      f.interactive &&
      !view.ext.removed.includes(f.id) &&
      !view.ext.used.includes(f.id) &&
      !carried.has(f.id) &&
      (actor === null || ((f.classes.length === 0 || f.classes.includes(actor.kind)) && holdsNeeds(view, actor, f))),
  );
}

/** Features with health still standing (CG10, ROP17 terminals): each destroyed sets a `destroyed` trigger off. */
export function smashable(features: readonly FeatureLike[], view: DerelictState): FeatureLike[] {
  const damage = new Map(view.ext.featureDamage ?? []);
  return features.filter((f) => f.health !== undefined && !view.ext.removed.includes(f.id) && (damage.get(f.id) ?? 0) < f.health);
}

const holdsNeeds = (view: DerelictState, actor: Unit, f: FeatureLike): boolean => {
  const items = view.ext.sheets.find((s) => s.unit === actor.id)?.items ?? [];
  return (f.needs ?? []).every((item) => items.includes(item));
};

/**
 * An item the actor must find before its own job can be done (ROP16: only a Medic sedates her, and only with
 * a Med Kit), or null: a feature left for the actor's class whose trigger asks for an item it lacks.
 */
export function itemToFind(mission: MissionMap, view: DerelictState, actor: Unit): string | null {
  const carried = new Set(view.ext.sheets.flatMap((s) => s.carrying));
  const items = view.ext.sheets.find((s) => s.unit === actor.id)?.items ?? [];
  for (const f of mission.features) {
    if (!f.interactive || view.ext.removed.includes(f.id) || view.ext.used.includes(f.id) || carried.has(f.id)) continue;
    if (f.classes.length > 0 && !f.classes.includes(actor.kind)) continue;
    const missing = (f.needs ?? []).find((item) => !items.includes(item));
    if (missing !== undefined) return missing;
  }
  return null;
}

const zoneOfCell = (board: Board, cell: number): number => board.zoneOf[cell] ?? -1;

/** Where a feature lies now (public: moved by the mission, ROP16, or dropped where its carrier fell), else where the map put it. */
const cellNow = (view: DerelictState, f: FeatureLike): number => (view.ext.featureCells ?? []).find(([id]) => id === f.id)?.[1] ?? f.cell;

/** The zones on each side of a door (where a Loader pilot can smash it from). */
function doorSides(board: Board, id: string): number[] {
  const place = board.doors.find((d) => d.id === id);
  if (!place) return [];
  const here = zoneOfCell(board, place.y * board.width + place.x);
  const there = zoneOfCell(board, (place.y + (place.side === 'south' ? 1 : 0)) * board.width + place.x + (place.side === 'east' ? 1 : 0));
  return [here, there].filter((z) => z >= 0);
}

/** Where the actor heads; `gathering`: the win itself is standing there (no gearing up on the way). */
export function goalZones(board: Board, view: DerelictState, mission: MissionMap, actor: Unit): { zones: number[]; hunting: boolean; gathering?: boolean } {
  const sheet = view.ext.sheets.find((s) => s.unit === actor.id);
  const exits = mission.features.filter((f) => f.type === 'exit').map((f) => zoneOfCell(board, f.cell));
  if (mission.deliverNow(view, actor)) return { zones: exits, hunting: false };
  const reach = distancesTo(board, view, [zoneOfUnit(board, actor)]);
  const reachable = (zones: readonly number[]) => zones.filter((z) => z >= 0 && reach.distanceAt(z) >= 0);
  const loader = view.ext.loader;
  if (loader && mission.loaderWanted(view)) {
    if (loader.pilot === actor.id && loader.powered) {
      const damage = new Map(view.ext.doorDamage);
      const doors = mission.doors.filter((d) => d.attackableBy === 'vehicle' && d.health !== undefined && (damage.get(d.id) ?? 0) < d.health);
      const sides = reachable(doors.flatMap((d) => doorSides(board, d.id)));
      if (sides.length > 0) return { zones: sides, hunting: false };
    }
    if (loader.pilot === null && sheet?.items.includes('power-cell')) {
      const at = reachable([zoneOfCell(board, loader.cell)]);
      if (at.length > 0) return { zones: at, hunting: false };
    }
  }
  // CO13/CO14: the salvager or rebooter goes to the Sentries laid down (they get up at the end of the round).
  if (worksOnSentries(mission, actor)) {
    const sentries = reachable(stunnedSentries(view).map((e) => zoneOfUnit(board, e)));
    if (sentries.length > 0) return { zones: sentries, hunting: false };
  }
  // The win asks every survivor to stand somewhere (ROP18's cell, once its door is open): the team gathers there,
  // before any other feature (ROP18's key card only opens the cell too).
  const gather = reachable(mission.features.filter((f) => f.gather === true && !view.ext.removed.includes(f.id)).map((f) => zoneOfCell(board, cellNow(view, f))));
  if (gather.length > 0) return { zones: gather, hunting: false, gathering: true };
  const objectives = reachable([...usable(mission.features, view, actor), ...smashable(mission.features, view)].map((f) => zoneOfCell(board, cellNow(view, f))));
  if (objectives.length > 0) return { zones: objectives, hunting: false };
  // The job waits on an item (ROP16's Med Kit): to the rooms, where searching finds one (§5.3).
  if (itemToFind(mission, view, actor) !== null) {
    const here = zoneOfUnit(board, actor);
    const searchedHere = sheet?.searched.includes(here) ?? false;
    const rooms = reachable(board.zones.map((_, z) => z).filter((z) => isRoom(board, z) && !(searchedHere && z === here)));
    if (rooms.length > 0) return { zones: rooms, hunting: false };
  }
  if (mission.exitsWanted(view)) {
    const out = reachable(exits);
    if (out.length > 0) return { zones: out, hunting: false };
  }
  // Another class's job is open (CG04's vials, CG08's Solomon): go where it is to be done with whoever
  // can do it (the survivors act in a fixed order, so the escort often moves first), rather than hunt
  // and turn tokens over for the team while the job waits.
  const crew = reachable(
    derelictSurvivors(view)
      .filter((s) => s.id !== actor.id)
      .flatMap((s) => usable(mission.features, view, s))
      .map((f) => zoneOfCell(board, cellNow(view, f))),
  );
  if (crew.length > 0) return { zones: crew, hunting: false };
  const hunt = reachable([...derelictEnemies(view).filter((e) => (e.stats['offline'] ?? 0) === 0).map((e) => zoneOfUnit(board, e)), ...radarZones(board, view)]);
  if (hunt.length > 0) return { zones: hunt, hunting: true };
  // Nothing left to hunt: to the places whose sight sets something off (ROP19's altars call the Preacher out),
  // the other ones than where the actor stands, so the team looks at each in turn rather than waiting out the rounds.
  const here = zoneOfUnit(board, actor);
  const visits = reachable(mission.features.filter((f) => f.visit === true && !view.ext.removed.includes(f.id)).map((f) => zoneOfCell(board, cellNow(view, f))).filter((z) => z !== here));
  return { zones: visits, hunting: false };
}
