import type { ReactionWindow, Side } from '../../game/game-state';
import type { BoardingTx } from './types';

/**
 * Reaction windows (§4.2 step 3, §7.5, §7.8, §8.4). Only one is open at a time; one that interrupts
 * another (a conversion during the humans' interrupt) goes first and the other waits in
 * `ext.stacked`, reopened when the first closes.
 */
export const INTERRUPT = 'interrupt';
export const FACE = 'face';
export const DEPLOY = 'deploy';
export const SURPLUS = 'surplus';

/** Opens a window now; one already open waits until this one closes. */
export function openWindow(tx: BoardingTx, side: Side, kind: string, trigger: string | null): void {
  const open = tx.state.turn.reaction;
  if (open) tx.w.set(tx.state.ext, 'stacked', [{ ...open }, ...tx.state.ext.stacked]);
  tx.openReaction(side, kind, trigger);
}

/** Opens a window after every one already open or waiting. */
export function queueWindow(tx: BoardingTx, side: Side, kind: string, trigger: string | null): void {
  if (!tx.state.turn.reaction) {
    tx.openReaction(side, kind, trigger);
    return;
  }
  tx.w.set(tx.state.ext, 'stacked', [...tx.state.ext.stacked, { side, kind, trigger }]);
}

/** What a window leaves behind when it closes, and the next waiting window. */
export function afterWindow(tx: BoardingTx, window: ReactionWindow): void {
  const { ext } = tx.state;
  if (window.kind === INTERRUPT) {
    tx.w.set(ext, 'overwatchFired', []);
    tx.w.set(ext, 'streak', null);
    tx.w.set(ext, 'burst', null);
    tx.w.set(ext, 'chain', null);
  }
  if (window.kind === FACE) tx.w.set(ext, 'face', null);
  if (window.kind === SURPLUS) tx.w.set(ext, 'surplus', null);
  if (window.kind === DEPLOY && ext.deployments.length > 0) tx.w.set(ext, 'deployments', []);
  const [next, ...rest] = ext.stacked;
  if (next) {
    tx.w.set(ext, 'stacked', rest);
    tx.openReaction(next.side, next.kind, next.trigger);
  }
}

/** Closes the open window from inside the ruleset (its work is done), like the core's `pass`. */
export function closeWindow(tx: BoardingTx): void {
  const window = tx.state.turn.reaction;
  if (!window) return;
  tx.w.set(tx.state.turn, 'reaction', null);
  tx.emit({ type: 'reaction-closed', side: window.side, kind: window.kind });
  afterWindow(tx, window);
}
