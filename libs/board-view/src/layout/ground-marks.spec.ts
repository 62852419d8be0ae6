import { describe, expect, it } from 'vitest';
import { groundMarkLayers } from './ground-marks';

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
