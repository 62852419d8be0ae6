import type { ActionBase, Engine, GameState } from '@breachline/engine';

/** Any engine and state: the driver and the controllers work for every ruleset. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEngine = Engine<any, ActionBase>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyState = GameState<any>;

/**
 * Whoever decides for one side: a hero bot, an enemy procedure, or (in the app) a human through the UI.
 * `decide` is called only when the controller's side is to act, and returns an action that side may take.
 */
export interface Controller {
  readonly name: string;
  decide(engine: AnyEngine, state: AnyState): ActionBase;
}
