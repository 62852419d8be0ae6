import { describe, expect, it } from 'vitest';
import type { GameState } from '../../game/game-state';
import { compileMissionPlan } from '../../mission/plan';
import { echoRuleset, startEcho, type EchoEngine } from '../../testing/echo-ruleset';
import { skirmishBoard } from '../../testing/skirmish-fixture';
import { setupGame } from '../../game/setup-game';
import { Journal } from '../state/journal';
import type { GameEvent } from './events';
import { createEngine } from './engine';
import { openDecision, pendingDecision } from './decisions';
import { CORE_ACTIONS, type ShownAction } from './presentation';

const go: GameEvent = { type: 'counter-changed', counter: 'go', value: 1 };
const say = (text: string) => ({ effect: 'message', text });
const said = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'message' ? [e.text] : []));
const noises = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'noise-placed' ? [[e.x, e.y]] : []));
const choice = { pick: 'players', from: [{ x: 2, y: 2 }, { x: 5, y: 3 }] };

function fire(effects: object[]): { engine: EchoEngine; state: GameState; events: readonly GameEvent[] } {
  const game = startEcho(compileMissionPlan({ triggers: [{ id: 'probe', label: 'Flare', on: { event: 'counter-changed', counter: 'go' }, do: effects }] }));
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

describe('pending-decision stack: "the players choose" in the middle of a resolution (issue 15 build 4)', () => {
  it('a players-choose place pauses the trigger; the legal actions are exactly its options', () => {
    const paused = fire([say('before'), { effect: 'noise', at: choice, level: 2 }, say('after')]);
    expect(said(paused.events)).toEqual(['before']);
    expect(pendingDecision(paused.state)).toMatchObject({ side: 'heroes', kind: 'place', prompt: 'Flare: choose where', options: [{ id: '1', label: 'C3' }, { id: '2', label: 'F4' }] });
    const decision = pendingDecision(paused.state)?.id;
    expect(paused.engine.legalActions(paused.state)).toEqual([
      { type: 'choose', side: 'heroes', decision, option: '1' },
      { type: 'choose', side: 'heroes', decision, option: '2' },
    ]);
    expect(paused.engine.check(paused.state, { type: 'end-phase', side: 'heroes' })?.code).toBe('wrong-phase');
    expect(paused.engine.check(paused.state, { type: 'choose', side: 'heroes', decision, option: '3' })?.code).toBe('unknown-target');
    expect(paused.engine.check(paused.state, { type: 'choose', side: 'enemies', decision, option: '1' })?.code).toBe('wrong-side');
  });

  it('the screens word each option and point at its square (the core presentation of "choose")', () => {
    const paused = fire([{ effect: 'noise', at: choice, level: 2 }]);
    const ctx = { view: paused.engine.view(paused.state, 'heroes'), board: paused.engine.board, nameOf: (id: string) => id, tileName: (id: string) => id };
    const [first, second] = paused.engine.legalActions(paused.state) as unknown as ShownAction[];
    const face = CORE_ACTIONS['choose'];
    expect([face?.label(first as ShownAction, ctx), face?.label(second as ShownAction, ctx)]).toEqual(['Choose C3', 'Choose F4']);
    expect(face?.targetOf(second as ShownAction, ctx)).toEqual({ kind: 'cell', cell: { x: 5, y: 3 } });
  });

  it('the chosen place is used and the trigger resumes where it paused', () => {
    const paused = fire([{ effect: 'noise', at: choice, level: 2 }, say('after')]);
    const resumed = choose(paused.engine, paused.state, '2');
    expect(noises(resumed.events)).toEqual([[5, 3]]);
    expect(said(resumed.events)).toEqual(['after']);
    expect(resumed.events).toContainEqual(expect.objectContaining({ type: 'decision-made', option: '2', label: 'F4' }));
    expect(pendingDecision(resumed.state)).toBeUndefined();
    expect(paused.engine.legalActions(resumed.state)).toContainEqual({ type: 'end-phase', side: 'heroes' });
  });

  it('a choice inside a test branch keeps the effects after the test for later', () => {
    const paused = fire([{ effect: 'test', dice: 'd6', atLeast: 1, pass: [{ effect: 'noise', at: choice, level: 1 }, say('in branch')] }, say('after test')]);
    expect(said(paused.events)).toEqual([]);
    const resumed = choose(paused.engine, paused.state, '1');
    expect([noises(resumed.events), said(resumed.events)]).toEqual([[[2, 2]], ['in branch', 'after test']]);
  });

  it('with one place still on the board there is nothing to choose: the effect runs at once', () => {
    const only = fire([{ effect: 'noise', at: { pick: 'players', from: [{ feature: 'gone' }, { x: 5, y: 3 }] }, level: 2 }, say('after')]);
    expect([pendingDecision(only.state), noises(only.events), said(only.events)]).toEqual([undefined, [[5, 3]], ['after']]);
  });

  it('choosing in place is undone exactly by the journal', () => {
    const paused = fire([{ effect: 'noise', at: choice, level: 2 }]);
    const before = JSON.stringify(paused.state);
    const journal = new Journal();
    const decision = pendingDecision(paused.state)?.id ?? '';
    expect('events' in paused.engine.applyInPlace(paused.state, { type: 'choose', side: 'heroes', decision, option: '1' }, journal)).toBe(true);
    expect(paused.state.decisions).toEqual([]);
    journal.undoTo(0);
    expect(JSON.stringify(paused.state)).toBe(before);
  });

  it("a ruleset's own decision resumes through its resumeDecision, newest decision first", () => {
    const base = echoRuleset();
    const picked: string[] = [];
    const ruleset = {
      ...base,
      resolve: (tx: Parameters<typeof base.resolve>[0]) => {
        for (const prompt of ['first', 'second']) {
          openDecision(tx, { side: 'enemies', kind: 'card', prompt, owner: 'ruleset', resume: prompt, options: [{ id: 'a', label: 'A', value: 1 }, { id: 'b', label: 'B', value: 2 }] });
        }
      },
      resumeDecision: (_tx: unknown, decision: { resume: unknown }, option: { id: string }) => picked.push(`${String(decision.resume)}:${option.id}`),
    };
    const board = skirmishBoard();
    const engine = createEngine(ruleset, board);
    const setup = setupGame(board, { missionId: 'd', seed: 1, heroes: [{ id: 'h1', kind: 'medic', name: 'M' }] });
    if (!setup.ok) throw new Error('setup');
    const started = engine.start(setup.value, {});
    if ('error' in started) throw new Error(started.error.message);
    const asked = engine.apply(started.state, { type: 'echo', side: 'heroes', events: [] });
    if ('error' in asked) throw new Error(asked.error.message);
    expect([engine.sideToAct(asked.state), pendingDecision(asked.state)?.prompt]).toEqual(['enemies', 'second']);
    let state = asked.state;
    for (const option of ['b', 'a']) {
      const decision = pendingDecision(state)?.id ?? '';
      const next = engine.apply(state, { type: 'choose', side: 'enemies', decision, option });
      if ('error' in next) throw new Error(next.error.message);
      state = next.state;
    }
    expect(picked).toEqual(['second:b', 'first:a']);
    expect(engine.sideToAct(state)).toBe('heroes');
  });
});
