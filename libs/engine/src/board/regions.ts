import type { Board, Region, RegionKind } from './board';

/**
 * The innermost region a cell lies in: its lettered zone's region (an area, room or corridor), else
 * its tile's; -1 off the tiles.
 */
export function regionOfCell(board: Board, cell: number): number {
  const zone = board.zones[board.zoneOf[cell] ?? -1];
  if (zone?.region !== undefined) return zone.region;
  const tile = board.tileOf[cell] ?? -1;
  return tile < 0 ? -1 : board.regions.findIndex((region) => region.kind === 'tile' && region.tile === tile);
}

/** The region and the regions it lies in, innermost first, ending with its tile. */
export function regionChain(board: Board, region: number): Region[] {
  const chain: Region[] = [];
  for (let at = region; at >= 0; ) {
    const found = board.regions[at];
    if (!found) break;
    chain.push(found);
    at = found.parent;
  }
  return chain;
}

/** The region of this kind the cell lies in (its area, room or corridor, or tile), or undefined. */
export function enclosingRegion(board: Board, cell: number, kind: RegionKind): Region | undefined {
  return regionChain(board, regionOfCell(board, cell)).find((region) => region.kind === kind);
}
