// Where a picked zone lies (DESIGN "Space": area ⊂ room or corridor ⊂ tile), read from the compiled board's regions.
import type { Board } from '@breachline/engine';

export interface PlaceLevel {
  /** 'area', 'room', 'corridor' or 'tile'. */
  readonly kind: string;
  readonly name: string;
  /** For the tile: the placement's tile reference (a mission's own tile can be painted). */
  readonly tileRef?: string;
}

/** The zone `zoneId` and every region it lies in, innermost first; empty when the board has no such zone. */
export function roomChain(board: Board | undefined, zoneId: string): PlaceLevel[] {
  const zone = board?.zones.find((z) => z.id === zoneId);
  if (!board || !zone) return [];
  const out: PlaceLevel[] = [];
  const seen = new Set<number>();
  for (let at = zone.region ?? -1; at >= 0 && !seen.has(at); ) {
    seen.add(at);
    const region = board.regions[at];
    if (!region) break;
    if (region.kind === 'tile') break;
    out.push({ kind: region.kind, name: region.name ?? region.id });
    at = region.parent;
  }
  if (out.length === 0) out.push({ kind: zone.kind ?? 'room', name: zone.name ?? zone.id });
  const placement = board.placements[zone.tile];
  if (placement) out.push({ kind: 'tile', name: placement.id ?? placement.tile, tileRef: placement.tile });
  return out;
}
