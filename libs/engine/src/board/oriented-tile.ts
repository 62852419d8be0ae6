import type { Direction } from './direction';
import { rotateRows, type Rotation, type TileDefinition, type TileDoor, type TileEdgeRef, type TileSlot } from './tile';

const CLOCKWISE: Readonly<Record<Direction, Direction>> = { north: 'east', east: 'south', south: 'west', west: 'north' };

/** A tile definition turned to its placement's rotation: everything in the rotated tile's own coordinates. */
export interface OrientedTile {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly string[];
  readonly zoneRows: readonly string[] | undefined;
  readonly walls: readonly TileEdgeRef[];
  readonly doors: readonly TileDoor[];
  readonly openings: readonly TileEdgeRef[];
  readonly slots: readonly TileSlot[];
}

/** Where cell (x, y) of a tile `height` rows tall lands after one clockwise quarter turn. */
function turnCell(x: number, y: number, height: number): { x: number; y: number } {
  return { x: height - 1 - y, y: x };
}

/** Turns a side by the rotation: a north opening of a tile turned 90° faces east. */
export function rotateSide(side: Direction, rotation: Rotation): Direction {
  let turned = side;
  for (let turns = rotation / 90; turns > 0; turns--) turned = CLOCKWISE[turned];
  return turned;
}

/** Where a tile-local cell lands after rotating the whole tile (of the given unrotated size). */
export function rotateCell(x: number, y: number, width: number, height: number, rotation: Rotation): { x: number; y: number } {
  let at = { x, y };
  let h = height;
  let w = width;
  for (let turns = rotation / 90; turns > 0; turns--) {
    at = turnCell(at.x, at.y, h);
    [w, h] = [h, w];
  }
  return at;
}

export function orientTile(tile: TileDefinition, rotation: Rotation): OrientedTile {
  const height = tile.cells.length;
  const width = tile.cells[0]?.length ?? 0;
  const turnEdge = <T extends TileEdgeRef>(edge: T): T => ({
    ...edge,
    ...rotateCell(edge.x, edge.y, width, height, rotation),
    side: rotateSide(edge.side, rotation),
  });
  const rows = rotateRows(tile.cells, rotation);
  return {
    width: rows[0]?.length ?? 0,
    height: rows.length,
    rows,
    zoneRows: tile.zones ? rotateRows(tile.zones, rotation) : undefined,
    walls: (tile.walls ?? []).map(turnEdge),
    doors: (tile.doors ?? []).map(turnEdge),
    openings: (tile.openings ?? []).map(turnEdge),
    slots: (tile.slots ?? []).map((slot) => ({ ...slot, ...rotateCell(slot.x, slot.y, width, height, rotation) })),
  };
}
