import type { GameState, Unit } from '../game/game-state';
import { setupGame } from '../game/setup-game';
import type { MissionHooks } from '../mission/hooks';
import type { MissionStartOptions } from '../mission/mission-state';
import type { MissionPlan } from '../mission/plan';
import { createEngine, type Engine } from '../rules/core/engine';
import type { GameEvent } from '../rules/core/events';
import type { Ruleset } from '../rules/core/ruleset';
import { unitById } from '../rules/core/turn-machine';
import { skirmishBoard } from './skirmish-fixture';

/**
 * A ruleset that does whatever its one action says: put a unit somewhere, then emit the events given.
 * Mission tests drive the trigger runner with it through the real engine (apply, settle, cascades)
 * without depending on any real ruleset's rules. Heroes and enemies take turns in free phases.
 */
export interface EchoAction {
  readonly type: 'echo';
  readonly side: 'heroes' | 'enemies';
  readonly events: readonly GameEvent[];
  readonly place?: { readonly unit: string; readonly x: number; readonly y: number };
  readonly remove?: string;
}

export type EchoEngine = Engine<object, EchoAction>;

export function echoRuleset(hooks?: MissionHooks): Ruleset<object, EchoAction> {
  return {
    id: 'echo',
    phases: [
      { id: 'heroes', kind: 'free', side: 'heroes' },
      { id: 'enemies', kind: 'free', side: 'enemies' },
    ],
    actionTypes: new Set(['echo']),
    firstPhase: () => 'heroes',
    nextPhase: (_state, finished) => (finished === 'heroes' ? 'enemies' : '@end-of-round'),
    canActivate: () => true,
    actions: () => [],
    check: () => null,
    resolve: (tx, action) => {
      if (action.place) {
        const unit = unitById(tx.state, action.place.unit);
        if (unit) {
          tx.w.set(unit, 'x', action.place.x);
          tx.w.set(unit, 'y', action.place.y);
        }
      }
      if (action.remove !== undefined) {
        const index = tx.state.units.findIndex((u) => u.id === action.remove);
        if (index >= 0) tx.w.removeAt(tx.state.units, index);
      }
      for (const event of action.events) tx.emit(event);
    },
    outcome: () => ({ kind: 'playing' }),
    ...(hooks ? { mission: hooks } : {}),
  };
}

/** An echo game on the skirmish map: heroes h1 (medic) and h2 (scout) on the west starts, a warrior e1 at (7, 3). */
export function startEcho(plan: MissionPlan, hooks?: MissionHooks, missionStart?: MissionStartOptions): { engine: EchoEngine; state: GameState; events: readonly GameEvent[] } {
  const board = skirmishBoard();
  const engine = createEngine(echoRuleset(hooks), board, plan);
  const base = setupGame(board, { missionId: 'echo', seed: 7, heroes: [{ id: 'h1', kind: 'medic', name: 'Medic', health: 4 }, { id: 'h2', kind: 'scout', name: 'Scout', health: 4 }] });
  if (!base.ok) throw new Error('echo setup failed');
  const warrior: Unit = { id: 'e1', side: 'enemies', kind: 'warrior', name: 'Warrior', x: 7, y: 3, health: 4, status: 'active', stats: {} };
  const started = engine.start({ ...base.value, units: [...base.value.units, warrior] }, {}, missionStart);
  if ('error' in started) throw new Error(started.error.message);
  return { engine, state: started.state, events: started.events };
}
