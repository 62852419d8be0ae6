import type { ShownGroundMark } from '@breachline/engine';
import { cellCentre, type Placement3D } from './board-layout';

/** One kind of ground and the squares it lies on, ready for one instanced mesh. */
export interface GroundMarkLayer {
  readonly kind: string;
  readonly color: string;
  readonly squares: readonly Placement3D[];
  /** A standing field (a shield): the same squares as translucent columns, tallest in the middle, making a dome. */
  readonly dome?: readonly FieldColumn[];
}

/** One square's column of a field's dome: where it stands and how tall it is. */
export interface FieldColumn extends Placement3D {
  readonly height: number;
}

/** A field's columns rise from this at its rim by a step per square inwards, up to `FIELD_STEPS` steps. */
const FIELD_RIM = 0.9;
const FIELD_STEP = 0.25;
const FIELD_STEPS = 3;

/**
 * A field over `cells` as a stepped dome: each square's column is as tall as its distance (4-way, in squares)
 * from the nearest square outside the field, so the rim is low and the middle high whatever the zone's shape.
 */
export function fieldColumns(cells: readonly number[], width: number, height: number): FieldColumn[] {
  const inside = new Set(cells.filter((cell) => Number.isInteger(cell) && cell >= 0 && cell < width * height));
  // Breadth first from the rim (squares with a neighbour outside the field or off the board).
  const depth = new Map<number, number>();
  let frontier: number[] = [];
  const neighbours = (cell: number): (number | undefined)[] => {
    const x = cell % width;
    const y = Math.floor(cell / width);
    return [x > 0 ? cell - 1 : undefined, x + 1 < width ? cell + 1 : undefined, y > 0 ? cell - width : undefined, y + 1 < height ? cell + width : undefined];
  };
  for (const cell of inside) {
    if (neighbours(cell).some((n) => n === undefined || !inside.has(n))) {
      depth.set(cell, 0);
      frontier.push(cell);
    }
  }
  for (let step = 1; frontier.length > 0; step++) {
    const next: number[] = [];
    for (const cell of frontier) {
      for (const n of neighbours(cell)) {
        if (n !== undefined && inside.has(n) && !depth.has(n)) {
          depth.set(n, step);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return [...inside].map((cell) => ({
    ...cellCentre(cell % width, Math.floor(cell / width)),
    turn: 0,
    height: FIELD_RIM + FIELD_STEP * Math.min(depth.get(cell) ?? 0, FIELD_STEPS),
  }));
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
      ...(mark.field === true ? { dome: fieldColumns(mark.cells, width, height) } : {}),
    }))
    .filter((layer) => layer.squares.length > 0);
}
