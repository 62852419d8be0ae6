import type { Board } from '../board/board';
import type { LoadedMissionInput } from './mission-input';
import type { GameState } from '../game/game-state';
import type { HeroChoice } from '../game/setup-game';
import type { ActionBase } from '../rules/core/actions';
import type { Engine } from '../rules/core/engine';
import { ok, type Result } from '../result';
import type { GameView } from '../rules/hidden/view';
import { hiveBoardFor, setupHiveGame, VALKYRIES, type HiveExt } from './hive/public';
import { BOARDING_SQUAD, setupBoardingGame, type BoardingExt } from './boarding/public';
import { hiveObjectives } from './hive/objective-tracker';
import { boardingObjectives } from './boarding/objective-tracker';
import type { ObjectiveStatus } from './objective-status';
import type { MissionCheckIssue } from './mission-check';
import { checkHiveMission } from './hive/mission-checks';
import { checkBoardingMission } from './boarding/mission-checks';

/**
 * Every playable ruleset by id: what the game app, the driver and `simulate` need to start a game.
 * The enemy side's controllers live in libs/ai (its own `controllers` map), so this stays free of AI.
 */

export type { LoadedMissionInput } from './mission-input';
export type { ObjectiveStatus } from './objective-status';
export type { MissionCheckIssue } from './mission-check';

export interface GameSetupOptions {
  readonly seed: number;
  /** The party; default the mission's. */
  readonly heroes?: readonly HeroChoice[];
}

/** A started game: the engine for its mission, and the first state (the first decision of round 1). */
export interface StartedGame {
  // Each ruleset has its own state and actions; callers handle them through the engine.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly engine: Engine<any, ActionBase>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly state: GameState<any>;
  /**
   * The board as a state has it, for rulesets whose board grows in play (the hive places tiles); else
   * the engine's. Reads only public `ext` fields, so a side's view (`engine.view`) serves as well.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly boardOf?: (state: Pick<GameState<any>, 'ext'>) => Board;
}

export interface RulesetEntry {
  readonly id: string;
  /** The heroes a party may be made of (kind and display name, roster order). */
  readonly roster: readonly { readonly kind: string; readonly name: string }[];
  setup(loaded: LoadedMissionInput, options: GameSetupOptions): Result<StartedGame, string>;
  /**
   * Every reason this ruleset cannot play the mission with its own party (located, worded); empty when it can.
   * `setup` refuses with the same checks, and validation reports them: a mission that validates also starts.
   */
  checkMission(loaded: LoadedMissionInput): readonly MissionCheckIssue[];
  /** Display data: the mission's objectives and how far along they are, from the heroes' view (for the HUD). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  objectives(view: GameView<any>): readonly ObjectiveStatus[];
}

const hive: RulesetEntry = {
  id: 'hive',
  roster: VALKYRIES,
  setup: (loaded, options) => {
    const game = setupHiveGame(loaded, options);
    if (!game.ok) return game;
    const tiles = new Map(loaded.tiles.map((tile) => [tile.id, tile]));
    const { engine } = game.value;
    return ok({ ...game.value, boardOf: (state: Pick<GameState<HiveExt>, 'ext'>) => hiveBoardFor(engine.board, state.ext.placed, tiles) });
  },
  checkMission: (loaded) => checkHiveMission(loaded),
  objectives: (view: GameView<HiveExt>) => hiveObjectives(view),
};

const boarding: RulesetEntry = {
  id: 'boarding',
  roster: BOARDING_SQUAD,
  setup: (loaded, options) => setupBoardingGame(loaded, options),
  checkMission: (loaded) => checkBoardingMission(loaded),
  objectives: (view: GameView<BoardingExt>) => boardingObjectives(view),
};

/**
 * One line per ruleset. Prototype-free: callers look a mission's ruleset id up directly, and an id such
 * as "constructor" must find nothing.
 */
export const RULESETS: Readonly<Record<string, RulesetEntry>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, RulesetEntry>, { hive, boarding }),
);

/** The ruleset playing `id`, or undefined (an own entry only: never an inherited name such as "constructor"). */
export function rulesetFor(id: string): RulesetEntry | undefined {
  return Object.hasOwn(RULESETS, id) ? RULESETS[id] : undefined;
}
