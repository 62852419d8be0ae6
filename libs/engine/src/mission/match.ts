import type { Side } from '../game/game-state';
import type { GameEvent } from '../rules/core/events';
import { unitById } from '../rules/units/unit-status';
import { entryOf } from '../rules/state/keyed';
import { carrierOf, cellsOf, placeHolds, type PlaceEnv } from './places';
import type { TriggerEvent } from './vocabulary';

/**
 * One vocabulary: each schema event is one of the core's domain events, seen through these names.
 * An engine event may stand for several (a kill is "unit-killed" for an enemy, "hero-dies" for a hero).
 */
export const SCHEMA_EVENTS_OF: Readonly<Partial<Record<GameEvent['type'], readonly TriggerEvent['event'][]>>> = {
  'game-started': ['mission-start', 'round-start'],
  'round-started': ['round-start'],
  'round-ended': ['round-end'],
  'phase-changed': ['phase-start'],
  'phase-ended': ['phase-end'],
  activated: ['turn-start'],
  'activation-ended': ['turn-end'],
  interacted: ['interact'],
  collected: ['collect'],
  moved: ['enter', 'see'],
  spawned: ['enter'],
  'left-map': ['leave-map'],
  'door-opened': ['door-changed'],
  'door-closed': ['door-changed'],
  'door-changed': ['door-changed', 'destroyed'],
  'feature-destroyed': ['destroyed'],
  killed: ['unit-killed', 'hero-dies'],
  revealed: ['unit-revealed'],
  hit: ['unit-damaged'],
  'noise-placed': ['noise'],
  'objective-changed': ['objective-done'],
  'counter-changed': ['counter-changed'],
  'alarm-raised': ['alarm'],
  'wave-started': ['wave-start'],
  'wave-ended': ['wave-end'],
  'tile-placed': ['tile-placed'],
};

/** Who a unit was when the step began (a killed unit is gone from the state by the time triggers run). */
export interface UnitInfo {
  readonly kind: string;
  readonly side: Side;
}

export interface MatchEnv extends PlaceEnv {
  readonly unitInfo: (id: string) => UnitInfo | undefined;
  readonly tileTags: ReadonlyMap<string, readonly string[]>;
}

/** The unit an event is about, which becomes the trigger's actor. */
export function actorOf(event: GameEvent): string | null {
  switch (event.type) {
    case 'activated':
    case 'activation-ended':
    case 'interacted':
    case 'collected':
    case 'moved':
    case 'left-map':
      return event.unit;
    case 'spawned':
      return event.unit.id;
    case 'killed':
      return event.by;
    case 'hit':
      return event.unit;
    default:
      return null;
  }
}

const phaseMatches = (wanted: string, phase: string, side: Side | null): boolean => phase === wanted || side === wanted;

const classOk = (env: MatchEnv, unit: string | null, wanted: string | undefined): boolean =>
  wanted === undefined || (unit !== null && env.unitInfo(unit)?.kind === wanted);

// The carrier as the ruleset names it, not only among units still in play: a survivor who has just left the
// map (escaped) still carried the objective out (derelict CG02, CG08, CG09 "leave-map carrying").
const carryingOk = (env: MatchEnv, unit: string | null, feature: string | undefined): boolean =>
  feature === undefined || (unit !== null && (env.hooks?.carrierOf?.(env.state, env.board, feature) ?? carrierOf(env, feature)?.id) === unit);

const attackOk = (wanted: string | undefined, actual: string | undefined): boolean => wanted === undefined || wanted === 'any' || wanted === actual;

/** Whether `event` is what `on` waits for. */
export function matches(env: MatchEnv, on: TriggerEvent, event: GameEvent): boolean {
  switch (on.event) {
    case 'mission-start':
      return event.type === 'game-started';
    case 'round-start':
      return (event.type === 'game-started' || event.type === 'round-started') && (on.round === undefined || on.round === event.round);
    case 'round-end':
      return event.type === 'round-ended' && (on.round === undefined || on.round === event.round);
    case 'phase-start':
      return event.type === 'phase-changed' && phaseMatches(on.phase, event.phase, event.side);
    case 'phase-end':
      return event.type === 'phase-ended' && phaseMatches(on.phase, event.phase, event.side);
    case 'turn-start':
    case 'turn-end': {
      if (event.type !== (on.event === 'turn-start' ? 'activated' : 'activation-ended')) return false;
      return env.unitInfo(event.unit)?.side === 'heroes' && classOk(env, event.unit, on.class) && carryingOk(env, event.unit, on.carrying);
    }
    case 'interact':
    case 'collect':
      return event.type === (on.event === 'interact' ? 'interacted' : 'collected') && event.feature === on.feature && classOk(env, event.unit, on.class);
    case 'enter': {
      if (event.type !== 'moved' && event.type !== 'spawned') return false;
      const unitId = event.type === 'moved' ? event.unit : event.unit.id;
      const side = env.unitInfo(unitId)?.side;
      const who = on.who ?? 'hero';
      if (who !== 'any' && side !== (who === 'hero' ? 'heroes' : 'enemies')) return false;
      if (!classOk(env, unitId, on.class)) return false;
      const at = (c: { x: number; y: number }) => c.x >= 0 && c.y >= 0 && c.x < env.board.width && placeHolds(env, on.place, c.y * env.board.width + c.x);
      if (event.type === 'spawned') return at(event.unit);
      if (event.path.length === 1) return event.path[0] !== undefined && at(event.path[0]);
      const [from, ...rest] = event.path;
      // Entering: some step lands inside; a unit already inside that moves within it does not enter again.
      return !(from && at(from)) && rest.some(at);
    }
    case 'see': {
      if (event.type !== 'moved' || env.unitInfo(event.unit)?.side !== 'heroes') return false;
      const cells = cellsOf(env, on.place);
      if (env.hooks?.sees) return env.hooks.sees(env.state, event.unit, cells);
      const unit = unitById(env.state, event.unit);
      return unit !== undefined && cells.includes(unit.y * env.board.width + unit.x);
    }
    case 'leave-map':
      return (
        event.type === 'left-map' &&
        (on.feature === undefined || on.feature === event.feature) &&
        classOk(env, event.unit, on.class) &&
        carryingOk(env, event.unit, on.carrying)
      );
    case 'door-changed': {
      if (event.type === 'door-opened') return on.door === event.door && on.state === 'open';
      if (event.type === 'door-closed') return on.door === event.door && on.state === 'closed';
      return event.type === 'door-changed' && on.door === event.door && on.state === event.state;
    }
    case 'destroyed':
      if (event.type === 'door-changed') {
        return event.state === 'destroyed' && on.feature === undefined && (on.door === undefined || on.door === event.door) && attackOk(on.by, event.by);
      }
      return event.type === 'feature-destroyed' && on.door === undefined && (on.feature === undefined || on.feature === event.feature) && attackOk(on.by, event.by);
    case 'unit-killed': {
      if (event.type !== 'killed') return false;
      const info = env.unitInfo(event.unit);
      return info?.side === 'enemies' && (on.unit === undefined || info.kind === on.unit) && attackOk(on.by, event.attack);
    }
    case 'hero-dies': {
      if (event.type !== 'killed') return false;
      const info = env.unitInfo(event.unit);
      return info?.side === 'heroes' && (on.class === undefined || info.kind === on.class) && carryingOk(env, event.unit, on.carrying);
    }
    case 'unit-revealed':
      return event.type === 'revealed' && (on.unit === undefined || event.kind === on.unit || revealsUnit(event.contents, on.unit));
    case 'unit-damaged': {
      if (event.type !== 'hit' || env.unitInfo(event.unit)?.kind !== on.unit) return false;
      const full = env.state.mission ? entryOf(env.state.mission.startHealth, event.unit) : undefined;
      if (full === undefined) return false;
      const below = (on.below ?? 1) * full;
      // Fires once, on the hit that takes it below the line.
      return event.health < below && event.health + event.damage >= below;
    }
    case 'noise':
      return event.type === 'noise-placed' && event.level >= on.atLeast;
    case 'objective-done':
      return event.type === 'objective-changed' && event.state === 'done' && event.objective === on.objective;
    case 'counter-changed':
      return event.type === 'counter-changed' && event.counter === on.counter;
    case 'alarm':
      return event.type === 'alarm-raised';
    case 'wave-start':
    case 'wave-end':
      return event.type === (on.event === 'wave-start' ? 'wave-started' : 'wave-ended') && (on.wave === undefined || on.wave === event.wave);
    case 'tile-placed': {
      if (event.type !== 'tile-placed') return false;
      return on.tag === undefined || (env.tileTags.get(event.tile) ?? []).includes(on.tag);
    }
  }
}

/** A token's contents name a unit type: "warrior", { "unit": "warrior" } or { "units": ["warrior", …] }. */
function revealsUnit(contents: unknown, unit: string): boolean {
  if (contents === unit) return true;
  if (typeof contents !== 'object' || contents === null) return false;
  const record = contents as Record<string, unknown>;
  if (record['unit'] === unit || record['kind'] === unit) return true;
  return Array.isArray(record['units']) && record['units'].includes(unit);
}
