import type { GameStatus } from '../game/game-state';
import { D3, D6, DIRECTIONAL_DIE } from '../rules/random/dice';
import type { Tx } from '../rules/core/tx';
import type { MissionState, ObjectiveRecord } from './mission-state';
import type { CoreEffect, Effect, Place, RollOutcome } from './vocabulary';

/** The effects every ruleset gets from the engine. */
export const CORE_EFFECTS: ReadonlySet<string> = new Set<CoreEffect['effect']>([
  'open', 'close', 'set', 'add', 'roll', 'message', 'complete', 'fail', 'win', 'lose', 'enable', 'disable', 'alarm', 'noise',
]);

/**
 * Whether the engine runs `effect` itself. A noise is the core's when it is made once (a "noise-placed"
 * event at the place); a permanent one, or one that follows a feature, needs a ruleset's noise rules.
 */
export const isCoreEffect = (effect: Effect): effect is CoreEffect => {
  if (!CORE_EFFECTS.has(effect.effect)) return false;
  if (effect.effect !== 'noise') return true;
  const noise = effect as unknown as Record<string, unknown>;
  return noise['permanent'] !== true && noise['follows'] === undefined;
};

const missionOf = (tx: Tx): MissionState => {
  const mission = tx.state.mission;
  if (!mission) throw new Error('The mission state is missing: the engine starts it before any trigger runs.');
  return mission;
};

/** Ends the game with the author's words. */
export function endGame(tx: Tx, status: Exclude<GameStatus, { kind: 'playing' }>): void {
  if (tx.state.status.kind !== 'playing') return;
  tx.w.set(tx.state, 'status', status);
  tx.emit({ type: 'game-over', status });
}

function setObjective(tx: Tx, id: string, state: ObjectiveRecord['state']): void {
  const objectives = missionOf(tx).objectives;
  const index = objectives.findIndex((o) => o.id === id);
  const record = objectives[index];
  if (!record || record.state === state) return;
  tx.w.set(objectives as ObjectiveRecord[], index, { ...record, state });
  tx.emit({ type: 'objective-changed', objective: id, label: record.label, state });
}

function setTriggerEnabled(tx: Tx, trigger: string, enabled: boolean): void {
  const disabled = missionOf(tx).disabled;
  const index = disabled.indexOf(trigger);
  if (enabled && index >= 0) tx.w.removeAt(disabled, index);
  if (!enabled && index < 0) tx.w.push(disabled, trigger);
}

function rollFor(tx: Tx, dice: Extract<CoreEffect, { effect: 'roll' }>['dice'], trigger: string): number {
  switch (dice) {
    case 'd3':
      return tx.random.roll(D3, 1, trigger).reduce((sum, d) => sum + d.value, 0);
    case 'd6':
      return tx.random.roll(D6, 1, trigger).reduce((sum, d) => sum + d.value, 0);
    case '2d6':
      return tx.random.roll(D6, 2, trigger).reduce((sum, d) => sum + d.value, 0);
    case 'd66': {
      const [tens, units] = tx.random.roll(D6, 2, trigger);
      return (tens?.value ?? 1) * 10 + (units?.value ?? 1);
    }
    case 'directional':
      return tx.random.roll(DIRECTIONAL_DIE, 1, trigger).reduce((sum, d) => sum + d.value, 0);
  }
}

/**
 * Carries out one core effect; `nested` runs a roll's chosen outcome (in document order, as the
 * trigger's own effects are). `label` names the trigger in the game-over reason when the author wrote no text.
 */
export function runCoreEffect(
  tx: Tx,
  effect: CoreEffect,
  trigger: string,
  label: string,
  nested: (effects: readonly Effect[]) => void,
  cellsOf: (place: Place) => number[],
): void {
  const { state } = tx;
  switch (effect.effect) {
    case 'open':
      if (!state.openDoors.includes(effect.door)) {
        tx.w.push(state.openDoors, effect.door);
        tx.emit({ type: 'door-opened', door: effect.door });
      }
      return;
    case 'close': {
      const index = state.openDoors.indexOf(effect.door);
      if (index >= 0) {
        tx.w.removeAt(state.openDoors, index);
        tx.emit({ type: 'door-closed', door: effect.door });
      }
      return;
    }
    case 'set':
      tx.setCounter(effect.counter, effect.value);
      return;
    case 'add':
      tx.addCounter(effect.counter, effect.value);
      return;
    case 'roll': {
      const total = rollFor(tx, effect.dice, trigger);
      const outcome: RollOutcome | undefined = effect.outcomes.find((o) => total >= o.min && total <= o.max);
      if (outcome) nested(outcome.do);
      return;
    }
    case 'message':
      tx.emit(effect.title === undefined ? { type: 'message', text: effect.text } : { type: 'message', text: effect.text, title: effect.title });
      return;
    case 'complete':
      setObjective(tx, effect.objective, 'done');
      return;
    case 'fail':
      setObjective(tx, effect.objective, 'failed');
      return;
    case 'win':
      endGame(tx, { kind: 'won', reason: effect.text ?? label });
      return;
    case 'lose':
      endGame(tx, { kind: 'lost', reason: effect.text ?? label });
      return;
    case 'enable':
    case 'disable':
      setTriggerEnabled(tx, effect.trigger, effect.effect === 'enable');
      return;
    case 'noise': {
      const [cell] = cellsOf(effect.at);
      if (cell !== undefined) tx.emit({ type: 'noise-placed', x: cell % tx.board.width, y: Math.floor(cell / tx.board.width), level: effect.level });
      return;
    }
    case 'alarm':
      if (!missionOf(tx).alarm) {
        tx.w.set(missionOf(tx), 'alarm', true);
        tx.emit({ type: 'alarm-raised' });
      }
      return;
  }
}
