import type { GameState, Unit } from '../game/game-state';
import type { GameEvent } from '../rules/core/events';
import { pendingDecision } from '../rules/core/decisions';
import { startEcho, type EchoEngine } from '../testing/echo-ruleset';
import { compileMissionPlan } from './plan';

// "The players choose" an enemy inside a for-each (issue 15 build 2: a players-choose selector, extended from
// heroes to enemies): `{ "effect": "for-each", "enemies": { "pick": "players", "from": [enemy selector] }, "do": … }`.
// The echo game has a warrior e1 at (7, 3); these tests add a brute e2 at (5, 5).

const go: GameEvent = { type: 'counter-changed', counter: 'go', value: 1 };
const brute: Unit = { id: 'e2', side: 'enemies', kind: 'brute', name: 'Brute', x: 5, y: 5, health: 4, status: 'active', stats: {} };
const noiseAt = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'noise-placed' ? [`${e.x},${e.y}`] : []));
const said = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'message' ? [e.text] : []));

function fire(effects: object[], extra: readonly Unit[] = [brute]): { engine: EchoEngine; state: GameState; events: readonly GameEvent[] } {
  const game = startEcho(compileMissionPlan({ triggers: [{ id: 'probe', label: 'Flare', on: { event: 'counter-changed', counter: 'go' }, do: effects }] }));
  const state: GameState = { ...game.state, units: [...game.state.units, ...extra] };
  const result = game.engine.apply(state, { type: 'echo', side: 'heroes', events: [go] });
  if ('error' in result) throw new Error(result.error.message);
  return { engine: game.engine, ...result };
}

function choose(engine: EchoEngine, state: GameState, option: string) {
  const decision = pendingDecision(state);
  const result = engine.apply(state, { type: 'choose', side: 'heroes', decision: decision?.id ?? '', option });
  if ('error' in result) throw new Error(result.error.message);
  return result;
}

/** Marks the actor's square with a noise, so the events say which enemy the body ran for. */
const markActor = [{ effect: 'noise', at: 'actor', level: 1 }, { effect: 'add', counter: 'picked', value: 1 }];

describe('players choose an enemy in a for-each: { "enemies": { "pick": "players", "from": [selector] } }', () => {
  it('pauses the trigger, names each enemy with its square, and runs the body once with the chosen enemy as the actor', () => {
    const paused = fire([{ effect: 'for-each', enemies: { pick: 'players', from: [{ unit: 'warrior' }, { unit: 'brute' }] }, do: markActor }, { effect: 'message', text: 'after' }]);
    expect(pendingDecision(paused.state)).toMatchObject({
      side: 'heroes',
      kind: 'enemy',
      prompt: 'Flare: choose which enemy',
      options: [
        { id: '1', label: 'Warrior at H4', value: { enemy: 'e1' } },
        { id: '2', label: 'Brute at F6', value: { enemy: 'e2' } },
      ],
    });
    expect([noiseAt(paused.events), said(paused.events)]).toEqual([[], []]);
    const done = choose(paused.engine, paused.state, '2');
    expect(noiseAt(done.events)).toEqual(['5,5']);
    expect(done.state.counters['picked']).toBe(1);
    expect(said(done.events)).toEqual(['after']);
  });

  it('offers each enemy once when selectors overlap, in roster order', () => {
    const paused = fire([{ effect: 'for-each', enemies: { pick: 'players', from: [{ in: { x: 5, y: 5 } }, {}] }, do: markActor }]);
    expect(pendingDecision(paused.state)?.options.map((o) => o.label)).toEqual(['Warrior at H4', 'Brute at F6']);
  });

  it('with one enemy to choose from nobody is asked: the body runs for that enemy', () => {
    const r = fire([{ effect: 'for-each', enemies: { pick: 'players', from: [{ unit: 'brute' }] }, do: markActor }]);
    expect(pendingDecision(r.state)).toBeUndefined();
    expect(noiseAt(r.events)).toEqual(['5,5']);
    expect(r.state.counters['picked']).toBe(1);
  });

  it('with no enemy on the board that the selectors name, nothing is asked and the body never runs', () => {
    const r = fire([{ effect: 'for-each', enemies: { pick: 'players', from: [{ unit: 'queen' }] }, do: markActor }, { effect: 'message', text: 'after' }]);
    expect(pendingDecision(r.state)).toBeUndefined();
    expect([r.state.counters['picked'], said(r.events)]).toEqual([undefined, ['after']]);
  });

  it('a plain enemy selector still runs the body for every enemy it names, unasked', () => {
    const r = fire([{ effect: 'for-each', enemies: {}, do: markActor }]);
    expect(pendingDecision(r.state)).toBeUndefined();
    expect(noiseAt(r.events)).toEqual(['7,3', '5,5']);
  });
});
