import { describe, expect, it } from 'vitest';
import { SearchField } from './search-field';
import type { Topology } from './topology';

/** A row of cells joined east and west by a step table with the given costs. */
function row(length: number, cost: Int32Array): Topology {
  const mask = new Uint8Array(length).map((_, cell) => (cell + 1 < length ? 2 : 0) | (cell > 0 ? 8 : 0));
  return {
    placeCount: length,
    nodeCount: length,
    maxDegree: 8,
    maxStepCost: Math.max(...cost),
    costShift: 0,
    placeOf: (node) => node,
    startNode: (place) => place,
    neighbours: () => 0,
    canLeave: () => true,
    estimate: () => 0,
    steps: { mask, offset: Int32Array.from([-length, 1, length, -1, 0, 0, 0, 0]), cost },
  };
}

describe('SearchField over a step table', () => {
  it('reads one cost for the straight steps and one for the diagonals', () => {
    const field = new SearchField().compute(row(4, Int32Array.from([3, 3, 3, 3, 5, 5, 5, 5])), [0]);
    expect(Array.from(field.placeDist)).toEqual([0, 3, 6, 9]);
  });

  it('reads a table of straight steps only (as Cells4 gives)', () => {
    const field = new SearchField().compute(row(5, Int32Array.from([1, 1, 1, 1])), [2]);
    expect(Array.from(field.placeDist)).toEqual([2, 1, 0, 1, 2]);
  });

  it('refuses a table whose straight steps cost differently, naming the costs', () => {
    expect(() => new SearchField().compute(row(4, Int32Array.from([1, 2, 1, 1, 3, 3, 3, 3])), [0])).toThrow(/bits 0–3 .*\[1, 2, 1, 1, 3, 3, 3, 3\]/);
  });

  it('refuses a table whose diagonals cost as much as its straight steps', () => {
    expect(() => new SearchField().compute(row(4, Int32Array.from([2, 2, 2, 2, 2, 2, 2, 2])), [0])).toThrow(/another along bits 4–7/);
  });
});
