import {
  BUGS,
  hiveCellOf,
  type ActionBase,
  type Cell,
  type HiveBugAction,
  type HiveRuleset,
  type HiveState,
  type HiveView,
  type Unit,
} from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from '../bots/controller';
import { bugPassable, fieldToward, isFree, occupied, type Occupied } from './fields';

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

const idNumber = (id: string): number => Number(/(\d+)$/.exec(id)?.[1] ?? Number.MAX_SAFE_INTEGER);

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
function pathToward(view: HiveView, occ: Occupied, near: ReadonlySet<number>, start: number, field: ReadonlyMap<number, number>): number[] {
  const candidates: number[][] = [];
  const walk = (path: number[]) => {
    const at = path[path.length - 1] as number;
    const here = field.get(at) ?? 0;
    const stop = path.length - 1 >= BUGS.small.move || here === 0 || (path.length > 1 && near.has(at));
    if (stop) {
      candidates.push(path);
      return;
    }
    const steps = view.map.neighbours(at).filter((n) => field.get(n) === here - 1 && bugPassable(view, occ, n));
    if (steps.length === 0) candidates.push(path);
    for (const n of steps) walk([...path, n]);
  };
  walk([start]);
  const ending = candidates.find((p) => p.length > 1 && isFree(view, occ, p[p.length - 1] as number));
  if (ending) return ending;
  const first = candidates[0] ?? [start];
  let end = first.length - 1;
  while (end > 0 && !isFree(view, occ, first[end] as number)) end--;
  return first.slice(0, end + 1);
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

/** `before` for candidates, without parsing ids or allocating on every comparison. */
function movesFirst(a: Candidate, b: Candidate): boolean {
  if (a.distance !== b.distance) return a.distance < b.distance;
  if (a.size !== b.size) return a.size < b.size;
  return a.idNumber < b.idNumber;
}

/** What a plan is computed from, shared by every bug of one decision. */
interface Situation {
  readonly view: HiveView;
  readonly occ: Occupied;
  readonly near: ReadonlySet<number>;
  readonly heroes: readonly Unit[];
  readonly fields: readonly ReadonlyMap<number, number>[];
}

function situation(view: HiveView): Situation {
  const occ = occupied(view);
  const heroes = view.state.units.filter((u) => u.side === 'heroes' && u.health > 0);
  return { view, occ, near: nextToValkyries(view, occ), heroes, fields: heroes.map((hero) => fieldToward(view, occ, hero)) };
}

/** Each bug still to move, with its distance to its target(s) (§8.3 ties: allies nearby, then a roll). Cheap: no paths yet. */
function candidates({ view, near, heroes, fields }: Situation): Candidate[] {
  const found: Candidate[] = [];
  for (const bug of view.state.units) {
    if (bug.side !== 'enemies' || bug.health <= 0 || (bug.stats['moved'] ?? 0) > 0) continue;
    const start = view.map.node(hiveCellOf(view.board, bug));
    if (near.has(start)) continue;
    let best = Number.POSITIVE_INFINITY;
    let tied: number[] = [];
    fields.forEach((field, h) => {
      const d = field.get(start);
      if (d === undefined) return;
      if (d < best) [best, tied] = [d, [h]];
      else if (d === best) tied.push(h);
    });
    if (tied.length === 0) continue;
    if (tied.length > 1) {
      const most = Math.max(...tied.map((h) => allies(view, heroes[h] as Unit, heroes)));
      tied = tied.filter((h) => allies(view, heroes[h] as Unit, heroes) === most);
    }
    found.push({ bug, start, distance: best, tied, size: bug.kind === 'large' ? 0 : 1, idNumber: idNumber(bug.id) });
  }
  return found;
}

/** The paths a bug would take toward its tied target(s); empty when it cannot move. */
function planOf({ view, occ, near, fields }: Situation, candidate: Candidate): Plan | undefined {
  const paths: Cell[][] = [];
  const seen = new Set<string>();
  for (const h of candidate.tied) {
    const nodes = pathToward(view, occ, near, candidate.start, fields[h] as ReadonlyMap<number, number>);
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
  const remaining = candidates(at);
  while (remaining.length > 0) {
    let first = 0;
    for (let i = 1; i < remaining.length; i++) if (movesFirst(remaining[i] as Candidate, remaining[first] as Candidate)) first = i;
    const candidate = remaining[first] as Candidate;
    const plan = planOf(at, candidate);
    if (plan) return { type: 'bug-move', side: 'enemies', unit: plan.bug.id, paths: plan.paths };
    remaining.splice(first, 1);
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
      }
      const legal = engine.legalActions(state);
      return legal.find((a) => a.type === 'end-phase' || a.type === 'pass') ?? (legal[0] as ActionBase);
    },
  };
}
