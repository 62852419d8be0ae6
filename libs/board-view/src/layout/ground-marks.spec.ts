import { describe, expect, it } from 'vitest';
import { fieldColumns, groundMarkLayers } from './ground-marks';

describe('ground mark layers (horde.md §11 G5: players see cover, difficult and dangerous ground)', () => {
  it('puts each kind in one layer, every square at its cell centre, however many squares it has', () => {
    const cover = Array.from({ length: 300 }, (_, i) => i);
    const layers = groundMarkLayers(
      [
        { kind: 'cover', label: 'Cover', color: '#4f8fd9', cells: cover },
        { kind: 'dangerous', label: 'Dangerous', color: '#d9534f', cells: [48 * 2 + 5] },
      ],
      48,
      48,
    );
    expect(layers.map((l) => l.kind)).toEqual(['cover', 'dangerous']);
    expect(layers[0]?.squares).toHaveLength(300);
    expect(layers[1]?.squares).toEqual([{ x: 5.5, z: 2.5, turn: 0 }]);
  });

  it('leaves out squares off the board and kinds with nothing left to draw', () => {
    const layers = groundMarkLayers([{ kind: 'difficult', label: 'Difficult', color: '#d9b84f', cells: [-1, 16, 99] }], 4, 4);
    expect(layers).toEqual([]);
  });
});

describe('a field over marked squares (derelict.md §6.9: a Shield Bubble makes its zone impenetrable)', () => {
  it('rises as a dome: low at the rim, a step higher for each square inwards, capped', () => {
    // A 5 × 5 zone in a 7 × 7 board: rim squares 0, the ring inside 1, the middle 2 squares from outside.
    const cells = Array.from({ length: 25 }, (_, i) => (1 + Math.floor(i / 5)) * 7 + 1 + (i % 5));
    const columns = fieldColumns(cells, 7, 7);
    const at = (x: number, y: number) => columns.find((c) => c.x === x + 0.5 && c.z === y + 0.5)?.height;
    expect(columns).toHaveLength(25);
    expect(at(1, 1)).toBeCloseTo(0.9);
    expect(at(2, 2)).toBeCloseTo(1.15);
    expect(at(3, 3)).toBeCloseTo(1.4);
    // A square on the board's edge counts as rim, as does a lone square.
    expect(fieldColumns([0], 3, 3)).toEqual([{ x: 0.5, z: 0.5, turn: 0, height: 0.9 }]);
  });

  it('goes only with marks that are fields; flat ground has no dome', () => {
    const [flat, field] = groundMarkLayers(
      [
        { kind: 'cover', label: 'Cover', color: '#4f8fd9', cells: [0, 1] },
        { kind: 'impenetrable', label: 'Shield Bubble', color: '#5fd4ff', cells: [0, 1, -3], field: true },
      ],
      4,
      4,
    );
    expect(flat?.dome).toBeUndefined();
    expect(field?.dome?.map((c) => c.x)).toEqual([0.5, 1.5]);
  });
});
