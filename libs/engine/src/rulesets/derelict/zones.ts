import { doorHeldShut } from '../../rules/doors/doors';
import type { Board } from '../../board/board';
import { EdgeKind } from '../../board/edge-kind';
import type { GameState, Unit } from '../../game/game-state';
import { DX, DY, slotToward, type GridState } from '../../geometry/grid';
import { zoneGraph, openWidth } from '../../geometry/zone-graph';
import { zoneSight } from '../../geometry/zone-sight';
import { ZoneDistances, ZONE_MOVE_STEPS } from '../../geometry/zone-distance';
import { isActive, isOnBoard } from '../../rules/units/unit-status';
import type { DerelictExt } from './types';
import { topologyOf } from './topology';

/**
 * The board read as derelict zones (derelict.md §6): which zone a unit stands in, which doors let
 * through now, who sees whom, how far apart zones are, and where a figure entering a zone stands.
 */
type State = GameState<DerelictExt>;

export const UNREACHED = -1;

export const zoneAt = (board: Board, cell: number): number => board.zoneOf[cell] ?? -1;
export const cellOfXY = (board: Board, x: number, y: number): number => y * board.width + x;
export const zoneOfUnit = (board: Board, unit: { x: number; y: number }): number =>
  unit.x < 0 ? -1 : zoneAt(board, cellOfXY(board, unit.x, unit.y));

export function zoneIndex(board: Board, id: string): number {
  return board.zones.findIndex((z) => z.id === id);
}
export const zoneId = (board: Board, zone: number): string => board.zones[zone]?.id ?? '';
export const zoneName = (board: Board, zone: number): string => board.zones[zone]?.name ?? zoneId(board, zone);
/** derelict.md §6.1: rooms can be searched and take event spawns; corridors cannot. */
export const isRoom = (board: Board, zone: number): boolean => (board.zones[zone]?.kind ?? 'room') === 'room';

/** Doors that let through now: open, not locked by the map, a mission or a Lockdown (derelict.md §6.3, §9.4). */
export function gridState(board: Board, state: State): GridState {
  const open = new Uint8Array(board.doors.length);
  const { locked, lockdown } = state.ext;
  board.doors.forEach((door, i) => {
    // Derelict has no closed doors (§6.3): a door lets through unless it is locked or sealed (or destroyed open).
    if (!doorHeldShut(state, door.id) && !locked.includes(door.id) && !lockdown.includes(door.id)) open[i] = 1;
  });
  return { openDoors: open };
}

/** Figures standing in each zone (survivors and enemy miniatures; radar tokens take no room). */
export function occupancy(board: Board, state: State): Int32Array {
  const count = new Int32Array(board.zones.length);
  for (const unit of state.units) {
    if (!isActive(unit) || !isOnBoard(unit)) continue;
    const zone = zoneOfUnit(board, unit);
    if (zone >= 0) count[zone] = (count[zone] ?? 0) + 1;
  }
  return count;
}

/** derelict.md §6.8 Proposed: a zone holds as many figures as it has floor cells. */
export const capacityOf = (board: Board, zone: number): number => board.zones[zone]?.cells.length ?? 0;

/**
 * derelict.md §6.9 Impenetrable (a Shield Bubble, public `ext.impenetrable`): no miniature enters or
 * leaves the zone, no ranged attack goes into or out of it (within the zone is allowed; sight unchanged).
 */
export const isImpenetrable = (state: State, zone: number): boolean => zone >= 0 && (state.ext.impenetrable?.includes(zone) ?? false);
/** §6.9: a ranged attack (or a throw) from one zone into another crosses no impenetrable border. */
export const fireBlocked = (state: State, from: number, to: number): boolean => from !== to && (isImpenetrable(state, from) || isImpenetrable(state, to));

/** Zones no figure may enter now: full (§6.9) or impenetrable (§8.5 "paths avoid impenetrable zones"). */
export function fullZones(board: Board, state: State): Uint8Array {
  const count = occupancy(board, state);
  const full = new Uint8Array(board.zones.length);
  for (let z = 0; z < full.length; z++) if ((count[z] ?? 0) >= capacityOf(board, z) || isImpenetrable(state, z)) full[z] = 1;
  return full;
}

/** A free cell of `zone` for a figure entering it, or -1 when the zone is full or impenetrable (§6.9). */
export function freeCell(board: Board, state: State, zone: number): number {
  return isImpenetrable(state, zone) ? -1 : roomCell(board, state, zone);
}

/**
 * A free cell of `zone`, or -1 when it is full, whether or not it is impenetrable: for figures that
 * appear where they already are (a radar token turning over inside a Shield Bubble enters nothing, §6.9).
 */
export function roomCell(board: Board, state: State, zone: number): number {
  // Only the figures in this zone matter (asked for every step of every enemy: no set of the whole board).
  const taken: number[] = [];
  for (const unit of state.units) {
    if (unit.x < 0 || !isActive(unit)) continue;
    const cell = cellOfXY(board, unit.x, unit.y);
    if (board.zoneOf[cell] === zone) taken.push(cell);
  }
  for (const cell of board.zones[zone]?.cells ?? []) if (!taken.includes(cell)) return cell;
  return -1;
}

/** Zones one move away (derelict.md §6.2): an open border, an open door or an Improvised Exit (topology.ts). */
export function moveNeighbours(board: Board, state: State, zone: number): number[] {
  const graph = zoneGraph(topologyOf(board, state));
  const grid = gridState(board, state);
  const out: number[] = [];
  for (let k = graph.start[zone] ?? 0; k < (graph.start[zone + 1] ?? 0); k++) {
    const boundary = graph.boundaries[graph.boundaryOf[k] ?? 0];
    if (boundary && openWidth(boundary, grid) >= 1) out.push(graph.neighbour[k] ?? -1);
  }
  return out;
}

/** Steps from every zone to the nearest of `targets` over move borders, full zones not entered. */
export function distancesTo(board: Board, state: State, targets: readonly number[]): ZoneDistances {
  const impassable = fullZones(board, state);
  for (const t of targets) impassable[t] = 0;
  return new ZoneDistances(zoneGraph(topologyOf(board, state))).compute(targets, { ...ZONE_MOVE_STEPS, impassable }, gridState(board, state));
}

/**
 * Sight between zones depends only on the board and which doors let through, so each board keeps the
 * sight of each zone for its current door states (the Enemy Phase asks it for every enemy and survivor).
 * The arrays handed out are shared: read them, never write them.
 */
const sightMemo = new WeakMap<Board, { doors: string; byZone: Map<number, Int32Array> }>();

/** Zones seen from `zone` (derelict.md §6.4); in a Blackout only the zone itself (§9.3). */
export function sightFrom(board: Board, state: State, zone: number): Int32Array {
  if (state.ext.event === 'blackout') {
    const own = new Int32Array(board.zones.length).fill(UNREACHED);
    own[zone] = 0;
    return own;
  }
  const grid = gridState(board, state);
  const doors = (grid.openDoors ?? []).join('');
  // Keyed by the board as cut (Improvised Exits, topology.ts): a new doorway is a new board.
  const cut = topologyOf(board, state);
  let memo = sightMemo.get(cut);
  if (!memo || memo.doors !== doors) {
    memo = { doors, byZone: new Map() };
    sightMemo.set(cut, memo);
  }
  let sight = memo.byZone.get(zone);
  if (!sight) {
    sight = zoneSight(cut, zone, { doorwayAnywhere: true }, grid);
    memo.byZone.set(zone, sight);
  }
  return sight;
}

export const sees = (board: Board, state: State, from: number, to: number): boolean =>
  from >= 0 && to >= 0 && (sightFrom(board, state, from)[to] ?? UNREACHED) !== UNREACHED;

/** Survivors on the board, alive. */
export const survivors = (state: State): Unit[] => state.units.filter((u) => u.side === 'heroes' && isActive(u) && isOnBoard(u));
/** Enemy miniatures on the board, alive. */
export const enemies = (state: State): Unit[] => state.units.filter((u) => u.side === 'enemies' && isActive(u) && isOnBoard(u));

export function enemiesIn(board: Board, state: State, zone: number): Unit[] {
  return enemies(state).filter((u) => zoneOfUnit(board, u) === zone);
}
export function survivorsIn(board: Board, state: State, zone: number): Unit[] {
  return survivors(state).filter((u) => zoneOfUnit(board, u) === zone);
}

/**
 * Per compass side (0 north, 1 east, 2 south, 3 west), the zones one move away across a border on
 * that side of `zone` (derelict.md §6.10: the directional die picks a side).
 */
export function sidesOf(board: Board, state: State, zone: number): number[][] {
  const passable = new Set(moveNeighbours(board, state, zone));
  const grid = gridState(board, state);
  const edges = topologyOf(board, state).edges;
  const sides: number[][] = [[], [], [], []];
  for (const cell of board.zones[zone]?.cells ?? []) {
    const x = cell % board.width;
    const y = (cell - x) / board.width;
    for (let d = 0; d < 4; d++) {
      const nx = x + (DX[d] ?? 0);
      const ny = y + (DY[d] ?? 0);
      if (nx < 0 || ny < 0 || nx >= board.width || ny >= board.height) continue;
      const other = zoneAt(board, cellOfXY(board, nx, ny));
      if (other < 0 || other === zone || !passable.has(other)) continue;
      const slot = slotToward(board.width, cell, d);
      const edge = edges[slot];
      const through = edge === EdgeKind.Open || (edge === EdgeKind.Door && grid.openDoors?.[board.doorAt[slot] ?? -1] === 1);
      const list = sides[d] as number[];
      if (through && !list.includes(other)) list.push(other);
    }
  }
  return sides;
}

/** The zone's middle, for bearings. */
export function centreOf(board: Board, zone: number): { x: number; y: number } {
  const cells = board.zones[zone]?.cells ?? [];
  let x = 0;
  let y = 0;
  for (const cell of cells) {
    x += cell % board.width;
    y += Math.floor(cell / board.width);
  }
  return cells.length === 0 ? { x: 0, y: 0 } : { x: x / cells.length, y: y / cells.length };
}
