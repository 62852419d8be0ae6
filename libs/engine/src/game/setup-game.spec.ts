import { compileBoard } from '../board/compile-board';
import { setupGame } from './setup-game';

const result = compileBoard({
  tiles: [{ id: 'room', cells: ['...'] }],
  layout: [{ tile: 'room', x: 0, y: 0, rotation: 0 }],
  features: [
    { type: 'start', x: 2, y: 0 },
    { type: 'exit', x: 1, y: 0 },
    { type: 'start', x: 0, y: 0 },
  ],
});
if (!result.ok) throw new Error('board should compile');
const board = result.value;

describe('setupGame', () => {
  it('puts each hero on a start square in the order the mission lists them', () => {
    const setup = setupGame(board, {
      missionId: 'test',
      seed: 7,
      heroes: [
        { id: 'h1', kind: 'sergeant', name: 'Vance' },
        { id: 'h2', kind: 'medic', name: 'Okafor' },
      ],
    });
    expect(setup.ok).toBe(true);
    if (!setup.ok) return;
    expect(setup.value.units.map((u) => [u.id, u.x, u.y, u.side])).toEqual([
      ['h1', 2, 0, 'heroes'],
      ['h2', 0, 0, 'heroes'],
    ]);
    expect(setup.value.round).toBe(1);
  });

  it('refuses more heroes than start squares, saying how many there are', () => {
    const heroes = ['a', 'b', 'c'].map((id) => ({ id, kind: 'trooper', name: id }));
    const setup = setupGame(board, { missionId: 'test', seed: 1, heroes });
    expect(setup.ok ? '' : setup.errors[0]?.message).toBe('The mission has 2 start square(s) for 3 hero(es).');
  });
});
