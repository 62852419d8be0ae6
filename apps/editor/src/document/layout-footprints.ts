import type { TileDefinition } from '@breachline/engine';
import { listOf, type PlacementDraft } from './mission-edits';
import { tileFootprint, type Cell, type Occupant } from './placement-rules';

export interface PlacedFootprint {
  readonly index: number;
  readonly tile: string;
  readonly cells: readonly Cell[];
}

/** The cells every layout entry covers, by layout index (entries whose tile is unknown cover nothing). */
export function layoutFootprints(mission: unknown, lookUp: (ref: string) => TileDefinition | undefined): PlacedFootprint[] {
  return listOf<PlacementDraft>(mission, 'layout').flatMap((placement, index) => {
    const tile = lookUp(placement.tile);
    return tile ? [{ index, tile: placement.tile, cells: tileFootprint(tile, placement.x, placement.y, placement.rotation ?? 0) }] : [];
  });
}

/** Looks up which entry covers a cell; where tiles overlap, the later entry (drawn on top) answers. */
export function occupantOf(footprints: readonly PlacedFootprint[]): Occupant {
  const byCell = new Map<string, PlacedFootprint>();
  for (const footprint of footprints) for (const cell of footprint.cells) byCell.set(`${cell.x},${cell.y}`, footprint);
  return (cell) => {
    const hit = byCell.get(`${cell.x},${cell.y}`);
    return hit ? { index: hit.index, tile: hit.tile } : undefined;
  };
}
