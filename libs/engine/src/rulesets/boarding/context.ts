import type { Board } from '../../board/board';
import type { Slot } from '../../rules/core/ruleset';
import { currentSlot } from '../../rules/core/turn-machine';
import { D6 } from '../../rules/random/dice';
import type { GridState } from '../../geometry/grid';
import { gridState } from './board-state';
import type { BoardingState, BoardingTx } from './types';

/**
 * Where the ruleset's d6s come from. Play always uses `stateDice` (the state's generator, with a
 * dice-rolled event showing the faces); tests may load the dice with a script to replay the §12
 * cases' exact rolls.
 */
export type DiceSource = (tx: BoardingTx, count: number, purpose: string, by: string | null) => number[];

export const stateDice: DiceSource = (tx, count, purpose, by) => tx.random.roll(D6, count, purpose, by).map((die) => die.value);

/** What a check reads: the state, the board, doors and occupancy as geometry wants them, and the slot. */
export interface Read {
  readonly state: BoardingState;
  readonly board: Board;
  readonly grid: GridState;
  readonly slot: Slot;
}

export function readOf(state: BoardingState, board: Board, slot: Slot): Read {
  return { state, board, grid: gridState(state, board), slot };
}

/** A resolution in progress: the transaction and the dice. */
export interface Ctx {
  readonly tx: BoardingTx;
  readonly state: BoardingState;
  readonly board: Board;
  readonly roll: (count: number, purpose: string, by: string | null) => number[];
  /** The slot the action was taken in (unit activation or reaction window). */
  readonly slot: Slot | null;
  /** Set by a move or turn of a bug (§7.7 step 2: what overwatch reacts to). */
  moved: string | null;
}

export function ctxOf(tx: BoardingTx, dice: DiceSource): Ctx {
  return {
    tx,
    state: tx.state,
    board: tx.board,
    roll: (count, purpose, by) => dice(tx, count, purpose, by),
    slot: currentSlot(tx.state),
    moved: null,
  };
}

/** The geometry view of the state now (recomputed: units and doors change during a resolution). */
export const gridNow = (c: Ctx): GridState => gridState(c.state, c.board);
