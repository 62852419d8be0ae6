import type { PendingDecision } from '../rules/core/decision-state';
import type { DeckState } from '../rules/decks/deck-state';
import type { DoorsState } from '../rules/doors/door-state';
import type { HeroSheetsState } from '../rules/heroes/hero-sheet-state';
import type { HiddenToken } from '../rules/hidden/hidden-token-state';
import type { RngState } from '../rules/random/rng';
import type { Side } from './side';
import type { MissionState } from '../mission/mission-state';

// The plain state types of the modules that change the state (decks, hidden tokens) live in their own
// leaf modules, so this file imports no module that imports it back.

export { otherSide, SIDES, type Side } from './side';

/**
 * Where a unit stands in the game (`rules/units/unit-status.ts`). Units are kept for the whole game, never
 * removed: 'dead' and 'escaped' ones stand at x = y = -1 and never act, block, get targeted or count as alive.
 */
export type UnitStatus = 'active' | 'down' | 'captured' | 'dead' | 'escaped' | 'off-board';

/** A figure on the board. Units off the board (waiting at an entry, escaped, dead) stand at x = y = -1. */
export interface Unit {
  readonly id: string;
  readonly side: Side;
  /** Roster entry the unit was made from (e.g. a hero profile or enemy type). */
  readonly kind: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  /** Health left. A unit brought to 0 is marked dead (it stays in `units`). */
  readonly health: number;
  readonly status: UnitStatus;
  /** The ruleset's per-unit counters: action points, moves and attacks left, ammunition, facing… */
  readonly stats: Readonly<Record<string, number>>;
}

/** The units of one side still to activate in the current round or phase. */
export interface ActivationPool {
  readonly remaining: readonly string[];
  /** True when the engine activates them in `remaining`'s order (fixed or random); false when the side chooses. */
  readonly ordered: boolean;
}

/** An interrupt: `side` may react (overwatch, command points) before play resumes. */
export interface ReactionWindow {
  readonly side: Side;
  readonly kind: string;
  /** The unit whose action opened the window, if any. */
  readonly trigger: string | null;
}

/** Where the phase machine stands. */
export interface TurnState {
  readonly phase: string;
  /** The side whose phase it is (null in automatic phases and before the game starts). */
  readonly side: Side | null;
  /** The unit currently activated, if any. */
  readonly actor: string | null;
  /** Activations finished during this visit to the phase. */
  readonly activations: number;
  readonly pools: Readonly<Partial<Record<Side, ActivationPool>>>;
  readonly reaction: ReactionWindow | null;
}

/** Won and lost are the heroes' outcome: the games are co-operative against the enemy side. */
export type GameStatus =
  | { readonly kind: 'playing' }
  | { readonly kind: 'won'; readonly reason: string }
  | { readonly kind: 'lost'; readonly reason: string };

/**
 * Everything that changes during a game, as plain JSON: serialisable, hashable, replayable.
 * The static board is compiled once and shared; it is not part of the state.
 * `X` is the ruleset's own extra state (plain JSON too).
 */
export interface GameState<X extends object = object> {
  readonly ruleset: string;
  readonly missionId: string;
  readonly seed: number;
  readonly round: number;
  /** The seeded generator's state: every die, shuffle and random choice draws from it. */
  readonly rng: RngState;
  readonly turn: TurnState;
  readonly status: GameStatus;
  readonly units: readonly Unit[];
  /** Every door's state and health (rules/doors/doors.ts): change it through the doors module's writers only. */
  readonly doors: DoorsState;
  /** Tokens whose contents may be hidden (blips, radar and spawn tokens, items, room features). */
  readonly tokens: readonly HiddenToken[];
  readonly decks: Readonly<Record<string, DeckState>>;
  /** Tracks and pools shared by many rulesets: alarm, alertness, wave, command points… */
  readonly counters: Readonly<Record<string, number>>;
  /** Next number for ids of units and tokens created during play (so replays name them alike). */
  readonly nextId: number;
  /** Choices asked in the middle of a resolution, newest last (rules/core/decisions.ts); absent until the first. */
  readonly decisions?: readonly PendingDecision[];
  /** Each hero's items, injuries, XP, level and resolve (rules/heroes/hero-sheet.ts); absent until the first write. */
  readonly heroSheets?: HeroSheetsState;
  /** What the mission's triggers changed and remember (absent when the mission has no plan). */
  readonly mission?: MissionState;
  readonly ext: X;
}
