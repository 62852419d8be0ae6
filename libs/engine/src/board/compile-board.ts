import { fail, ok, type Result } from '../result';
import { cellIndex, type Board, type DoorPlace, type Feature } from './board';
import { CELL_CHARS, CellKind, isInterior } from './cell-kind';
import { STEP, type Direction } from './direction';
import { EdgeKind } from './edge-kind';
import { rotateRows, type TileDefinition, type TilePlacement } from './tile';

export interface DoorSpec {
  readonly id?: string;
  readonly x: number;
  readonly y: number;
  /** Which side of cell (x, y) the door stands on. */
  readonly side: Direction;
}

export interface FeatureSpec {
  readonly id?: string;
  readonly type: string;
  readonly x: number;
  readonly y: number;
}

/** Everything the board compiler reads from a mission. */
export interface BoardSource {
  readonly tiles: readonly TileDefinition[];
  readonly layout: readonly TilePlacement[];
  readonly doors?: readonly DoorSpec[];
  readonly features?: readonly FeatureSpec[];
}

export type BoardErrorCode =
  | 'empty-layout'
  | 'duplicate-tile'
  | 'ragged-tile'
  | 'unknown-cell'
  | 'unknown-tile'
  | 'negative-position'
  | 'overlap'
  | 'door-misplaced'
  | 'duplicate-door'
  | 'feature-off-floor';

/** A reason a board cannot be built: `path` is a JSON pointer into the source, `at` the board cell. */
export interface BoardError {
  readonly code: BoardErrorCode;
  readonly message: string;
  readonly path: string;
  readonly at?: { readonly x: number; readonly y: number };
}

interface Footprint {
  readonly placement: TilePlacement;
  readonly rows: readonly string[];
}

/**
 * Compiles placed tiles, doors and features into a Board.
 * Edges inside a tile are open; edges between the interiors (floor or obstacle cells) of two tiles
 * are walls unless a door stands there: a tile is a room, and it connects through its doors.
 */
export function compileBoard(source: BoardSource): Result<Board, BoardError> {
  const errors: BoardError[] = [];
  const definitions = indexTiles(source.tiles, errors);
  const footprints = placeTiles(source.layout, definitions, errors);
  if (errors.length > 0) return fail(errors);
  if (footprints.length === 0) {
    return fail([{ code: 'empty-layout', message: 'The layout places no tiles.', path: '/layout' }]);
  }

  const width = Math.max(...footprints.map((f) => f.placement.x + (f.rows[0]?.length ?? 0)));
  const height = Math.max(...footprints.map((f) => f.placement.y + f.rows.length));
  const cells = new Uint8Array(width * height);
  const tileOf = new Int16Array(width * height).fill(-1);
  fillCells(footprints, width, cells, tileOf, errors);

  const edges = new Uint8Array(width * height * 2);
  wallTileBoundaries(width, height, cells, tileOf, edges);

  const partial = { width, height, cells, tileOf, edges };
  const doors = placeDoors(source.doors ?? [], partial, errors);
  const features = placeFeatures(source.features ?? [], partial, errors);
  if (errors.length > 0) return fail(errors);

  return ok({ ...partial, placements: footprints.map((f) => f.placement), doors, features });
}

function indexTiles(tiles: readonly TileDefinition[], errors: BoardError[]): Map<string, TileDefinition> {
  const byId = new Map<string, TileDefinition>();
  tiles.forEach((tile, t) => {
    if (byId.has(tile.id)) {
      errors.push({ code: 'duplicate-tile', message: `Tile id '${tile.id}' is defined twice.`, path: `/tiles/${t}/id` });
    }
    byId.set(tile.id, tile);
    const width = tile.cells[0]?.length ?? 0;
    tile.cells.forEach((row, r) => {
      if (row.length !== width) {
        errors.push({
          code: 'ragged-tile',
          message: `Tile '${tile.id}' row ${r + 1} has ${row.length} cells; its first row has ${width}.`,
          path: `/tiles/${t}/cells/${r}`,
        });
      }
      [...row].forEach((char, c) => {
        if (!(char in CELL_CHARS)) {
          errors.push({
            code: 'unknown-cell',
            message: `Tile '${tile.id}' row ${r + 1} column ${c + 1} has '${char}', which is not a cell character.`,
            path: `/tiles/${t}/cells/${r}`,
          });
        }
      });
    });
  });
  return byId;
}

function placeTiles(
  layout: readonly TilePlacement[],
  definitions: ReadonlyMap<string, TileDefinition>,
  errors: BoardError[],
): Footprint[] {
  const footprints: Footprint[] = [];
  layout.forEach((placement, p) => {
    const definition = definitions.get(placement.tile);
    if (!definition) {
      errors.push({ code: 'unknown-tile', message: `Layout entry ${p + 1} places unknown tile '${placement.tile}'.`, path: `/layout/${p}/tile` });
      return;
    }
    if (placement.x < 0 || placement.y < 0) {
      errors.push({
        code: 'negative-position',
        message: `Tile '${placement.tile}' is placed at (${placement.x}, ${placement.y}); positions start at (0, 0).`,
        path: `/layout/${p}`,
        at: { x: placement.x, y: placement.y },
      });
      return;
    }
    footprints.push({ placement, rows: rotateRows(definition.cells, placement.rotation) });
  });
  return footprints;
}

function fillCells(
  footprints: readonly Footprint[],
  width: number,
  cells: Uint8Array,
  tileOf: Int16Array,
  errors: BoardError[],
): void {
  const reportedPairs = new Set<string>();
  footprints.forEach(({ placement, rows }, p) => {
    rows.forEach((row, r) => {
      [...row].forEach((char, c) => {
        const kind = CELL_CHARS[char] ?? CellKind.Void;
        if (kind === CellKind.Void) return;
        const x = placement.x + c;
        const y = placement.y + r;
        const index = y * width + x;
        const other = tileOf[index] ?? -1;
        if (other >= 0) {
          const pair = `${other}:${p}`;
          if (!reportedPairs.has(pair)) {
            reportedPairs.add(pair);
            const otherTile = footprints[other]?.placement.tile ?? '?';
            errors.push({
              code: 'overlap',
              message: `Tile '${placement.tile}' (layout entry ${p + 1}) overlaps tile '${otherTile}' (layout entry ${other + 1}) at (${x}, ${y}).`,
              path: `/layout/${p}`,
              at: { x, y },
            });
          }
          return;
        }
        cells[index] = kind;
        tileOf[index] = p;
      });
    });
  });
}

function wallTileBoundaries(width: number, height: number, cells: Uint8Array, tileOf: Int16Array, edges: Uint8Array): void {
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const here = y * width + x;
      if (!isInterior(cells[here] as CellKind)) continue;
      const east = here + 1;
      if (x + 1 < width && isInterior(cells[east] as CellKind) && tileOf[east] !== tileOf[here]) edges[2 * here] = EdgeKind.Wall;
      const south = here + width;
      if (y + 1 < height && isInterior(cells[south] as CellKind) && tileOf[south] !== tileOf[here]) edges[2 * here + 1] = EdgeKind.Wall;
    }
  }
}

type PartialBoard = Pick<Board, 'width' | 'height' | 'cells' | 'tileOf' | 'edges'>;

function floorAt(board: PartialBoard, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < board.width && y < board.height && board.cells[y * board.width + x] === CellKind.Floor;
}

function placeDoors(specs: readonly DoorSpec[], board: PartialBoard, errors: BoardError[]): DoorPlace[] {
  const doors: DoorPlace[] = [];
  const taken = new Set<number>();
  specs.forEach((spec, d) => {
    const { dx, dy } = STEP[spec.side];
    const nx = spec.x + dx;
    const ny = spec.y + dy;
    const path = `/doors/${d}`;
    if (!floorAt(board, spec.x, spec.y) || !floorAt(board, nx, ny)) {
      errors.push({
        code: 'door-misplaced',
        message: `Door ${d + 1} on the ${spec.side} side of (${spec.x}, ${spec.y}) must stand between two floor cells; (${spec.x}, ${spec.y}) and (${nx}, ${ny}) are not both floor.`,
        path,
        at: { x: spec.x, y: spec.y },
      });
      return;
    }
    // Store every door on the east or south edge of its western/northern cell.
    const flipped = spec.side === 'west' || spec.side === 'north';
    const x = flipped ? nx : spec.x;
    const y = flipped ? ny : spec.y;
    const side = spec.side === 'east' || spec.side === 'west' ? 'east' : 'south';
    const slot = 2 * cellIndex(board, x, y) + (side === 'east' ? 0 : 1);
    if (taken.has(slot)) {
      errors.push({ code: 'duplicate-door', message: `Door ${d + 1} stands on an edge that already has a door, at (${x}, ${y}) ${side}.`, path, at: { x, y } });
      return;
    }
    taken.add(slot);
    board.edges[slot] = EdgeKind.Door;
    doors.push({ id: spec.id ?? `door-${d + 1}`, x, y, side });
  });
  return doors;
}

function placeFeatures(specs: readonly FeatureSpec[], board: PartialBoard, errors: BoardError[]): Feature[] {
  const features: Feature[] = [];
  specs.forEach((spec, f) => {
    if (!floorAt(board, spec.x, spec.y)) {
      errors.push({
        code: 'feature-off-floor',
        message: `Feature ${f + 1} ('${spec.type}') at (${spec.x}, ${spec.y}) is not on a floor cell.`,
        path: `/features/${f}`,
        at: { x: spec.x, y: spec.y },
      });
      return;
    }
    features.push({ id: spec.id ?? `${spec.type}-${f + 1}`, type: spec.type, x: spec.x, y: spec.y });
  });
  return features;
}
