// infiltration.md §7: areas (the board's lettered zones), rooms and corridors (their tiles), doors,
// line of sight and range, and the "nearest" metric.
import { doorLetsThrough } from '../../rules/doors/doors';
import type { Board } from '../../board/board';
import type { GameState, Side, Unit } from '../../game/game-state';
import { EMPTY, SIDE_ENEMIES, SIDE_HEROES, type GridState } from '../../geometry/grid';
import { UNREACHED } from '../../geometry/topology';
import { openWidth, zoneGraph, type ZoneBoundary } from '../../geometry/zone-graph';
import { ZoneDistances, NEAREST_AREA_STEPS, ZONE_MOVE_STEPS } from '../../geometry/zone-distance';
import { zoneSight } from '../../geometry/zone-sight';
import { isOnBoard } from '../../rules/units/unit-status';

/** The area a unit stands in, or -1 off the board. */
export function areaOf(board: Board, unit: Pick<Unit, 'x' | 'y'>): number {
  if (unit.x < 0 || unit.y < 0) return -1;
  return board.zoneOf[unit.y * board.width + unit.x] ?? -1;
}

/** The room or corridor an area lies in (§7.1): its tile, as every tile of the sets holds one (README). */
export const zoneOfArea = (board: Board, area: number): number => board.zones[area]?.tile ?? -1;

export const onBoard = (unit: Unit): boolean => isOnBoard(unit);

export function unitsIn(state: GameState, board: Board, area: number, side?: Side): Unit[] {
  return state.units.filter((u) => isOnBoard(u) && (side === undefined || u.side === side) && areaOf(board, u) === area);
}

/** §11.4 Obscured areas (Smoke Grenade), from the ruleset's state. */
const obscuredOf = (state: GameState): readonly number[] => (state.ext as { obscured?: readonly number[] } | undefined)?.obscured ?? [];

/** Doors open in the state, as geometry reads them. */
export function gridState(state: GameState, board: Board, viewer?: Side): GridState {
  const openDoors = new Uint8Array(board.doors.length);
  board.doors.forEach((door, i) => {
    if (doorLetsThrough(state, door.id)) openDoors[i] = 1;
  });
  if (viewer === undefined) return { openDoors };
  // §7.5: a unit of the other side in an area blocks every line through that area (not into it).
  const occupancy = new Int8Array(board.cells.length).fill(EMPTY);
  const blocker = viewer === 'heroes' ? 'enemies' : 'heroes';
  for (const unit of state.units) {
    if (unit.side !== blocker || !isOnBoard(unit)) continue;
    const area = areaOf(board, unit);
    for (const cell of board.zones[area]?.cells ?? []) occupancy[cell] = blocker === 'heroes' ? SIDE_HEROES : SIDE_ENEMIES;
  }
  // An obscured area stops every line through it, for both sides (its own cells block like foes).
  for (const area of obscuredOf(state)) for (const cell of board.zones[area]?.cells ?? []) occupancy[cell] = blocker === 'heroes' ? SIDE_HEROES : SIDE_ENEMIES;
  return { openDoors, occupancy };
}

/** Per area, the borders a line of sight crosses from `area` for a viewer of `side` (UNREACHED: not seen). */
export function sightFrom(state: GameState, board: Board, area: number, side: Side, units: 'foes' | 'none' = 'foes'): Int32Array {
  const obscured = obscuredOf(state);
  if (obscured.includes(area)) {
    // §11.4 Obscured: no line out of it (its own area is no line of sight drawn).
    const sight = new Int32Array(board.zones.length).fill(UNREACHED);
    if (area >= 0) sight[area] = 0;
    return sight;
  }
  const grid = gridState(state, board, side);
  const sight = zoneSight(board, area, { units, viewerSide: side === 'heroes' ? SIDE_HEROES : SIDE_ENEMIES }, grid);
  if (obscured.length === 0) return sight;
  const out = Int32Array.from(sight);
  for (const o of obscured) if (o >= 0 && o < out.length) out[o] = UNREACHED; // no line into it
  return out;
}

export const sees = (sight: Int32Array, area: number): boolean => (sight[area] ?? UNREACHED) !== UNREACHED;

/** The borders between two areas, door indices included. */
function boundariesOf(board: Board, area: number): { other: number; boundary: ZoneBoundary }[] {
  const graph = zoneGraph(board);
  const out: { other: number; boundary: ZoneBoundary }[] = [];
  for (let k = graph.start[area] ?? 0; k < (graph.start[area + 1] ?? 0); k++) {
    const boundary = graph.boundaries[graph.boundaryOf[k] ?? -1];
    if (boundary) out.push({ other: graph.neighbour[k] ?? -1, boundary });
  }
  return out;
}

/** §7.4: areas sharing an edge that no wall or closed door blocks. */
export function adjacentAreas(state: GameState, board: Board, area: number): number[] {
  const grid = gridState(state, board);
  return boundariesOf(board, area)
    .filter(({ boundary }) => openWidth(boundary, grid) > 0)
    .map(({ other }) => other);
}

/** §7.4: the closed doors in the walls bordering an area, with the area beyond each. */
export function closedDoorsOf(state: GameState, board: Board, area: number): { door: number; beyond: number }[] {
  const out: { door: number; beyond: number }[] = [];
  for (const { other, boundary } of boundariesOf(board, area)) {
    for (const door of boundary.doors) {
      const place = board.doors[door];
      if (place && !doorLetsThrough(state, place.id)) out.push({ door, beyond: other });
    }
  }
  return out;
}

/** The two areas a door joins. */
export function areasOfDoor(board: Board, door: number): [number, number] | null {
  const place = board.doors[door];
  if (!place) return null;
  const here = place.y * board.width + place.x;
  const there = place.side === 'east' ? here + 1 : here + board.width;
  return [board.zoneOf[here] ?? -1, board.zoneOf[there] ?? -1];
}

/**
 * §7.3 distances from `sources`: areas crossed plus one per closed door (locked included); with
 * `openOnly`, closed doors cannot be crossed (No Hands units, §9.3).
 */
export function distancesFrom(state: GameState, board: Board, sources: readonly number[], openOnly = false): ZoneDistances {
  return new ZoneDistances(zoneGraph(board)).compute(sources, openOnly ? ZONE_MOVE_STEPS : NEAREST_AREA_STEPS, gridState(state, board));
}

/** The cell a unit entering `area` stands on: the first free one (figures only; rules count areas). */
export function cellIn(state: GameState, board: Board, area: number, ignore?: string): { x: number; y: number } {
  const cells = board.zones[area]?.cells ?? [];
  const taken = new Set(state.units.filter((u) => isOnBoard(u) && u.id !== ignore).map((u) => u.y * board.width + u.x));
  const cell = cells.find((c) => !taken.has(c)) ?? cells[0] ?? 0;
  return { x: cell % board.width, y: Math.floor(cell / board.width) };
}
