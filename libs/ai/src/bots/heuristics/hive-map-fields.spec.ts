import { hiveTestGame, type HiveView } from '@breachline/engine';
import { blockedGoalField, BUG_SQUARE_COST, goalField, living, nearestSourceField, nodeOfUnit, threatField, UNREACHED } from './hive-map-fields';

/** Plain breadth-first steps over `map.neighbours`, the reference the flat-array fields must match. */
function naive(v: HiveView, sources: readonly number[], limit = Number.POSITIVE_INFINITY): Map<number, number> {
  const dist = new Map<number, number>(sources.map((s) => [s, 0]));
  let frontier = [...new Set(sources)];
  for (let d = 1; frontier.length > 0 && d <= limit; d++) {
    const next: number[] = [];
    for (const node of frontier) {
      for (const n of v.map.neighbours(node)) {
        if (dist.has(n)) continue;
        dist.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}

const game = (bugAt: { x: number; y: number }) =>
  hiveTestGame({
    heroes: [{ kind: 'jane', at: { x: 17, y: 17 } }],
    bugs: [{ kind: 'small', at: bugAt }, { kind: 'large', at: { x: 17, y: 12 } }],
    placed: [{ tile: 'cross', x: 15, y: 10 }, { tile: 'straight', x: 15, y: 5 }, { tile: 'room', x: 20, y: 15 }],
  });

describe('hive map fields', () => {
  it('goal fields match a plain breadth-first search and are kept per board', () => {
    const v = game({ x: 17, y: 8 }).view();
    const goal = [nodeOfUnit(v, { x: 17, y: 6 })];
    const field = goalField(v, goal);
    const reference = naive(v, goal);
    for (let node = 0; node < field.length; node++) expect(field[node] === UNREACHED ? undefined : field[node]).toBe(reference.get(node));
    expect(goalField(v, goal)).toBe(field);
  });

  it('the threat map sums each bug reach (Large 2, next to a bug 1.5×) and follows the bugs', () => {
    const v = game({ x: 17, y: 8 }).view();
    const expected = new Map<number, number>();
    for (const bug of living(v, 'enemies')) {
      for (const [node, d] of naive(v, [nodeOfUnit(v, bug)], 5)) expected.set(node, (expected.get(node) ?? 0) + (bug.kind === 'large' ? 2 : 1) * (d <= 1 ? 1.5 : 1));
    }
    const threat = threatField(v);
    for (let node = 0; node < threat.length; node++) expect(threat[node]).toBe(expected.get(node) ?? 0);
    const moved = game({ x: 17, y: 6 }).view();
    expect(threatField(moved)[nodeOfUnit(moved, { x: 17, y: 6 })]).toBeGreaterThan(0);
    expect(threatField(moved)).not.toBe(threat);
  });

  it('blocked goal fields charge a bug square extra, as a plain cheapest-path search does', () => {
    const v = game({ x: 17, y: 8 }).view();
    const bugNodes = living(v, 'enemies').map((b) => nodeOfUnit(v, b));
    const goal = [nodeOfUnit(v, { x: 17, y: 6 })];
    const field = blockedGoalField(v, goal, bugNodes);
    const cost = (node: number) => 1 + (bugNodes.includes(node) ? BUG_SQUARE_COST : 0);
    const reference = new Map<number, number>(goal.map((g) => [g, 0]));
    for (let changed = true; changed; ) {
      changed = false;
      for (const [node, d] of [...reference]) {
        for (const n of v.map.neighbours(node)) {
          if ((reference.get(n) ?? Number.POSITIVE_INFINITY) > d + cost(n)) {
            reference.set(n, d + cost(n));
            changed = true;
          }
        }
      }
    }
    for (let node = 0; node < field.length; node++) expect(field[node] === UNREACHED ? undefined : field[node]).toBe(reference.get(node));
    expect(field[nodeOfUnit(v, { x: 17, y: 12 })]).toBeGreaterThan(goalField(v, goal)[nodeOfUnit(v, { x: 17, y: 12 })] as number);
  });

  it('nearest-source fields say how far and from which source, within the reach', () => {
    const v = game({ x: 17, y: 8 }).view();
    const sources = [nodeOfUnit(v, { x: 17, y: 6 }), nodeOfUnit(v, { x: 17, y: 13 })];
    const { dist, from } = nearestSourceField(v, sources, 3);
    const near = naive(v, [sources[0] as number], 3);
    expect(dist[nodeOfUnit(v, { x: 17, y: 8 })]).toBe(2);
    expect(from[nodeOfUnit(v, { x: 17, y: 8 })]).toBe(0);
    expect(from[nodeOfUnit(v, { x: 17, y: 11 })]).toBe(1);
    expect(dist[nodeOfUnit(v, { x: 17, y: 9 })]).toBe(near.get(nodeOfUnit(v, { x: 17, y: 9 })));
    expect(dist[nodeOfUnit(v, { x: 15, y: 12 })]).toBe(3);
    expect(dist[nodeOfUnit(v, { x: 22, y: 17 })]).toBe(UNREACHED);
  });
});
