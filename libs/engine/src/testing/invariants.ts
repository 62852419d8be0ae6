import { entriesOf } from '../rules/state/keyed';
import { cellAt, type Board } from '../board/board';
import { CellKind } from '../board/cell-kind';
import type { GameState } from '../game/game-state';
import { isDead } from '../rules/units/unit-status';

/** What no sequence of legal actions may produce; returns the broken rules (empty when valid). */
export function invariantViolations(board: Board, state: GameState): string[] {
  const problems: string[] = [];
  const taken = new Set<string>();
  for (const unit of state.units) {
    if (isDead(unit)) {
      // Kept, never spliced out: dead units hold no square, no health and no place in the turn.
      if (unit.health !== 0 || unit.x >= 0 || unit.y >= 0) problems.push(`dead ${unit.id} still has health ${unit.health} at ${unit.x},${unit.y}`);
      if (state.turn.actor === unit.id && state.turn.reaction === null && state.status.kind === 'playing') problems.push(`dead ${unit.id} is the active unit`);
      continue;
    }
    if (unit.health <= 0) problems.push(`${unit.id} has health ${unit.health}`);
    if (unit.x < 0 && unit.y < 0) continue; // off the board
    if (cellAt(board, unit.x, unit.y) !== CellKind.Floor) problems.push(`${unit.id} stands in a ${cellAt(board, unit.x, unit.y)} cell at ${unit.x},${unit.y}`);
    const key = `${unit.x},${unit.y}`;
    if (taken.has(key)) problems.push(`two units share ${key}`);
    taken.add(key);
    for (const [stat, value] of Object.entries(unit.stats)) if (value < 0) problems.push(`${unit.id} has ${stat} ${value}`);
  }
  const ids = new Set(state.units.map((u) => u.id));
  if (ids.size !== state.units.length) problems.push('two units share an id');
  if (state.turn.actor !== null && !ids.has(state.turn.actor)) problems.push(`the active unit ${state.turn.actor} is gone`);
  for (const [door, record] of entriesOf(state.doors)) {
    if (record.health !== undefined && (record.health < 0 || (record.health === 0) !== (record.state === 'destroyed'))) problems.push(`door ${door} has health ${record.health} while ${record.state}`);
  }
  for (const deck of Object.values(state.decks)) {
    if (deck.drawPile.length + deck.discard.length + deck.removed.length > 64) problems.push(`deck ${deck.id} grew`);
  }
  return problems;
}
