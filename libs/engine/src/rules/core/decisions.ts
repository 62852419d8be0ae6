import type { GameState, Side } from '../../game/game-state';
import type { Json } from '../state/canonical-hash';
import type { DecisionOption, PendingDecision } from './decision-state';
import type { Tx } from './tx';

// The pending-decision stack (`GameState.decisions`): "the players choose" in the middle of a resolution.
// Opening one stops the turn machine (`settle`); the side it names answers with a `choose` action, which
// pops it and hands the chosen option to its owner to resume. Absent from a state that never had one.

/** The decision to answer now (the newest), or undefined. */
export function pendingDecision(state: Pick<GameState, 'decisions'>): PendingDecision | undefined {
  const stack = state.decisions;
  return stack && stack.length > 0 ? stack[stack.length - 1] : undefined;
}

/** What a ruleset or the mission runner asks the players. */
export interface DecisionRequest {
  readonly side: Side;
  readonly kind: string;
  readonly prompt: string;
  readonly options: readonly DecisionOption[];
  readonly owner: PendingDecision['owner'];
  readonly resume: Json;
}

/**
 * Pushes a decision and tells the view. A request with no options opens nothing (there is nothing to
 * choose) and returns null; the caller goes on as if none were asked.
 */
export function openDecision(tx: Tx, request: DecisionRequest): PendingDecision | null {
  if (request.options.length === 0) return null;
  const decision: PendingDecision = { id: tx.newId('decision'), ...request, options: request.options.map((o) => ({ ...o })) };
  if (!tx.state.decisions) tx.w.set(tx.state, 'decisions', []);
  tx.w.push(tx.state.decisions as readonly PendingDecision[], decision);
  tx.emit({ type: 'decision-opened', decision: decision.id, side: decision.side, kind: decision.kind, prompt: decision.prompt, options: decision.options.map((o) => ({ id: o.id, label: o.label })) });
  return decision;
}

/** Pops the newest decision once answered, telling the view what was chosen. */
export function closeDecision(tx: Tx, decision: PendingDecision, option: DecisionOption): void {
  const stack = tx.state.decisions;
  if (!stack || stack[stack.length - 1] !== decision) return;
  tx.w.pop(stack);
  tx.emit({ type: 'decision-made', decision: decision.id, side: decision.side, option: option.id, label: option.label });
}
