import { doorStateOf } from '../rules/doors/doors';
import { isActive } from '../rules/units/unit-status';
import { unitById } from '../rules/units/unit-status';
import { entryOf } from '../rules/state/keyed';
import { actorZoneCells, carrierOf, cellsOf, heroesOf, onBoard, placeHolds, standsIn, stepsTo, unitTypeOf, type PlaceEnv } from './places';
import type { MissionState } from './mission-state';
import type { Condition, CountOf, DoorState, FeatureState, ObjectiveState, Op } from './vocabulary';

export function compare(left: number, op: Op, right: number): boolean {
  switch (op) {
    case '=':
      return left === right;
    case '!=':
      return left !== right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
  }
}

export function objectiveState(mission: MissionState | undefined, id: string): ObjectiveState {
  return mission?.objectives.find((o) => o.id === id)?.state ?? 'open';
}

export function doorState(env: PlaceEnv, door: string): DoorState {
  return doorStateOf(env.state, door);
}

/** G8: a vehicle's pilot, power and place (where it stands: with its pilot, or where it was left). */
function vehicleHolds(env: PlaceEnv, condition: Extract<Condition, { test: 'vehicle' }>): boolean {
  const vehicle = env.hooks?.vehicle?.(env.state, condition.feature);
  if (!vehicle) return false;
  if (condition.piloted !== undefined && (vehicle.pilot !== null) !== condition.piloted) return false;
  if (condition.powered !== undefined && vehicle.powered !== condition.powered) return false;
  return condition.in === undefined || placeHolds(env, condition.in, vehicle.cell);
}

function featureState(env: PlaceEnv, feature: string): FeatureState {
  const recorded = env.state.mission ? entryOf(env.state.mission.features, feature) : undefined;
  if (recorded === 'removed' || recorded === 'destroyed') return recorded;
  if (carrierOf(env, feature)) return 'carried';
  return recorded ?? 'present';
}

function count(env: PlaceEnv, condition: Extract<Condition, { test: 'count' }>): number {
  const { state, board } = env;
  const filtered = condition.in !== undefined || condition.unit !== undefined || condition.class !== undefined;
  if (!filtered) {
    const own = env.hooks?.count?.(state, condition.of);
    if (own !== undefined) return own;
  }
  const cells = condition.in === undefined ? null : condition.in === 'actor' && env.hooks?.zonePlaces === true ? actorZoneCells(env) : cellsOf(env, condition.in);
  const near = (at: { x: number; y: number }): boolean => {
    if (cells === null) return true;
    const steps = stepsTo(board, { id: '', side: 'heroes', kind: '', name: '', health: 0, status: 'active', stats: {}, ...at }, cells);
    return steps <= (condition.within ?? 0);
  };
  const units = (side: 'heroes' | 'enemies', mapOnly: boolean) =>
    state.units.filter(
      (u) =>
        u.side === side &&
        isActive(u) &&
        (!mapOnly || onBoard(u)) &&
        (condition.unit === undefined || unitTypeOf(env, u.kind) === condition.unit) &&
        (condition.class === undefined || u.kind === condition.class) &&
        (cells === null || (onBoard(u) && near(u))),
    ).length;
  const tokens = () => state.tokens.filter((t) => !t.revealed && near(t)).length;
  const of: CountOf = condition.of;
  switch (of) {
    case 'enemies':
      return units('enemies', true);
    case 'enemy-tokens':
      return tokens();
    case 'enemies-and-tokens':
      return units('enemies', true) + tokens();
    case 'heroes':
      return units('heroes', false);
    case 'heroes-on-map':
      return units('heroes', true);
    case 'heroes-exited':
      return state.mission?.heroesExited ?? 0;
    case 'heroes-dead':
      return state.mission?.heroesDead ?? 0;
  }
}

/** Whether a condition holds now. Draws nothing: a pick among places means any of them. */
export function holds(env: PlaceEnv, condition: Condition): boolean {
  const { state, board } = env;
  switch (condition.test) {
    case 'all':
      return condition.conditions.every((c) => holds(env, c));
    case 'any':
      return condition.conditions.some((c) => holds(env, c));
    case 'not':
      return !holds(env, condition.condition);
    case 'objective':
      return objectiveState(state.mission, condition.objective) === condition.state;
    case 'counter':
      return compare(
        entryOf(state.counters, condition.counter) ?? 0,
        condition.op,
        condition.scale === 'party-size' ? condition.value * (state.mission?.partySize ?? 0) : condition.value,
      );
    case 'count':
      return compare(count(env, condition), condition.op, condition.value);
    case 'door':
      return doorState(env, condition.door) === condition.state;
    case 'feature':
      return featureState(env, condition.feature) === condition.state;
    case 'carrying': {
      const carrier = carrierOf(env, condition.feature);
      if (!carrier) return false;
      return heroesOf(env, condition.who ?? 'actor').some((h) => h.id === carrier.id);
    }
    case 'actor': {
      const actor = env.actor === null ? undefined : unitById(state, env.actor);
      if (!actor) return false;
      if (condition.class !== undefined && actor.kind !== condition.class) return false;
      return condition.in === undefined || (onBoard(actor) && placeHolds(env, condition.in, actor.y * board.width + actor.x));
    }
    case 'all-heroes-in': {
      const cells = cellsOf(env, condition.place);
      const heroes = state.units.filter((u) => u.side === 'heroes' && onBoard(u));
      return heroes.length > 0 && heroes.every((h) => standsIn(board, h, cells));
    }
    case 'unit-health': {
      const start = state.mission?.startHealth ?? {};
      return state.units.some((u) => {
        const full = entryOf(start, u.id);
        return isActive(u) && unitTypeOf(env, u.kind) === condition.unit && full !== undefined && u.health < full * condition.below;
      });
    }
    case 'round':
      return compare(state.round, condition.op, condition.value);
    case 'party-size':
      return compare(state.mission?.partySize ?? 0, condition.op, condition.value);
    case 'alarm':
      return (state.mission?.alarm ?? false) === condition.raised;
    case 'has-item': {
      // The actor of a "leave-map" has left the board but still holds what it carried out (infiltration.md §12.2).
      const who = condition.who ?? 'actor';
      const gone = who === 'actor' && env.actor !== null ? state.units.find((u) => u.id === env.actor && u.side === 'heroes' && u.status === 'escaped') : undefined;
      return (gone ? [gone] : heroesOf(env, who)).some((h) => env.hooks?.hasItem?.(state, h.id, condition.item) === true);
    }
    case 'campaign':
      return (state.mission?.campaign === true) === condition.is;
    case 'vehicle':
      return vehicleHolds(env, condition);
    case 'flag': {
      const flags = condition.scope === 'campaign' ? state.mission?.campaignFlags : state.mission?.flags;
      return ((flags ? entryOf(flags, condition.flag) : undefined) ?? false) === condition.is;
    }
  }
}
