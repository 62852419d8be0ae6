import {
  doorLetsThrough,
  BOARDING_FACE,
  BOARDING_INTERRUPT,
  BOARDING_SURPLUS,
  BoardingWeapon,
  COMMAND_POINTS,
  possibleImpacts,
  UNREACHED,
  type ActionBase,
  type Board,
  type BoardingAction,
  type BoardingState,
  type FacingField,
  type GridState,
  type Unit,
} from '@breachline/engine';
import type { AnyEngine, AnyState } from '../controller';
import { cellOf, gridOf, onBoard } from '../../boarding/fields';
import { boardingEvaluate, boardingTurnEnd } from './boarding-evaluation';
import { errandGoal, stepsHomeAround, stepsTo } from './boarding-errand';
import { laneOf, ray, reachTowards, STEPS, threatField, type Stance } from './boarding-lanes';
import { bestPost, overwatches, rankedPosts, type PlanInput } from './boarding-plan';
import { pinnedPostOf, underPost, type PinnedPost } from './boarding-pinned-post';
import type { RulesetHeuristics } from './scorer';

/**
 * The troopers' heuristics (boarding.md), from their view only. Shots first at what they see (a
 * blaster keeps its sustained-fire streak on one target, §7.2; the gatling bursts, §7.3), the
 * missile at blips and bugs whose route meets no trooper first (§7.5), the inferno where its chain
 * reaches bugs (§7.4). Otherwise each trooper walks to its post — the stance that watches the most of
 * a corridor the bugs must use and nobody else watches, with its flanks covered — and goes on
 * overwatch there (§7.7). Command points are kept for the bugs' turn: a shot at a bug next to a
 * trooper, a turn to face one at its side or rear (§5.3). On retrieve, one trooper runs the errand.
 */
export interface BoardingContext {
  readonly state: BoardingState;
  readonly board: Board;
  readonly grid: GridState;
  readonly threat: (cell: number) => number;
  readonly cp: number;
  readonly actor: Unit | undefined;
  /** The actor's goal square and facing, and the AP field towards that square. */
  readonly goal: { readonly stance: Stance; readonly towards: (cell: number, facing: number) => number; readonly exactFacing: boolean } | null;
  readonly enemyAt: ReadonlyMap<number, Unit>;
  readonly trooperAt: ReadonlyMap<number, Unit>;
}

type Action = BoardingAction;
const unitOf = (c: BoardingContext, id: string): Unit | undefined => c.state.units.find((u) => u.id === id);
const weaponOf = (unit: Unit): number => unit.stats['weapon'] ?? BoardingWeapon.Blaster;
const stanceOf = (unit: Unit): Stance => ({ x: unit.x, y: unit.y, facing: unit.stats['facing'] ?? 0 });

function prepare(engine: AnyEngine, view: AnyState): BoardingContext {
  const state = view as BoardingState;
  const board = engine.board;
  const grid = gridOf(state, board);
  const threat = threatField(state, board, grid);
  const enemyAt = new Map<number, Unit>();
  const trooperAt = new Map<number, Unit>();
  for (const u of state.units) if (onBoard(u)) (u.side === 'heroes' ? trooperAt : enemyAt).set(cellOf(board, u), u);
  const active = state.turn.actor ? state.units.find((u) => u.id === state.turn.actor) : undefined;
  const actor = active && active.side === 'heroes' && onBoard(active) ? active : undefined;
  const base = { state, board, grid, threat, cp: state.counters[COMMAND_POINTS] ?? 0, actor, enemyAt, trooperAt };
  return { ...base, goal: actor ? goalOf(base, actor) : null };
}

function goalOf(c: Omit<BoardingContext, 'goal'>, actor: Unit): BoardingContext['goal'] {
  const pin = pinnedPostOf(actor.id);
  const errand = pin === null ? errandGoal(c.state, c.board, c.grid, actor) : null;
  if (errand !== null) {
    // Planned through models: a bug in the way is faced and shot, not walked round for ever.
    const field = reachTowards(c.board, c.grid, errand, 'none');
    if (field.costAt(cellOf(c.board, actor), actor.stats['facing'] ?? 0) !== UNREACHED) {
      const stance = { x: errand % c.board.width, y: Math.floor(errand / c.board.width), facing: actor.stats['facing'] ?? 0 };
      return { stance, exactFacing: false, towards: snapshot(c.board, field) };
    }
  }
  const free = pin !== null && !c.state.units.some((u) => u.id !== actor.id && onBoard(u) && u.x === pin.x && u.y === pin.y);
  const stance = pin !== null && free ? pin : bestPost(planInput(c, actor), actor, actor.stats['ap'] ?? 0).stance;
  return { stance, exactFacing: true, towards: snapshot(c.board, reachTowards(c.board, c.grid, cellOf(c.board, stance))) };
}

/** What the post planner reads for `actor`: the lanes the other troopers watch already. */
function planInput(c: Omit<BoardingContext, 'goal'>, actor: Unit): PlanInput {
  const watched = new Set<number>();
  for (const t of c.trooperAt.values()) {
    if (t.id === actor.id) continue;
    for (const cell of laneOf(ray(c.board, c.grid, stanceOf(t)), cellOf(c.board, t), c.threat)) watched.add(cell);
  }
  return { state: c.state, board: c.board, grid: c.grid, threat: c.threat, watched };
}

/**
 * The search bot's plans for the acting trooper at the start of its activation: null (the
 * heuristic's own: its best post, or the retrieve errand), then its `k` best posts — for a trooper on
 * the errand these mean waiting at a post this turn instead of running it.
 */
function plans(engine: AnyEngine, view: AnyState, k: number): (PinnedPost | null)[] {
  const c = prepare(engine, view);
  const actor = c.actor;
  if (!actor || c.state.turn.reaction) return [];
  const onErrand = errandGoal(c.state, c.board, c.grid, actor) !== null;
  const posts = rankedPosts(planInput(c, actor), actor, actor.stats['ap'] ?? 0, k).map((p) => ({ unit: actor.id, stance: p.stance }));
  // Off the errand the heuristic's own plan is its best post (the first): pinning it changes nothing.
  return [null, ...homeRun(c, actor), ...(onErrand ? posts : posts.slice(1))];
}

/** For the objective's carrier: the free start square nearest round the troopers (the heuristic's own errand plans through them). */
function homeRun(c: BoardingContext, actor: Unit): PinnedPost[] {
  if (c.state.ext.objective?.carrier !== actor.id) return [];
  const { steps, free } = stepsHomeAround(c.state, c.board, c.grid, actor);
  const here = steps(cellOf(c.board, actor));
  if (here === UNREACHED) return [];
  let best: number | undefined;
  let bestSteps = UNREACHED;
  for (const cell of free) {
    const d = stepsTo(c.board, c.grid, [cell])(cellOf(c.board, actor));
    if (d !== UNREACHED && (bestSteps === UNREACHED || d < bestSteps)) [best, bestSteps] = [cell, d];
  }
  return best === undefined ? [] : [{ unit: actor.id, stance: { x: best % c.board.width, y: Math.floor(best / c.board.width), facing: actor.stats['facing'] ?? 0 } }];
}

/** A copy of a shared field's costs (the field is reused by the next plan). */
function snapshot(board: Board, field: FacingField): (cell: number, facing: number) => number {
  const costs = new Int32Array(board.width * board.height * 4);
  for (let cell = 0; cell < board.width * board.height; cell++) for (let f = 0; f < 4; f++) costs[4 * cell + f] = field.costAt(cell, f);
  return (cell, facing) => costs[4 * cell + facing] ?? UNREACHED;
}

/** The enemy the unit sees first along its facing (a trooper's LOS ends at the first model). */
function sighted(c: BoardingContext, unit: Unit): Unit | undefined {
  const cells = ray(c.board, c.grid, stanceOf(unit), 64);
  const last = cells[cells.length - 1];
  return last === undefined ? undefined : c.enemyAt.get(last);
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** How soon an enemy reaches a trooper: 0 next to one, larger further away. */
function closeness(c: BoardingContext, enemy: Unit): number {
  let nearest = 99;
  for (const t of c.trooperAt.values()) nearest = Math.min(nearest, Math.abs(t.x - enemy.x) + Math.abs(t.y - enemy.y));
  return nearest;
}

function fireScore(c: BoardingContext, shooter: Unit, targetId: string): number {
  const target = unitOf(c, targetId);
  if (!target) return -1;
  const streak = c.state.ext.streak;
  const count = streak && streak.unit === shooter.id && streak.target === targetId ? streak.count : 0;
  return 200 + 10 * count + Math.max(0, 12 - closeness(c, target));
}

/** Paid from command points (the active trooper with no AP left, another trooper, or the bugs' turn). */
function paidWithCp(c: BoardingContext, unitId: string): boolean {
  if (c.state.turn.reaction) return true;
  const unit = unitOf(c, unitId);
  return !c.actor || c.actor.id !== unitId || (unit?.stats['ap'] ?? 0) <= 0;
}

/** A command-point action in the bugs' turn or past a trooper's AP: only a shot or turn that saves a trooper. */
function cpScore(c: BoardingContext, action: Action): number {
  if (!('unit' in action)) return -1;
  const unit = unitOf(c, action.unit);
  if (!unit) return -1;
  const adjacent = [...c.enemyAt.values()].filter((e) => e.kind === 'bug' && Math.abs(e.x - unit.x) + Math.abs(e.y - unit.y) === 1);
  switch (action.type) {
    case 'fire': {
      const target = unitOf(c, action.target);
      if (!target) return -1;
      const streak = c.state.ext.streak;
      const count = streak && streak.unit === unit.id && streak.target === target.id ? streak.count : 0;
      const near = closeness(c, target);
      if (near <= 1) return 150 + 5 * count;
      if (count >= 2 && !c.state.turn.reaction) return 120;
      if (near <= 3 && c.cp >= 3) return 100;
      // A bug that can reach a trooper this turn: worth a shot only while command points are plentiful.
      return c.state.turn.reaction && near <= 6 && c.cp >= 4 ? 40 : -1;
    }
    case 'fire-sustained':
    case 'burst-shot':
      return action.type === 'burst-shot' ? 260 : -1;
    case 'turn': {
      const toward = adjacent.find((e) => STEPS[action.facing]?.[0] === e.x - unit.x && STEPS[action.facing]?.[1] === e.y - unit.y);
      return toward ? 160 : -1;
    }
    case 'clear-jam':
      return overwatches(unit) && weaponOf(unit) === BoardingWeapon.Blaster && sighted(c, unit) ? 110 : -1;
    case 'inferno-chain':
      return chainScore(c, action);
    default:
      return -1;
  }
}

/** The next inferno marker: onto a bug or blip, else towards the nearest one, never onto a trooper. */
function chainScore(c: BoardingContext, action: Extract<Action, { type: 'inferno-chain' }>): number {
  const cell = cellOf(c.board, action.at);
  if (c.trooperAt.has(cell)) return -1000;
  if (c.enemyAt.has(cell)) return 300;
  const d = nearestEnemySteps(c, action.at, 5);
  if (d < 99) return 280 - d;
  // Sealing a corridor: on along the lane towards where the bugs come from (§7.4 step 5: they burn entering).
  const last = c.state.ext.chain ? c.threat(c.state.ext.chain.last) : UNREACHED;
  const here = c.threat(cell);
  return here !== UNREACHED && last !== UNREACHED && here < last && !nextToTrooper(c, action.at) ? 40 : -1;
}

const nextToTrooper = (c: BoardingContext, at: { x: number; y: number }): boolean =>
  STEPS.some(([dx, dy]) => c.trooperAt.has(cellOf(c.board, { x: at.x + dx, y: at.y + dy })));

/** Orthogonal steps over floor from `at` to the nearest enemy, within `limit` (99: none). */
function nearestEnemySteps(c: BoardingContext, at: { x: number; y: number }, limit: number): number {
  let frontier = [at];
  const seen = new Set<number>([cellOf(c.board, at)]);
  for (let d = 0; d <= limit; d++) {
    const next: { x: number; y: number }[] = [];
    for (const p of frontier) {
      const cell = cellOf(c.board, p);
      if (c.enemyAt.has(cell)) return d;
      if (d > 0 && c.trooperAt.has(cell)) continue;
      for (const [dx, dy] of STEPS) {
        const q = { x: p.x + dx, y: p.y + dy };
        if (q.x < 0 || q.y < 0 || q.x >= c.board.width || q.y >= c.board.height) continue;
        const qc = cellOf(c.board, q);
        if (seen.has(qc) || c.threat(qc) === UNREACHED || c.grid.occupancy === undefined) continue;
        seen.add(qc);
        next.push(q);
      }
    }
    frontier = next;
  }
  return 99;
}

function missileScore(c: BoardingContext, firer: Unit, targetId: string): number {
  const target = unitOf(c, targetId);
  if (!target) return -1;
  const impacts = possibleImpacts(c.state, c.board, firer, target);
  if (impacts.length === 0 || impacts.some((i) => c.trooperAt.has(i.cell))) return -1;
  let around = 0;
  for (const e of c.enemyAt.values()) if (e.id !== target.id && distance(e, target) === 1) around++;
  return 190 + 12 * around + (target.kind === 'blip' ? 8 : 0) + Math.max(0, 12 - closeness(c, target));
}

function infernoScore(c: BoardingContext, at: { x: number; y: number }): number {
  const cell = cellOf(c.board, at);
  if (c.trooperAt.has(cell)) return -1000;
  if (c.enemyAt.has(cell)) return 230;
  const d = nearestEnemySteps(c, at, 5);
  if (d < 99) return 210 - 4 * d;
  return sealScore(c, at);
}

/**
 * Denying a corridor (§7.4: markers stay until the humans' next turn, bugs entering them burn on 2+,
 * and the bugs plan round them): once at its post, the burner marks its lane where a bug or blip
 * could come through it this turn, clear of troopers, when it has rounds to spare.
 */
function sealScore(c: BoardingContext, at: { x: number; y: number }): number {
  const actor = c.actor;
  const goal = c.goal;
  if (!actor || !goal || actor.x !== goal.stance.x || actor.y !== goal.stance.y) return -1;
  if ((actor.stats['ammo'] ?? 0) + 12 * Math.max(0, actor.stats['reloads'] ?? 0) < 3) return -1;
  const cell = cellOf(c.board, at);
  const t = c.threat(cell);
  if (t === UNREACHED || t > 8 || distance(actor, at) < 2 || nextToTrooper(c, at)) return -1;
  return t < c.threat(cellOf(c.board, actor)) ? 45 - t : -1;
}

/** A move, turn or door that keeps to a cheapest way to the actor's goal. */
function stepScore(c: BoardingContext, action: Action): number {
  const goal = c.goal;
  const actor = c.actor;
  if (!goal || !actor || !('unit' in action) || action.unit !== actor.id) return -1;
  const facing = actor.stats['facing'] ?? 0;
  const here = cellOf(c.board, actor);
  const atGoal = actor.x === goal.stance.x && actor.y === goal.stance.y;
  if (atGoal) return action.type === 'turn' && goal.exactFacing && action.facing === goal.stance.facing ? 60 : -1;
  const now = goal.towards(here, facing);
  if (now === UNREACHED) return -1;
  if (action.type === 'move') {
    const d = STEPS.findIndex(([dx, dy]) => actor.x + dx === action.to.x && actor.y + dy === action.to.y);
    const relative = (d - facing + 4) & 3;
    const cost = relative === 0 ? 1 : 2;
    return cost + goal.towards(cellOf(c.board, action.to), facing) === now ? 55 - cost : -1;
  }
  if (action.type === 'turn') {
    const quarter = (action.facing - facing + 4) & 3;
    return (quarter === 2 ? 2 : 1) + goal.towards(here, action.facing) === now ? 50 : -1;
  }
  if (action.type === 'door' && !doorLetsThrough(c.state, action.door)) {
    const [dx, dy] = STEPS[facing] ?? [0, -1];
    const front = cellOf(c.board, { x: actor.x + dx, y: actor.y + dy });
    return 2 + goal.towards(front, facing) === now ? 56 : -1;
  }
  return -1;
}

/** Who goes first: a trooper with a bug in sight (shoot it before it moves), then the missile trooper (out of the guns' way). */
function activateScore(c: BoardingContext, id: string | undefined): number {
  const unit = id ? unitOf(c, id) : undefined;
  if (!unit) return 1;
  return 5 + (sighted(c, unit) ? 20 : 0) + (weaponOf(unit) === BoardingWeapon.Missile ? 3 : 0);
}

function score(c: BoardingContext, raw: ActionBase): number {
  const action = raw as Action | ActionBase;
  const reaction = c.state.turn.reaction;
  switch (action.type) {
    case 'overwatch-shot':
      return 300;
    case 'assign-surplus':
    case 'face':
      return 300;
    case 'pass':
      return 0;
    case 'end-activation':
    case 'end-phase':
      return 0;
    case 'activate':
      return activateScore(c, (action as ActionBase & { unit?: string }).unit);
    default:
      break;
  }
  const a = action as Action;
  if (reaction && reaction.kind !== BOARDING_INTERRUPT && reaction.kind !== BOARDING_SURPLUS && reaction.kind !== BOARDING_FACE) return -1;
  if ('unit' in a && paidWithCp(c, a.unit)) return cpScore(c, a);
  const unit = 'unit' in a ? unitOf(c, a.unit) : undefined;
  if (!unit) return -1;
  switch (a.type) {
    case 'fire':
      return fireScore(c, unit, a.target);
    case 'move-fire':
      return -1;
    case 'fire-sustained':
      return (unit.stats['ammo'] ?? 0) >= 3 ? fireScore(c, unit, a.target) + 8 : -1;
    case 'burst-shot':
      return 260;
    case 'fire-missile':
      return missileScore(c, unit, a.target);
    case 'fire-inferno':
      return infernoScore(c, a.at);
    case 'inferno-chain':
      return chainScore(c, a);
    case 'overwatch': {
      const lane = laneOf(ray(c.board, c.grid, stanceOf(unit)), cellOf(c.board, unit), c.threat);
      const atGoal = !c.goal || (c.goal.stance.x === unit.x && c.goal.stance.y === unit.y && c.goal.stance.facing === (unit.stats['facing'] ?? 0));
      return lane.length > 0 ? (atGoal ? 120 : 40) : -1;
    }
    case 'clear-jam':
      return weaponOf(unit) === BoardingWeapon.Blaster ? 150 : 100;
    case 'reload':
      return (unit.stats['ammo'] ?? 0) === 0 ? 90 : -1;
    case 'assault': {
      const [dx, dy] = STEPS[unit.stats['facing'] ?? 0] ?? [0, -1];
      const target = c.enemyAt.get(cellOf(c.board, { x: unit.x + dx, y: unit.y + dy }));
      if (!target) return -1;
      // From the bug's side or rear the bug cannot kill its attacker (§7.8 step 5).
      const tf = target.stats['facing'] ?? 0;
      const frontOfBug = STEPS[tf]?.[0] === unit.x - target.x && STEPS[tf]?.[1] === unit.y - target.y;
      return frontOfBug ? -1 : 170;
    }
    case 'pick-up':
      return 400;
    case 'move':
    case 'turn':
    case 'door':
      return stepScore(c, a);
    default:
      return -1;
  }
}

export const BOARDING_HEURISTICS: RulesetHeuristics<BoardingContext> = {
  prepare,
  score,
  evaluate: boardingEvaluate,
  turnEnd: boardingTurnEnd,
  plans,
  under: (plan, fn) => underPost(plan as PinnedPost | null, fn),
};
