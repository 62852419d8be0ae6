import type { Unit } from '../../game/game-state';
import { ruleError, type RuleError } from '../../rules/core/errors';
import { actorPaying, isError, payCost } from './actor';
import { neighbours8, touches } from './adjacency';
import { chebyshev, isBlip, isBug, isTrooper, squareOf, unitAt } from './board-state';
import { COST, RULES, Weapon } from './content';
import type { Ctx, Read } from './context';
import { destroyDoor } from './doors';
import { killUnit, setStat, unitOnBoard } from './effects';
import { possibleImpacts, routeLength, UNREACHED } from './missile-route';
import type { BoardingAction, BoardingState } from './types';
import type { Board } from '../../board/board';
import { closeWindow, openWindow, SURPLUS } from './windows';

type Fire = Extract<BoardingAction, { type: 'fire-missile' }>;
type Assign = Extract<BoardingAction, { type: 'assign-surplus' }>;

/** §7.5 step 2: a bug or blip whose route is at most 18 steps; no LOS needed. */
export function checkMissile(read: Read, action: Fire): RuleError | null {
  const actor = actorPaying(read, action.unit, COST.missile);
  if (isError(actor)) return actor;
  const { unit } = actor;
  if (unit.stats['weapon'] !== Weapon.Missile) return ruleError('not-allowed', `${unit.name} has no missile launcher.`);
  if ((unit.stats['ammo'] ?? 0) < 1) return ruleError('no-budget', 'The launcher is empty: reload.');
  const target = unitOnBoard(read.state, action.target);
  if (!target || !(isBug(target) || isBlip(target))) return ruleError('unknown-target', 'Missiles are fired at bugs or blips.');
  const length = routeLength(read.board, unit, target);
  if (length === UNREACHED || length > RULES.missileRange) return ruleError('out-of-range', 'The target is more than 18 squares away by the missile’s route.');
  return null;
}

export function resolveMissile(c: Ctx, action: Fire): void {
  const unit = c.state.units.find((u) => u.id === action.unit) as Unit;
  const target = unitOnBoard(c.state, action.target) as Unit;
  payCost(c, unit, COST.missile);
  setStat(c, unit, 'ammo', (unit.stats['ammo'] ?? 0) - 1);
  const impacts = possibleImpacts(c.state, c.board, unit, target);
  const impact = impacts.length > 1 ? c.tx.random.pick(impacts) : impacts[0];
  if (!impact) return;
  const struck = impact.kind === 'unit' ? unitOnBoard(c.state, impact.unit) : undefined;
  const needs = struck && !isTrooper(struck) ? RULES.missileBug : RULES.missileHard;
  const dice = c.roll(RULES.missileDice, 'missile', unit.id);
  const kills = dice.filter((d) => d >= needs).length;
  const at = squareOf(c.board, impact.cell);
  c.tx.emit({ type: 'message', text: `The missile strikes ${struck ? struck.name : 'a door'} at ${at.x},${at.y}: ${kills} kill(s).` });
  if (kills === 0) {
    if (struck) c.tx.emit({ type: 'missed', unit: struck.id, by: unit.id });
    return;
  }
  if (impact.kind === 'door') destroyDoor(c, impact.door, 'ranged');
  else if (struck) killUnit(c, struck, unit.id);
  const left = kills - 1;
  if (left > 0 && surplusTargets(c.state, c.board, unit, impact.cell).length > 0) {
    c.tx.w.set(c.state.ext, 'surplus', { unit: unit.id, impact: impact.cell, left });
    openWindow(c.tx, 'heroes', SURPLUS, unit.id);
  }
}

/** §7.5 step 6: bugs and blips next to the impact square, touching it, within 18 of the firer. */
export function surplusTargets(state: BoardingState, board: Board, firer: Unit, impact: number): Unit[] {
  const from = squareOf(board, impact);
  const out: Unit[] = [];
  for (const square of neighbours8(from)) {
    const unit = unitAt(state, square.x, square.y);
    if (!unit || !(isBug(unit) || isBlip(unit))) continue;
    if (chebyshev(firer, square) > RULES.missileRange || !touches(state, board, from, square)) continue;
    out.push(unit);
  }
  return out;
}

export function checkSurplus(read: Read, action: Assign): RuleError | null {
  const surplus = read.state.ext.surplus;
  if (read.slot.kind !== 'reaction' || read.slot.window.kind !== SURPLUS || !surplus) return ruleError('wrong-phase', 'No surplus kills to assign.');
  const firer = read.state.units.find((u) => u.id === surplus.unit);
  const targets = firer ? surplusTargets(read.state, read.board, firer, surplus.impact) : [];
  return targets.some((t) => t.id === action.target) ? null : ruleError('unknown-target', 'Not a bug or blip next to the impact.');
}

export function resolveSurplus(c: Ctx, action: Assign): void {
  const surplus = c.state.ext.surplus;
  const target = unitOnBoard(c.state, action.target);
  if (!surplus || !target) return;
  killUnit(c, target, surplus.unit);
  const left = surplus.left - 1;
  c.tx.w.set(c.state.ext, 'surplus', { ...surplus, left });
  const firer = c.state.units.find((u) => u.id === surplus.unit);
  if (left < 1 || !firer || surplusTargets(c.state, c.board, firer, surplus.impact).length === 0) closeWindow(c.tx);
}
