import type { ActionBase, GameState, PlayableEngine } from '@breachline/engine';

/**
 * Any ruleset's engine and state: the driver and the controllers work for every ruleset. The engine's
 * registry hands them out type-erased (`PlayableEngine`, `GameState`); a ruleset's own AI face narrows
 * the state to its ruleset's where it reads its `ext`.
 */
export type AnyEngine = PlayableEngine;
export type AnyState = GameState;

/**
 * Whoever decides for one side: a hero bot, an enemy procedure, or (in the app) a human through the UI.
 * `decide` is called only when the controller's side is to act, and returns an action that side may take.
 */
export interface Controller {
  readonly name: string;
  decide(engine: AnyEngine, state: AnyState): ActionBase;
}
