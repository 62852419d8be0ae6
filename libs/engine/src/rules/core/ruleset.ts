import type { DecisionOption, PendingDecision } from './decision-state';
import type { Board } from '../../board/board';
import type { GameState, GameStatus, ReactionWindow, Side, Unit } from '../../game/game-state';
import type { ActionBase } from './actions';
import type { RuleError } from './errors';
import type { Tx } from './tx';
import type { MissionHooks } from '../../mission/hooks';

/** A ruleset's verdict: the game's status, or a loss that the mission's victory at the same moment overturns. */
export type RulesetVerdict =
  | Exclude<GameStatus, { readonly kind: 'lost' }>
  | { readonly kind: 'lost'; readonly reason: string; readonly unlessMissionWon?: boolean };

/**
 * How the units of a side take their activations:
 * 'fixed' — the engine activates them in roster order (hive: Buzzer, Jane, …);
 * 'chosen' — the side picks each next unit (infiltration before the alarm, boarding, the AI's own order);
 * 'random' — the engine shuffles the order from the state's generator when the pool is made
 * (infiltration after the alarm: turn-order tokens).
 */
export type OrderRule = 'fixed' | 'chosen' | 'random';

interface PhaseHooks<X extends object> {
  readonly id: string;
  /** Runs on entering the phase: roll command points, reveal spawn tokens, draw an event card… */
  readonly onEnter?: (tx: Tx<X>) => void;
  readonly onExit?: (tx: Tx<X>) => void;
}

/**
 * One phase of a round. A round is the ruleset's `firstPhase`, then whatever `nextPhase` says after
 * each phase, until it says END_OF_ROUND.
 */
export type PhaseSpec<X extends object = object> = PhaseHooks<X> &
  (
    | {
        /** Each unit of `side` activates once per pool, one at a time. */
        readonly kind: 'activations';
        readonly side: Side;
        readonly order: OrderRule | ((state: GameState<X>) => OrderRule);
        /**
         * 'phase': the pool is made afresh each time the phase is entered; 'round': once per round, so
         * a phase visited several times in a round (infiltration's hero turn, §4.2) continues it.
         */
        readonly pool: 'phase' | 'round';
        /** Activations before the phase hands over (infiltration: 1, then an enemy turn). Default: all. */
        readonly perVisit?: number;
      }
    | {
        /** `side` acts freely, any units in any order, until it ends the phase. */
        readonly kind: 'free';
        readonly side: Side;
      }
    | {
        /** Both sides alternate single activations, `first` first; a side with none left lets the other finish (horde.md §4.3). */
        readonly kind: 'alternating';
        readonly first: Side;
      }
    | {
        /** No decisions: `onEnter` does the work (resolution, end of round, deploying a wave), then play moves on. */
        readonly kind: 'automatic';
      }
  );

export const END_OF_ROUND = '@end-of-round';

/** Who may act now, and as what: the active unit, a side in a free phase, or a side in a reaction window. */
export type Slot =
  | { readonly kind: 'unit'; readonly unit: Unit }
  | { readonly kind: 'free'; readonly side: Side }
  | { readonly kind: 'reaction'; readonly window: ReactionWindow };

/**
 * A rule system as a module: its phases, and its own actions' enumeration, legality and resolution.
 * Content (unit profiles, weapons, tables) is the module's data. Resolution changes the state only
 * through `tx.w` (the journal) and tells the view what happened through `tx.emit`.
 */
export interface Ruleset<X extends object = object, A extends ActionBase = ActionBase> {
  readonly id: string;
  readonly phases: readonly PhaseSpec<X>[];
  /** The ruleset's own action types (besides the core's activate / end-activation / end-phase / pass). */
  readonly actionTypes: ReadonlySet<string>;
  /** The phase each round opens with. */
  firstPhase(state: GameState<X>): string;
  /** The phase after `finished`, or END_OF_ROUND. */
  nextPhase(state: GameState<X>, finished: string): string;
  /** Whether a unit takes part in activation pools (alive, on the board, not escaped…). */
  canActivate(state: GameState<X>, unit: Unit): boolean;
  /** Roster order for 'fixed' pools; default: the order of `state.units`. */
  fixedOrder?(state: GameState<X>, units: readonly Unit[]): readonly Unit[];
  /** Every action of the ruleset's own open to `slot` now. */
  actions(state: GameState<X>, board: Board, slot: Slot): A[];
  /** Why `action` is not allowed in `slot`, or null. Must accept exactly what `actions` lists. */
  check(state: GameState<X>, board: Board, action: A, slot: Slot): RuleError | null;
  /** Carries out an action that `check` accepted. */
  resolve(tx: Tx<X>, action: A): void;
  /**
   * After a reaction window closes (its side passed): a ruleset may tidy up what the window left
   * pending, or open the next window (boarding: a window that interrupted another one).
   */
  onReactionClosed?(tx: Tx<X>, window: ReactionWindow): void;
  /** Resumes a resolution the ruleset paused with `openDecision` (owner 'ruleset'), once its side chose `option`. */
  resumeDecision?(tx: Tx<X>, decision: PendingDecision, option: DecisionOption): void;
  /** Resets a unit's budget when it is activated (action points, moves, attacks). */
  onActivate?(tx: Tx<X>, unit: Unit): void;
  /** True when the active unit can do nothing more: the engine then ends its activation. */
  activationSpent?(state: GameState<X>, unit: Unit): boolean;
  /** Setup that draws on the generator: shuffle decks, place hidden tokens. */
  onGameStart?(tx: Tx<X>): void;
  onRoundEnd?(tx: Tx<X>): void;
  /**
   * Playing, or won/lost with a reason; checked after every step. A loss marked `unlessMissionWon` is asked
   * of the mission first: its victory at that moment stands instead (derelict: the last survivor gone).
   */
  outcome(state: GameState<X>, board: Board): RulesetVerdict;
  /** Blanks the ruleset's own secrets in `ext` for a side's view. */
  hideExt?(ext: X, side: Side): X;
  /**
   * A copy of `ext` with what `side` may not know dealt again (see `redealHidden`): e.g. a face-down
   * stack shuffled. `shuffle` draws from the redeal's own generator. Leave out when `ext` hides nothing.
   */
  redealExt?(ext: X, side: Side, shuffle: <T>(items: readonly T[]) => T[]): X;
  /** How the ruleset carries out mission effects only it can (spawn, give, damage…); see mission/hooks.ts. */
  readonly mission?: MissionHooks<X>;
}
