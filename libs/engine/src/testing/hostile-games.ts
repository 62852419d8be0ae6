import { compileBoard } from '../board/compile-board';
import type { GameState } from '../game/game-state';
import type { HeroChoice } from '../game/setup-game';
import type { ActionBase } from '../rules/core/actions';
import type { Engine } from '../rules/core/engine';
import type { GameEvent } from '../rules/core/events';
import { nextInt, seedRng } from '../rules/random/rng';
import { createBoardingGame, type BoardingGame } from '../rulesets/boarding/setup';
import type { BoardingOptions } from '../rulesets/boarding/types';
import { VALKYRIES, type HiveObjective } from '../rulesets/hive/content';
import { setupHiveGame, type HiveGame, type HiveMissionInput } from '../rulesets/hive/setup';
import { TEST_TILES } from '../rulesets/hive/testing/tiles';

/**
 * Whole games for the hostile-input and hidden-information tests: the heroes' ids are the test's
 * choice, and the games are played to their end with random legal actions from a seeded generator.
 */

/** A hive mission on the test tiles: the landing site, a pile with every kind of tile, objective chambers. */
export function hiveMissionWith(objective: HiveObjective = 'destroy-the-hive'): HiveMissionInput {
  const starts = [0, 1, 2, 3, 4, 5].map((i) => ({ type: 'start', x: 16 + (i % 3), y: 16 + Math.floor(i / 3) }));
  const board = compileBoard({ tiles: TEST_TILES, layout: [{ tile: 'hub', x: 15, y: 15, rotation: 0 }], features: starts, bounds: { width: 35, height: 35 } });
  if (!board.ok) throw new Error(JSON.stringify(board.errors));
  const pile = ['straight', 'cross', 'corner', 'room', 'queen-chamber', 'nutrient-pool', 'straight', 'cross', 'spawning-pods', 'chamber', 'corner', 'room'];
  return {
    mission: { id: 'hostile', options: { objective, difficulty: 'hard', roundCap: 12 }, exploration: { deck: pile.map((tile) => ({ tile })) } },
    board: board.value,
    tiles: TEST_TILES,
  };
}

/** The heroes of a test party: ids of the test's choice, Valkyries in roster order. */
export const valkyriesWith = (ids: readonly string[]): HeroChoice[] => ids.map((id, i) => ({ id, kind: VALKYRIES[i]?.kind ?? 'buzzer', name: `Hero ${id}` }));

export function hiveGameWith(ids: readonly string[], seed: number, objective: HiveObjective = 'destroy-the-hive'): HiveGame {
  const game = setupHiveGame(hiveMissionWith(objective), { seed, heroes: valkyriesWith(ids) });
  if (!game.ok) throw new Error(game.errors.join(' '));
  return game.value;
}

/** A boarding room with two entries and a door: blips arrive every turn, the troopers hold for `turnLimit` turns. */
export function boardingGameWith(ids: readonly string[], seed: number, options: Partial<BoardingOptions> = {}): BoardingGame {
  const rows = ['##########', '#........#', '#........#', '#........#', '#........#', '#........#', '##########'];
  const board = compileBoard({
    tiles: [{ id: 'room', cells: rows }],
    layout: [{ tile: 'room', x: 0, y: 0, rotation: 0 }],
    doors: [],
    features: [
      ...ids.map((_, i) => ({ type: 'start', x: 3 + (i % 4), y: 2 + Math.floor(i / 4) })),
      { type: 'entry', x: 1, y: 5 },
      { type: 'entry', x: 8, y: 5 },
    ],
  });
  if (!board.ok) throw new Error(JSON.stringify(board.errors));
  const kinds = ['sergeant', 'trooper-a', 'gunner', 'burner', 'rocketeer', 'trooper-b'];
  return createBoardingGame(board.value, {
    missionId: 'hostile',
    seed,
    options: { mission: 'hold', turnLimit: 6, blipsPerTurn: 2, ...options },
    squad: ids.map((id, i) => ({ id, kind: kinds[i % kinds.length] ?? 'sergeant', name: `Trooper ${id}` })),
  });
}

export interface Playout<X extends object> {
  readonly state: GameState<X>;
  readonly steps: number;
  readonly events: readonly GameEvent[];
}

/**
 * Plays random legal actions until the game ends or `maxSteps` pass. `beforeStep` sees each state
 * and the action about to be played. Throws when the engine refuses a legal action or offers none.
 */
export function playRandomly<X extends object, A extends ActionBase>(
  engine: Pick<Engine<X, A>, 'legalActions' | 'apply'>,
  start: GameState<X>,
  seed: number,
  maxSteps: number,
  beforeStep?: (state: GameState<X>, action: unknown, step: number) => void,
): Playout<X> {
  const rng = seedRng(seed);
  let state = start;
  const events: GameEvent[] = [];
  let steps = 0;
  for (; steps < maxSteps && state.status.kind === 'playing'; steps++) {
    const legal = engine.legalActions(state);
    if (legal.length === 0) throw new Error(`no legal action in phase ${state.turn.phase}, round ${state.round}`);
    // End turns more often than chance would: games then reach their end in a few thousand steps.
    const ender = legal.find((a) => a.type === 'end-activation' || a.type === 'end-phase' || a.type === 'pass');
    const action = ender && nextInt(rng, 3) === 0 ? ender : (legal[nextInt(rng, legal.length)] as (typeof legal)[number]);
    beforeStep?.(state, action, steps);
    const result = engine.apply(state, action);
    if ('error' in result) throw new Error(`step ${steps}: ${JSON.stringify(action)} refused: ${result.error.message}`);
    state = result.state;
    events.push(...result.events);
  }
  return { state, steps, events };
}
