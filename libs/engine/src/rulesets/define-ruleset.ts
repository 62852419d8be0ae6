// One ruleset, one definition (DESIGN.md "One ruleset, three faces", the rules face): each ruleset states
// its rules face once, typed by its own state `X` and actions `A`, and `defineRuleset` turns it into the
// registry's entry, whose operations take any game state. No `any`: the entry's operations are method
// signatures, which TypeScript compares bivariantly, so a definition typed by `GameState<X>` fills a
// slot typed by `GameState` without a cast. The one promise a caller keeps: the states it hands an entry
// (or a started game's engine) come from that entry's own games.
import type { Board } from '../board/board';
import type { GameState } from '../game/game-state';
import type { GameEvent } from '../rules/core/events';
import type { ActionBase } from '../rules/core/actions';
import type { Engine } from '../rules/core/engine';
import type { GameView } from '../rules/hidden/view';
import type { RulesetPresentation } from '../rules/core/presentation';
import type { Result } from '../result';
import type { MissionCheckIssue } from './mission-check';
import type { LoadedMissionInput } from './mission-input';
import type { ObjectiveStatus } from './objective-status';
import type { CampaignFace } from './campaign-face';
import type { OptionsSpec } from './options-parser';
import { readModifiers, type RuleModifier } from './rule-modifiers';
import { fail } from '../result';

export type { GameSetupOptions, PlayableEngine, RosterEntry, StartedGame } from './started-game';
import type { GameSetupOptions, RosterEntry, StartedGame } from './started-game';


/** The same, typed by the ruleset's own state and actions (what a definition's `setup` returns). */
export interface TypedGame<X extends object, A extends ActionBase> {
  readonly engine: Engine<X, A>;
  readonly state: GameState<X>;
  readonly events?: readonly GameEvent[];
  readonly boardOf?: (state: Pick<GameState<X>, 'ext'>) => Board;
}

/** The rules face of a ruleset, typed by its state `X` and actions `A`. */
export interface RulesetDefinition<X extends object, A extends ActionBase> {
  readonly id: string;
  readonly roster: readonly RosterEntry[];
  /** Its mission options, read by one parser (see options-parser.ts): `checkMission` reports their issues. */
  readonly options: OptionsSpec;
  /** The named modifiers a mission's `rules` may list (rule-modifiers.ts); checked before `checkMission` and `setup`. */
  readonly modifiers: readonly RuleModifier[];
  /**
   * Every reason this ruleset cannot play the mission with its own party (located, worded); empty when it can.
   * `setup` refuses with the same checks, and validation reports them: a mission that validates also starts.
   */
  readonly checkMission: (loaded: LoadedMissionInput) => readonly MissionCheckIssue[];
  /** The started game, or why not (never a throw: bad input is a refusal with its reasons). */
  readonly setup: (loaded: LoadedMissionInput, options: GameSetupOptions) => Result<TypedGame<X, A>, string>;
  /** Display data: the mission's objectives and how far along they are, from the heroes' view (for the HUD). */
  readonly objectives: (view: GameView<X>) => readonly ObjectiveStatus[];
  /** The presentation face: how the apps word, draw and target this ruleset's actions (rules/core/presentation.ts). */
  readonly presentation: RulesetPresentation;
  /**
   * The version of its rules: bumped whenever a change to the rules (or to how a mission sets up) can make a
   * recorded game play out differently — another state hash, or an action refused. Saves and replay links
   * record it, so one made under other rules says so instead of failing silently.
   */
  readonly rulesVersion: number;
  /** A game's score, for rulesets that keep one (horde.md §9.1's high score); `simulate` reports its mean. */
  readonly score?: (state: GameState<X>) => number;
  /** Its campaigns, for rulesets that have them (campaign-face.ts). */
  readonly campaign?: CampaignFace;
}

/** A ruleset as the registry holds it: its own types erased (see the file comment). */
export interface RulesetEntry {
  readonly id: string;
  readonly roster: readonly RosterEntry[];
  readonly options: OptionsSpec;
  readonly modifiers: readonly RuleModifier[];
  setup(loaded: LoadedMissionInput, options: GameSetupOptions): Result<StartedGame, string>;
  checkMission(loaded: LoadedMissionInput): readonly MissionCheckIssue[];
  objectives(view: GameView): readonly ObjectiveStatus[];
  readonly presentation: RulesetPresentation;
  readonly rulesVersion: number;
  /** A game's score, when the ruleset keeps one (see `RulesetDefinition.score`). */
  score?(state: GameState): number;
  /** Its campaigns, when the ruleset has them (see `RulesetDefinition.campaign`). */
  readonly campaign?: CampaignFace;
}

/** The registry's entry for a ruleset defined once, typed by its own state and actions. */
export function defineRuleset<X extends object, A extends ActionBase>(definition: RulesetDefinition<X, A>): RulesetEntry {
  const modifierIssues = (loaded: LoadedMissionInput) => readModifiers(definition.modifiers, loaded.mission.rules, `The ${definition.id} rules`);
  const entry: RulesetEntry = {
    id: definition.id,
    roster: definition.roster,
    options: definition.options,
    modifiers: definition.modifiers,
    setup: (loaded, options) => {
      const bad = modifierIssues(loaded);
      return bad.length > 0 ? fail(bad.map((issue) => issue.message)) : definition.setup(loaded, options);
    },
    checkMission: (loaded) => [...modifierIssues(loaded), ...definition.checkMission(loaded)],
    objectives: definition.objectives,
    presentation: definition.presentation,
    rulesVersion: definition.rulesVersion,
    ...(definition.score ? { score: definition.score } : {}),
    ...(definition.campaign ? { campaign: definition.campaign } : {}),
  };
  return Object.freeze(entry);
}
