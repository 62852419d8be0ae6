/** What occupies a square of the board. Stored as bytes in `Board.cells`. */
export const CellKind = {
  /** Nothing there: outside every tile. */
  Void: 0,
  /** Walkable floor. */
  Floor: 1,
  /** A solid wall square. */
  Wall: 2,
  /** An impassable feature on the floor (machinery, rubble): blocks movement and sight. */
  Obstacle: 3,
} as const;
export type CellKind = (typeof CellKind)[keyof typeof CellKind];

/** The characters a tile's rows are written with. */
export const CELL_CHARS: Readonly<Record<string, CellKind>> = {
  ' ': CellKind.Void,
  '.': CellKind.Floor,
  '#': CellKind.Wall,
  x: CellKind.Obstacle,
};

/** Inside a room: floor, or floor with an obstacle standing on it. Rooms are walled where their interior ends. */
export function isInterior(kind: CellKind | undefined): boolean {
  return kind === CellKind.Floor || kind === CellKind.Obstacle;
}
