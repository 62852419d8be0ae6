import { enterHiveBugMoves, hiveTestGame, HIVE_TEST_HUB as H, type TileDefinition } from '@breachline/engine';
import { createHiveBugController, nextBugMove } from './bug-procedure';

const HAIRPIN: TileDefinition = {
  id: 'hairpin',
  cells: ['#...#', '#.#.#', '#.#.#', '#.###', '#.###', '#.###', '#####'],
};
const WEST_END: TileDefinition = { id: 'west-end', cells: ['#####', '#####', '.....', '#####', '#####'], openings: [{ x: 4, y: 2, side: 'east' }] };
const EAST_END: TileDefinition = { id: 'east-end', cells: ['#####', '#####', '....#', '###.#', '###.#'], openings: [{ x: 0, y: 2, side: 'west' }] };

const lastStep = (action: ReturnType<typeof nextBugMove>) => action?.paths.map((p) => p[p.length - 1]);

describe('the bugs’ procedure (hive.md §8.3)', () => {
  it('hive.md §12 case 19: a bug goes for Jane, 3 squares away by path, not Nikhita, 2 away in a straight line but 5 by path', () => {
    const game = hiveTestGame({
      extraTiles: [HAIRPIN],
      layout: [{ tile: 'hairpin', x: 0, y: 0, rotation: 0 }],
      heroes: [{ kind: 'jane', at: { x: 1, y: 5 } }, { kind: 'nikhita', at: { x: 3, y: 2 } }],
      bugs: [{ kind: 'small', at: { x: 1, y: 2 } }],
    });
    const move = nextBugMove(game.view());
    expect(move?.paths).toEqual([[{ x: 1, y: 2 }, { x: 1, y: 3 }, { x: 1, y: 4 }]]);
    enterHiveBugMoves(game.state);
    expect(game.engine.check(game.state, move)).toBeNull();
  });

  it('hive.md §12 case 20: tied at 6 squares, the bug goes for Kenneth (Ellie-May on his tile), not Maria (alone)', () => {
    const game = hiveTestGame({
      extraTiles: [WEST_END, EAST_END],
      layout: [
        { tile: 'west-end', x: 0, y: 0, rotation: 0 },
        { tile: 'straight', x: 5, y: 0, rotation: 90 },
        { tile: 'east-end', x: 10, y: 0, rotation: 0 },
      ],
      heroes: [{ kind: 'kenneth', at: { x: 13, y: 3 } }, { kind: 'ellie-may', at: { x: 13, y: 4 } }, { kind: 'maria', at: { x: 0, y: 2 } }],
      bugs: [{ kind: 'small', at: { x: 7, y: 2 } }],
    });
    const move = nextBugMove(game.view());
    expect(move?.paths).toEqual([[{ x: 7, y: 2 }, { x: 8, y: 2 }, { x: 9, y: 2 }, { x: 10, y: 2 }, { x: 11, y: 2 }]]);
  });

  it('hive.md §12 case 21: a bug 2 squares from a square next to Buzzer moves 2 and stops there, with 2 moves unused', () => {
    const game = hiveTestGame({
      heroes: [{ kind: 'buzzer', at: { x: 17, y: 12 } }],
      placed: [{ tile: 'straight', x: H.x, y: H.y - 5 }, { tile: 'straight', x: H.x, y: H.y - 10 }],
      bugs: [{ kind: 'small', at: { x: 17, y: 9 } }],
    });
    const move = nextBugMove(game.view());
    expect(lastStep(move)).toEqual([{ x: 17, y: 11 }]);
    expect(move?.paths[0]).toHaveLength(3);
    enterHiveBugMoves(game.state);
    const moved = game.engine.apply(game.state, move);
    if ('error' in moved) throw new Error(moved.error.message);
    // The engine refuses a bug that walks past the stop square.
    expect(game.engine.check(game.state, { ...move, paths: [[{ x: 17, y: 9 }, { x: 17, y: 10 }, { x: 17, y: 11 }, { x: 18, y: 11 }]] })).not.toBeNull();
  });

  it('sends one path per target still tied after the allies count, for the engine to pick at random (§8.3 tie 2)', () => {
    const game = hiveTestGame({
      heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }, { kind: 'maria', at: { x: 17, y: 4 } }],
      placed: [0, 1, 2].map((i) => ({ tile: 'straight', x: H.x, y: H.y - 5 * (i + 1) })),
      bugs: [{ kind: 'small', at: { x: 17, y: 8 } }],
    });
    const move = nextBugMove(game.view());
    expect(lastStep(move)).toEqual([{ x: 17, y: 11 }, { x: 17, y: 5 }]);
  });

  it('moves the nearest bug first, then ends the phase when no bug can move', () => {
    const game = hiveTestGame({
      heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }],
      placed: [0, 1].map((i) => ({ tile: 'straight', x: H.x, y: H.y - 5 * (i + 1) })),
      bugs: [{ kind: 'small', at: { x: 17, y: 5 } }, { kind: 'large', at: { x: 17, y: 6 } }],
    });
    enterHiveBugMoves(game.state);
    const controller = createHiveBugController();
    let state = game.state;
    const moved: string[] = [];
    for (let i = 0; i < 5; i++) {
      const action = controller.decide(game.engine, state);
      const result = game.engine.apply(state, action);
      if ('error' in result) throw new Error(result.error.message);
      state = result.state;
      if (action.type !== 'bug-move') break;
      moved.push((action as unknown as { unit: string }).unit);
    }
    expect(moved).toEqual(['large-901', 'small-900']);
    expect(state.units.filter((u) => u.side === 'enemies').map((u) => u.y)).toEqual([9, 10]);
    expect(state.turn.phase).not.toBe('bugs');
  });
});
