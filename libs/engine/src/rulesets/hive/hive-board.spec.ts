import { gridLinks } from '../../geometry/grid-links';
import { boardWith, openEdges } from './hive-board';
import { HiveMap, hiveMap } from './hive-map';
import { hiveTestGame, HUB_ORIGIN as H } from './testing/fixture';
import { TEST_TILES } from './testing/tiles';
import type { PlacedTile } from './types';

const tiles = new Map(TEST_TILES.map((t) => [t.id, t]));
const placed = (tile: string, x: number, y: number, rotation: PlacedTile['rotation'] = 0): PlacedTile => ({ tile, x, y, rotation, objective: false, title: null });

/** Exploring north from the hub, then east and west off a crossroads, turned tiles included. */
const EXPLORED: readonly PlacedTile[] = [
  placed('straight', H.x, H.y - 5),
  placed('cross', H.x, H.y - 10),
  placed('straight', H.x + 5, H.y - 10, 90),
  placed('corner', H.x - 5, H.y - 10, 180),
  placed('straight', H.x, H.y + 5),
];

describe('hive boards during exploration', () => {
  const base = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: H.x + 2, y: H.y + 2 } }] }).engine.board;

  it('derives each new map from the last one: the same links, neighbours, hub and sight as a map built afresh', () => {
    hiveMap(base);
    openEdges(base);
    for (let n = 1; n <= EXPLORED.length; n++) {
      const board = boardWith(base, EXPLORED.slice(0, n), tiles);
      const derived = hiveMap(board);
      // A copy of the board has no cached links or map: everything is worked out from the cells.
      const fresh = new HiveMap({ ...board }, derived.hubTile);
      expect(gridLinks(board).open).toEqual(gridLinks({ ...board }).open);
      expect(derived.hubCells).toEqual(fresh.hubCells);
      expect(derived.hubExits).toEqual(fresh.hubExits);
      for (let cell = 0; cell < board.cells.length; cell++) {
        expect(derived.neighbours(cell)).toEqual(fresh.neighbours(cell));
      }
      // Open edges too: the same edges in the same order (spawn tokens are dealt over them at random).
      expect(openEdges(board)).toEqual(openEdges({ ...board }));
      for (const cell of [derived.hubNode, (H.y - 8) * board.width + H.x + 2]) expect([...derived.sight(cell)]).toEqual([...fresh.sight(cell)]);
    }
  });

  it('hands out one board per sequence of placements: undoing an exploration and redoing it gets the same board back', () => {
    const two = boardWith(base, EXPLORED.slice(0, 2), tiles);
    const three = boardWith(base, EXPLORED.slice(0, 3), tiles);
    expect(boardWith(base, EXPLORED.slice(0, 2), tiles)).toBe(two);
    expect(boardWith(base, EXPLORED.slice(0, 3), tiles)).toBe(three);
    const other = boardWith(base, [...EXPLORED.slice(0, 2), placed('corner', H.x + 5, H.y - 10, 270)], tiles);
    expect(other).not.toBe(three);
    expect(other.placements.at(-1)).toMatchObject({ tile: 'corner', rotation: 270 });
    expect(boardWith(base, EXPLORED.slice(0, 2), tiles)).toBe(two);
  });
});
