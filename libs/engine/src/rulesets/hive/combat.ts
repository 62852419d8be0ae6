import type { Unit } from '../../game/game-state';
import { D6 } from '../../rules/random/dice';
import { unitById } from '../../rules/core/turn-machine';
import {
  ACID_HURT_ON,
  CHAMBER_HITS,
  CHAMBER_QUEEN_DAMAGE,
  LJ_RANGE_TILES,
  LJ_TO_HIT,
  QUEEN_CHAMBER,
  QUEEN_HURT_ON,
  valkyrieProfile,
} from './content';
import { damage, ext, spend, win } from './effects';
import { tileSize } from './hive-board';
import { cellOf, nodeOf, placedRecord, type HiveView } from './queries';
import type { HiveTx } from './types';
import { engineId } from '../../rules/core/tx';
import { entryOf, withEntry } from '../../rules/state/keyed';

/** Valkyrie attacks (§7.1, §7.2), the Queen (§7.3) and chamber special attacks (§9.4). */

export const QUEEN_TARGET = engineId('queen', 0);

/** The target's cell, or -1 when there is no such target. */
function targetCell(view: HiveView, target: string): number {
  if (target === QUEEN_TARGET) {
    const queen = view.state.ext.queen;
    return queen && queen.x >= 0 && queen.health > 0 ? cellOf(view.board, queen) : -1;
  }
  const unit = unitById(view.state, target);
  return unit && unit.side === 'enemies' && unit.health > 0 ? cellOf(view.board, unit) : -1;
}

export const carriesScientist = (view: HiveView, unit: Unit): boolean => view.state.ext.scientist?.carrier === unit.id;

/** Why `unit` may not roll `die` at all now (whatever the target), or null. */
function dieError(view: HiveView, unit: Unit, die: 'own' | 'lj'): string | null {
  if (die === 'own' && (unit.stats['attacks'] ?? 0) <= 0) return `${unit.name} has no attacks left this turn.`;
  if (die === 'lj' && (!carriesScientist(view, unit) || (unit.stats['ljUsed'] ?? 0) > 0)) return "LJ's pistol die is not available.";
  if (die !== 'own' && die !== 'lj') return 'Roll your own die or LJ\'s.';
  return null;
}

/** Why the target's `cell` is out of `unit`'s line of sight or range for `die` (`seen`: her sight), or null. */
function reachError(view: HiveView, unit: Unit, cell: number, die: 'own' | 'lj', seen: ReadonlyMap<number, number>): string | null {
  const range = seen.get(view.map.node(cell));
  if (range === undefined) return 'The target is not in a straight corridor from here (no line of sight).';
  if (die === 'lj') {
    const tiles = view.map.tileDistance(cellOf(view.board, unit), cell, tileSize(view.board));
    return tiles <= LJ_RANGE_TILES ? null : `LJ's pistol reaches ${LJ_RANGE_TILES} tiles; the target is ${tiles} away.`;
  }
  const reach = valkyrieProfile(unit.kind)?.range ?? 0;
  return range <= reach ? null : `The target is ${range} squares away; ${unit.name}'s range is ${reach}.`;
}

/** Why `unit` may not roll `die` at `target`, or null. */
export function attackError(view: HiveView, unit: Unit, target: string, die: 'own' | 'lj'): string | null {
  const refused = dieError(view, unit, die);
  if (refused !== null) return refused;
  const cell = targetCell(view, target);
  if (cell < 0) return `There is no target "${target}".`;
  return reachError(view, unit, cell, die, view.map.sight(nodeOf(view, unit)));
}

/**
 * Every target `unit` may shoot at with `die` now: the living bugs, then the Queen, each that
 * `attackError` accepts. The die and her sight are checked once, not once per bug.
 */
export function attackTargets(view: HiveView, unit: Unit, die: 'own' | 'lj'): string[] {
  if (dieError(view, unit, die) !== null) return [];
  const seen = view.map.sight(nodeOf(view, unit));
  const out: string[] = [];
  for (const u of view.state.units) {
    if (u.side === 'enemies' && u.health > 0 && reachError(view, unit, cellOf(view.board, u), die, seen) === null) out.push(u.id);
  }
  if (view.state.ext.queen) {
    const cell = targetCell(view, QUEEN_TARGET);
    if (cell >= 0 && reachError(view, unit, cell, die, seen) === null) out.push(QUEEN_TARGET);
  }
  return out;
}

export function resolveAttack(tx: HiveTx, view: HiveView, unit: Unit, target: string, die: 'own' | 'lj'): void {
  if (die === 'own') spend(tx, unit, 'attacks');
  else spend(tx, unit, 'ljUsed', -1);
  const [rolled] = tx.random.roll(D6, 1, die === 'lj' ? 'LJ pistol' : 'attack', unit.id);
  const value = rolled?.value ?? 0;
  if (target === QUEEN_TARGET) {
    const hurtOn = (unit.stats['acid'] ?? 0) > 0 ? ACID_HURT_ON : QUEEN_HURT_ON;
    if (value >= hurtOn) damageQueen(tx, view, 1, unit.id);
    else tx.emit({ type: 'missed', unit: QUEEN_TARGET, by: unit.id });
    return;
  }
  const bug = unitById(tx.state, target);
  if (!bug) return;
  const toHit = die === 'lj' ? LJ_TO_HIT : (valkyrieProfile(unit.kind)?.toHit ?? 7);
  if (value >= toHit) damage(tx, bug, 1, unit.id);
  else tx.emit({ type: 'missed', unit: bug.id, by: unit.id });
}

/** Takes health from the Queen; at 0 the game is won at once (§9.4 step 7). */
export function damageQueen(tx: HiveTx, view: HiveView, amount: number, by: string | null): void {
  const queen = tx.state.ext.queen;
  if (!queen || queen.health <= 0) return;
  const health = Math.max(0, queen.health - amount);
  tx.w.set(ext(tx), 'queen', { ...queen, health });
  tx.emit({ type: 'hit', unit: QUEEN_TARGET, by, damage: amount, health });
  if (health === 0) {
    tx.emit({ type: 'killed', unit: QUEEN_TARGET, by });
    win(tx, 'the Queen is dead', view);
  }
}

/** The title of the chamber `unit` stands in, when it may be special-attacked (§9.4 step 4). */
export function attackableChamber(view: HiveView, unit: Unit): string | null {
  const record = placedRecord(view, view.board.tileOf[cellOf(view.board, unit)] ?? -1);
  const title = record?.title ?? null;
  if (title === null || title === QUEEN_CHAMBER) return null;
  return (entryOf(view.state.ext.chamberDamage, title) ?? 0) >= CHAMBER_HITS ? null : title;
}

export function chamberAttackError(view: HiveView, unit: Unit): string | null {
  if (view.state.ext.objective !== 'kill-the-queen') return 'Special attacks belong to Kill the Queen.';
  if ((unit.stats['attacks'] ?? 0) <= 0) return `${unit.name} has no attacks left this turn.`;
  const record = placedRecord(view, view.board.tileOf[cellOf(view.board, unit)] ?? -1);
  if (record?.title === QUEEN_CHAMBER) return 'The Queen Chamber cannot be special-attacked.';
  return attackableChamber(view, unit) === null ? 'Stand inside a titled chamber that is not yet destroyed.' : null;
}

/** One automatic chamber damage, no roll (§9.4 step 4, §11 A7); the second destroys it: −4 HP to the Queen. */
export function resolveChamberAttack(tx: HiveTx, view: HiveView, unit: Unit): void {
  const title = attackableChamber(view, unit);
  if (title === null) return;
  spend(tx, unit, 'attacks');
  const hits = (entryOf(tx.state.ext.chamberDamage, title) ?? 0) + 1;
  tx.w.set(ext(tx), 'chamberDamage', withEntry(tx.state.ext.chamberDamage, title, hits));
  tx.emit({ type: 'message', text: hits >= CHAMBER_HITS ? `${title} is destroyed.` : `${title} is damaged.` });
  if (hits >= CHAMBER_HITS) damageQueen(tx, view, CHAMBER_QUEEN_DAMAGE, unit.id);
}
