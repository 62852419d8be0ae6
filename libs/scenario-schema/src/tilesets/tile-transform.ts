// Where a tile-local cell or edge lands on the board once the tile is turned and placed.
import type { Rotation, TilePlacement } from '@breachline/engine';
import type { Tile, TileEdge } from '../generated/mission-types';

type Side = TileEdge['side'];

const CLOCKWISE: readonly Side[] = ['north', 'east', 'south', 'west'];

/** The board cell of tile cell (x, y) for a tile of the given size turned clockwise by `rotation`. */
export function placeCell(
  tile: Pick<Tile, 'cells'>,
  placement: Pick<TilePlacement, 'x' | 'y' | 'rotation'>,
  cell: { readonly x: number; readonly y: number },
): { x: number; y: number } {
  let { x, y } = cell;
  let height = tile.cells.length;
  let width = tile.cells[0]?.length ?? 0;
  for (let turns = placement.rotation / 90; turns > 0; turns--) {
    [x, y] = [height - 1 - y, x];
    [width, height] = [height, width];
  }
  return { x: placement.x + x, y: placement.y + y };
}

export function turnSide(side: Side, rotation: Rotation): Side {
  return CLOCKWISE[(CLOCKWISE.indexOf(side) + rotation / 90) % 4] ?? side;
}

export function placeEdge(tile: Pick<Tile, 'cells'>, placement: Pick<TilePlacement, 'x' | 'y' | 'rotation'>, edge: TileEdge): TileEdge {
  return { ...placeCell(tile, placement, edge), side: turnSide(edge.side, placement.rotation) };
}
