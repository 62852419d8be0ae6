import type { Direction } from './direction';

/** What a lettered zone of a tile is (DESIGN "Space": area ⊂ room or corridor ⊂ tile). */
export type ZoneKind = 'room' | 'corridor' | 'area';

/** An edge of a cell inside a tile, in tile-local coordinates: the `side` of cell (x, y). */
export interface TileEdgeRef {
  readonly x: number;
  readonly y: number;
  readonly side: Direction;
}

export interface TileDoor extends TileEdgeRef {
  readonly id?: string;
}

/** A place the tile offers for a feature (search token, spawn point, objective…). */
export interface TileSlot {
  readonly type: string;
  readonly x: number;
  readonly y: number;
}

/**
 * A tile as authored: rows of characters (see CELL_CHARS); the first row is the tile's north edge,
 * x is the column (east) and y the row (south), (0, 0) the top-left cell.
 */
export interface TileDefinition {
  readonly id: string;
  readonly name?: string;
  readonly cells: readonly string[];
  /** Rows like `cells`: a letter per interior cell names its zone within the tile; '.' or ' ' makes a one-cell zone. */
  readonly zones?: readonly string[];
  /** Display names of the lettered zones, e.g. { a: 'Robotics Bay' }. */
  readonly zoneNames?: Readonly<Record<string, string>>;
  /** What each zone letter is: a room or a corridor of the tile, or an area inside one (infiltration). */
  readonly zoneKinds?: Readonly<Record<string, ZoneKind>>;
  /**
   * The room or corridor letter each area letter lies in (area ⊂ room or corridor ⊂ tile). A parent
   * letter need not mark any cell itself: its cells are its areas'.
   */
  readonly zoneParents?: Readonly<Record<string, string>>;
  /** Walls on edges between cells of this tile (e.g. between two rooms). */
  readonly walls?: readonly TileEdgeRef[];
  /** Doors on edges between cells of this tile. */
  readonly doors?: readonly TileDoor[];
  /** Border edges that connect to a neighbouring tile's matching opening. */
  readonly openings?: readonly TileEdgeRef[];
  readonly slots?: readonly TileSlot[];
  readonly tags?: readonly string[];
}

export type Rotation = 0 | 90 | 180 | 270;

/** A tile placed on the board: its top-left corner after rotation lands on (x, y). */
export interface TilePlacement {
  /** Optional name of this placement: zone ids of lettered zones are `<id>.<letter>`. */
  readonly id?: string;
  readonly tile: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: Rotation;
}

/** Rotates a tile's rows clockwise by the given angle. Rows must be of equal length. */
export function rotateRows(rows: readonly string[], rotation: Rotation): string[] {
  let current = [...rows];
  for (let turns = rotation / 90; turns > 0; turns--) current = rotateClockwise(current);
  return current;
}

function rotateClockwise(rows: readonly string[]): string[] {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const rotated: string[] = [];
  for (let column = 0; column < width; column++) {
    let row = '';
    for (let r = height - 1; r >= 0; r--) row += rows[r]?.[column] ?? ' ';
    rotated.push(row);
  }
  return rotated;
}
