import type { ShownGroundMark } from '@breachline/engine';
import { cellCentre, type Placement3D } from './board-layout';

/** One kind of ground and the squares it lies on, ready for one instanced mesh. */
export interface GroundMarkLayer {
  readonly kind: string;
  readonly color: string;
  readonly squares: readonly Placement3D[];
}

/**
 * Each kind of marked ground as one layer of square placements: one draw call per kind however many
 * squares it covers (a 48 × 48 table may mark hundreds). Squares off the board are left out.
 */
export function groundMarkLayers(marks: readonly ShownGroundMark[], width: number, height: number): GroundMarkLayer[] {
  return marks
    .map((mark) => ({
      kind: mark.kind,
      color: mark.color,
      squares: mark.cells
        .filter((cell) => Number.isInteger(cell) && cell >= 0 && cell < width * height)
        .map((cell) => ({ ...cellCentre(cell % width, Math.floor(cell / width)), turn: 0 })),
    }))
    .filter((layer) => layer.squares.length > 0);
}
