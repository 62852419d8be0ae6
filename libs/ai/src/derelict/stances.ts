import { zoneIndex, type ActionBase, type Board, type DerelictState } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import type { RulesetHeuristics } from '../bots/heuristics/scorer';

/**
 * Whole-turn plans for the search bot (`plan-search.ts`): at the start of a survivor's activation it
 * weighs the heuristic's own turn against the same turn in another stance, each played to the end of
 * the round in the same worlds. The heuristic's costly mistakes in derelict are of this kind — walking
 * on into sight of radar tokens or next to enemies, or hanging back while the round's noise and
 * spawns pile up — and one action at a time the search cannot see a whole turn's worth of either.
 * - `hold`: no moves this activation (fight, search, heal, then end it where it stands);
 * - `push`: every step toward the goal rated above fights and searches, danger and radar sight ignored.
 */
export type Stance = 'hold' | 'push';

/** A stance for one survivor's activation in one round (it lapses when either is over). */
export interface StancePlan {
  readonly unit: string;
  readonly round: number;
  readonly stance: Stance;
}

/** Above every score the heuristic gives a fight or a search, below its must-do mission actions (520). */
const PUSH = 150;
/** A move the `hold` stance never makes (below the end of the activation, 0). */
const HELD = -100;

let current: StancePlan | null = null;

/**
 * The plans for the acting survivor: null (the heuristic's own turn) first, then each stance; none
 * while nothing threatens (no enemy on the board, no radar token): then every stance plays alike.
 */
export function stancePlans(_engine: AnyEngine, view: AnyState, k: number): (StancePlan | null)[] {
  const actor = view.turn.actor;
  if (actor === null || view.turn.reaction !== null) return [];
  const threat = view.units.some((u) => u.side === 'enemies' && u.health > 0 && u.x >= 0) || view.tokens.some((t) => t.kind === 'radar');
  if (!threat) return [];
  const stances: StancePlan[] = (['hold', 'push'] as const).map((stance) => ({ unit: actor, round: view.round, stance }));
  return [null, ...stances].slice(0, Math.max(1, k));
}

/** Runs `fn` with `plan` in force (the heuristic's scores bent for its survivor in its round). */
export function underStance<T>(plan: unknown, fn: () => T): T {
  const before = current;
  current = (plan as StancePlan | null) ?? null;
  try {
    return fn();
  } finally {
    current = before;
  }
}

/** The stance in force for the survivor acting in `view`, or null. */
function stanceFor(view: DerelictState): Stance | null {
  return current !== null && current.unit === view.turn.actor && current.round === view.round ? current.stance : null;
}

/** What a stance reads of the heuristic's context (`heuristics.ts`): where the actor stands, its cost to the goal from each zone. */
interface GoalContext {
  readonly board: Board;
  readonly view: DerelictState;
  readonly here: number;
  readonly toGoal: Float64Array | null;
}

/** `score` under the stance in force: a move's score bent, everything else the heuristic's. */
export function stanceScore<C>(base: RulesetHeuristics<C>['score']): RulesetHeuristics<C>['score'] {
  return (context: C, action: ActionBase) => {
    const score = base(context, action);
    if (action.type !== 'move') return score;
    const c = context as unknown as GoalContext;
    const stance = stanceFor(c.view);
    if (stance === 'hold') return HELD;
    if (stance === 'push' && c.toGoal) {
      const before = c.toGoal[c.here] ?? -1;
      const after = c.toGoal[zoneIndex(c.board, String((action as ActionBase & { zone?: unknown }).zone))] ?? -1;
      if (after >= 0 && (before < 0 || after < before)) return Math.max(score, PUSH);
    }
    return score;
  };
}
