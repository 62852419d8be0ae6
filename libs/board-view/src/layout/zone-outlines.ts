import type { Board } from '@breachline/engine';
import { segmentPlacement, type Placement3D } from './board-layout';

/** A named zone's outline and where its name is written. */
export interface ZoneOutlines {
  /** Edges between a named zone's cell and a cell outside it, placed like edge walls. */
  readonly edges: readonly Placement3D[];
  /** Each named zone's name at the middle of its cells (x, z in board units). */
  readonly labels: readonly { readonly id: string; readonly name: string; readonly x: number; readonly z: number }[];
}

/**
 * The outlines of the zones a tile names (rooms, corridors: the zone rulesets move zone to zone). One-cell
 * zones of grid rulesets are not outlined: every square would be.
 */
export function zoneOutlines(board: Board): ZoneOutlines {
  const named = (cell: number) => {
    const zone = board.zones[board.zoneOf[cell] ?? -1];
    return zone?.name !== undefined ? board.zoneOf[cell] : -1;
  };
  const edges: Placement3D[] = [];
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      const here = named(y * board.width + x);
      const east = x + 1 < board.width ? named(y * board.width + x + 1) : -1;
      const south = y + 1 < board.height ? named((y + 1) * board.width + x) : -1;
      if (here !== east && (here !== -1 || east !== -1)) edges.push(segmentPlacement({ x, y, side: 'east' }));
      if (here !== south && (here !== -1 || south !== -1)) edges.push(segmentPlacement({ x, y, side: 'south' }));
    }
  }
  const labels = board.zones
    .filter((zone) => zone.name !== undefined && zone.cells.length > 0)
    .map((zone) => {
      const xs = zone.cells.map((c) => (c % board.width) + 0.5);
      const zs = zone.cells.map((c) => Math.floor(c / board.width) + 0.5);
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      return { id: zone.id, name: zone.name ?? zone.id, x: mean(xs), z: mean(zs) };
    });
  return { edges, labels };
}

/** A named zone as a press picks it. */
export interface PickedZone {
  readonly id: string;
  readonly name: string;
  /** room, corridor…: what the tile says it is (room when it does not). */
  readonly kind: string;
}

/** The named zone (room, corridor) cell (x, y) lies in, if any: what a press on the board picks. */
export function namedZoneAt(board: Board, x: number, y: number): PickedZone | undefined {
  if (x < 0 || y < 0 || x >= board.width || y >= board.height) return undefined;
  const zone = board.zones[board.zoneOf[y * board.width + x] ?? -1];
  return zone?.name === undefined ? undefined : { id: zone.id, name: zone.name, kind: zone.kind ?? 'room' };
}
