/** A tile as authored: rows of characters (see CELL_CHARS), the first row is the tile's north edge. */
export interface TileDefinition {
  readonly id: string;
  readonly cells: readonly string[];
}

export type Rotation = 0 | 90 | 180 | 270;

/** A tile placed on the board: its top-left corner after rotation lands on (x, y). */
export interface TilePlacement {
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
