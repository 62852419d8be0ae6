import {
  BUGS,
  hiveCellOf,
  orderedBugPath,
  sideToAct,
  type ActionBase,
  type Cell,
  type HiveBugAction,
  type HiveRuleset,
  type HiveState,
  type HiveView,
  type Unit,
} from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from '../bots/controller';
import { bugPassable, fieldsToward, isFree, occupied, UNREACHABLE, type BugField, type Occupied } from './fields';

/**
 * The bugs' decisions in the bug phase (hive.md §8.3), step by step in README.md. Each call picks
 * the next bug to move and its path, or ends the phase. Randomness stays the engine's: a tie that
 * the rulebook settles by a roll is sent as several paths, and the engine picks one.
 */

interface Plan {
  readonly bug: Unit;
  readonly distance: number;
  readonly paths: Cell[][];
}

const parseIdNumber = (id: string): number => Number(/(\d+)$/.exec(id)?.[1] ?? Number.MAX_SAFE_INTEGER);

/** Id numbers by id: every decision orders every bug still to move, and ids never change meaning. */
const idNumbers = new Map<string, number>();
const ID_NUMBERS_KEPT = 10_000;

function idNumber(id: string): number {
  let known = idNumbers.get(id);
  if (known === undefined) {
    if (idNumbers.size >= ID_NUMBERS_KEPT) idNumbers.clear();
    known = parseIdNumber(id);
    idNumbers.set(id, known);
  }
  return known;
}

/** Order of §8.3: nearest first; ties Large before Small, then lower id. */
function before(a: Plan, b: Plan): number {
  if (a.distance !== b.distance) return a.distance - b.distance;
  const large = (u: Unit) => (u.kind === 'large' ? 0 : 1);
  if (large(a.bug) !== large(b.bug)) return large(a.bug) - large(b.bug);
  return idNumber(a.bug.id) - idNumber(b.bug.id);
}

/** Nodes next to a living Valkyrie: a bug there stops (and never starts moving). */
function nextToValkyries(view: HiveView, occ: Occupied): Set<number> {
  const near = new Set<number>();
  for (const node of occ.heroes) {
    for (const n of view.map.neighbours(node)) near.add(n);
    if (node === view.map.hubNode) near.add(node);
  }
  return near;
}

/**
 * Shortest-path steps toward the target (the field falls by 1 each step), at most 4, cut at the
 * first square next to any Valkyrie. Among them the first (N, E, S, W order) that ends on a free
 * square; if none does, the first cut back to its last free square.
 */
function pathToward(view: HiveView, occ: Occupied, near: ReadonlySet<number>, start: number, field: BugField): number[] {
  const candidates: number[][] = [];
  if (walk(view, occ, near, field, [start], candidates)) return candidates[candidates.length - 1] as number[];
  const first = candidates[0] ?? [start];
  let end = first.length - 1;
  while (end > 0 && !isFree(view, occ, first[end] as number)) end--;
  return first.slice(0, end + 1);
}

/**
 * Depth-first over the steps that go down the field (N, E, S, W), collecting the stopped paths in
 * order until one ends on a free square (then true: it is the last collected). `path` is a stack.
 */
function walk(view: HiveView, occ: Occupied, near: ReadonlySet<number>, field: BugField, path: number[], out: number[][]): boolean {
  const at = path[path.length - 1] as number;
  const here = field[at] ?? 0;
  if (path.length - 1 >= BUGS.small.move || here === 0 || (path.length > 1 && near.has(at))) return collect(view, occ, path, out);
  const around = view.map.neighbours(at);
  let stepped = false;
  for (let i = 0; i < around.length; i++) {
    const n = around[i] as number;
    if (field[n] !== here - 1 || !bugPassable(view, occ, n)) continue;
    stepped = true;
    path.push(n);
    const found = walk(view, occ, near, field, path, out);
    path.pop();
    if (found) return true;
  }
  return stepped ? false : collect(view, occ, path, out);
}

function collect(view: HiveView, occ: Occupied, path: readonly number[], out: number[][]): boolean {
  out.push(path.slice());
  return path.length > 1 && isFree(view, occ, path[path.length - 1] as number);
}

const allies = (view: HiveView, hero: Unit, heroes: readonly Unit[]): number => {
  const tile = view.board.tileOf[hiveCellOf(view.board, hero)];
  return heroes.filter((h) => h.id !== hero.id && view.board.tileOf[hiveCellOf(view.board, h)] === tile).length;
};

function toCells(view: HiveView, bug: Unit, nodes: readonly number[]): Cell[] {
  const { width } = view.board;
  return nodes.map((node, i) => (i === 0 ? { x: bug.x, y: bug.y } : { x: node % width, y: Math.floor(node / width) }));
}

interface Candidate {
  readonly bug: Unit;
  readonly start: number;
  readonly distance: number;
  readonly tied: readonly number[];
  /** The §8.3 order key, computed once: large before small (0/1), then the lower id number. */
  readonly size: number;
  readonly idNumber: number;
}

/** What a plan is computed from, shared by every bug of one decision. */
interface Situation {
  readonly view: HiveView;
  readonly occ: Occupied;
  readonly near: ReadonlySet<number>;
  readonly heroes: readonly Unit[];
  readonly fields: readonly BugField[];
  /** Per Valkyrie, how many others share her tile (§8.3 tie 1): the same for every bug, so counted once. */
  readonly allyCounts: readonly number[];
}

function situation(view: HiveView): Situation {
  const occ = occupied(view);
  const heroes = view.state.units.filter((u) => u.side === 'heroes' && u.health > 0);
  return { view, occ, near: nextToValkyries(view, occ), heroes, fields: fieldsToward(view, occ, heroes), allyCounts: heroes.map((hero) => allies(view, hero, heroes)) };
}

/** The distance from `start` to the nearest Valkyrie by path, or `UNREACHABLE`. */
function nearest(fields: readonly BugField[], start: number): number {
  let best = UNREACHABLE;
  for (let h = 0; h < fields.length; h++) {
    const d = (fields[h] as BugField)[start] ?? UNREACHABLE;
    if (d !== UNREACHABLE && (best === UNREACHABLE || d < best)) best = d;
  }
  return best;
}

/** A bug that may still move this phase, standing on `start`: alive, not moved, not next to a Valkyrie. */
function mayMove(at: Situation, bug: Unit): number | null {
  if (bug.side !== 'enemies' || bug.health <= 0 || (bug.stats['moved'] ?? 0) > 0) return null;
  const start = at.view.map.node(hiveCellOf(at.view.board, bug));
  return at.near.has(start) ? null : start;
}

/** The bug's candidacy: its distance and the Valkyrie(s) it goes for (§8.3 ties: allies nearby, then a roll). */
function candidateOf({ fields, allyCounts }: Situation, bug: Unit, start: number, distance: number): Candidate {
  let tied: number[] = [];
  for (let h = 0; h < fields.length; h++) if ((fields[h] as BugField)[start] === distance) tied.push(h);
  if (tied.length > 1) {
    const most = Math.max(...tied.map((h) => allyCounts[h] as number));
    tied = tied.filter((h) => allyCounts[h] === most);
  }
  return { bug, start, distance, tied, size: bug.kind === 'large' ? 0 : 1, idNumber: idNumber(bug.id) };
}

/** Each bug still to move, with its distance to its target(s). Cheap: no paths yet. */
function candidates(at: Situation): Candidate[] {
  const found: Candidate[] = [];
  for (const bug of at.view.state.units) {
    const start = mayMove(at, bug);
    if (start === null) continue;
    const distance = nearest(at.fields, start);
    if (distance !== UNREACHABLE) found.push(candidateOf(at, bug, start, distance));
  }
  return found;
}

/**
 * The bug that moves first (§8.3: nearest, then Large before Small, then the lower id; the first in
 * the list on a full tie), leaving out `passed` (bugs found unable to move). One scan that keeps only
 * the best so far: the whole list of candidates is never built (a decision per bug, every bug each time).
 */
function firstToMove(at: Situation, passed: ReadonlySet<Unit>): Candidate | null {
  let first: Unit | null = null;
  let firstStart = -1;
  let distance = 0;
  let size = 0;
  let id = 0;
  for (const bug of at.view.state.units) {
    const start = mayMove(at, bug);
    if (start === null || passed.has(bug)) continue;
    const d = nearest(at.fields, start);
    if (d === UNREACHABLE) continue;
    const s = bug.kind === 'large' ? 0 : 1;
    if (first !== null && (d > distance || (d === distance && (s > size || (s === size && idNumber(bug.id) >= id))))) continue;
    first = bug;
    firstStart = start;
    distance = d;
    size = s;
    id = idNumber(bug.id);
  }
  return first === null ? null : candidateOf(at, first, firstStart, distance);
}

/** The paths a bug would take toward its tied target(s); empty when it cannot move. */
function planOf({ view, occ, near, fields }: Situation, candidate: Candidate): Plan | undefined {
  // A bug the mission ordered toward a place goes there instead of hunting (the engine refuses any other step).
  const ordered = orderedBugPath(view, candidate.bug);
  if (ordered !== undefined) return ordered ? { bug: candidate.bug, distance: candidate.distance, paths: [ordered] } : undefined;
  const paths: Cell[][] = [];
  const seen = new Set<string>();
  for (const h of candidate.tied) {
    const nodes = pathToward(view, occ, near, candidate.start, fields[h] as BugField);
    const key = nodes.join(',');
    if (nodes.length < 2 || seen.has(key)) continue;
    seen.add(key);
    paths.push(toCells(view, candidate.bug, nodes));
  }
  return paths.length > 0 ? { bug: candidate.bug, distance: candidate.distance, paths } : undefined;
}

/** The plan of each bug still to move (§8.3), in the order they move. */
export function bugPlans(view: HiveView): Plan[] {
  const at = situation(view);
  return candidates(at)
    .flatMap((c) => planOf(at, c) ?? [])
    .sort(before);
}

/**
 * The next bug move, or null when every bug that can move has. Takes the first bug in §8.3 order
 * (a linear search for the minimum, not a sort) and plans paths only until one bug can move.
 */
export function nextBugMove(view: HiveView): HiveBugAction | null {
  const at = situation(view);
  const passed = new Set<Unit>();
  for (let candidate = firstToMove(at, passed); candidate !== null; candidate = firstToMove(at, passed)) {
    const plan = planOf(at, candidate);
    if (plan) return { type: 'bug-move', side: 'enemies', unit: plan.bug.id, paths: plan.paths };
    passed.add(candidate.bug);
  }
  return null;
}

/** The bugs' controller: moves in the bug phase, and ends it when no bug has a move left. */
export function createHiveBugController(): Controller {
  return {
    name: 'hive-bugs',
    decide(engine: AnyEngine, state: AnyState): ActionBase {
      const ruleset = engine.ruleset as unknown as HiveRuleset;
      if (state.turn.phase === 'bugs' && state.turn.reaction === null) {
        const move = nextBugMove(ruleset.hiveView(state as HiveState, engine.board));
        if (move) return move;
        // What the legal actions would offer first (the bug phase is free: ending it is always legal),
        // without listing every bug's every move only to throw them away.
        if (sideToAct(state) === 'enemies') return { type: 'end-phase', side: 'enemies' };
      }
      const legal = engine.legalActions(state);
      return legal.find((a) => a.type === 'end-phase' || a.type === 'pass') ?? (legal[0] as ActionBase);
    },
  };
}
