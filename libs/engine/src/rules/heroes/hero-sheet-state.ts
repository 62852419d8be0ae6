import type { Keyed } from '../state/keyed';

// The plain types of the hero-sheet slice of GameState (a leaf module: game-state.ts imports it, it imports
// nothing that imports game-state back).

/**
 * What a hero carries from fight to fight: the items it holds, the injuries it bears, its experience and
 * level, and its resolve. Health, moves and the like stay on the unit (`Unit.health`, `Unit.stats`).
 */
export interface HeroSheet {
  /** Item ids in the order gained; the same item may be held twice. */
  readonly items: readonly string[];
  /** Injuries in the order taken, by kind ("injury" when the rules name none; "leg", "head"… when they do). */
  readonly injuries: readonly string[];
  readonly xp: number;
  readonly level: number;
  readonly resolve: number;
}

/**
 * The sheets by unit id (`GameState.heroSheets`, absent until the first write, so a ruleset that never
 * writes one keeps its state and hash). Unit ids come from authors: read and write through rules/state/keyed.
 */
export type HeroSheetsState = Keyed<HeroSheet>;
