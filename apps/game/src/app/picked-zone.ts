import type { Board, Zone } from '@breachline/engine';

/** A zone picked on the preview board: what it is called and what it is, and its squares to highlight. */
export interface PickedZone {
  readonly name: string;
  readonly kind: string;
  readonly cells: readonly { readonly x: number; readonly y: number }[];
}

/** The named zone (room, corridor) a square belongs to; undefined off the board, on a wall, or in an unnamed one-square zone. */
export function zoneAt(board: Board, cell: { readonly x: number; readonly y: number }): PickedZone | undefined {
  if (cell.x < 0 || cell.y < 0 || cell.x >= board.width || cell.y >= board.height) return undefined;
  const zone: Zone | undefined = board.zones[board.zoneOf[cell.y * board.width + cell.x] ?? -1];
  if (!zone || zone.name === undefined) return undefined;
  return {
    name: zone.name,
    kind: zone.kind ?? 'room',
    cells: zone.cells.map((c) => ({ x: c % board.width, y: Math.floor(c / board.width) })),
  };
}
