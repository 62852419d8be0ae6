import type { GameState } from '../game/game-state';
import type { Action } from '../rules/core/actions';
import type { Engine } from '../rules/core/engine';
import type { GameEvent } from '../rules/core/events';
import type { SkirmishAction } from './skirmish-actions';
import type { SkirmishExt } from './skirmish-effects';

type SkirmishEngine = Engine<SkirmishExt, SkirmishAction>;

/** Applies an action that must be legal; returns the new state and its events (test helper). */
export function act(
  engine: SkirmishEngine,
  state: GameState<SkirmishExt>,
  action: Action<SkirmishAction>,
): { state: GameState<SkirmishExt>; events: readonly GameEvent[] } {
  const result = engine.apply(state, action);
  if ('error' in result) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
  return result;
}

/** The first legal action of a type (test helper). */
export function legal(engine: SkirmishEngine, state: GameState<SkirmishExt>, type: string): Action<SkirmishAction> {
  const found = engine.legalActions(state).find((a) => a.type === type);
  if (!found) throw new Error(`no legal ${type}: ${JSON.stringify(engine.legalActions(state))}`);
  return found;
}

export const phasesOf = (events: readonly GameEvent[]): string[] =>
  events.flatMap((e) => (e.type === 'phase-changed' ? [e.phase] : []));
