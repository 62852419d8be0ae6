import { doorLetsThrough } from '../../rules/doors/doors';
import type { Board } from '../../board/board';
import { edgeOf, isFloor, squareOf, unitAt } from './board-state';
import type { BoardingState, Square } from './types';

/**
 * The missile's route (boarding.md §6.4): shortest 8-connected paths from the firer to the target.
 * Walls stop it; doors (open or closed) and models do not, but the first closed door or model on
 * the route is what the missile hits. Doors stand on edges here, so a door is crossed only by an
 * orthogonal step, and a diagonal step needs both squares beside it to be floor with no wall or
 * door on any of the four edges around the corner (README "Missiles").
 */
const STEPS: readonly (readonly [number, number])[] = [
  [0, -1], [1, 0], [0, 1], [-1, 0], [1, -1], [1, 1], [-1, 1], [-1, -1],
];
const ORTHO: Readonly<Record<string, number>> = { '0,-1': 0, '1,0': 1, '0,1': 2, '-1,0': 3 };

export const UNREACHED = -1;

/** A route step between two squares: -1 impossible, else the door index crossed (or -2 for none). */
function stepKind(board: Board, from: Square, dx: number, dy: number): number {
  const to = { x: from.x + dx, y: from.y + dy };
  if (!isFloor(board, to.x, to.y)) return -1;
  const d = ORTHO[`${dx},${dy}`];
  if (d !== undefined) {
    const edge = edgeOf(board, from, d);
    return edge.wall ? -1 : edge.door >= 0 ? edge.door : -2;
  }
  const dh = dx > 0 ? 1 : 3;
  const dv = dy > 0 ? 2 : 0;
  const side1 = { x: to.x, y: from.y };
  const side2 = { x: from.x, y: to.y };
  if (!isFloor(board, side1.x, side1.y) || !isFloor(board, side2.x, side2.y)) return -1;
  const clear = (at: Square, d2: number): boolean => {
    const edge = edgeOf(board, at, d2);
    return !edge.wall && edge.door < 0;
  };
  return clear(from, dh) && clear(from, dv) && clear(side1, dv) && clear(side2, dh) ? -2 : -1;
}

/** Routes depend on the board's walls only: each start's distances are kept per board (read-only). */
const routeCache = new WeakMap<Board, Map<number, Int32Array>>();

/** Steps from `start` to every square over the 8-connected route graph (walls only). Do not change the result. */
export function routeDistances(board: Board, start: Square): Int32Array {
  let known = routeCache.get(board);
  if (!known) {
    known = new Map();
    routeCache.set(board, known);
  }
  const key = start.y * board.width + start.x;
  let dist = known.get(key);
  if (!dist) {
    dist = computeRouteDistances(board, start);
    known.set(key, dist);
  }
  return dist;
}

function computeRouteDistances(board: Board, start: Square): Int32Array {
  const dist = new Int32Array(board.width * board.height).fill(UNREACHED);
  const queue = [start.y * board.width + start.x];
  dist[queue[0] ?? 0] = 0;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head] as number;
    const at = squareOf(board, cell);
    for (const [dx, dy] of STEPS) {
      if (stepKind(board, at, dx, dy) === -1) continue;
      const next = cell + dy * board.width + dx;
      if (dist[next] !== UNREACHED) continue;
      dist[next] = (dist[cell] ?? 0) + 1;
      queue.push(next);
    }
  }
  return dist;
}

/** What a missile hits first: a model on a square, or a closed door (hit from the square before it). */
export type Impact =
  | { readonly kind: 'unit'; readonly unit: string; readonly cell: number }
  | { readonly kind: 'door'; readonly door: number; readonly cell: number };

/**
 * The impacts the missile may have, best first by §6.4: the target itself when some shortest route
 * reaches it with nothing in the way; otherwise every impact farthest along (the caller picks one at
 * random when there are several).
 */
export function possibleImpacts(state: BoardingState, board: Board, firer: Square, target: Square): Impact[] {
  const width = board.width;
  const fromFirer = routeDistances(board, firer);
  const fromTarget = routeDistances(board, target);
  const targetCell = target.y * width + target.x;
  const total = fromFirer[targetCell] ?? UNREACHED;
  if (total === UNREACHED) return [];
  const onRoute = (cell: number): boolean => (fromFirer[cell] ?? -1) >= 0 && (fromFirer[cell] ?? 0) + (fromTarget[cell] ?? 0) === total;
  const byStep: number[][] = Array.from({ length: total + 1 }, () => []);
  for (let cell = 0; cell < fromFirer.length; cell++) if (onRoute(cell)) byStep[fromFirer[cell] ?? 0]?.push(cell);
  const clear = new Set<number>([firer.y * width + firer.x]);
  const found: { impact: Impact; at: number }[] = [];
  for (let k = 0; k < total; k++) {
    for (const cell of byStep[k] ?? []) {
      if (!clear.has(cell)) continue;
      const at = squareOf(board, cell);
      for (const [dx, dy] of STEPS) {
        const next = cell + dy * width + dx;
        if (!onRoute(next) || (fromFirer[next] ?? 0) !== k + 1) continue;
        const kind = stepKind(board, at, dx, dy);
        if (kind === -1) continue;
        if (kind >= 0 && !doorLetsThrough(state, board.doors[kind]?.id ?? '')) {
          found.push({ impact: { kind: 'door', door: kind, cell }, at: 2 * k + 1 });
          continue;
        }
        const there = squareOf(board, next);
        const unit = unitAt(state, there.x, there.y);
        if (unit) found.push({ impact: { kind: 'unit', unit: unit.id, cell: next }, at: 2 * (k + 1) });
        else clear.add(next);
      }
    }
  }
  const onTarget = found.find((f) => f.impact.kind === 'unit' && f.impact.cell === targetCell);
  if (onTarget) return [onTarget.impact];
  const farthest = Math.max(...found.map((f) => f.at));
  const seen = new Set<string>();
  return found
    .filter((f) => f.at === farthest)
    .map((f) => f.impact)
    .filter((impact) => {
      const key = impact.kind === 'unit' ? `u${impact.unit}` : `d${impact.door}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Route length from firer to target (§7.5: legal up to 18), or UNREACHED. */
export function routeLength(board: Board, firer: Square, target: Square): number {
  return routeDistances(board, firer)[target.y * board.width + target.x] ?? UNREACHED;
}
