import { SearchField } from '../../geometry/search-field';
import { UNREACHED } from '../../geometry/topology';
import { boardWith } from './hive-board';
import { hiveMap, type HiveMap } from './hive-map';
import { eachReached, HiveTopology } from './hive-topology';
import { hiveTestGame, HUB_ORIGIN as H } from './testing/fixture';
import { TEST_TILES } from './testing/tiles';
import type { PlacedTile } from './types';

// The hive's map on the shared search (issue 15 build 5: one topology interface): hive.md §6.4, §11 A17 —
// the starting tile is one hub node; entering or leaving it is one move.

const tiles = new Map(TEST_TILES.map((t) => [t.id, t]));
const placed = (tile: string, x: number, y: number, rotation: PlacedTile['rotation'] = 0): PlacedTile => ({ tile, x, y, rotation, objective: false, title: null });
const base = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: H.x + 2, y: H.y + 2 } }] }).engine.board;
const board = boardWith(base, [placed('straight', H.x, H.y - 5), placed('cross', H.x, H.y - 10), placed('straight', H.x, H.y + 5)], tiles);
const map = hiveMap(board);

/** Moves from `start` by the map's own neighbour lists, frontier by frontier: the rule the search must keep. */
function frontierOrder(m: HiveMap, start: number): Map<number, number> {
  const dist = new Map([[m.node(start), 0]]);
  for (let frontier = [m.node(start)], depth = 1; frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const node of frontier) {
      for (const n of m.neighbours(node)) {
        if (dist.has(n)) continue;
        dist.set(n, depth);
        next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}

describe('HiveTopology: the hive map searched by the shared SearchField (hive.md §6.4)', () => {
  it('crosses the hub in two moves, exit to exit, whichever hub square a search starts on', () => {
    const north = map.hubExits[0] as number;
    const south = map.hubExits[2] as number;
    expect(north).toBeGreaterThanOrEqual(0);
    expect(south).toBeGreaterThanOrEqual(0);
    const field = new SearchField().compute(new HiveTopology(map), [north]);
    expect(field.distanceAt(south)).toBe(2);
    expect(field.distanceAt(map.hubNode)).toBe(1);
    // Hub squares other than the hub node are not places of their own.
    const other = map.hubCells.find((c) => c !== map.hubNode) as number;
    expect(field.distanceAt(other)).toBe(UNREACHED);
    expect(new SearchField().compute(new HiveTopology(map), [other]).distanceAt(south)).toBe(1);
  });

  it('reaches every node at the distance and in the breadth-first order of the map’s own neighbour lists', () => {
    const start = map.hubExits[0] as number;
    const order: number[] = [];
    const field = eachReached(new SearchField(), new HiveTopology(map), start, Number.POSITIVE_INFINITY, (node) => order.push(node));
    const expected = frontierOrder(map, start);
    expect(order).toEqual([...expected.keys()]);
    for (const [node, moves] of expected) expect(field.distanceAt(node)).toBe(moves);
  });

  it('keeps a walk’s limits: a square it may not enter, a square it may reach but not leave, and a move budget', () => {
    const north = map.hubExits[0] as number;
    const south = map.hubExits[2] as number;
    const blocked = new SearchField().compute(new HiveTopology(map, { enter: (n) => n !== map.hubNode }), [north]);
    expect(blocked.distanceAt(south)).toBe(UNREACHED);
    const stopped = new SearchField().compute(new HiveTopology(map, { leave: (n) => n !== map.hubNode }), [north]);
    expect([stopped.distanceAt(map.hubNode), stopped.distanceAt(south)]).toEqual([1, UNREACHED]);
    const near = new SearchField().compute(new HiveTopology(map), [north], 1);
    expect([near.distanceAt(map.hubNode), near.distanceAt(south)]).toEqual([1, UNREACHED]);
    expect(near.nodePathFrom(map.hubNode)).toEqual([map.hubNode, north]);
  });
});
