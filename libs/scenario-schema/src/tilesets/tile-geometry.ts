// Tile-local geometry for checking authored tiles: which cells are floor, which edges are walls, what is reachable.
import type { Tile, TileEdge } from '../generated/mission-types';

type Side = TileEdge['side'];

export interface Cell {
  readonly x: number;
  readonly y: number;
}

export const STEPS: Readonly<Record<Side, Cell>> = {
  north: { x: 0, y: -1 },
  east: { x: 1, y: 0 },
  south: { x: 0, y: 1 },
  west: { x: -1, y: 0 },
};

export function charAt(tile: Tile, x: number, y: number): string {
  return tile.cells[y]?.[x] ?? ' ';
}

export function isFloor(tile: Tile, x: number, y: number): boolean {
  return charAt(tile, x, y) === '.';
}

/** Floor or obstacle: a cell inside a room, which zones and slots may name. */
export function isInterior(tile: Tile, x: number, y: number): boolean {
  const char = charAt(tile, x, y);
  return char === '.' || char === 'x';
}

export function neighbour(cell: Cell, side: Side): Cell {
  return { x: cell.x + STEPS[side].x, y: cell.y + STEPS[side].y };
}

/** One key for an edge whichever of its two cells names it. */
export function edgeKey(edge: TileEdge): string {
  const other = neighbour(edge, edge.side);
  const [a, b] = edge.x + edge.y * 100 < other.x + other.y * 100 ? [edge, other] : [other, edge];
  return `${a.x},${a.y}|${b.x},${b.y}`;
}

export function floorCells(tile: Tile): Cell[] {
  const cells: Cell[] = [];
  tile.cells.forEach((row, y) => [...row].forEach((char, x) => char === '.' && cells.push({ x, y })));
  return cells;
}

/**
 * Floor cells reachable from `from` inside the tile, stepping over edges that `blocked` does not stop.
 * By default walls stop a step and doors do not.
 */
export function reachableFrom(tile: Tile, from: Cell, blocked: (edge: TileEdge) => boolean = wallChecker(tile)): Set<string> {
  const seen = new Set<string>([`${from.x},${from.y}`]);
  const queue: Cell[] = [from];
  for (let cell = queue.shift(); cell; cell = queue.shift()) {
    for (const side of Object.keys(STEPS) as Side[]) {
      const next = neighbour(cell, side);
      const key = `${next.x},${next.y}`;
      if (seen.has(key) || !isFloor(tile, next.x, next.y) || blocked({ ...cell, side })) continue;
      seen.add(key);
      queue.push(next);
    }
  }
  return seen;
}

export function wallChecker(tile: Tile): (edge: TileEdge) => boolean {
  const walls = new Set((tile.walls ?? []).map(edgeKey));
  return (edge) => walls.has(edgeKey(edge));
}

/** Walls and doors both stop a step: what stays together is one room (or corridor) of areas. */
export function wallOrDoorChecker(tile: Tile): (edge: TileEdge) => boolean {
  const closed = new Set([...(tile.walls ?? []), ...(tile.doors ?? [])].map(edgeKey));
  return (edge) => closed.has(edgeKey(edge));
}

/** The zone letter of an interior cell ('' when the tile has no zones). */
export function zoneAt(tile: Tile, x: number, y: number): string {
  return tile.zones?.[y]?.[x] ?? '';
}

export function zoneLetters(tile: Tile): string[] {
  const letters = new Set<string>();
  tile.cells.forEach((row, y) =>
    [...row].forEach((_, x) => {
      if (isInterior(tile, x, y)) letters.add(zoneAt(tile, x, y));
    }),
  );
  return [...letters].sort();
}

/** Rooms (or corridors) of a tile: groups of floor cells joined without crossing a wall or a door. */
export function roomsOf(tile: Tile): Set<string>[] {
  const rooms: Set<string>[] = [];
  const assigned = new Set<string>();
  for (const cell of floorCells(tile)) {
    if (assigned.has(`${cell.x},${cell.y}`)) continue;
    const room = reachableFrom(tile, cell, wallOrDoorChecker(tile));
    room.forEach((key) => assigned.add(key));
    rooms.push(room);
  }
  return rooms;
}
