import { ok } from '../result';
import { defineRuleset, type RulesetEntry } from './define-ruleset';
import { hiveBoardFor, setupHiveGame, VALKYRIES, type HiveAction, type HiveExt } from './hive/public';
import { BOARDING_SQUAD, setupBoardingGame, type BoardingAction, type BoardingExt } from './boarding/public';
import { hiveObjectives } from './hive/objective-tracker';
import { boardingObjectives } from './boarding/objective-tracker';
import { checkHiveMission } from './hive/mission-checks';
import { checkBoardingMission } from './boarding/mission-checks';
import { HIVE_OPTIONS } from './hive/options';
import { BOARDING_OPTIONS } from './boarding/options';
import { BOARDING_MODIFIERS } from './boarding/modifiers';
import { hivePresentation } from './hive/presentation';
import { boardingPresentation } from './boarding/presentation';
import { HORDE } from './horde/definition';
import { derelict } from './derelict/definition';
import { INFILTRATION } from './infiltration/definition';

/**
 * Every playable ruleset by id: what the game app, the driver and `simulate` need to start a game.
 * The AI face of each lives in libs/ai (`AI_FACES`, typed by `RulesetId` so none is missing); the
 * presentation face beside the rules (see DESIGN.md "One ruleset, three faces").
 */

export type { LoadedMissionInput } from './mission-input';
export {
  defineModifier,
  MAX_RULE_MODIFIERS,
  modifierParams,
  modifierSchema,
  modifiersSchema,
  readModifiers,
  type ModifierSchema,
  type ModifiersSchema,
  type RuleEntry,
  type RuleModifier,
} from './rule-modifiers';
export type { ObjectiveStatus } from './objective-status';
export type { MissionCheckIssue } from './mission-check';
export {
  defineRuleset,
  type GameSetupOptions,
  type PlayableEngine,
  type RosterEntry,
  type RulesetDefinition,
  type RulesetEntry,
  type StartedGame,
  type TypedGame,
} from './define-ruleset';
export {
  choiceOption,
  flagOption,
  optionsSchema,
  readOptions,
  roundCountOption,
  unknownOptionMessage,
  wholeNumberOption,
  type OptionField,
  type OptionRead,
  type OptionSchema,
  type OptionsOf,
  type OptionsSchema,
  type OptionsSpec,
  type ReadOptions,
} from './options-parser';

const hive = defineRuleset<HiveExt, HiveAction>({
  id: 'hive',
  roster: VALKYRIES,
  options: HIVE_OPTIONS,
  modifiers: [],
  setup: (loaded, options) => {
    const game = setupHiveGame(loaded, options);
    if (!game.ok) return game;
    const tiles = new Map(loaded.tiles.map((tile) => [tile.id, tile]));
    const { engine } = game.value;
    return ok({ ...game.value, boardOf: (state) => hiveBoardFor(engine.board, state.ext.placed, tiles) });
  },
  checkMission: (loaded) => checkHiveMission(loaded),
  objectives: hiveObjectives,
  presentation: hivePresentation,
  rulesVersion: 5,
});

const boarding = defineRuleset<BoardingExt, BoardingAction>({
  id: 'boarding',
  roster: BOARDING_SQUAD,
  options: BOARDING_OPTIONS,
  modifiers: BOARDING_MODIFIERS,
  setup: (loaded, options) => setupBoardingGame(loaded, options),
  checkMission: (loaded) => checkBoardingMission(loaded),
  objectives: boardingObjectives,
  presentation: boardingPresentation,
  rulesVersion: 4,
});

/** The rulesets by id, as written: the source of `RulesetId`. */
// Rules versions: 2 since missions run their triggers (GameState.mission joined the state and its hash); 4 since
// GameState.doors (rules/doors) replaced openDoors and mission doors load their state at start; hive 5 since a
// Valkyrie's items live on her hero sheet (GameState.heroSheets, rules/heroes) instead of the hive's ext.
const DEFINED = { hive, boarding, derelict, horde: HORDE, infiltration: INFILTRATION } as const;

/** The id of every playable ruleset: libs/ai's `AI_FACES` must hold one entry per id. */
export type RulesetId = keyof typeof DEFINED;

/** Every playable ruleset id, in registry order. */
export const RULESET_IDS: readonly RulesetId[] = Object.freeze(Object.keys(DEFINED) as RulesetId[]);

/**
 * One line per ruleset. Prototype-free: callers look a mission's ruleset id up directly, and an id such
 * as "constructor" must find nothing.
 */
export const RULESETS: Readonly<Record<string, RulesetEntry>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, RulesetEntry>, DEFINED),
);

/** True for the id of a playable ruleset (own entries only: never an inherited name such as "constructor"). */
export const isRulesetId = (id: string): id is RulesetId => Object.hasOwn(DEFINED, id);

/** The ruleset playing `id`, or undefined (an own entry only: never an inherited name such as "constructor"). */
export function rulesetFor(id: string): RulesetEntry | undefined {
  return isRulesetId(id) ? DEFINED[id] : undefined;
}

/** The current rules version of `ruleset` (a mission's ruleset id, so an author's string), or undefined for an unknown ruleset. */
export function rulesVersionOf(ruleset: string): number | undefined {
  return rulesetFor(ruleset)?.rulesVersion;
}
