/** What the rollout and plan searches may spend (`rollout-search.ts`, `plan-search.ts`); a leaf module, so AI faces can tune it. */
export interface RolloutBudget {
  /** Candidate actions tried (the heuristic's best K, plus ending the activation or passing). */
  readonly candidates: number;
  /** Determinised rollouts per candidate. */
  readonly rollouts: number;
  /** Actions per rollout at most (it also stops when the round ends, or with a `turnEnd` leaf when the activation does). */
  readonly depth: number;
  /** Only actions rated within this much of the heuristic's first choice are tried. */
  readonly window: number;
  /** How much better (in the evaluation's units) another candidate must do than the heuristic's first choice. */
  readonly margin: number;
  /**
   * When set, another candidate must also be significantly better, paired world by world
   * (`pairedChoice`: its mean gain this many standard errors above `margin`); unset, the mean decides.
   */
  readonly significance?: number;
  /** Rounds a rollout plays without a `turnEnd` leaf: the current one to its end (1), or more after it. */
  readonly rounds?: number;
  /** With `significance`: more worlds for the heuristic's choice and the most promising challenger before deciding. */
  readonly moreRollouts?: number;
}

/** What the plan search may spend at the start of an activation (`plan-search.ts`). */
export interface PlanBudget {
  /** Plans weighed per activation (the heuristic's own among them). */
  readonly plans: number;
  /** Determinised worlds each plan is played in (the same worlds for every plan). */
  readonly planWorlds: number;
  /** How much better than the heuristic's own plan another must do. */
  readonly planMargin: number;
  /** Actions per rollout at most. */
  readonly depth: number;
  /** Rounds a plan's rollout plays when the ruleset has no `turnEnd` leaf (`RolloutBudget.rounds`). */
  readonly rounds?: number;
  /** When set, another plan must be significantly better than the heuristic's, world by world (`pairedChoice`). */
  readonly significance?: number;
}
