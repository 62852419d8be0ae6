import type { Board } from '../board/board';
import type { GameState, Unit } from '../game/game-state';
import { unitById } from '../rules/core/turn-machine';
import { entryOf } from '../rules/state/keyed';
import type { MissionHooks } from './hooks';
import type { Place, Who } from './vocabulary';

/** Where places and people are looked up: one state on one board, for one trigger's actor. */
export interface PlaceEnv {
  readonly state: GameState;
  readonly board: Board;
  readonly hooks: MissionHooks | undefined;
  readonly actor: string | null;
  /** How a pick among places is made; conditions (which draw nothing) take every place listed. */
  readonly pick?: <T>(items: readonly T[]) => T | undefined;
}

export const onBoard = (unit: Unit): boolean => unit.x >= 0 && unit.y >= 0;
const cellOfUnit = (board: Board, unit: Unit): number => unit.y * board.width + unit.x;

/** The unit carrying `feature`: the ruleset's carrier, or null. */
export function carrierOf(env: PlaceEnv, feature: string): Unit | undefined {
  const id = env.hooks?.carrierOf?.(env.state, feature);
  return typeof id === 'string' ? unitById(env.state, id) : undefined;
}

function placementIndex(board: Board, id: string): number {
  return board.placements.findIndex((p) => p.id === id);
}

/** The cells of a place, row-major indices; empty when it names nothing on this board. */
export function cellsOf(env: PlaceEnv, place: Place): number[] {
  const { board, state } = env;
  if (place === 'actor') {
    const actor = env.actor === null ? undefined : unitById(state, env.actor);
    return actor && onBoard(actor) ? [cellOfUnit(board, actor)] : [];
  }
  if ('pick' in place) {
    if (!env.pick) return place.from.flatMap((p) => cellsOf(env, p));
    const look: PlaceEnv = { state: env.state, board: env.board, hooks: env.hooks, actor: env.actor };
    const live = place.from.filter((p) => cellsOf(look, p).length > 0);
    const chosen = env.pick(live);
    return chosen === undefined ? [] : cellsOf(env, chosen);
  }
  if ('feature' in place) {
    if (state.mission && entryOf(state.mission.features, place.feature) === 'removed') return [];
    const carrier = carrierOf(env, place.feature);
    if (carrier) return onBoard(carrier) ? [cellOfUnit(board, carrier)] : [];
    const feature = board.features.find((f) => f.id === place.feature);
    return feature ? [feature.y * board.width + feature.x] : [];
  }
  if ('tile' in place) {
    const index = placementIndex(board, place.tile);
    if (index < 0) return [];
    if (place.zone !== undefined) {
      const zone = board.zones.find((z) => z.tile === index && (z.name === place.zone || z.id === `${place.tile}.${place.zone}`));
      return zone ? [...zone.cells] : [];
    }
    const cells: number[] = [];
    for (let cell = 0; cell < board.tileOf.length; cell++) if (board.tileOf[cell] === index) cells.push(cell);
    return cells;
  }
  return place.x < board.width && place.y < board.height ? [place.y * board.width + place.x] : [];
}

const heroesOnBoard = (state: GameState): Unit[] => state.units.filter((u) => u.side === 'heroes' && onBoard(u));

/** The heroes a `who` names (on the board), in roster order. */
export function heroesOf(env: PlaceEnv, who: Who): Unit[] {
  const { state, board } = env;
  const heroes = heroesOnBoard(state);
  if (who === 'all-heroes') return heroes;
  if (who === 'random-hero') {
    if (!env.pick) return heroes;
    const one = env.pick(heroes);
    return one ? [one] : [];
  }
  const actor = env.actor === null ? undefined : unitById(state, env.actor);
  if (who === 'actor') return actor && actor.side === 'heroes' ? [actor] : [];
  if (who === 'heroes-with-actor') {
    if (!actor || !onBoard(actor)) return [];
    const zone = board.zoneOf[cellOfUnit(board, actor)];
    return heroes.filter((h) => board.zoneOf[cellOfUnit(board, h)] === zone);
  }
  if ('carrying' in who) {
    const carrier = carrierOf(env, who.carrying);
    return carrier && carrier.side === 'heroes' ? [carrier] : [];
  }
  if ('in' in who) {
    const cells = new Set(cellsOf(env, who.in));
    return heroes.filter((h) => cells.has(cellOfUnit(board, h)));
  }
  return heroes.filter((h) => h.kind === who.class);
}

/** True when `unit` stands on one of `cells`. */
export const standsIn = (board: Board, unit: Unit | undefined, cells: readonly number[]): boolean =>
  unit !== undefined && onBoard(unit) && cells.includes(cellOfUnit(board, unit));

/** Grid steps (king's moves) from `unit` to the nearest of `cells`. */
export function stepsTo(board: Board, unit: Unit, cells: readonly number[]): number {
  let best = Infinity;
  for (const cell of cells) {
    const x = cell % board.width;
    const y = Math.floor(cell / board.width);
    best = Math.min(best, Math.max(Math.abs(x - unit.x), Math.abs(y - unit.y)));
  }
  return best;
}
