/** Why an action was refused. Rule violations are values with a code and a sentence, never exceptions. */
export type RuleErrorCode =
  /** The game has ended. */
  | 'game-over'
  /** The game has not been started by a ruleset. */
  | 'not-started'
  /** The action is not a well-formed action object. */
  | 'malformed-action'
  /** The ruleset has no action of this type. */
  | 'unknown-action'
  /** The action's side is not the side to act. */
  | 'wrong-side'
  /** Not possible in this phase or window (activating outside an activation phase, passing with no window…). */
  | 'wrong-phase'
  /** The unit named is not the unit activated, or cannot be activated now. */
  | 'not-activated'
  | 'unknown-unit'
  | 'unknown-target'
  /** A wall, closed door, obstacle or the board's edge is in the way. */
  | 'blocked'
  | 'occupied'
  | 'out-of-range'
  | 'no-line-of-sight'
  /** No action points, moves, attacks or other budget left. */
  | 'no-budget'
  /** Any other rule forbids it; the message says which. */
  | 'not-allowed'
  /** The engine failed (a bug, not a rule): the state was left as it was. */
  | 'internal-error';

export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
}

export const ruleError = (code: RuleErrorCode, message: string): RuleError => ({ code, message });
