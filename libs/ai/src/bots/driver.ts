import { cloneJson, Journal, type ActionBase, type GameEvent, type GameStatus, type Side } from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from './controller';

/** Plays a game to its end between a hero controller and an enemy controller (simulate, the app, Monte-Carlo runs). */

export interface PlayOptions {
  /** A safety net against a controller that never ends its turn; the game is reported unfinished. Default 100 000. */
  readonly maxActions?: number;
  /** Called after every action, e.g. to animate or log (the app); the state is the live one, do not keep it. */
  readonly onStep?: (state: AnyState, events: readonly GameEvent[], side: Side, action: ActionBase) => void;
}

export interface PlayResult {
  /** The final state (changed in place from a copy of the start). */
  readonly state: AnyState;
  readonly status: GameStatus;
  /** The round the game ended in. */
  readonly rounds: number;
  readonly actions: number;
  /** True when the action limit stopped the game before the rules did. */
  readonly unfinished: boolean;
}

export type Controllers = Readonly<Record<Side, Controller>>;

export function playGame(engine: AnyEngine, start: AnyState, controllers: Controllers, options: PlayOptions = {}): PlayResult {
  const maxActions = options.maxActions ?? 100_000;
  const state: AnyState = cloneJson(start);
  const journal = new Journal();
  let actions = 0;
  while (state.status.kind === 'playing' && actions < maxActions) {
    const side = engine.sideToAct(state);
    if (side === null) break;
    const action = controllers[side].decide(engine, state);
    const result = engine.applyInPlace(state, action, journal);
    journal.clear();
    if ('error' in result) {
      throw new Error(`${controllers[side].name} (${side}) chose an illegal action ${JSON.stringify(action)}: ${result.error.message}`);
    }
    actions++;
    options.onStep?.(state, result.events, side, action);
  }
  return { state, status: state.status, rounds: state.round, actions, unfinished: state.status.kind === 'playing' };
}
