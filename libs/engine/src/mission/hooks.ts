import type { NumericRules } from './rule-values';
import type { DoorRules } from '../rules/doors/door-state';
import type { Board } from '../board/board';
import type { GameState } from '../game/game-state';
import type { Tx } from '../rules/core/tx';
import type { CountOf, Place, RulesetEffect, Who } from './vocabulary';

/** What an effect the ruleset performs may ask of the runner. */
export interface EffectScope {
  readonly trigger: string;
  /** The unit that set the trigger off, if any. */
  readonly actor: string | null;
  /** The cells of a place (random picks draw from the game's generator). */
  cellsOf(place: Place): number[];
  /** The heroes a `who` names. */
  heroesOf(who: Who): string[];
  /** The mission's name for a unit kind (see MissionHooks.unitTypeOf). */
  unitTypeOf(kind: string): string;
}

/**
 * How a ruleset takes part in running missions. Every hook is optional; the engine runs the core
 * effects (doors, counters, messages, objectives, win/lose, triggers, rolls, options, alarm) itself.
 */
export interface MissionHooks<X extends object = object> {
  /** What the ruleset says about its doors: the state a core `unlock` leaves a door in (default closed). */
  readonly doorRules?: DoorRules;
  /** The numbers a mission's `set-rule` may change (action costs, thresholds), read through `ruleValue`. */
  readonly numericRules?: NumericRules;
  /** The ruleset effects (spawn, give, damage…) `perform` carries out; validation warns about the others. */
  readonly effects: ReadonlySet<string>;
  /** Carries out `effect`; false when it cannot here (the runner then says so with an event). */
  perform?(tx: Tx<X>, effect: RulesetEffect, scope: EffectScope): boolean;
  /** A count the core cannot make alone (tokens waiting off the board, a pool still to draw); undefined: the core's. */
  count?(state: GameState<X>, of: CountOf): number | undefined;
  /** Whether the hero holds an item (its inventory); without this hook nobody holds any (`has-item`). */
  hasItem?(state: GameState<X>, unit: string, item: string): boolean;
  /** The unit carrying a feature, null when nobody does; undefined when the ruleset has no such carrier. */
  carrierOf?(state: GameState<X>, board: Board, feature: string): string | null | undefined;
  /** Where a feature the mission moved stands now (a `move` effect); undefined: where the map put it. */
  featureCell?(state: GameState<X>, feature: string): number | undefined;
  /** A vehicle feature's pilot (null: empty) and power; undefined when the ruleset has no such vehicle (`vehicle`, `{ piloting }`). */
  vehicle?(state: GameState<X>, feature: string): { readonly pilot: string | null; readonly powered: boolean; readonly cell: number } | undefined;
  /** The mission's name for a unit kind (hive: "small" is the author's "small-bug"); default the kind itself. */
  unitTypeOf?(kind: string): string;
  /** The board as the state has it, when it grows in play (the hive's placed tiles); default the engine's. */
  boardOf?(state: GameState<X>, base: Board): Board;
  /**
   * Units stand in zones, not on cells (derelict): a `count` in the place "actor" counts the actor's whole zone
   * (ROP16 "Hold her down!": the helpers in the Medic's zone), and a feature's place is its whole zone (ROP18's
   * cell, CG05's exit). Default: the actor's own cell, the feature's own cell.
   */
  readonly zonePlaces?: boolean;
  /** Whether `unit` has line of sight to any of `cells` ("see" events); default: it stands on one. */
  sees?(state: GameState<X>, unit: string, cells: readonly number[]): boolean;
}
