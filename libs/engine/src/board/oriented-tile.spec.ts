import fc from 'fast-check';
import { orientTile, rotateCell, rotateSide } from './oriented-tile';
import { rotateRows, type Rotation } from './tile';

const rotations: Rotation[] = [0, 90, 180, 270];
/** Random rectangular tiles of cell characters. */
const tileRows = fc
  .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }))
  .chain(([w, h]) => fc.array(fc.string({ unit: fc.constantFrom('.', '#', 'x', ' '), minLength: w, maxLength: w }), { minLength: h, maxLength: h }));

describe('tile rotation (properties)', () => {
  it('rotating a tile four times is the identity', () => {
    fc.assert(
      fc.property(tileRows, (rows) => {
        expect(rotateRows(rotateRows(rotateRows(rotateRows(rows, 90), 90), 90), 90)).toEqual(rows);
      }),
    );
  });

  it('a cell keeps its character where rotateCell says it lands', () => {
    fc.assert(
      fc.property(tileRows, fc.constantFrom(...rotations), (rows, rotation) => {
        const rotated = rotateRows(rows, rotation);
        const height = rows.length;
        const width = rows[0]?.length ?? 0;
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const at = rotateCell(x, y, width, height, rotation);
            expect(rotated[at.y]?.[at.x]).toBe(rows[y]?.[x]);
          }
        }
      }),
    );
  });
});

describe('orientTile', () => {
  it('turns edges with their cells: an east opening of a 3×1 tile turned 90° is a south opening at the bottom', () => {
    const oriented = orientTile({ id: 'bar', cells: ['...'], openings: [{ x: 2, y: 0, side: 'east' }], slots: [{ type: 'search', x: 0, y: 0 }] }, 90);
    expect([oriented.width, oriented.height]).toEqual([1, 3]);
    expect(oriented.openings).toEqual([{ x: 0, y: 2, side: 'south' }]);
    expect(oriented.slots).toEqual([{ type: 'search', x: 0, y: 0 }]);
  });

  it('turns sides clockwise', () => {
    expect(rotations.map((r) => rotateSide('north', r))).toEqual(['north', 'east', 'south', 'west']);
  });
});
