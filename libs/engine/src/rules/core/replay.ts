import type { GameState } from '../../game/game-state';
import { hashState } from '../state/canonical-hash';
import { cloneJson } from '../state/clone';
import { Journal } from '../state/journal';
import type { ActionBase } from './actions';
import type { Engine } from './engine';
import type { RuleError } from './errors';
import type { GameEvent } from './events';

export type ReplayResult<X extends object> =
  | { readonly state: GameState<X>; readonly hash: string; readonly events: readonly GameEvent[] }
  | { readonly error: RuleError; readonly index: number; readonly state: GameState<X> };

/**
 * Plays `actions` from `initial` (which is not changed). Mission + seed + actions give the same state
 * and hash every time: all randomness comes from the generator inside the state.
 */
export function replay<X extends object, A extends ActionBase>(
  engine: Pick<Engine<X, A>, 'applyInPlace'>,
  initial: GameState<X>,
  actions: readonly unknown[],
): ReplayResult<X> {
  const state = cloneJson(initial);
  const journal = new Journal();
  const events: GameEvent[] = [];
  for (let index = 0; index < actions.length; index++) {
    const result = engine.applyInPlace(state, actions[index], journal);
    journal.clear();
    if ('error' in result) return { error: result.error, index, state };
    events.push(...result.events);
  }
  return { state, hash: hashState(state), events };
}

/** The hash a replay checks: canonical JSON of the whole state, FNV-1a 64. */
export const stateHash = (state: GameState): string => hashState(state);
