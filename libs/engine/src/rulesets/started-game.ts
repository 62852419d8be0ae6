// What starting a game takes and gives, whatever its ruleset: the setup options, the engine the apps,
// bots and tools drive, and the started game. A leaf of define-ruleset.ts, so the campaign face
// (campaign-face.ts) can name them without an import circle.
import type { Board } from '../board/board';
import type { GameState, GameStatus, Side } from '../game/game-state';
import type { GameEvent } from '../rules/core/events';
import type { HeroChoice } from '../game/setup-game';
import type { CampaignFlagEntry } from '../mission/mission-state';
import type { ActionBase } from '../rules/core/actions';
import type { ApplyResult, InPlaceResult } from '../rules/core/engine';
import type { RuleError } from '../rules/core/errors';
import type { GameView } from '../rules/hidden/view';
import type { Journal } from '../rules/state/journal';

export interface GameSetupOptions {
  readonly seed: number;
  /** The party; default the mission's. */
  readonly heroes?: readonly HeroChoice[];
  /**
   * The campaign flags the missions before this one kept (derelict's `campaign/party.ts` `CampaignParty.flags`),
   * in the mission state before its `mission-start` triggers run. Absent: a standalone game (every flag unset).
   */
  readonly campaignFlags?: readonly CampaignFlagEntry[];
  /** The game is a campaign's mission (the `campaign` condition); default: true when `campaignFlags` is given. */
  readonly campaign?: boolean;
}

/** A hero a party may be made of (kind and display name, roster order). */
export interface RosterEntry {
  readonly kind: string;
  readonly name: string;
}

/**
 * An engine as the apps, the bots and the tools drive it, whatever its ruleset: the reducer and the
 * views, over states of its own games. `Engine<X, A>` is one (see the file comment).
 */
export interface PlayableEngine {
  /** Its ruleset's id, and how it re-deals its own secrets (for `redealHidden`). */
  readonly ruleset: { readonly id: string; redealExt?(ext: object, side: Side, shuffle: <T>(items: readonly T[]) => T[]): object };
  readonly board: Board;
  legalActions(state: GameState): ActionBase[];
  check(state: GameState, action: unknown): RuleError | null;
  apply(state: GameState, action: unknown): ApplyResult;
  applyInPlace(state: GameState, action: unknown, journal?: Journal): InPlaceResult;
  sideToAct(state: GameState): Side | null;
  status(state: GameState): GameStatus;
  view(state: GameState, side: Side): GameView;
}

/** A started game: the engine for its mission, and the first state (the first decision of round 1). */
export interface StartedGame {
  readonly engine: PlayableEngine;
  readonly state: GameState;
  /** What starting told (the mission's start triggers: their messages, spawns): raw, so pass them through `eventsForSide`. */
  readonly events?: readonly GameEvent[];
  /**
   * The board as a state has it, for rulesets whose board grows in play (the hive places tiles); else
   * the engine's. Reads only public `ext` fields, so a side's view (`engine.view`) serves as well.
   */
  boardOf?(state: Pick<GameState, 'ext'>): Board;
}
