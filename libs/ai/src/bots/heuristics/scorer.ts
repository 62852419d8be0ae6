import type { ActionBase } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../controller';

/**
 * What a ruleset teaches the heuristic and search bots. `prepare` reads the heroes' view once per
 * decision; `score` rates one legal action (higher is better; below 0 means "rather end the turn");
 * `evaluate` rates a whole state for the search bot's rollouts (the heroes' team value).
 */
export interface RulesetHeuristics<C = unknown> {
  prepare(engine: AnyEngine, view: AnyState): C;
  score(context: C, action: ActionBase): number;
  evaluate(engine: AnyEngine, state: AnyState): number;
  /**
   * The team value of a state in the middle of the heroes' turn, the acting hero's (`actor`) unspent
   * moves and dice included, with the coming enemy phase worked out rather than played: the search
   * bot's leaf. Rulesets without one are searched by rollouts to the end of the round.
   */
  leaf?(engine: AnyEngine, state: AnyState, actor: string | null): number;
  /**
   * The team value once the heroes' turn is over, the enemies' turn estimated rather than played:
   * when given, the search's rollouts stop where the heroes' turn ends and rate the state with it.
   */
  turnEnd?(engine: AnyEngine, state: AnyState): number;
  /**
   * Whole plans for the acting hero the search may weigh against each other (boarding: where a
   * trooper takes post), the heuristic's own first; `under` runs a decision with one in force.
   */
  plans?(engine: AnyEngine, view: AnyState, k: number): readonly unknown[];
  /**
   * The position is worth searching even with no enemy unit on the board (derelict: face-down radar
   * tokens, whose reveals decide the round). Without it the rollout search waits for enemy units.
   */
  contested?(state: AnyState): boolean;
  under?<T>(plan: unknown, fn: () => T): T;
}

/** A won game is worth more than any progress, a lost one less than any; sooner wins are better. */
export const WIN_VALUE = 100_000;

export function terminalValue(state: AnyState): number | null {
  if (state.status.kind === 'won') return WIN_VALUE - state.round * 10;
  if (state.status.kind === 'lost') return -WIN_VALUE;
  return null;
}
