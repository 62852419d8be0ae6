import { edgeAt } from './board';
import { compileBoard } from './compile-board';
import { EdgeKind } from './edge-kind';
import { frontierOpenings, mismatchedOpenings } from './openings';
import { placeTile } from './place-tile';
import type { TileDefinition } from './tile';

/** A 1×3 corridor open at both ends (west and east). */
const straight: TileDefinition = {
  id: 'straight',
  cells: ['...'],
  openings: [
    { x: 0, y: 0, side: 'west' },
    { x: 2, y: 0, side: 'east' },
  ],
};
/** A 1×1 dead end open only to the west. */
const deadEnd: TileDefinition = { id: 'dead-end', cells: ['.'], openings: [{ x: 0, y: 0, side: 'west' }] };
/** A 1×1 closed cell with no openings. */
const closet: TileDefinition = { id: 'closet', cells: ['.'] };

describe('openings between tiles', () => {
  it('connect two tiles only where both sides have an opening', () => {
    const result = compileBoard({
      tiles: [straight, deadEnd, closet],
      layout: [
        { tile: 'straight', x: 0, y: 0, rotation: 0 },
        { tile: 'dead-end', x: 3, y: 0, rotation: 0 },
        { tile: 'closet', x: 0, y: 1, rotation: 0 },
      ],
    });
    if (!result.ok) throw new Error(result.errors[0]?.message);
    expect(edgeAt(result.value, 2, 0, 'east')).toBe(EdgeKind.Open);
    expect(edgeAt(result.value, 0, 0, 'south')).toBe(EdgeKind.Wall);
  });

  it('lists the openings that lead off the board or into void as the exploration frontier', () => {
    const result = compileBoard({ tiles: [straight], layout: [{ tile: 'straight', x: 1, y: 0, rotation: 0 }] });
    if (!result.ok) throw new Error(result.errors[0]?.message);
    expect(frontierOpenings(result.value)).toEqual([
      { x: 1, y: 0, side: 'west', tile: 0 },
      { x: 3, y: 0, side: 'east', tile: 0 },
    ]);
  });

  it('reports an opening that does not lead out of its tile', () => {
    const result = compileBoard({ tiles: [{ id: 'bad', cells: ['..'], openings: [{ x: 0, y: 0, side: 'east' }] }], layout: [{ tile: 'bad', x: 0, y: 0, rotation: 0 }] });
    expect(result.ok ? [] : result.errors.map((e) => [e.code, e.path])).toEqual([['tile-edge-misplaced', '/tiles/0/openings/0']]);
  });
});

describe('placeTile (tiles placed during play)', () => {
  const start = compileBoard({ tiles: [straight], layout: [{ tile: 'straight', x: 2, y: 2, rotation: 0 }], bounds: { width: 8, height: 5 } });
  if (!start.ok) throw new Error(start.errors[0]?.message);
  const board = start.value;

  it('extends the board without changing its size or the board it was given', () => {
    const result = placeTile(board, straight, { tile: 'straight', x: 5, y: 2, rotation: 0 });
    if (!result.ok) throw new Error(result.errors[0]?.message);
    const next = result.value;
    expect([next.width, next.height, next.version]).toEqual([8, 5, 1]);
    expect(edgeAt(next, 4, 2, 'east')).toBe(EdgeKind.Open);
    expect(next.zones).toHaveLength(6);
    expect(board.zones).toHaveLength(3);
    expect(board.tileOf[2 * 8 + 5]).toBe(-1);
    expect(frontierOpenings(next).map((o) => [o.x, o.side])).toEqual([
      [2, 'west'],
      [7, 'east'],
    ]);
  });

  it('walls a new tile off where its openings do not meet the board’s', () => {
    const result = placeTile(board, closet, { tile: 'closet', x: 5, y: 2, rotation: 0 });
    if (!result.ok) throw new Error(result.errors[0]?.message);
    expect(edgeAt(result.value, 4, 2, 'east')).toBe(EdgeKind.Wall);
  });

  it('refuses a tile that overlaps the board or leaves its bounds, saying where', () => {
    const overlap = placeTile(board, straight, { tile: 'straight', x: 3, y: 2, rotation: 0 });
    expect(overlap.ok ? null : overlap.errors[0]).toMatchObject({ code: 'overlap', at: { x: 3, y: 2 } });
    const outside = placeTile(board, straight, { tile: 'straight', x: 6, y: 0, rotation: 0 });
    expect(outside.ok ? null : outside.errors[0]?.code).toBe('out-of-bounds');
  });
});

describe('mismatchedOpenings', () => {
  it('lists an opening that runs into a tile without one, and not a matched pair', () => {
    const result = compileBoard({
      tiles: [straight, closet],
      layout: [
        { tile: 'straight', x: 0, y: 0, rotation: 0 },
        { tile: 'straight', x: 3, y: 0, rotation: 0 },
        { tile: 'closet', x: 6, y: 0, rotation: 0 },
      ],
    });
    if (!result.ok) throw new Error(result.errors[0]?.message);
    expect(mismatchedOpenings(result.value)).toEqual([{ x: 5, y: 0, side: 'east', tile: 1, facing: 2 }]);
  });
});
