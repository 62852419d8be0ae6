import { fail, ok, type Result } from '../result';
import type { Board, Feature } from './board';
import type { BoardError } from './board-error';
import { addDoor, addSlots, emptyBoard, linkTile, stampTile, zoneTile, type MutableBoard } from './board-builder';
import { CellKind } from './cell-kind';
import type { Direction } from './direction';
import { orientTile, type OrientedTile } from './oriented-tile';
import { checkTileDefinition } from './tile-checks';
import type { TileDefinition, TilePlacement } from './tile';

export type { BoardError, BoardErrorCode } from './board-error';

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
  /** A fixed board size, for missions whose tiles are placed during play (exploration). */
  readonly bounds?: { readonly width: number; readonly height: number };
}

interface Placed {
  /** Index of the placement in the source's layout (placements that failed are skipped). */
  readonly index: number;
  readonly placement: TilePlacement;
  readonly definition: TileDefinition;
  readonly oriented: OrientedTile;
}

/**
 * Compiles placed tiles, doors and features into a Board. Inside a tile, edges are open unless the
 * tile puts a wall or door there; between two tiles an edge is open only where both tiles have an
 * opening, otherwise it is a wall unless the mission puts a door there.
 */
export function compileBoard(source: BoardSource): Result<Board, BoardError> {
  const { board, errors } = compileBoardLenient(source);
  if (errors.length > 0 || !board) return fail(errors);
  return ok(board);
}

/**
 * The largest board, in cells on a side, the compiler builds: the format's farthest coordinate (511) plus
 * its largest tile (64). A draft placing a tile farther out (x = 5,000) would otherwise cost a board of
 * millions of cells; such a placement is left out and reported instead.
 */
export const MAX_BOARD_SIDE = 576;

/**
 * Builds as much of the board as it can and reports every error beside it: what an editor draws
 * while a mission is still being made (an overlapping tile keeps the cells it does not share,
 * an unknown tile, a tile beyond `MAX_BOARD_SIDE` or a misplaced door is left out). `board` is
 * undefined only when no tile is placed.
 */
export function compileBoardLenient(source: BoardSource): { board: Board | undefined; errors: BoardError[] } {
  const errors: BoardError[] = [];
  const definitions = indexTiles(source.tiles, errors);
  const placed = orientPlacements(source.layout, definitions, errors).filter(({ placement, oriented, index }) => {
    const inside = placement.x + oriented.width <= MAX_BOARD_SIDE && placement.y + oriented.height <= MAX_BOARD_SIDE;
    if (!inside) {
      errors.push({
        code: 'out-of-bounds',
        message: `Tile '${placement.tile}' at (${placement.x}, ${placement.y}) reaches beyond ${MAX_BOARD_SIDE}×${MAX_BOARD_SIDE} cells, the largest board there is.`,
        path: `/layout/${index}`,
        at: { x: placement.x, y: placement.y },
      });
    }
    return inside;
  });
  if (placed.length === 0) {
    if (source.layout.length === 0) errors.push({ code: 'empty-layout', message: 'The layout places no tiles.', path: '/layout' });
    return { board: undefined, errors };
  }

  const width = Math.max(Math.min(source.bounds?.width ?? 0, MAX_BOARD_SIDE), ...placed.map((p) => p.placement.x + p.oriented.width));
  const height = Math.max(Math.min(source.bounds?.height ?? 0, MAX_BOARD_SIDE), ...placed.map((p) => p.placement.y + p.oriented.height));
  if (source.bounds && (width > source.bounds.width || height > source.bounds.height)) {
    errors.push({
      code: 'out-of-bounds',
      message: `The tiles reach ${width}×${height} cells, beyond the board's bounds of ${source.bounds.width}×${source.bounds.height}.`,
      path: '/layout',
    });
  }
  const board = emptyBoard(width, height);
  placed.forEach(({ placement, oriented, index }) => {
    board.placements.push(placement);
    stampTile(board, oriented, placement, board.placements.length - 1, `/layout/${index}`, errors);
  });
  placed.forEach(({ placement, definition, oriented }, p) => {
    linkTile(board, oriented, placement, p);
    zoneTile(board, oriented, definition, placement, p);
    addSlots(board, oriented, placement, p);
  });
  (source.doors ?? []).forEach((door, d) => addDoor(board, { ...door, id: door.id ?? `door-${d + 1}` }, `/doors/${d}`, errors));
  placeFeatures(board, source.features ?? [], errors);
  return { board, errors };
}

function indexTiles(tiles: readonly TileDefinition[], errors: BoardError[]): Map<string, TileDefinition> {
  const byId = new Map<string, TileDefinition>();
  tiles.forEach((tile, t) => {
    if (byId.has(tile.id)) errors.push({ code: 'duplicate-tile', message: `Tile id '${tile.id}' is defined twice.`, path: `/tiles/${t}/id` });
    byId.set(tile.id, tile);
    errors.push(...checkTileDefinition(tile, `/tiles/${t}`));
  });
  return byId;
}

function orientPlacements(layout: readonly TilePlacement[], definitions: ReadonlyMap<string, TileDefinition>, errors: BoardError[]): Placed[] {
  const placed: Placed[] = [];
  const names = new Set<string>();
  layout.forEach((placement, p) => {
    if (placement.id !== undefined) {
      if (names.has(placement.id)) {
        errors.push({ code: 'duplicate-placement-id', message: `Two layout entries are named '${placement.id}'.`, path: `/layout/${p}/id` });
      }
      names.add(placement.id);
    }
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
    if (checkTileDefinition(definition, '').length > 0) return; // reported once, with the tile
    placed.push({ index: p, placement, definition, oriented: orientTile(definition, placement.rotation) });
  });
  return placed;
}

/**
 * Places features on a board's floor cells (a feature on anything else is an error), with default ids
 * `<type>-<n>`. Exported so validators that compile a board in parts apply the very same rule.
 */
export function locateFeatures(board: Pick<Board, 'width' | 'height' | 'cells'>, specs: readonly FeatureSpec[]): { features: Feature[]; errors: BoardError[] } {
  const features: Feature[] = [];
  const errors: BoardError[] = [];
  specs.forEach((spec, f) => {
    const inside = spec.x >= 0 && spec.y >= 0 && spec.x < board.width && spec.y < board.height;
    if (!inside || board.cells[spec.y * board.width + spec.x] !== CellKind.Floor) {
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
  return { features, errors };
}

function placeFeatures(board: MutableBoard, specs: readonly FeatureSpec[], errors: BoardError[]): void {
  const located = locateFeatures(board, specs);
  board.features.push(...located.features);
  errors.push(...located.errors);
}
