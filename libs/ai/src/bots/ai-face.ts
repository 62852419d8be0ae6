import type { AnyEngine, AnyState, Controller } from './controller';
import type { RulesetHeuristics } from './heuristics/scorer';
import type { WorldSample } from './world-sample';
import type { RngState } from '@breachline/engine';
import type { PlanBudget, RolloutBudget } from './search-budget';

/**
 * What a ruleset keeps from the heroes beyond what the engine's own structures mark as hidden
 * (face-down tokens, draw piles, the generator), for the hidden-information checks.
 */
export interface HiddenSpec {
  /** `ext` arrays whose order is secret (the heroes know the items, not which comes next). */
  readonly secretOrders: readonly string[];
  /**
   * Token kinds whose contents are face down but follow from what the heroes saw: re-dealing them
   * would make a state the heroes know is impossible, so the plausible re-deal leaves them alone
   * (the view must still blank them, which the tainted re-deal checks).
   */
  readonly inferableTokens: readonly string[];
  /** Events that turn over a secret without a `revealed` event: play may differ from them on. */
  readonly revealingEvents: readonly string[];
  /** Decks whose draws the heroes must never see, whatever the deck or its events claim. */
  readonly secretDecks: readonly string[];
}

/** A ruleset that hides nothing beyond the engine's own structures. */
export const NOTHING_EXTRA_HIDDEN: HiddenSpec = { secretOrders: [], inferableTokens: [], revealingEvents: [], secretDecks: [] };

/**
 * The AI face of a ruleset (DESIGN.md "One ruleset, three faces"): everything that decides for a
 * side that is not a human, and what the bots may not know. Each ruleset's lives in `src/<id>/ai-face.ts`.
 */
export interface AiFace {
  /** The rulebook's enemy procedure (the enemy side's default controller). */
  readonly enemy: () => Controller;
  /** What the heuristic and search hero bots know of the ruleset. */
  readonly heuristics: RulesetHeuristics;
  /** Objective progress in points (playtest reports), when the ruleset measures it. */
  readonly progress?: (engine: AnyEngine, state: AnyState) => number;
  /**
   * For rulesets with an alarm (infiltration.md §8.8): the round it went off in, or null while it has not.
   * Playtest reports then add the alarm round's mean and histogram, games without an alarm counted apart.
   */
  readonly alarmRound?: (state: AnyState) => number | null;
  /** Re-deals the ruleset's own secrets in a search bot's sampled world (beside the engine's `redealExt`). */
  readonly determinise?: (world: WorldSample, rng: RngState) => void;
  /** Token kinds that `determinise` deals itself (their contents mix public and secret parts): the generic re-deal leaves them alone. */
  readonly dealtTokens?: readonly string[];
  /** What the ruleset hides beyond the engine's structures (hidden-information checks and re-deals). */
  readonly hidden: HiddenSpec;
  /** The ruleset's own rollout-search budget over the default (the search bot built without an explicit budget). */
  readonly searchBudget?: Partial<RolloutBudget & PlanBudget>;
}
