import type { GameState } from '../game/game-state';
import type { GameEvent } from '../rules/core/events';
import { startEcho, type EchoEngine } from '../testing/echo-ruleset';
import { compileMissionPlan } from './plan';

/** Places that follow a unit (issue 15 item 2): `{ "near": unit id, "reach": steps }`, on the echo game (warrior e1 at (7, 3)). */
function move(engine: EchoEngine, state: GameState, unit: string, x: number, y: number, events: GameEvent[] = []) {
  const result = engine.apply(state, { type: 'echo', side: 'heroes', events: [{ type: 'moved', unit, path: [{ x, y }] }, ...events], place: { unit, x, y } });
  if ('error' in result) throw new Error(result.error.message);
  return result;
}
const said = (events: readonly GameEvent[], text: string) => events.some((e) => e.type === 'message' && e.text === text);
const go: GameEvent = { type: 'counter-changed', counter: 'go', value: 1 };

describe('a place that follows a unit', () => {
  const game = () =>
    startEcho(
      compileMissionPlan({
        triggers: [
          { id: 'close', on: { event: 'enter', place: { near: 'e1', reach: 1 } }, do: [{ effect: 'message', text: 'beside the warrior' }] },
          { id: 'shout', on: { event: 'counter-changed', counter: 'go' }, do: [{ effect: 'noise', at: { near: 'e1' }, level: 2 }] },
        ],
      }),
    );

  it('a hero entering the cells within reach of the warrior sets off "enter"; a step two away does not', () => {
    const { engine, state } = game();
    expect(said(move(engine, state, 'h1', 5, 3).events, 'beside the warrior')).toBe(false);
    expect(said(move(engine, state, 'h1', 6, 3).events, 'beside the warrior')).toBe(true);
  });

  it('the place moves with the unit: after the warrior moves, the noise is made where it now stands', () => {
    const { engine, state } = game();
    const here = move(engine, state, 'h1', 1, 1, [go]);
    expect(here.events).toContainEqual({ type: 'noise-placed', x: 7, y: 3, level: 2 });
    const moved = engine.apply(here.state, { type: 'echo', side: 'heroes', events: [go], place: { unit: 'e1', x: 6, y: 4 } });
    if ('error' in moved) throw new Error(moved.error.message);
    expect(moved.events).toContainEqual({ type: 'noise-placed', x: 6, y: 4, level: 2 });
  });

  it('is nowhere while the unit is gone (no noise, no entry)', () => {
    const { engine, state } = game();
    const gone = engine.apply(state, { type: 'echo', side: 'heroes', events: [go], remove: 'e1' });
    if ('error' in gone) throw new Error(gone.error.message);
    expect(gone.events.some((e) => e.type === 'noise-placed')).toBe(false);
  });
});

describe('a place where an enemy of a type stands (derelict.md §10.3 CG11, G9)', () => {
  const game = () =>
    startEcho(compileMissionPlan({ triggers: [{ id: 'shout', on: { event: 'counter-changed', counter: 'go' }, do: [{ effect: 'noise', at: { unit: 'warrior' }, level: 5 }] }] }));

  it('is where the first warrior stands now, and follows it', () => {
    const { engine, state } = game();
    expect(move(engine, state, 'h1', 1, 1, [go]).events).toContainEqual({ type: 'noise-placed', x: 7, y: 3, level: 5 });
    const moved = engine.apply(state, { type: 'echo', side: 'heroes', events: [go], place: { unit: 'e1', x: 6, y: 4 } });
    if ('error' in moved) throw new Error(moved.error.message);
    expect(moved.events).toContainEqual({ type: 'noise-placed', x: 6, y: 4, level: 5 });
  });

  it('is nowhere once no such enemy is on the board', () => {
    const { engine, state } = game();
    const gone = engine.apply(state, { type: 'echo', side: 'heroes', events: [go], remove: 'e1' });
    if ('error' in gone) throw new Error(gone.error.message);
    expect(gone.events.some((e) => e.type === 'noise-placed')).toBe(false);
  });
});
