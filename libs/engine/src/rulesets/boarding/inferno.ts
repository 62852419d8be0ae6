import { doorLetsThrough } from '../../rules/doors/doors';
import type { Unit } from '../../game/game-state';
import { ruleError, type RuleError } from '../../rules/core/errors';
import { engineId } from '../../rules/core/tx';
import { actorPaying, isError, payCost } from './actor';
import { cellOf, chebyshev, directionTo, edgeOf, isFloor, isTrooper, onBoard, squareOf, unitAt } from './board-state';
import { COST, RULES, Weapon } from './content';
import type { Ctx, Read } from './context';
import { killUnit, setStat } from './effects';
import { trooperSees } from './sight';
import type { BoardingAction, Square } from './types';

type Fire = Extract<BoardingAction, { type: 'fire-inferno' }>;
type Chain = Extract<BoardingAction, { type: 'inferno-chain' }>;

const validSquare = (at: unknown): at is Square =>
  typeof at === 'object' && at !== null && Number.isInteger((at as Square).x) && Number.isInteger((at as Square).y);

/** §7.4 step 2: the first marker, within 12 squares and in LOS, not on the firer. */
export function checkInferno(read: Read, action: Fire): RuleError | null {
  const actor = actorPaying(read, action.unit, COST.inferno);
  if (isError(actor)) return actor;
  const { unit } = actor;
  if (unit.stats['weapon'] !== Weapon.Inferno) return ruleError('not-allowed', `${unit.name} has no inferno cannon.`);
  if ((unit.stats['ammo'] ?? 0) < 1) return ruleError('no-budget', 'The inferno cannon is empty: reload.');
  if (!validSquare(action.at) || !isFloor(read.board, action.at.x, action.at.y)) return ruleError('blocked', 'Markers go on floor squares.');
  if (action.at.x === unit.x && action.at.y === unit.y) return ruleError('not-allowed', 'Not on the firer’s own square.');
  if (read.state.ext.inferno.includes(cellOf(read.board, action.at))) return ruleError('not-allowed', 'That square already burns.');
  if (chebyshev(unit, action.at) > RULES.infernoRange) return ruleError('out-of-range', 'The first marker must be within 12 squares.');
  if (!trooperSees(read.board, read.grid, unit, action.at, RULES.infernoRange)) return ruleError('no-line-of-sight', 'The first marker needs line of sight.');
  return null;
}

/** §7.4 step 3: each further marker orthogonally next to the last, through no wall or closed door, within 12. */
export function checkChain(read: Read, action: Chain): RuleError | null {
  const chain = read.state.ext.chain;
  const unit = read.state.units.find((u) => u.id === action.unit);
  if (!unit || !chain || chain.unit !== unit.id || chain.left < 1) return ruleError('not-allowed', 'No inferno chain is being placed.');
  const actor = actorPaying(read, action.unit, 0);
  if (isError(actor)) return actor;
  if (!validSquare(action.at) || !isFloor(read.board, action.at.x, action.at.y)) return ruleError('blocked', 'Markers go on floor squares.');
  const last = squareOf(read.board, chain.last);
  const d = directionTo(last, action.at);
  if (d < 0) return ruleError('out-of-range', 'The chain goes on orthogonally from the last marker.');
  const edge = edgeOf(read.board, last, d);
  if (edge.wall || (edge.door >= 0 && !doorLetsThrough(read.state, read.board.doors[edge.door]?.id ?? ''))) {
    return ruleError('blocked', 'The chain cannot pass walls or closed doors.');
  }
  if (action.at.x === unit.x && action.at.y === unit.y) return ruleError('not-allowed', 'Not on the firer’s own square.');
  if (read.state.ext.inferno.includes(cellOf(read.board, action.at))) return ruleError('not-allowed', 'That square already burns.');
  if (chebyshev(unit, action.at) > RULES.infernoRange) return ruleError('out-of-range', 'Every marker must be within 12 squares of the firer.');
  return null;
}

export function resolveInferno(c: Ctx, action: Fire): void {
  const unit = c.state.units.find((u) => u.id === action.unit) as Unit;
  payCost(c, unit, COST.inferno);
  setStat(c, unit, 'ammo', (unit.stats['ammo'] ?? 0) - 1);
  const cell = cellOf(c.board, action.at);
  c.tx.w.set(c.state.ext, 'chain', { unit: unit.id, last: cell, left: RULES.infernoChain });
  mark(c, unit, cell);
}

export function resolveChain(c: Ctx, action: Chain): void {
  const chain = c.state.ext.chain;
  const unit = c.state.units.find((u) => u.id === action.unit) as Unit;
  const cell = cellOf(c.board, action.at);
  c.tx.w.set(c.state.ext, 'chain', chain && chain.left > 1 ? { unit: chain.unit, last: cell, left: chain.left - 1 } : null);
  mark(c, unit, cell);
}

function mark(c: Ctx, firer: Unit, cell: number): void {
  c.tx.w.push(c.state.ext.inferno, cell);
  const at = squareOf(c.board, cell);
  c.tx.emit({ type: 'token-placed', token: engineId('inferno', cell), kind: 'inferno', x: at.x, y: at.y });
  const victim = unitAt(c.state, at.x, at.y);
  if (victim) burn(c, victim, firer.id);
}

/** §7.4 step 4: bugs and blips die on 2+, troopers on 4+. */
function burn(c: Ctx, victim: Unit, by: string | null): void {
  const [die = 0] = c.roll(1, 'inferno', by);
  if (die >= (isTrooper(victim) ? RULES.infernoTrooper : RULES.infernoBug)) killUnit(c, victim, by);
  else c.tx.emit({ type: 'missed', unit: victim.id, by });
}

/** §6.1 (Proposed): a model entering a marked square is rolled against at once. */
export function burnEntering(c: Ctx, unit: Unit): void {
  if (!onBoard(unit) || !c.state.ext.inferno.includes(cellOf(c.board, unit))) return;
  burn(c, unit, null);
}

/** §4.1 step 1: all markers go at the start of the human turn. */
export function clearInferno(c: Ctx): void {
  for (const cell of c.state.ext.inferno) c.tx.emit({ type: 'token-removed', token: engineId('inferno', cell) });
  c.tx.w.set(c.state.ext, 'inferno', []);
}
