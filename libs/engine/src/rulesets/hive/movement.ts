import type { Unit } from '../../game/game-state';
import type { Cell } from '../../rules/core/events';
import { BUG_MOVE, PASSES_BUGS } from './content';
import { cellOf, cellXY, hubCellFor, nodeOf, Occupancy, valkyries, type HiveView } from './queries';
import { stepTowardOk, towardField, towardPathError } from './move-toward';

/**
 * Movement rules (§6.1 Valkyries, §6.2 bugs): whole paths are checked, so a figure may pass a
 * square it may not stop on. Who moves where is the player's or the AI's choice, never decided here.
 */

/** Nodes adjacent to a living Valkyrie (§11 A10): the bugs' stop rule and attack rule. */
export function nodesNextToValkyries(view: HiveView): Set<number> {
  const near = new Set<number>();
  for (const v of valkyries(view.state)) {
    const node = nodeOf(view, v);
    for (const n of view.map.neighbours(node)) near.add(n);
    if (node === view.map.hubNode) near.add(node);
  }
  return near;
}

const pathNodes = (view: HiveView, path: readonly Cell[]): number[] | null => {
  const nodes: number[] = [];
  for (const at of path) {
    if (typeof at?.x !== 'number' || typeof at.y !== 'number' || at.x < 0 || at.y < 0 || at.x >= view.board.width || at.y >= view.board.height) return null;
    nodes.push(view.map.node(cellOf(view.board, at)));
  }
  return nodes;
};

/** Why a Valkyrie may not walk `path`, or null (§6.1). */
export function heroPathError(view: HiveView, unit: Unit, path: readonly Cell[]): string | null {
  if (!Array.isArray(path) || path.length < 2) return 'A move needs at least one step.';
  const nodes = pathNodes(view, path);
  if (!nodes) return 'The path leaves the board.';
  if (nodes[0] !== nodeOf(view, unit)) return `The path must start on ${unit.name}'s square.`;
  if (nodes.length - 1 > (unit.stats['moves'] ?? 0)) return `${unit.name} has ${unit.stats['moves'] ?? 0} move action(s) left.`;
  const occupancy = new Occupancy(view);
  const throughBugs = unit.kind === PASSES_BUGS;
  for (let i = 1; i < nodes.length; i++) {
    const node = nodes[i] as number;
    if (!view.map.neighbours(nodes[i - 1] as number).includes(node)) return 'Each step goes to an orthogonally adjacent white square (no diagonals, no walls).';
    if (!throughBugs && node !== view.map.hubNode && occupancy.bugs.has(node)) return 'Only Buzzer may move through bugs.';
  }
  const toward = towardPathError(view, unit, nodes);
  if (toward) return toward;
  const last = nodes[nodes.length - 1] as number;
  // The mover's own square is free once it has left it: a path may come back to it (§6.1 rule 5).
  if (last !== nodes[0] && !occupancy.free(view, last)) return 'A move may not end on a square another figure (or LJ) stands on.';
  return null;
}

/** Why a bug may not take `path`, or null (§6.2, and §8.3's stop rule). */
export function bugPathError(view: HiveView, unit: Unit, path: readonly Cell[]): string | null {
  if (!Array.isArray(path) || path.length < 2) return 'A bug move needs at least one step.';
  if (path.length - 1 > BUG_MOVE) return `Bugs move at most ${BUG_MOVE} squares.`;
  const nodes = pathNodes(view, path);
  if (!nodes) return 'The path leaves the board.';
  if (nodes[0] !== nodeOf(view, unit)) return 'The path must start on the bug.';
  const occupancy = new Occupancy(view);
  const near = nodesNextToValkyries(view);
  if (near.has(nodes[0] as number)) return 'A bug next to a Valkyrie does not move.';
  for (let i = 1; i < nodes.length; i++) {
    const node = nodes[i] as number;
    if (!view.map.neighbours(nodes[i - 1] as number).includes(node)) return 'Each step goes to an orthogonally adjacent white square.';
    if (node !== view.map.hubNode && occupancy.heroes.has(node)) return 'Bugs never move through Valkyries.';
    if (i < nodes.length - 1 && near.has(node)) return 'A bug stops as soon as it is next to a Valkyrie.';
  }
  const toward = towardPathError(view, unit, nodes);
  if (toward) return toward;
  if (!occupancy.free(view, nodes[nodes.length - 1] as number)) return 'A bug may not end on an occupied square.';
  return null;
}

/** The square a figure ending on `node` is drawn on (a free hub cell in the hub). */
export function landingCell(view: HiveView, node: number, from: number): number {
  return node === view.map.hubNode ? hubCellFor(view, from) : node;
}

/**
 * Scratch for the short searches below (a few steps from one figure, at every listing of legal
 * actions): the parent of each node reached, valid where `reachedIn` holds the search's number. No
 * map or set per search; the arrays grow to the largest board seen. Searches never nest.
 */
let reachedIn = new Int32Array(0);
let parentOf = new Int32Array(0);
let searches = 0;

function newSearch(size: number): number {
  if (reachedIn.length < size || searches >= 0x7fffffff) {
    reachedIn = new Int32Array(Math.max(size, reachedIn.length));
    parentOf = new Int32Array(reachedIn.length);
    searches = 0;
  }
  return ++searches;
}

/**
 * Every square a Valkyrie can end a move on this turn, each with one shortest legal path
 * (the player may send any other legal path).
 */
export function heroDestinations(view: HiveView, unit: Unit): Cell[][] {
  const budget = unit.stats['moves'] ?? 0;
  if (budget <= 0) return [];
  const occupancy = new Occupancy(view);
  const throughBugs = unit.kind === PASSES_BUGS;
  const start = nodeOf(view, unit);
  const toward = towardField(view, unit);
  const search = newSearch(view.board.cells.length);
  reachedIn[start] = search;
  parentOf[start] = -1;
  let frontier = [start];
  const paths: Cell[][] = [];
  for (let depth = 1; depth <= budget && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const node of frontier) {
      for (const n of view.map.neighbours(node)) {
        if (reachedIn[n] === search) continue;
        if (!throughBugs && n !== view.map.hubNode && occupancy.bugs.has(n)) continue;
        if (!stepTowardOk(toward, node, n)) continue;
        reachedIn[n] = search;
        parentOf[n] = node;
        next.push(n);
        if (occupancy.free(view, n)) paths.push(tracePath(view, n, cellOf(view.board, unit)));
      }
    }
    frontier = next;
  }
  return paths;
}

/** The path from the search's start to `end`, as squares (the start on the figure's own square). */
function tracePath(view: HiveView, end: number, startCell: number): Cell[] {
  let length = 0;
  for (let at = end; at !== -1; at = parentOf[at] as number) length++;
  const nodes = new Array<number>(length);
  for (let at = end, i = length - 1; at !== -1; at = parentOf[at] as number, i--) nodes[i] = at;
  return nodes.map((node, i) => {
    if (i === 0) return cellXY(view.board, startCell);
    if (node === view.map.hubNode) return cellXY(view.board, hubCellFor(view, nodes[i - 1] as number));
    return cellXY(view.board, node);
  });
}

/**
 * Every square a bug can end on this phase, each with one shortest legal path (§6.2, §8.3 stop rule).
 * Listing every bug's moves passes the occupancy and the stop squares in, worked out once for all.
 */
export function bugDestinations(view: HiveView, unit: Unit, occupancy = new Occupancy(view), near: ReadonlySet<number> = nodesNextToValkyries(view)): Cell[][] {
  const start = nodeOf(view, unit);
  if (near.has(start)) return [];
  const toward = towardField(view, unit);
  const search = newSearch(view.board.cells.length);
  reachedIn[start] = search;
  parentOf[start] = -1;
  let frontier = [start];
  const paths: Cell[][] = [];
  for (let depth = 1; depth <= BUG_MOVE && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const node of frontier) {
      for (const n of view.map.neighbours(node)) {
        if (reachedIn[n] === search) continue;
        if (n !== view.map.hubNode && occupancy.heroes.has(n)) continue;
        if (!stepTowardOk(toward, node, n)) continue;
        reachedIn[n] = search;
        parentOf[n] = node;
        if (!near.has(n)) next.push(n);
        if (occupancy.free(view, n)) paths.push(tracePath(view, n, cellOf(view.board, unit)));
      }
    }
    frontier = next;
  }
  return paths;
}
