import type { Unit } from '../game/game-state';
import type { EnemyChoice, EnemySelector, Place } from './vocabulary';

// Which enemies a for-each's `enemies` names: a selector (`{ "unit", "in" }`), the players' pick among the
// enemies of several selectors (`{ "pick": "players", "from": [selector] }`, asked through the pending-decision
// stack by the runner), or the enemy the players chose (`{ "enemy": id }`, the runner's own form).

/** How a selector's place and unit type are read (a trigger's scope, or a place environment). */
export interface EnemyLook {
  cellsOf(place: Place): readonly number[];
  unitTypeOf(kind: string): string;
}

/** True for the players' pick of an enemy. */
export const isEnemyPick = (choice: EnemyChoice): choice is { readonly pick: 'players'; readonly from: readonly EnemySelector[] } => 'pick' in choice;

/** The enemies on the board `choice` names, in roster order, each once. */
export function enemiesNamed(units: readonly Unit[], width: number, look: EnemyLook, choice: EnemyChoice): Unit[] {
  if ('enemy' in choice) return units.filter((u) => u.id === choice.enemy && onBoardEnemy(u));
  if (isEnemyPick(choice)) {
    // A pick left to run (one enemy or none to choose from): the enemies it names.
    const named = new Set(choice.from.flatMap((selector) => enemiesNamed(units, width, look, selector)));
    return units.filter((u) => named.has(u));
  }
  const cells = choice.in === undefined ? null : new Set(look.cellsOf(choice.in));
  return units.filter(
    (u) => onBoardEnemy(u) && (choice.unit === undefined || look.unitTypeOf(u.kind) === choice.unit) && (cells === null || cells.has(u.y * width + u.x)),
  );
}

const onBoardEnemy = (unit: Unit): boolean => unit.side === 'enemies' && unit.x >= 0 && unit.y >= 0;
