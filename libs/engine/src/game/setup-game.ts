import type { Board } from '../board/board';
import { fail, ok, type Result } from '../result';
import { ENGINE_ID_SEPARATOR } from '../rules/core/tx';
import { seedRng } from '../rules/random/rng';
import { closedDoors } from '../rules/doors/doors';
import type { GameState, TurnState, Unit } from './game-state';

export interface HeroChoice {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
  /** Starting health; a ruleset usually sets it from the hero's profile. Defaults to 1. */
  readonly health?: number;
}

export interface GameSetup {
  readonly missionId: string;
  readonly seed: number;
  readonly heroes: readonly HeroChoice[];
  /** Ruleset id recorded in the state (empty for the walking skeleton). */
  readonly ruleset?: string;
}

export interface SetupError {
  readonly code: 'no-heroes' | 'not-enough-starts' | 'bad-hero-id';
  readonly message: string;
}

/** The turn of a game no ruleset has started yet (see `createEngine(...).start`). A fresh object each time: states never share parts. */
export function notStartedTurn(): TurnState {
  return { phase: 'setup', side: null, actor: null, activations: 0, pools: {}, reaction: null };
}

/** The opening state: each chosen hero on a start square, in the order the mission lists them. */
export function setupGame(board: Board, setup: GameSetup): Result<GameState, SetupError> {
  if (setup.heroes.length === 0) {
    return fail([{ code: 'no-heroes', message: 'Choose at least one hero.' }]);
  }
  const seen = new Set<string>();
  for (const hero of setup.heroes) {
    // Engine ids (blip#3) hold the separator; a hero's id never may, so the two can never meet.
    if (typeof hero.id !== 'string' || hero.id === '' || hero.id.includes(ENGINE_ID_SEPARATOR)) {
      return fail([{ code: 'bad-hero-id', message: `Hero id "${String(hero.id)}" is not allowed: ids are non-empty and never contain "${ENGINE_ID_SEPARATOR}".` }]);
    }
    if (seen.has(hero.id)) return fail([{ code: 'bad-hero-id', message: `Two heroes share the id "${hero.id}": each hero needs its own.` }]);
    seen.add(hero.id);
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
    return {
      id: hero.id,
      kind: hero.kind,
      name: hero.name,
      side: 'heroes',
      x: start?.x ?? 0,
      y: start?.y ?? 0,
      health: hero.health ?? 1,
      status: 'active',
      stats: {},
    };
  });
  return ok({
    ruleset: setup.ruleset ?? '',
    missionId: setup.missionId,
    seed: setup.seed,
    round: 1,
    rng: seedRng(setup.seed),
    turn: notStartedTurn(),
    status: { kind: 'playing' },
    units,
    doors: closedDoors(board.doors),
    tokens: [],
    decks: {},
    counters: {},
    nextId: 1,
    ext: {},
  });
}
