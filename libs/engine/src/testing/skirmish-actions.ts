import { doorLetsThrough } from '../rules/doors/doors';
import type { Board } from '../board/board';
import { DIRECTIONS, STEP } from '../board/direction';
import type { GameState, Side, Unit } from '../game/game-state';
import { ruleError, type RuleError } from '../rules/core/errors';
import type { Slot } from '../rules/core/ruleset';
import { unitById } from '../rules/core/turn-machine';
import { canStep, directionTo, doorAt, inReach, unitAt } from './skirmish-board';
import type { SkirmishExt } from './skirmish-effects';

/** The test ruleset's own actions. */
export type SkirmishAction =
  | { readonly type: 'move'; readonly side: Side; readonly unit: string; readonly to: { readonly x: number; readonly y: number } }
  | { readonly type: 'attack'; readonly side: Side; readonly unit: string; readonly target: string }
  | { readonly type: 'open-door'; readonly side: Side; readonly unit: string; readonly door: string }
  | { readonly type: 'search'; readonly side: Side; readonly unit: string; readonly token: string }
  | { readonly type: 'guard'; readonly side: Side; readonly unit: string }
  /** Reaction: a guarding hero (or one paid for with a command point) shoots the unit that triggered the window. */
  | { readonly type: 'shoot'; readonly side: Side; readonly unit: string; readonly target: string };

export const SKIRMISH_ACTION_TYPES: ReadonlySet<string> = new Set(['move', 'attack', 'open-door', 'search', 'guard', 'shoot']);

type State = GameState<SkirmishExt>;

const isCell = (value: unknown): value is { x: number; y: number } =>
  typeof value === 'object' && value !== null && Number.isInteger((value as { x?: unknown }).x) && Number.isInteger((value as { y?: unknown }).y);

function malformed(action: SkirmishAction): RuleError | null {
  const record = action as unknown as Record<string, unknown>;
  if (typeof record['unit'] !== 'string') return ruleError('malformed-action', `A ${action.type} action names its unit.`);
  if (action.type === 'move' && !isCell(record['to'])) return ruleError('malformed-action', 'A move names the square to move to.');
  if ((action.type === 'attack' || action.type === 'shoot') && typeof record['target'] !== 'string') {
    return ruleError('malformed-action', `A ${action.type} names its target.`);
  }
  if (action.type === 'open-door' && typeof record['door'] !== 'string') return ruleError('malformed-action', 'Name the door to open.');
  if (action.type === 'search' && typeof record['token'] !== 'string') return ruleError('malformed-action', 'Name the token to search.');
  return null;
}

/** Who may act in this slot, and whether `unit` is that one. */
function slotError(state: State, action: SkirmishAction, unit: Unit, slot: Slot, commandPoints: boolean): RuleError | null {
  if (unit.side !== action.side) return ruleError('not-allowed', `${unit.name} fights for the ${unit.side}.`);
  if (slot.kind === 'reaction') {
    if (action.type !== 'shoot') return ruleError('wrong-phase', 'Only a reaction shot is allowed now.');
    const paid = unit.stats['guard'] === 1 || (commandPoints && (state.counters['cp'] ?? 0) > 0);
    return paid ? null : ruleError('no-budget', `${unit.name} is not on guard and there is no command point to spend.`);
  }
  if (action.type === 'shoot') return ruleError('wrong-phase', 'Shots on guard are reactions to an enemy move.');
  if (slot.kind === 'unit' && slot.unit.id !== unit.id) return ruleError('not-activated', `${slot.unit.name} is the unit activated.`);
  return null;
}

export function checkSkirmish(state: State, board: Board, action: SkirmishAction, slot: Slot, commandPoints: boolean): RuleError | null {
  const shape = malformed(action);
  if (shape) return shape;
  const unit = unitById(state, action.unit);
  if (!unit) return ruleError('unknown-unit', `There is no unit ${action.unit}.`);
  const wrongSlot = slotError(state, action, unit, slot, commandPoints);
  if (wrongSlot) return wrongSlot;
  const moves = unit.stats['moves'] ?? 0;
  const attacks = unit.stats['attacks'] ?? 0;
  switch (action.type) {
    case 'move': {
      if (moves <= 0) return ruleError('no-budget', `${unit.name} has no moves left.`);
      const side = directionTo(unit.x, unit.y, action.to.x, action.to.y);
      if (!side) return ruleError('out-of-range', 'Move one square north, east, south or west.');
      if (!canStep(board, state, unit.x, unit.y, side)) return ruleError('blocked', `Something blocks the way ${side}.`);
      if (unitAt(state, action.to.x, action.to.y)) return ruleError('occupied', 'That square is taken.');
      return null;
    }
    case 'attack':
    case 'shoot': {
      if (action.type === 'attack' && attacks <= 0) return ruleError('no-budget', `${unit.name} has no attacks left.`);
      const target = unitById(state, action.target);
      if (!target) return ruleError('unknown-target', `There is no unit ${action.target}.`);
      if (target.side === unit.side) return ruleError('not-allowed', 'Attack the other side.');
      if (slot.kind === 'reaction' && slot.window.trigger !== target.id) return ruleError('not-allowed', 'Shoot at the unit that moved.');
      return inReach(board, state, unit, target) ? null : ruleError('out-of-range', `${target.name} is not next to ${unit.name}.`);
    }
    case 'open-door': {
      if (moves <= 0) return ruleError('no-budget', `${unit.name} has no moves left.`);
      const side = DIRECTIONS.find((d) => doorAt(board, unit.x, unit.y, d)?.id === action.door);
      if (!side) return ruleError('out-of-range', `Door ${action.door} is not beside ${unit.name}.`);
      return doorLetsThrough(state, action.door) ? ruleError('not-allowed', 'That door is already open.') : null;
    }
    case 'search': {
      if (unit.side !== 'heroes') return ruleError('not-allowed', 'Only heroes search.');
      if (moves <= 0) return ruleError('no-budget', `${unit.name} has no moves left.`);
      const token = state.tokens.find((t) => t.id === action.token && t.kind === 'search');
      if (!token) return ruleError('unknown-target', `There is no search token ${action.token}.`);
      const here = token.x === unit.x && token.y === unit.y;
      const side = directionTo(unit.x, unit.y, token.x, token.y);
      return here || (side && canStep(board, state, unit.x, unit.y, side)) ? null : ruleError('out-of-range', 'Stand on or beside the token.');
    }
    case 'guard':
      if (unit.side !== 'heroes') return ruleError('not-allowed', 'Only heroes stand guard.');
      return attacks > 0 ? null : ruleError('no-budget', `${unit.name} has already attacked.`);
  }
}

/** Every action the slot allows: candidates filtered through `checkSkirmish`, so the two always agree. */
export function listSkirmish(state: State, board: Board, slot: Slot, commandPoints: boolean): SkirmishAction[] {
  const actors =
    slot.kind === 'unit'
      ? [slot.unit]
      : state.units.filter((u) => u.side === (slot.kind === 'free' ? slot.side : slot.window.side));
  const candidates: SkirmishAction[] = [];
  for (const unit of actors) {
    const { side, id } = unit;
    if (slot.kind === 'reaction') {
      if (slot.window.trigger) candidates.push({ type: 'shoot', side, unit: id, target: slot.window.trigger });
      continue;
    }
    for (const d of DIRECTIONS) {
      const x = unit.x + STEP[d].dx;
      const y = unit.y + STEP[d].dy;
      candidates.push({ type: 'move', side, unit: id, to: { x, y } });
      const door = doorAt(board, unit.x, unit.y, d);
      if (door) candidates.push({ type: 'open-door', side, unit: id, door: door.id });
      const other = unitAt(state, x, y);
      if (other && other.side !== side) candidates.push({ type: 'attack', side, unit: id, target: other.id });
    }
    for (const token of state.tokens) {
      if (token.kind === 'search' && Math.abs(token.x - unit.x) + Math.abs(token.y - unit.y) <= 1) {
        candidates.push({ type: 'search', side, unit: id, token: token.id });
      }
    }
    candidates.push({ type: 'guard', side, unit: id });
  }
  return candidates.filter((action) => checkSkirmish(state, board, action, slot, commandPoints) === null);
}
