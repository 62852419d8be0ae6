import { cellAt, edgeAt } from './board';
import { CellKind } from './cell-kind';
import { compileBoard, compileBoardLenient, MAX_BOARD_SIDE, type BoardSource } from './compile-board';
import { EdgeKind } from './edge-kind';

/** Two 3x2 rooms side by side with a door between them: the walking skeleton's shape. */
const twoRooms: BoardSource = {
  tiles: [
    { id: 'room', cells: ['...', '...'] },
    { id: 'hall', cells: ['..', '..', '.x'] },
  ],
  layout: [
    { tile: 'room', x: 0, y: 0, rotation: 0 },
    { tile: 'hall', x: 3, y: 0, rotation: 0 },
  ],
  doors: [{ x: 2, y: 1, side: 'east' }],
  features: [{ type: 'start', x: 0, y: 0 }],
};

function compiled(source: BoardSource) {
  const result = compileBoard(source);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
  return result.value;
}

describe('compileBoard', () => {
  it('sizes the board to the placed tiles and fills cell kinds', () => {
    const board = compiled(twoRooms);
    expect([board.width, board.height]).toEqual([5, 3]);
    expect(cellAt(board, 0, 0)).toBe(CellKind.Floor);
    expect(cellAt(board, 4, 2)).toBe(CellKind.Obstacle);
    expect(cellAt(board, 0, 2)).toBe(CellKind.Void);
    expect(cellAt(board, -1, 0)).toBe(CellKind.Void);
  });

  it('records which placed tile each cell belongs to', () => {
    const board = compiled(twoRooms);
    expect(board.tileOf[0]).toBe(0);
    expect(board.tileOf[3]).toBe(1);
    expect(board.tileOf[2 * 5]).toBe(-1);
  });

  it('opens edges inside a tile and walls the boundary between tiles except at the door', () => {
    const board = compiled(twoRooms);
    expect(edgeAt(board, 0, 0, 'east')).toBe(EdgeKind.Open);
    expect(edgeAt(board, 2, 0, 'east')).toBe(EdgeKind.Wall);
    expect(edgeAt(board, 2, 1, 'east')).toBe(EdgeKind.Door);
    expect(edgeAt(board, 3, 1, 'west')).toBe(EdgeKind.Door);
  });

  it('stores a door given on the west side on the neighbour east edge', () => {
    const board = compiled({ ...twoRooms, doors: [{ id: 'airlock', x: 3, y: 1, side: 'west' }] });
    expect(board.doors).toEqual([{ id: 'airlock', x: 2, y: 1, side: 'east' }]);
  });

  it('places tiles rotated', () => {
    const board = compiled({
      tiles: [{ id: 'bar', cells: ['...'] }],
      layout: [{ tile: 'bar', x: 1, y: 0, rotation: 90 }],
    });
    expect([board.width, board.height]).toEqual([2, 3]);
    expect(cellAt(board, 1, 2)).toBe(CellKind.Floor);
  });

  it('reports overlapping tiles with the cell where they meet', () => {
    const result = compileBoard({ ...twoRooms, layout: [...twoRooms.layout, { tile: 'room', x: 2, y: 1, rotation: 0 }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual(
      expect.objectContaining({ code: 'overlap', path: '/layout/2', at: { x: 2, y: 1 } }),
    );
    expect(result.errors[0]?.message).toMatch(/overlaps tile 'room' .* at \(2, 1\)/);
  });

  it('reports a door that does not stand between two floor cells', () => {
    const result = compileBoard({ ...twoRooms, doors: [{ x: 4, y: 2, side: 'south' }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([expect.objectContaining({ code: 'door-misplaced', path: '/doors/0', at: { x: 4, y: 2 } })]);
  });

  it('reports unknown tiles, ragged rows and unknown characters with their place in the source', () => {
    const result = compileBoard({
      tiles: [{ id: 'bad', cells: ['..', '...', '.?'] }],
      layout: [{ tile: 'missing', x: 0, y: 0, rotation: 0 }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.code, e.path])).toEqual([
      ['ragged-tile', '/tiles/0/cells/1'],
      ['unknown-cell', '/tiles/0/cells/2'],
      ['unknown-tile', '/layout/0/tile'],
    ]);
  });

  it('refuses features off the floor and an empty layout', () => {
    const offFloor = compileBoard({ ...twoRooms, features: [{ type: 'start', x: 4, y: 2 }] });
    expect(offFloor.ok ? [] : offFloor.errors.map((e) => e.code)).toEqual(['feature-off-floor']);
    const empty = compileBoard({ tiles: [], layout: [] });
    expect(empty.ok ? [] : empty.errors.map((e) => e.code)).toEqual(['empty-layout']);
  });
});

describe('compileBoardLenient', () => {
  it('draws what it can of a broken mission and reports the rest', () => {
    const { board, errors } = compileBoardLenient({
      ...twoRooms,
      layout: [...twoRooms.layout, { tile: 'missing', x: 0, y: 0, rotation: 0 }, { tile: 'room', x: 1, y: 1, rotation: 0 }],
      doors: [{ x: 4, y: 2, side: 'south' }],
    });
    expect(errors.map((e) => [e.code, e.path])).toEqual([
      ['unknown-tile', '/layout/2/tile'],
      // The room at (1, 1) overlaps both tiles already placed: one error for each.
      ['overlap', '/layout/3'],
      ['overlap', '/layout/3'],
      ['door-misplaced', '/doors/0'],
    ]);
    // The overlapping room keeps the cells it does not share; the first tile keeps the shared ones.
    expect(board?.tileOf[1 * 5 + 1]).toBe(0);
    expect(board?.tileOf[2 * 5 + 1]).toBe(2);
    expect(board?.placements.map((p) => p.tile)).toEqual(['room', 'hall', 'room']);
  });

  it('has no board to draw when nothing is placed', () => {
    expect(compileBoardLenient({ tiles: [], layout: [] })).toEqual({ board: undefined, errors: [expect.objectContaining({ code: 'empty-layout' })] });
  });

  it('leaves out a tile placed beyond the largest board, so a stray x = 5,000 costs no board of millions of cells', () => {
    const { board, errors } = compileBoardLenient({ ...twoRooms, layout: [...twoRooms.layout, { tile: 'room', x: 5000, y: 0, rotation: 0 }], bounds: { width: 10_000, height: 10 } });
    expect(errors.map((e) => [e.code, e.path])).toEqual([['out-of-bounds', '/layout/2']]);
    expect(board?.placements).toHaveLength(2);
    expect(board?.width).toBe(MAX_BOARD_SIDE);
  });
});
