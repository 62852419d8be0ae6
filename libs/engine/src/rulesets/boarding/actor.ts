import { isActive } from '../../rules/units/unit-status';
import type { Unit } from '../../game/game-state';
import { ruleError, type RuleError } from '../../rules/core/errors';
import { isTrooper, onBoard } from './board-state';
import type { Ctx, Read } from './context';
import { pay, paymentFor, type Payment } from './effects';
import { INTERRUPT } from './windows';

/**
 * Who may take a model's action now: the active model in its activation, or (§5.3: command points
 * are spent "at any time during either side's turn") any other trooper on the board, paid with
 * command points only — in another trooper's activation or in the humans' interrupt window.
 */
export function actorOf(read: Read, id: string): Unit | RuleError {
  const { slot, state } = read;
  const unit = state.units.find((u) => u.id === id);
  if (!unit) return ruleError('unknown-unit', `There is no model ${String(id)}.`);
  if (!isActive(unit)) return ruleError('not-allowed', `${unit.name} is out of play (${unit.status}).`);
  if (slot.kind === 'unit') {
    if (slot.unit.id === unit.id) return unit;
    if (isTrooper(slot.unit) && isTrooper(unit) && onBoard(unit)) return unit;
    return ruleError('not-activated', `${unit.name} is not the active model.`);
  }
  if (slot.kind === 'reaction' && slot.window.kind === INTERRUPT && isTrooper(unit) && onBoard(unit)) return unit;
  return ruleError('wrong-phase', `${unit.name} cannot act now.`);
}

export const isError = (value: object): value is RuleError => 'code' in value && 'message' in value;

/** The acting model and how it pays `cost`, or why it cannot. */
export function actorPaying(read: Read, id: string, cost: number): { unit: Unit; payment: Payment } | RuleError {
  const unit = actorOf(read, id);
  if (isError(unit)) return unit;
  const payment = paymentFor(read.state, read.slot, unit, cost);
  if (isError(payment)) return payment;
  return { unit, payment };
}

/** Charges `cost` the way the slot the action was taken in pays it (the check accepted it beforehand). */
export function payCost(c: Ctx, unit: Unit, cost: number): void {
  if (!c.slot) return;
  const payment = paymentFor(c.state, c.slot, unit, cost);
  if (!isError(payment)) pay(c, unit, payment);
}
