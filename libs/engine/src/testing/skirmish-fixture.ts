import type { Board } from '../board/board';
import { compileBoard } from '../board/compile-board';
import type { GameState, Unit } from '../game/game-state';
import { setupGame } from '../game/setup-game';
import { createEngine, type Engine } from '../rules/core/engine';
import type { SkirmishAction } from './skirmish-actions';
import { profileOf } from './skirmish-content';
import type { SkirmishExt } from './skirmish-effects';
import { createSkirmishRuleset, SKIRMISH_START_EXT, type SkirmishOptions } from './skirmish-ruleset';

/**
 * The test ruleset's map: two rooms joined by a door (between x = 4 and x = 5 on row 2),
 * heroes start west, the exit is in the far corner east.
 */
export const SKIRMISH_MAP = [
  '#########',
  '#....#..#',
  '#.......#',
  '#....#..#',
  '#....#..#',
  '#########',
];

export function skirmishBoard(rows: readonly string[] = SKIRMISH_MAP): Board {
  const result = compileBoard({
    tiles: [{ id: 'skirmish', cells: rows }],
    layout: [{ tile: 'skirmish', x: 0, y: 0, rotation: 0 }],
    doors: [{ id: 'door-east', x: 4, y: 2, side: 'east' }],
    features: [
      { type: 'start', x: 1, y: 1 },
      { type: 'start', x: 1, y: 2 },
      { type: 'start', x: 1, y: 3 },
      { type: 'exit', x: 7, y: 1 },
      { type: 'spawn', x: 6, y: 4 },
      { type: 'spawn', x: 7, y: 3 },
      { type: 'search', x: 3, y: 4 },
      { type: 'search', x: 2, y: 1 },
    ],
  });
  if (!result.ok) throw new Error(`test map does not compile: ${JSON.stringify(result.errors)}`);
  return result.value;
}

export interface SkirmishGame {
  readonly engine: Engine<SkirmishExt, SkirmishAction>;
  readonly state: GameState<SkirmishExt>;
}

export interface SkirmishSetup extends SkirmishOptions {
  readonly seed?: number;
  readonly heroes?: readonly string[];
  /** Enemies on the board from the start: kind and square. */
  readonly enemies?: readonly { kind: string; x: number; y: number }[];
}

export function startSkirmish(setup: SkirmishSetup): SkirmishGame {
  const board = skirmishBoard();
  const engine = createEngine(createSkirmishRuleset(setup), board);
  const heroes = (setup.heroes ?? ['medic', 'sergeant', 'scout']).map((kind, i) => ({ id: `h${i + 1}`, kind, name: kind }));
  const base = setupGame(board, { missionId: 'skirmish', seed: setup.seed ?? 1, heroes });
  if (!base.ok) throw new Error('skirmish setup failed');
  const enemies: Unit[] = (setup.enemies ?? []).map((e, i) => ({
    id: `e${i + 1}`,
    side: 'enemies',
    kind: e.kind,
    name: e.kind,
    x: e.x,
    y: e.y,
    health: profileOf(e.kind).health,
    status: 'active',
    stats: {},
  }));
  const started = engine.start({ ...base.value, units: [...base.value.units, ...enemies] }, SKIRMISH_START_EXT);
  if ('error' in started) throw new Error(started.error.message);
  return { engine, state: started.state };
}
