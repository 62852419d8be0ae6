import { CellKind, outlineSegments, type Board, type EdgeSegment } from '@breachline/engine';

/** One instance of a repeated mesh: where it stands on the board plane and how it is turned. */
export interface Placement3D {
  readonly x: number;
  readonly z: number;
  /** Rotation about the vertical axis, in radians. */
  readonly turn: number;
  /** The placed tile (index into the board's placements) the piece belongs to, if any: it drops in with it. */
  readonly tile?: number;
}

/** A placed instance that also carries the id of what it shows (a door, a feature). */
export interface LabelledPlacement3D extends Placement3D {
  readonly id: string;
}

/**
 * Where every repeated piece of a board goes in 3D. Board cell (x, y) spans x..x+1 on the X axis
 * and y..y+1 on the Z axis; Y is up. Pure data, so it is tested without WebGL.
 */
export interface BoardLayout {
  readonly floors: readonly (Placement3D & { readonly tile: number })[];
  readonly wallBlocks: readonly Placement3D[];
  readonly obstacles: readonly Placement3D[];
  readonly edgeWalls: readonly Placement3D[];
  readonly doors: readonly LabelledPlacement3D[];
  /** The middle of the placed tiles (not of the whole board: an exploration board is mostly empty). */
  readonly centre: { readonly x: number; readonly z: number };
  /** The longer side of the placed tiles' bounding box, in cells: what a camera must frame. */
  readonly extent: number;
  /** The placed tiles' bounding box on the board plane (the whole board when nothing is placed). */
  readonly bounds: PlaneBox;
}

/** A box on the board plane: X from minX to maxX, Z from minZ to maxZ. */
export interface PlaneBox {
  readonly minX: number;
  readonly minZ: number;
  readonly maxX: number;
  readonly maxZ: number;
}

/** The middle of cell (x, y) on the board plane. */
export function cellCentre(x: number, y: number): { x: number; z: number } {
  return { x: x + 0.5, z: y + 0.5 };
}

/** A slab standing on one side of a cell: centred on that side, turned to run along it. */
export function segmentPlacement(segment: Pick<EdgeSegment, 'x' | 'y' | 'side'>): Placement3D {
  const { x, y, side } = segment;
  switch (side) {
    case 'north':
      return { x: x + 0.5, z: y, turn: 0 };
    case 'south':
      return { x: x + 0.5, z: y + 1, turn: 0 };
    case 'east':
      return { x: x + 1, z: y + 0.5, turn: Math.PI / 2 };
    case 'west':
      return { x, z: y + 0.5, turn: Math.PI / 2 };
  }
}

export function layoutBoard(board: Board): BoardLayout {
  const floors: (Placement3D & { tile: number })[] = [];
  const wallBlocks: Placement3D[] = [];
  const obstacles: Placement3D[] = [];
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      const index = y * board.width + x;
      const kind = board.cells[index];
      if (kind !== CellKind.Void) {
        box.minX = Math.min(box.minX, x);
        box.minY = Math.min(box.minY, y);
        box.maxX = Math.max(box.maxX, x + 1);
        box.maxY = Math.max(box.maxY, y + 1);
      }
      const at = { ...cellCentre(x, y), turn: 0, tile: board.tileOf[index] ?? -1 };
      if (kind === CellKind.Floor) floors.push(at);
      else if (kind === CellKind.Wall) wallBlocks.push(at);
      else if (kind === CellKind.Obstacle) {
        // Obstacles stand on floor: draw the floor under them too.
        floors.push(at);
        obstacles.push(at);
      }
    }
  }
  const segments = outlineSegments(board);
  const edgeWalls = segments.filter((s) => s.kind === 'wall').map((s) => ({ ...segmentPlacement(s), tile: board.tileOf[s.y * board.width + s.x] ?? -1 }));
  const doors = board.doors.map((door) => ({ id: door.id, ...segmentPlacement(door) }));
  return {
    floors,
    wallBlocks,
    obstacles,
    edgeWalls,
    doors,
    centre: box.minX <= box.maxX ? { x: (box.minX + box.maxX) / 2, z: (box.minY + box.maxY) / 2 } : { x: board.width / 2, z: board.height / 2 },
    extent: box.minX <= box.maxX ? Math.max(box.maxX - box.minX, box.maxY - box.minY) : Math.max(board.width, board.height),
    bounds: box.minX <= box.maxX ? { minX: box.minX, minZ: box.minY, maxX: box.maxX, maxZ: box.maxY } : { minX: 0, minZ: 0, maxX: board.width, maxZ: board.height },
  };
}
