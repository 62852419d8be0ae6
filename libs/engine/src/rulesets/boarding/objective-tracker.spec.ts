import type { GameState } from '../../game/game-state';
import { RULESETS } from '../registry';
import { boardingFixture, room } from './fixture';
import { boardingObjectives } from './objective-tracker';
import type { BoardingExt } from './types';

type State = GameState<BoardingExt>;
const withDeck = (state: State, left: number): State => {
  const deck = state.decks['blips'];
  if (!deck) throw new Error('no blip pool');
  return { ...state, decks: { ...state.decks, blips: { ...deck, drawPile: deck.drawPile.slice(0, left) } } };
};

describe('the boarding objective tracker (display data, from the troopers view)', () => {
  it('boarding.md §9 M1 Purge: the pool spent out of its 21 blips (T5), and every bug and blip on or off the board', () => {
    const f = boardingFixture({ rows: room(8), troopers: [{ id: 't', x: 1, y: 1 }], bugs: [{ x: 5, y: 5 }], blips: [{ x: 6, y: 6, bugs: 2 }] });
    const list = boardingObjectives(f.engine.view(withDeck(f.state, 15), 'heroes'));
    expect(list).toEqual([
      { label: 'Blip pool spent', done: false, progress: { current: 6, total: 21 } },
      { label: 'Kill every bug and blip: 2 left', done: false },
    ]);
    const cleared = { ...withDeck(f.state, 0), units: f.state.units.filter((u) => u.side === 'heroes') };
    expect(boardingObjectives(f.engine.view(cleared, 'heroes')).every((o) => o.done)).toBe(true);
  });

  it('boarding.md §9 M2 Hold the Junction: turns held out of the limit', () => {
    const f = boardingFixture({ rows: room(6), troopers: [{ id: 't', x: 1, y: 1 }], options: { mission: 'hold', turnLimit: 10 } });
    const at = (round: number) => boardingObjectives(f.engine.view({ ...f.state, round }, 'heroes'));
    expect(at(1)).toEqual([{ label: 'Hold until the end of turn 10', done: false, progress: { current: 0, total: 10 } }]);
    expect(at(4)[0]?.progress).toEqual({ current: 3, total: 10 });
  });

  it('boarding.md §9 M3 Retrieve: pick up the objective, carry it back, before the turn limit', () => {
    const f = boardingFixture({ rows: room(6), troopers: [{ id: 't', x: 1, y: 1 }], objective: { x: 4, y: 4 }, options: { mission: 'retrieve', turnLimit: 12 } });
    const view = (state: State) => boardingObjectives(f.engine.view(state, 'heroes'));
    expect(view(f.state).map((o) => [o.label, o.done])).toEqual([
      ['Pick up the objective', false],
      ['Carry it back to a start square', false],
      ['Before the end of turn 12', false],
    ]);
    const carried: State = { ...f.state, ext: { ...f.state.ext, objective: { cell: -1, carrier: 't' } } };
    expect(view(carried)[0]?.done).toBe(true);
    const won: State = { ...carried, status: { kind: 'won', reason: 'The objective is back at the start' } };
    expect(view(won).every((o) => o.done)).toBe(true);
  });

  it('is the registry entry’s display data', () => {
    const f = boardingFixture({ rows: room(6), troopers: [{ id: 't', x: 1, y: 1 }] });
    const view = f.engine.view(f.state, 'heroes');
    expect(RULESETS['boarding']?.objectives(view)).toEqual(boardingObjectives(view));
  });
});
