import type { Unit } from '../../game/game-state';
import type { Cell } from '../../rules/core/events';
import { BUG_MOVE, PASSES_BUGS } from './content';
import { cellOf, cellXY, hubCellFor, nodeOf, Occupancy, valkyries, type HiveView } from './queries';
import { stepTowardOk, towardField, towardPathError } from './move-toward';
import { SearchField } from '../../geometry/search-field';
import { eachReached, HiveTopology } from './hive-topology';

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

/** The search behind the moves below (a few steps from one figure, at every listing of legal actions). */
const moveSearch = new SearchField();

/**
 * Every square a Valkyrie can end a move on this turn, each with one shortest legal path
 * (the player may send any other legal path).
 */
export function heroDestinations(view: HiveView, unit: Unit): Cell[][] {
  const budget = unit.stats['moves'] ?? 0;
  if (budget <= 0) return [];
  const occupancy = new Occupancy(view);
  const throughBugs = unit.kind === PASSES_BUGS;
  const toward = towardField(view, unit);
  const hub = view.map.hubNode;
  const topology = new HiveTopology(view.map, {
    ...(throughBugs ? {} : { enter: (n: number) => n === hub || !occupancy.bugs.has(n) }),
    ...(toward ? { step: (from: number, to: number) => stepTowardOk(toward, from, to) } : {}),
  });
  return destinations(view, unit, topology, budget, (n) => occupancy.free(view, n));
}

/**
 * Every square a bug can end on this phase, each with one shortest legal path (§6.2, §8.3 stop rule).
 * Listing every bug's moves passes the occupancy and the stop squares in, worked out once for all.
 */
export function bugDestinations(view: HiveView, unit: Unit, occupancy = new Occupancy(view), near: ReadonlySet<number> = nodesNextToValkyries(view)): Cell[][] {
  if (near.has(nodeOf(view, unit))) return [];
  const toward = towardField(view, unit);
  const hub = view.map.hubNode;
  const topology = new HiveTopology(view.map, {
    enter: (n) => n === hub || !occupancy.heroes.has(n),
    leave: (n) => !near.has(n),
    ...(toward ? { step: (from: number, to: number) => stepTowardOk(toward, from, to) } : {}),
  });
  return destinations(view, unit, topology, BUG_MOVE, (n) => occupancy.free(view, n));
}

/** The paths to every node within `moves` a figure may end on, in breadth-first order (the figure's own node left out). */
function destinations(view: HiveView, unit: Unit, topology: HiveTopology, moves: number, endsOn: (node: number) => boolean): Cell[][] {
  const start = nodeOf(view, unit);
  const ends: number[] = [];
  eachReached(moveSearch, topology, start, moves, (node) => node !== start && endsOn(node) && ends.push(node));
  const startCell = cellOf(view.board, unit);
  return ends.map((end) => pathCells(view, moveSearch.nodePathFrom(end).reverse(), startCell));
}

/** A path of nodes from the figure's node as squares (the start on the figure's own square, the hub as a free hub cell). */
function pathCells(view: HiveView, nodes: readonly number[], startCell: number): Cell[] {
  return nodes.map((node, i) => {
    if (i === 0) return cellXY(view.board, startCell);
    if (node === view.map.hubNode) return cellXY(view.board, hubCellFor(view, nodes[i - 1] as number));
    return cellXY(view.board, node);
  });
}
