import type { Unit } from '../../game/game-state';
import { removeToken } from '../../rules/hidden/hidden-token';
import { ruleError, type RuleError } from '../../rules/core/errors';
import type { Slot } from '../../rules/core/ruleset';
import { cellOf, isBlip, isTrooper, onBoard } from './board-state';
import { CP } from './content';
import type { Ctx } from './context';
import type { BoardingState } from './types';
import { writable } from './types';
import { INTERRUPT } from './windows';
import { isUnkillable } from '../../mission/unit-flags';
import { isActive, markDead } from '../../rules/units/unit-status';

/** Kills a model (§7): it stays in `units`, dead and off the board: a blip dies whole with its hidden bugs; a carrier drops the objective. */
export function killUnit(c: Ctx, unit: Unit, by: string | null): void {
  const { tx, state } = c;
  if (!isActive(unit)) return;
  // A mission may make a model unkillable ("unit-flag"): the blow lands, the model stays.
  if (isUnkillable(unit)) {
    tx.emit({ type: 'message', text: `${unit.name} shrugs the blow off.` });
    return;
  }
  const objective = state.ext.objective;
  if (objective && objective.carrier === unit.id) {
    tx.w.set(state.ext, 'objective', { cell: cellOf(c.board, unit), carrier: null });
    tx.emit({ type: 'message', text: `${unit.name} drops the objective.` });
  }
  const at = { x: unit.x, y: unit.y };
  markDead(tx, unit);
  if (isBlip(unit)) removeToken(tx, unit.id);
  tx.emit({ type: 'killed', unit: unit.id, by, at });
}

/** How an action's cost is paid in a slot (§5.3): the active model's AP, then (troopers) command points. */
export type Payment = { readonly ap: number; readonly cp: number };

export function paymentFor(state: BoardingState, slot: Slot, unit: Unit, cost: number): Payment | RuleError {
  const cp = state.counters[CP] ?? 0;
  if (slot.kind === 'reaction') {
    if (slot.window.kind !== INTERRUPT || !isTrooper(unit)) return ruleError('wrong-phase', 'Only command points can buy actions now.');
    if (cost > cp) return ruleError('no-budget', `That needs ${cost} command point(s); ${cp} left.`);
    return { ap: 0, cp: cost };
  }
  if (slot.kind !== 'unit') return ruleError('not-activated', `${unit.name} is not the active model.`);
  if (slot.unit.id !== unit.id) {
    // §5.3: another trooper acts in the active trooper's slot on command points alone.
    if (!isTrooper(slot.unit) || !isTrooper(unit)) return ruleError('not-activated', `${unit.name} is not the active model.`);
    if (cost > cp) return ruleError('no-budget', `That needs ${cost} command point(s); ${cp} left.`);
    return { ap: 0, cp: cost };
  }
  const ap = unit.stats['ap'] ?? 0;
  const fromAp = Math.min(ap, cost);
  const rest = cost - fromAp;
  if (rest > 0 && (!isTrooper(unit) || rest > cp)) {
    return ruleError('no-budget', `${unit.name} has ${ap} AP${isTrooper(unit) ? ` and the humans ${cp} CP` : ''}; this costs ${cost}.`);
  }
  return { ap: fromAp, cp: rest };
}

export function pay(c: Ctx, unit: Unit, payment: Payment): void {
  if (payment.ap > 0) c.tx.w.set(writable(unit), 'ap', (unit.stats['ap'] ?? 0) - payment.ap);
  if (payment.cp > 0) c.tx.addCounter(CP, -payment.cp);
}

/** Looks up a unit by id among those on the board. */
export function unitOnBoard(state: BoardingState, id: string): Unit | undefined {
  const unit = state.units.find((u) => u.id === id);
  return unit && onBoard(unit) ? unit : undefined;
}

export function setStat(c: Ctx, unit: Unit, stat: string, value: number): void {
  c.tx.w.set(writable(unit), stat, value);
}
