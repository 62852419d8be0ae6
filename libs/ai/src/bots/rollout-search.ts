import { Journal, nextInt, seedRng, type ActionBase, type RngState } from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from './controller';
import { determinise } from './determinise';
import { aiFaceFor } from './ai-faces';
import { createHeuristicBot, pickBest, rankActions } from './heuristic-bot';
import { heuristicsFor } from './heuristics/registry';
import { pairedChoice, promising } from './paired-choice';
import type { RolloutBudget } from './search-budget';

/** What the heroes may spend on in a window when the heuristic doubts it: shots, clearing a jam. */
const WINDOW_SPENDS: ReadonlySet<string> = new Set(['fire', 'clear-jam']);

export type { RolloutBudget } from './search-budget';

/**
 * Flat Monte-Carlo, for rulesets without a lookahead leaf (boarding today). At a close call (enemies
 * on the board, the heuristic's best few within `window` of its first choice), each candidate is
 * played in R determinised worlds (`determinise`: fresh dice, re-dealt secrets), then both sides play
 * on — heroes by the heuristic bot, enemies by the ruleset's procedure. With the ruleset's `turnEnd`
 * leaf the rollout stops when the acting unit's activation ends (for an `activate` candidate: that
 * unit's whole activation) and the leaf rates it; the heroes' reaction windows in the enemies' turn
 * are then searched too (pass, or a shot the heuristic doubts). Without one it plays to the end of
 * the round and `evaluate` rates it. Every candidate meets the same R worlds; the heuristic's first
 * choice stands unless another does `margin` better. Other decisions follow the heuristic.
 */
export function rolloutSearch(engine: AnyEngine, state: AnyState, rng: RngState, budget: RolloutBudget): ActionBase {
  const ranked = rankActions(engine, state, rng);
  const { evaluate, turnEnd, contested } = heuristicsFor(state.ruleset);
  const enemiesOnBoard = state.units.some((u) => u.side === 'enemies' && u.health > 0 && u.x >= 0) || contested?.(state) === true;
  const top = ranked[0];
  const ownTurn = state.turn.reaction === null && (state.turn.actor !== null || ranked.some((r) => r.action.type === 'activate'));
  // With a leaf, the heroes' reaction windows in the enemies' turn are searched too (spend or keep).
  const inWindow = state.turn.reaction !== null && turnEnd !== undefined && state.turn.actor !== null;
  if (!top || !(ownTurn || inWindow) || !enemiesOnBoard || top.score >= 500 || ranked.length === 1) return pickBest(ranked);
  // Close calls only: the heuristic's best few, each within `window` of its first choice.
  // In a window the heuristic's doubts count too (it rates what it would rather not spend just below 0).
  const spend = (r: { action: ActionBase; score: number }) => r.score >= 0 || (inWindow && r.score >= -1 && WINDOW_SPENDS.has(r.action.type));
  const candidates = ranked.filter((r) => r.action.type !== 'pass' && spend(r) && r.score >= top.score - budget.window).slice(0, budget.candidates);
  const end = ranked.find((r) => r.action.type === 'end-activation' || (inWindow && r.action.type === 'pass'));
  if (end && !candidates.includes(end) && (inWindow || end.score >= top.score - budget.window)) candidates.push(end);
  if (candidates.length <= 1) return pickBest(ranked);
  const enemies = aiFaceFor(state.ruleset)?.enemy();
  if (!enemies) return pickBest(ranked);
  const actor = state.turn.actor;
  const journal = new Journal();
  const worlds = Array.from({ length: budget.rollouts }, () => nextInt(rng, 0x7fffffff));
  const rate = (action: ActionBase, world: number): number => {
    const worldRng = seedRng(world);
    const heroes = createHeuristicBot(nextInt(worldRng, 0x7fffffff), 'sample');
    const sample = determinise(state, worldRng);
    return turnEnd
      ? rollout(engine, sample, action, { heroes, enemies }, budget.depth, journal, turnEnd, activated(action) ?? actor)
      : rollout(engine, sample, action, { heroes, enemies }, budget.depth, journal, evaluate, null, budget.rounds ?? 1);
  };
  if (budget.significance !== undefined) return significantChoice(candidates, worlds, rate, rng, budget, budget.significance).action;
  let best = candidates[0] as (typeof candidates)[number];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const [i, candidate] of candidates.entries()) {
    let total = 0;
    for (const world of worlds) total += rate(candidate.action, world);
    // The heuristic's first choice stands unless another one does clearly better in the same worlds.
    const value = total / worlds.length - (i === 0 ? 0 : budget.margin);
    if (value > bestValue) [best, bestValue] = [candidate, value];
  }
  return best.action;
}

/**
 * Every candidate in the same worlds; when a challenger looks better but is not yet significant,
 * it and the heuristic's choice meet `moreRollouts` more worlds; then `pairedChoice` decides.
 */
function significantChoice<C extends { action: ActionBase }>(
  candidates: readonly C[],
  worlds: readonly number[],
  rate: (action: ActionBase, world: number) => number,
  rng: RngState,
  budget: RolloutBudget,
  significance: number,
): C {
  const values = candidates.map((c) => worlds.map((w) => rate(c.action, w)));
  const more = budget.moreRollouts ?? 0;
  const challenger = more > 0 && pairedChoice(values, budget.margin, significance) === 0 ? promising(values, budget.margin) : null;
  if (challenger !== null) {
    for (let k = 0; k < more; k++) {
      const world = nextInt(rng, 0x7fffffff);
      for (const i of [0, challenger]) values[i]?.push(rate((candidates[i] as C).action, world));
    }
  }
  return candidates[pairedChoice(values, budget.margin, significance)] as C;
}

function rollout(
  engine: AnyEngine,
  world: AnyState,
  first: ActionBase,
  controllers: { heroes: Controller; enemies: Controller },
  depth: number,
  journal: Journal,
  evaluate: (engine: AnyEngine, state: AnyState) => number,
  /** Stop as soon as this unit's activation is over (the rest of the heroes' turn is left to the leaf). */
  until: string | null = null,
  /** Rounds played: this one to its end, and more after it. */
  rounds = 1,
): number {
  const round = world.round;
  const result = engine.applyInPlace(world, first, journal);
  journal.clear();
  if ('error' in result) return evaluate(engine, world);
  return playOn(engine, world, controllers, depth, journal, evaluate, until, round, rounds);
}

/**
 * Plays `world` on (heroes by their bot, enemies by their procedure) for `depth` actions at most,
 * until the round `round` ends (or `rounds` rounds from it), the game does, or (with `until`) that unit's activation is over;
 * then rates it.
 */
export function playOn(
  engine: AnyEngine,
  world: AnyState,
  controllers: { heroes: Controller; enemies: Controller },
  depth: number,
  journal: Journal,
  evaluate: (engine: AnyEngine, state: AnyState) => number,
  until: string | null,
  round: number = world.round,
  rounds = 1,
): number {
  let result: ReturnType<AnyEngine['applyInPlace']> | null = null;
  for (let step = 0; step < depth && !(result && 'error' in result) && world.status.kind === 'playing' && world.round < round + rounds; step++) {
    const side = engine.sideToAct(world);
    if (side === null || (until !== null && world.turn.actor !== until)) break;
    result = engine.applyInPlace(world, controllers[side].decide(engine, world), journal);
    journal.clear();
  }
  return evaluate(engine, world);
}

/** The unit an `activate` action starts (its whole activation is played before the leaf), else null. */
function activated(action: ActionBase): string | null {
  const unit = (action as { unit?: unknown }).unit;
  return action.type === 'activate' && typeof unit === 'string' ? unit : null;
}
