import type { Board } from '../board/board';
import { fail, ok, type Result } from '../result';
import type { GameState, Unit } from './game-state';

export interface HeroChoice {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
}

export interface GameSetup {
  readonly missionId: string;
  readonly seed: number;
  readonly heroes: readonly HeroChoice[];
}

export interface SetupError {
  readonly code: 'no-heroes' | 'not-enough-starts';
  readonly message: string;
}

/** The opening state: each chosen hero on a start square, in the order the mission lists them. */
export function setupGame(board: Board, setup: GameSetup): Result<GameState, SetupError> {
  if (setup.heroes.length === 0) {
    return fail([{ code: 'no-heroes', message: 'Choose at least one hero.' }]);
  }
  const starts = board.features.filter((feature) => feature.type === 'start');
  if (starts.length < setup.heroes.length) {
    return fail([
      {
        code: 'not-enough-starts',
        message: `The mission has ${starts.length} start square(s) for ${setup.heroes.length} hero(es).`,
      },
    ]);
  }
  const units: Unit[] = setup.heroes.map((hero, h) => {
    const start = starts[h];
    // Guarded by the count check above; the fallback only satisfies the type checker.
    return { ...hero, side: 'heroes', x: start?.x ?? 0, y: start?.y ?? 0 };
  });
  return ok({ missionId: setup.missionId, seed: setup.seed, round: 1, units, openDoors: [] });
}
