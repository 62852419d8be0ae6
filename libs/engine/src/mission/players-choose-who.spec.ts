import type { GameState } from '../game/game-state';
import type { GameEvent } from '../rules/core/events';
import { pendingDecision } from '../rules/core/decisions';
import { injuryCount, resolveOf } from '../rules/heroes/hero-sheet';
import { startEcho, type EchoEngine } from '../testing/echo-ruleset';
import { compileMissionPlan } from './plan';

// "The players choose" inside a `who` and a for-each's `heroes` (issue 15 build 2: a players-choose selector):
// `{ "pick": "players", "from": [who] }`. The echo game's heroes are h1 (Medic) and h2 (Scout).

const go: GameEvent = { type: 'counter-changed', counter: 'go', value: 1 };
const said = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'message' ? [e.text] : []));

function fire(effects: object[]): { engine: EchoEngine; state: GameState; events: readonly GameEvent[] } {
  const game = startEcho(compileMissionPlan({ triggers: [{ id: 'probe', label: 'Triage', on: { event: 'counter-changed', counter: 'go' }, do: effects }] }));
  const result = game.engine.apply(game.state, { type: 'echo', side: 'heroes', events: [go] });
  if ('error' in result) throw new Error(result.error.message);
  return { engine: game.engine, ...result };
}

function choose(engine: EchoEngine, state: GameState, option: string) {
  const decision = pendingDecision(state);
  const result = engine.apply(state, { type: 'choose', side: 'heroes', decision: decision?.id ?? '', option });
  if ('error' in result) throw new Error(result.error.message);
  return result;
}

describe('players choose a hero: { "pick": "players", "from": [who] }', () => {
  it('an injury to the hero the players choose pauses the trigger, asks by name, and hurts only the chosen one', () => {
    const paused = fire([{ effect: 'injure', who: { pick: 'players', from: ['all-heroes'] } }, { effect: 'message', text: 'after' }]);
    expect(pendingDecision(paused.state)).toMatchObject({ side: 'heroes', kind: 'hero', prompt: 'Triage: choose who', options: [{ id: '1', label: 'Medic' }, { id: '2', label: 'Scout' }] });
    expect(said(paused.events)).toEqual([]);
    const done = choose(paused.engine, paused.state, '2');
    expect([injuryCount(done.state, 'h1'), injuryCount(done.state, 'h2')]).toEqual([0, 1]);
    expect(said(done.events)).toEqual(['after']);
  });

  it('a for-each over the hero the players choose runs its effects once, with the chosen hero as the actor', () => {
    const paused = fire([{ effect: 'for-each', heroes: { pick: 'players', from: [{ class: 'scout' }, { class: 'medic' }] }, do: [{ effect: 'add', counter: 'picked', value: 1 }, { effect: 'gain-resolve', who: 'actor', resolve: 1 }] }]);
    expect(pendingDecision(paused.state)?.options.map((o) => o.label)).toEqual(['Medic', 'Scout']);
    const done = choose(paused.engine, paused.state, '1');
    expect([done.state.counters['picked'], resolveOf(done.state, 'h1'), resolveOf(done.state, 'h2')]).toEqual([1, 1, 0]);
  });

  it('with one hero to choose from nobody is asked: the effect goes to that hero', () => {
    const r = fire([{ effect: 'injure', who: { pick: 'players', from: [{ class: 'scout' }] } }]);
    expect(pendingDecision(r.state)).toBeUndefined();
    expect([injuryCount(r.state, 'h1'), injuryCount(r.state, 'h2')]).toEqual([0, 1]);
  });
});
