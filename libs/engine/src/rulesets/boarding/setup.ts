import type { Board } from '../../board/board';
import type { GameState, Unit } from '../../game/game-state';
import { setupGame, type HeroChoice } from '../../game/setup-game';
import { createEngine, type Engine } from '../../rules/core/engine';
import type { GameEvent } from '../../rules/core/events';
import { compileMissionPlan, type MissionPlan } from '../../mission/plan';
import { fail, ok, type Result } from '../../result';
import { cellOf } from './board-state';
import { DEFAULT_OPTIONS, ROUNDS, SQUAD, Weapon, weaponOfKind } from './content';
import type { DiceSource } from './context';
import { statedEndsOf } from './mission';
import { createBoardingRuleset } from './ruleset';
import type { BoardingAction, BoardingExt, BoardingMissionLike, BoardingOptions, Facing } from './types';

export type { BoardingMissionLike } from './types';
import { entryOf, putEntry } from '../../rules/state/keyed';
import { boardingKindOf, checkBoardingMission } from './mission-checks';
import { readOptions } from '../options-parser';
import { BOARDING_OPTIONS } from './options';
import { modifierParams } from '../rule-modifiers';
import { DOOR_BREAK } from './modifiers';

export interface BoardingSetup {
  readonly missionId: string;
  readonly seed: number;
  readonly options?: Partial<BoardingOptions>;
  /** The troopers, in start-square order (§11 G1's squad by default). */
  readonly squad?: readonly HeroChoice[];
  /** The facing of a trooper starting on a square, keyed "x,y" (north when absent). */
  readonly facings?: Readonly<Record<string, Facing>>;
  /** Test seam: loaded dice (see `DiceSource`). */
  readonly dice?: DiceSource;
  /** The mission's compiled triggers, objectives, victory and defeat. */
  readonly plan?: MissionPlan;
}

export type BoardingEngine = Engine<BoardingExt, BoardingAction>;

export interface BoardingGame {
  readonly engine: BoardingEngine;
  readonly state: GameState<BoardingExt>;
  /** What starting told (the mission's start triggers), raw: pass them through `eventsForSide` for a side. */
  readonly events?: readonly GameEvent[];
}

/** The ruleset's state before play: options, the retrieve objective on the mission's objective square. */
export function boardingStartExt(board: Board, options: BoardingOptions): BoardingExt {
  const objective = board.features.find((f) => f.type === 'objective');
  return {
    options,
    streak: null,
    burst: null,
    chain: null,
    inferno: [],
    surplus: null,
    face: null,
    overwatchFired: [],
    deployments: [],
    stacked: [],
    waiting: {},
    objective: options.mission === 'retrieve' && objective ? { cell: cellOf(board, objective), carrier: null } : null,
    homeCells: board.features.filter((f) => f.type === 'start').map((f) => cellOf(board, f)),
  };
}

/** A trooper's starting counters: facing, weapon, ammunition and spare reloads (§11 G1–G2). */
export function trooperStats(kind: string, facing: Facing, reloads: number): Record<string, number> {
  const weapon = weaponOfKind(kind);
  return { facing, weapon, ammo: ROUNDS[weapon], reloads: weapon === Weapon.Blaster ? 0 : reloads, ap: 0, jammed: 0, overwatch: 0 };
}

/** Sets up and starts a boarding game on a compiled board. */
export function createBoardingGame(board: Board, setup: BoardingSetup): BoardingGame {
  const options: BoardingOptions = { ...DEFAULT_OPTIONS, ...setup.options };
  const stated = statedEndsOf(setup.plan);
  const engine = createEngine(createBoardingRuleset(setup.dice ? { dice: setup.dice, stated } : { stated }), board, setup.plan);
  const base = setupGame(board, { missionId: setup.missionId, seed: setup.seed, heroes: setup.squad ?? SQUAD, ruleset: 'boarding' });
  if (!base.ok) throw new Error(base.errors.map((e) => e.message).join(' '));
  const units: Unit[] = base.value.units.map((unit) => ({
    ...unit,
    stats: trooperStats(unit.kind, (setup.facings ? entryOf(setup.facings, `${unit.x},${unit.y}`) : undefined) ?? 0, options.reloadsPerHeavyWeapon),
  }));
  const started = engine.start({ ...base.value, units }, boardingStartExt(board, options));
  if ('error' in started) throw new Error(started.error.message);
  return { engine, state: started.state, events: started.events };
}


const FACING_NAMES: ReadonlyMap<string, Facing> = new Map([['north', 0], ['east', 1], ['south', 2], ['west', 3]]);

/**
 * A mission's boarding settings (README "Mission options"): its kind from the objectives it states (the
 * option `mission` for one that states none, `boardingKindOf`), its plan's victory and defeat over the kind's.
 */
export function boardingSetupFromMission(mission: BoardingMissionLike, seed: number): BoardingSetup {
  const { values } = readOptions(BOARDING_OPTIONS, mission.options);
  const plan = compileMissionPlan(mission);
  const doorBreak = modifierParams(plan.rules, DOOR_BREAK)?.breakOn;
  const options: Partial<BoardingOptions> = { ...values, mission: boardingKindOf(mission), ...(doorBreak === undefined ? {} : { doorBreak }) };
  const facings: Record<string, Facing> = {};
  for (const f of mission.features ?? []) {
    const facing = f.facing !== undefined ? FACING_NAMES.get(f.facing) : undefined;
    if (f.type === 'start' && facing !== undefined) putEntry(facings, `${f.x},${f.y}`, facing);
  }
  return { missionId: mission.id, seed, options, facings, plan, ...(mission.party && mission.party.length > 0 ? { squad: mission.party } : {}) };
}

/** The registry's entry point: a loaded mission (structurally) and a seed → the started game, or why not. */
export function setupBoardingGame(
  loaded: { readonly mission: BoardingMissionLike; readonly board: Board },
  options: { readonly seed: number; readonly heroes?: readonly HeroChoice[] },
): Result<BoardingGame, string> {
  // The same checks validation makes: refuse here what would not start, or never end.
  const problems = checkBoardingMission(loaded, options.heroes);
  if (problems.length > 0) return fail(problems.map((problem) => problem.message));
  try {
    const setup = boardingSetupFromMission(loaded.mission, options.seed);
    return ok(createBoardingGame(loaded.board, options.heroes ? { ...setup, squad: options.heroes } : setup));
  } catch (cause) {
    return fail([cause instanceof Error ? cause.message : String(cause)]);
  }
}
