import { compileBoard } from '@breachline/engine';
import { layoutFootprints, occupantOf } from './layout-footprints';
import { checkFeatureDrop, checkTileDrop, tileFootprint, workArea } from './placement-rules';

const ell = { id: 'ell', cells: ['.#', '. '] };
const result = compileBoard({ tiles: [ell], layout: [{ tile: 'ell', x: 2, y: 2, rotation: 0 }] });
if (!result.ok) throw new Error('board should compile');
const board = result.value;
const area = { width: 32, height: 32 };
const occupant = occupantOf(layoutFootprints({ layout: [{ tile: 'ell', x: 2, y: 2, rotation: 0 }] }, (ref) => (ref === 'ell' ? ell : undefined)));

describe('placement rules', () => {
  it('cover the non-void cells of a tile, turned', () => {
    expect(tileFootprint(ell, 5, 5, 0)).toEqual([
      { x: 5, y: 5 },
      { x: 6, y: 5 },
      { x: 5, y: 6 },
    ]);
    expect(tileFootprint(ell, 5, 5, 90)).toEqual([
      { x: 5, y: 5 },
      { x: 6, y: 5 },
      { x: 6, y: 6 },
    ]);
  });

  it('refuse a tile dropped on another, naming it and the cell', () => {
    expect(checkTileDrop(occupant, tileFootprint(ell, 3, 2, 0), area)).toEqual({ ok: false, reason: "It would overlap tile 'ell' at (3, 2)." });
    expect(checkTileDrop(occupant, tileFootprint(ell, 4, 2, 0), area)).toEqual({ ok: true });
    // A tile being moved does not block itself.
    expect(checkTileDrop(occupant, tileFootprint(ell, 3, 2, 0), area, new Set([0]))).toEqual({ ok: true });
  });

  it('refuse a tile that leaves the map', () => {
    expect(checkTileDrop(occupant, tileFootprint(ell, 31, 0, 0), area)).toEqual({ ok: false, reason: 'It would leave the map.' });
  });

  it('put features on floor squares only, one per square', () => {
    expect(checkFeatureDrop(board, { x: 2, y: 2 }, () => false)).toEqual({ ok: true });
    expect(checkFeatureDrop(board, { x: 3, y: 2 }, () => false)).toEqual({ ok: false, reason: 'Features go on a floor square of a tile.' });
    expect(checkFeatureDrop(board, { x: 2, y: 2 }, () => true)).toEqual({ ok: false, reason: 'Another feature already stands there.' });
    expect(checkFeatureDrop(undefined, { x: 2, y: 2 }, () => false).ok).toBe(false);
  });

  it('give a stable work area with room to grow, or the exploration bounds', () => {
    expect(workArea(board, undefined)).toEqual({ width: 32, height: 32 });
    expect(workArea(undefined, { width: 55, height: 55 })).toEqual({ width: 55, height: 55 });
  });
});
