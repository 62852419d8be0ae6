import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { UNREACHED } from '../../geometry/topology';
import type { SearchField } from '../../geometry/search-field';
import { ruleError, type RuleError } from '../../rules/core/errors';
import type { Slot } from '../../rules/core/ruleset';
import { unitById } from '../../rules/units/unit-status';
import { boxOf, conscious, gap, scratchMoveField, squares } from './battlefield';
import { canSee, canShoot } from './combat';
import { profileOf } from './content';
import { moveAllowance, reachAllowance } from './modifiers';
import { checkUse, listUses } from './items';
import { SEARCH } from './search';
import { checkShop, listShop, SHOP_PHASE } from './shop';
import { Moved, type HordeAction, type HordeState } from './types';

/** Listing and checking horde's actions (horde.md §5.2): `list` filters candidates through `check`, so they agree. */

const isCell = (value: unknown): value is { x: number; y: number } =>
  typeof value === 'object' && value !== null && Number.isInteger((value as { x?: unknown }).x) && Number.isInteger((value as { y?: unknown }).y);

function malformed(action: HordeAction): RuleError | null {
  const record = action as unknown as Record<string, unknown>;
  if (typeof record['unit'] !== 'string') return ruleError('malformed-action', `A ${action.type} action names its unit.`);
  if ((action.type === 'advance' || action.type === 'rush' || action.type === 'charge') && !isCell(record['to'])) return ruleError('malformed-action', `A ${action.type} names the square to move to.`);
  if ((action.type === 'charge' || action.type === 'shoot') && typeof record['target'] !== 'string') return ruleError('malformed-action', `A ${action.type} names its target.`);
  if (action.type === 'reveal' && typeof record['token'] !== 'string') return ruleError('malformed-action', 'A reveal names the search token.');
  if ((action.type === 'use' || action.type === 'buy' || action.type === 'sell' || action.type === 'give') && typeof record['item'] !== 'string') return ruleError('malformed-action', `A ${action.type} names the item.`);
  if (action.type === 'give' && typeof record['target'] !== 'string') return ruleError('malformed-action', 'A give names the hero it goes to.');
  return null;
}

/** The place a charger ends in: the cheapest anchor in base contact with the target (ties: the first in row order). */
export function chargeSpot(board: Board, field: SearchField, unit: Unit, target: Unit): { x: number; y: number; cost: number } | null {
  const size = unit.stats['size'] ?? 1;
  const t = boxOf(target);
  let best: { x: number; y: number; cost: number } | null = null;
  for (let y = Math.max(0, t.y - size); y <= Math.min(board.height - size, t.y + t.size); y++) {
    for (let x = Math.max(0, t.x - size); x <= Math.min(board.width - size, t.x + t.size); x++) {
      const cost = field.distanceAt(y * board.width + x);
      if (cost === UNREACHED || gap({ x, y, size }, t) !== 0) continue;
      if (!best || cost < best.cost) best = { x, y, cost };
    }
  }
  return best;
}

/** Why `action` is not allowed now, or null. */
export function checkHorde(state: HordeState, board: Board, action: HordeAction, slot: Slot): RuleError | null {
  const shape = malformed(action);
  if (shape) return shape;
  if (action.type === 'buy' || action.type === 'sell' || action.type === 'give') {
    if (slot.kind !== 'free' || state.turn.phase !== SHOP_PHASE) return ruleError('wrong-phase', 'The shop opens at the end of a wave.');
    return action.side === 'heroes' ? checkShop(state, action) : ruleError('not-allowed', 'Only heroes shop.');
  }
  const unit = unitById(state, action.unit);
  if (!unit || !conscious(unit)) return ruleError('unknown-unit', `There is no unit ${action.unit} able to act.`);
  if (unit.side !== action.side) return ruleError('not-allowed', `${unit.name} fights for the ${unit.side}.`);
  if (slot.kind !== 'unit' || slot.unit.id !== unit.id) return ruleError('not-activated', `${unit.name} is not the unit activated.`);
  const moved = unit.stats['moved'] ?? 0;
  const shot = unit.stats['shot'] ?? 0;
  switch (action.type) {
    case 'advance':
    case 'rush': {
      if (moved !== Moved.No || shot !== 0) return ruleError('no-budget', `${unit.name} has already moved or fought.`);
      if (action.to.x === unit.x && action.to.y === unit.y) return ruleError('out-of-range', 'Move to another square.');
      if (action.to.x < 0 || action.to.y < 0 || action.to.x >= board.width || action.to.y >= board.height) return ruleError('out-of-range', 'That square is off the table.');
      const allowance = moveAllowance(state, unit, action.type);
      const cost = scratchMoveField(state, board, unit, reachAllowance(state, unit)).distanceAt(action.to.y * board.width + action.to.x);
      // A Rush goes farther than an Advance could (a shorter one would only give up the shot).
      if (action.type === 'rush' && cost !== UNREACHED && cost <= moveAllowance(state, unit, 'advance')) return ruleError('not-allowed', 'That square is within an Advance: advance there and keep the shot.');
      return cost === UNREACHED || cost > allowance ? ruleError('out-of-range', `${unit.name} cannot reach that square with a ${allowance}-square ${action.type}.`) : null;
    }
    case 'charge': {
      if (moved !== Moved.No || shot !== 0) return ruleError('no-budget', `${unit.name} has already moved or fought.`);
      if (!profileOf(unit.kind).melee) return ruleError('not-allowed', `${unit.name} has no melee weapon.`);
      const target = unitById(state, action.target);
      if (!target || !conscious(target) || target.side === unit.side) return ruleError('unknown-target', 'Charge an enemy on the table.');
      const field = scratchMoveField(state, board, unit, moveAllowance(state, unit, 'charge'));
      const spot = chargeSpot(board, field, unit, target);
      if (!spot) return ruleError('out-of-range', `${target.name} is out of charge reach.`);
      return spot.x === action.to.x && spot.y === action.to.y ? null : ruleError('out-of-range', `A charge at ${target.name} ends at (${spot.x}, ${spot.y}).`);
    }
    case 'shoot': {
      if (shot !== 0 || moved === Moved.Rushed || moved === Moved.Charged) return ruleError('no-budget', `${unit.name} cannot shoot after a Rush, a Charge or another shot.`);
      const target = unitById(state, action.target);
      if (!target || !conscious(target) || target.side === unit.side) return ruleError('unknown-target', 'Shoot an enemy on the table.');
      return canShoot(state, board, unit, target) ? null : ruleError('out-of-range', `${target.name} is out of range or sight.`);
    }
    case 'use':
      return checkUse(state, board, unit, action);
    case 'reveal': {
      if (unit.side !== 'heroes') return ruleError('not-allowed', 'Enemies never search (§8.4).');
      if ((unit.stats['revealed'] ?? 0) !== 0) return ruleError('no-budget', `${unit.name} has revealed a token this activation.`);
      const token = state.tokens.find((t) => t.id === action.token && t.kind === SEARCH);
      if (!token) return ruleError('unknown-target', `There is no search token ${action.token}.`);
      const box = { x: token.x, y: token.y, size: 1 };
      const near = gap(boxOf(unit), box) <= squares(state, 3) + 1e-9 && canSee(state, board, boxOf(unit), box);
      return near ? null : ruleError('out-of-range', 'Reveal a token within 3" and in sight.');
    }
  }
}

/** Every action of the active unit (the slot's). */
export function listHorde(state: HordeState, board: Board, slot: Slot): HordeAction[] {
  if (slot.kind === 'free') return slot.side === 'heroes' && state.turn.phase === SHOP_PHASE ? listShop(state) : [];
  if (slot.kind !== 'unit' || !conscious(slot.unit)) return [];
  const unit = slot.unit;
  const { side, id } = unit;
  const out: HordeAction[] = [];
  const moved = unit.stats['moved'] ?? 0;
  const shot = unit.stats['shot'] ?? 0;
  const foes = state.units.filter((u) => u.side !== side && conscious(u));
  if (moved === Moved.No && shot === 0) {
    const advance = moveAllowance(state, unit, 'advance');
    const rush = moveAllowance(state, unit, 'rush');
    const field = scratchMoveField(state, board, unit, reachAllowance(state, unit));
    for (let cell = 0; cell < board.width * board.height; cell++) {
      const cost = field.distanceAt(cell);
      if (cost <= 0) continue;
      const to = { x: cell % board.width, y: Math.floor(cell / board.width) };
      if (cost <= advance) out.push({ type: 'advance', side, unit: id, to });
      else if (cost <= rush) out.push({ type: 'rush', side, unit: id, to });
    }
    if (profileOf(unit.kind).melee) {
      const charge = moveAllowance(state, unit, 'charge');
      for (const foe of foes) {
        const spot = chargeSpot(board, field, unit, foe);
        if (spot && spot.cost <= charge) out.push({ type: 'charge', side, unit: id, target: foe.id, to: { x: spot.x, y: spot.y } });
      }
    }
  }
  if (shot === 0 && moved !== Moved.Rushed && moved !== Moved.Charged) {
    for (const foe of foes) if (canShoot(state, board, unit, foe)) out.push({ type: 'shoot', side, unit: id, target: foe.id });
  }
  if (side === 'heroes' && (unit.stats['revealed'] ?? 0) === 0) {
    for (const token of state.tokens) if (token.kind === SEARCH) out.push({ type: 'reveal', side, unit: id, token: token.id });
  }
  if (side === 'heroes') out.push(...listUses(state, board, unit));
  // Moves come from the field and item uses from their own check; the rest go through `checkHorde`.
  return out.filter((action) => action.type === 'advance' || action.type === 'rush' || action.type === 'charge' || action.type === 'use' || checkHorde(state, board, action, slot) === null);
}
