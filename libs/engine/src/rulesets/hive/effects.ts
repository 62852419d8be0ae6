import { isActive, markDead } from '../../rules/units/unit-status';
import type { Unit } from '../../game/game-state';
import { BUGS, type BugKind } from './content';
import { isUnkillable } from '../../mission/unit-flags';
import { cellOf, cellXY, type HiveView } from './queries';
import type { HiveExt, HiveTx } from './types';
import { loseAllItems } from '../../rules/heroes/hero-sheet';

/** Changes shared by the actions and the phases. Every write goes through `tx.w`. */

const stats = (unit: Unit) => unit.stats as Record<string, number>;
export const ext = (tx: HiveTx) => tx.state.ext as { -readonly [K in keyof HiveExt]: HiveExt[K] };

export function spend(tx: HiveTx, unit: Unit, stat: string, amount = 1): void {
  tx.w.set(stats(unit), stat, (unit.stats[stat] ?? 0) - amount);
}

export function setStat(tx: HiveTx, unit: Unit, stat: string, value: number): void {
  tx.w.set(stats(unit), stat, value);
}

export function moveUnit(tx: HiveTx, unit: Unit, cell: number, view: HiveView, path: readonly { x: number; y: number }[]): void {
  const to = cellXY(view.board, cell);
  tx.w.set(unit, 'x', to.x);
  tx.w.set(unit, 'y', to.y);
  tx.emit({ type: 'moved', unit: unit.id, path: [...path.slice(0, -1), to] });
  const lj = tx.state.ext.scientist;
  if (lj && lj.carrier === unit.id) {
    tx.w.set(ext(tx), 'scientist', { x: to.x, y: to.y, carrier: unit.id });
    if (view.map.inHub(cell) && !tx.state.ext.scientistHome) {
      tx.w.set(ext(tx), 'scientistHome', true);
      tx.emit({ type: 'message', text: 'LJ has reached the starting tile: the rescue can no longer fail.' });
    }
  }
}

/** Takes health; a figure at 0 is dead (kept, off the board: a Valkyrie drops LJ where she stood, §7.4; her items are lost, §5). */
export function damage(tx: HiveTx, target: Unit, amount: number, by: string | null): void {
  if (!isActive(target)) return; // the dead take no more wounds
  // A mission may make a figure unkillable ("unit-flag"): it is hurt down to 1, never removed.
  const health = Math.max(isUnkillable(target) ? Math.min(1, target.health) : 0, target.health - amount);
  tx.w.set(target, 'health', health);
  tx.emit({ type: 'hit', unit: target.id, by, damage: amount, health });
  if (health > 0) return;
  const fell = { x: target.x, y: target.y };
  markDead(tx, target);
  tx.emit({ type: 'killed', unit: target.id, by, at: fell });
  if (target.side !== 'heroes') return;
  const lj = tx.state.ext.scientist;
  if (lj && lj.carrier === target.id) {
    tx.w.set(ext(tx), 'scientist', { x: fell.x, y: fell.y, carrier: null });
    tx.emit({ type: 'message', text: `LJ is left where ${target.name} fell.` });
  }
  loseAllItems(tx, target.id);
}

export function spawnBug(tx: HiveTx, kind: BugKind, cell: number, view: HiveView): Unit {
  const at = cellXY(view.board, cell);
  const profile = BUGS[kind];
  const unit: Unit = { id: tx.newId(kind), side: 'enemies', kind, name: profile.name, x: at.x, y: at.y, health: profile.health, status: 'active', stats: { attacks: profile.attacks, moved: 0 } };
  tx.w.push(tx.state.units, unit);
  tx.emit({ type: 'spawned', unit: { ...unit, stats: { ...unit.stats } } });
  return unit;
}

export function win(tx: HiveTx, reason: string, view: HiveView): void {
  if (tx.state.ext.victory !== null) return;
  tx.w.set(ext(tx), 'victory', reason);
  const home = tx.state.units.filter((u) => u.side === 'heroes' && u.health > 0 && view.map.inHub(cellOf(view.board, u))).length;
  tx.w.set(ext(tx), 'survivors', home);
}

/** Counts of each bug kind on the board (the limits of §3.7 and §8.5). */
export function bugCounts(tx: HiveTx): Record<BugKind, number> {
  const counts: Record<BugKind, number> = { small: 0, large: 0 };
  for (const unit of tx.state.units) if (unit.side === 'enemies' && unit.health > 0) counts[unit.kind as BugKind]++;
  return counts;
}
