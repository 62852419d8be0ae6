import { cellOf } from '../board/board';
import type { Board } from '../board/board';
import type { GameState, Unit } from '../game/game-state';
import { isActive, unitById } from '../rules/units/unit-status';
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

/** The mission's unit type of a unit kind (see MissionHooks.unitTypeOf). */
export const unitTypeOf = (env: Pick<PlaceEnv, 'hooks'>, kind: string): string => env.hooks?.unitTypeOf?.(kind) ?? kind;

export const onBoard = (unit: Unit): boolean => unit.x >= 0 && unit.y >= 0;
const cellOfUnit = cellOf;

/** The unit carrying `feature`: the ruleset's carrier, or null. */
export function carrierOf(env: PlaceEnv, feature: string): Unit | undefined {
  const id = env.hooks?.carrierOf?.(env.state, env.board, feature);
  return typeof id === 'string' ? unitById(env.state, id) : undefined;
}

function placementIndex(board: Board, id: string): number {
  return board.placements.findIndex((p) => p.id === id);
}

// Places are resolved after every step a trigger listens to: each board's tile cells are listed once.
const tileCellCache = new WeakMap<Board, Map<number, readonly number[]>>();

function cellsOfTile(board: Board, index: number): readonly number[] {
  let byTile = tileCellCache.get(board);
  if (!byTile) {
    byTile = new Map();
    for (let cell = 0; cell < board.tileOf.length; cell++) {
      const tile = board.tileOf[cell] as number;
      if (tile < 0) continue;
      const list = (byTile.get(tile) ?? []) as number[];
      list.push(cell);
      byTile.set(tile, list);
    }
    tileCellCache.set(board, byTile);
  }
  return byTile.get(index) ?? [];
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
  if ('feature' in place) return featureCells(env, place.feature);
  if ('near' in place) return cellsNear(board, unitById(state, place.near), place.reach ?? 0);
  if ('unit' in place) return cellsOfUnitType(env, place.unit);
  if ('tile' in place) {
    const index = placementIndex(board, place.tile);
    if (index < 0) return [];
    if (place.zone !== undefined) {
      const zone = board.zones.find((z) => z.tile === index && (z.name === place.zone || z.id === `${place.tile}.${place.zone}`));
      return zone ? [...zone.cells] : [];
    }
    return [...cellsOfTile(board, index)];
  }
  return place.x < board.width && place.y < board.height ? [place.y * board.width + place.x] : [];
}

/**
 * Where a feature is: its carrier's cell, its vehicle's, the cell a mission moved it to, or the map's. Where
 * units stand in zones (`MissionHooks.zonePlaces`, derelict), the feature is its whole zone: a survivor "in the
 * cell" or "entering the exit" stands somewhere in that zone, never on a chosen square (ROP18, CG05, CG10).
 */
function featureCells(env: PlaceEnv, id: string): number[] {
  const { board, state } = env;
  if (state.mission && entryOf(state.mission.features, id) === 'removed') return [];
  const cell = featureCell(env, id);
  if (cell === undefined) return [];
  const zone = env.hooks?.zonePlaces === true ? board.zones[board.zoneOf[cell] ?? -1] : undefined;
  return zone ? [...zone.cells] : [cell];
}

function featureCell(env: PlaceEnv, id: string): number | undefined {
  const { board, state } = env;
  const carrier = carrierOf(env, id);
  if (carrier) return onBoard(carrier) ? cellOfUnit(board, carrier) : undefined;
  // A vehicle stands where its pilot took it (G8).
  const vehicle = env.hooks?.vehicle?.(state, id);
  if (vehicle) return vehicle.cell;
  const moved = env.hooks?.featureCell?.(state, id);
  if (moved !== undefined) return moved;
  const feature = board.features.find((f) => f.id === id);
  return feature ? feature.y * board.width + feature.x : undefined;
}

/** The cells of the zone the actor stands in (a zone ruleset's place of a unit); none off the board. */
export function actorZoneCells(env: PlaceEnv): number[] {
  const actor = env.actor === null ? undefined : unitById(env.state, env.actor);
  if (!actor || !onBoard(actor)) return [];
  const zone = env.board.zones[env.board.zoneOf[cellOfUnit(env.board, actor)] ?? -1];
  return zone ? [...zone.cells] : [cellOfUnit(env.board, actor)];
}

/**
 * G9: where the first active enemy of a type on the board stands (CG11's Titan): its cell, or its whole zone
 * where units stand in zones (`MissionHooks.zonePlaces`); none while no such enemy is on the board.
 */
function cellsOfUnitType(env: PlaceEnv, type: string): number[] {
  const unit = env.state.units.find((u) => u.side === 'enemies' && isActive(u) && onBoard(u) && unitTypeOf(env, u.kind) === type);
  if (!unit) return [];
  const cell = cellOfUnit(env.board, unit);
  const zone = env.hooks?.zonePlaces === true ? env.board.zones[env.board.zoneOf[cell] ?? -1] : undefined;
  return zone ? [...zone.cells] : [cell];
}

/** The board cells within `reach` king's moves of where `unit` stands now (a place that follows it); none off the board. */
function cellsNear(board: Board, unit: Unit | undefined, reach: number): number[] {
  if (!unit || !onBoard(unit)) return [];
  const cells: number[] = [];
  for (let y = Math.max(0, unit.y - reach); y <= Math.min(board.height - 1, unit.y + reach); y++) {
    for (let x = Math.max(0, unit.x - reach); x <= Math.min(board.width - 1, unit.x + reach); x++) cells.push(y * board.width + x);
  }
  return cells;
}

/**
 * Whether `cell` is in a place: the same answer as `cellsOf(env, place).includes(cell)` without listing
 * the place (an "enter" trigger asks it for every step of every move).
 */
export function placeHolds(env: PlaceEnv, place: Place, cell: number): boolean {
  if (typeof place === 'object' && 'tile' in place) {
    const index = placementIndex(env.board, place.tile);
    if (index < 0 || env.board.tileOf[cell] !== index) return false;
    if (place.zone === undefined) return true;
    const zone = env.board.zones[env.board.zoneOf[cell] ?? -1];
    return zone !== undefined && zone.tile === index && (zone.name === place.zone || zone.id === `${place.tile}.${place.zone}`);
  }
  return cellsOf(env, place).includes(cell);
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
  if ('piloting' in who) {
    const pilot = env.hooks?.vehicle?.(state, who.piloting)?.pilot;
    return heroes.filter((h) => h.id === pilot);
  }
  if ('in' in who) {
    const cells = new Set(cellsOf(env, who.in));
    return heroes.filter((h) => cells.has(cellOfUnit(board, h)));
  }
  if ('hero' in who) return heroes.filter((h) => h.id === who.hero);
  // A players' pick left to run (one hero or none to choose from): the heroes it names, once each.
  if ('pick' in who) return heroes.filter((h) => who.from.some((w) => heroesOf(env, w).includes(h)));
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

/**
 * Up to `count` free floor cells for figures put on a place: its own cells first (in order), then rings
 * of cells around it, out to `reach` steps. `taken` says whether a cell holds a figure already.
 */
export function freeCellsAround(board: Board, cells: readonly number[], count: number, taken: (cell: number) => boolean, reach = 3): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  const consider = (cell: number) => {
    if (out.length >= count || seen.has(cell)) return;
    seen.add(cell);
    if (board.zoneOf[cell] !== -1 && board.zoneOf[cell] !== undefined && !taken(cell)) out.push(cell);
  };
  for (const cell of cells) consider(cell);
  for (let ring = 1; ring <= reach && out.length < count; ring++) {
    for (const cell of cells) {
      const x0 = cell % board.width;
      const y0 = Math.floor(cell / board.width);
      for (let dy = -ring; dy <= ring; dy++) {
        for (let dx = -ring; dx <= ring; dx++) {
          if (Math.max(Math.abs(dx), Math.abs(dy)) !== ring) continue;
          const x = x0 + dx;
          const y = y0 + dy;
          if (x >= 0 && y >= 0 && x < board.width && y < board.height) consider(y * board.width + x);
        }
      }
    }
  }
  return out;
}
