import type { Unit } from '../../game/game-state';
import { CHARGES_NEEDED, ENGINEER } from './content';
import { damage, ext, spend, win } from './effects';
import { bugs, cellOf, nodeOf, placedRecord, valkyries, type HiveView } from './queries';
import type { HiveTx } from './types';

/** The objectives' own actions (§9.2 Destroy the Hive, §9.3 Rescue the Scientist). */

const tileIndex = (view: HiveView, unit: Unit): number => view.board.tileOf[cellOf(view.board, unit)] ?? -1;

export function weakPointError(view: HiveView, unit: Unit): string | null {
  const { ext: x } = view.state;
  if (x.objective !== 'destroy-the-hive') return 'Weak points belong to Destroy the Hive.';
  const index = tileIndex(view, unit);
  if (!placedRecord(view, index)?.objective) return 'Stand on an objective tile to establish a weak point.';
  if (x.weakPoints.includes(index)) return 'This tile is already a weak point.';
  if (unit.kind !== ENGINEER && (unit.stats['moves'] ?? 0) <= 0) return 'Establishing a weak point takes a move action.';
  return null;
}

export function resolveWeakPoint(tx: HiveTx, view: HiveView, unit: Unit): void {
  if (unit.kind !== ENGINEER) spend(tx, unit, 'moves');
  tx.w.push(ext(tx).weakPoints as number[], tileIndex(view, unit));
  tx.emit({ type: 'message', text: `${unit.name} establishes a weak point.` });
}

export function chargeError(view: HiveView, unit: Unit): string | null {
  const { ext: x } = view.state;
  if (x.objective !== 'destroy-the-hive') return 'Charges belong to Destroy the Hive.';
  const index = tileIndex(view, unit);
  if (!x.weakPoints.includes(index)) return 'Charges go on an established weak point.';
  if (x.charges.includes(index)) return 'This weak point already holds its charge (one per weak point).';
  if ((unit.stats['moves'] ?? 0) <= 0) return 'Laying a charge takes a move action.';
  return null;
}

export function resolveCharge(tx: HiveTx, view: HiveView, unit: Unit): void {
  spend(tx, unit, 'moves');
  tx.w.push(ext(tx).charges as number[], tileIndex(view, unit));
  tx.setCounter('charges', tx.state.ext.charges.length);
}

export function detonateError(view: HiveView): string | null {
  if (view.state.ext.objective !== 'destroy-the-hive') return 'There is nothing to detonate.';
  const laid = view.state.ext.charges.length;
  return laid >= CHARGES_NEEDED ? null : `${laid} of ${CHARGES_NEEDED} charges are laid.`;
}

/** §9.2 steps 5–6: the objective is complete (a win even if nobody is home); the tunnels kill everyone else. */
export function resolveDetonate(tx: HiveTx, view: HiveView, unit: Unit): void {
  tx.emit({ type: 'message', text: `${unit.name} detonates the charges.` });
  win(tx, 'the hive is destroyed', view);
  for (const v of valkyries(tx.state)) if (!view.map.inHub(cellOf(view.board, v))) damage(tx, v, v.health, null);
}

export function pickUpError(view: HiveView, unit: Unit): string | null {
  const lj = view.state.ext.scientist;
  if (!lj) return 'LJ has not been found.';
  if (lj.carrier !== null) return 'Someone already carries LJ.';
  const here = nodeOf(view, unit);
  const there = view.map.node(cellOf(view.board, lj));
  return here === there || view.map.adjacent(here, there) ? null : 'Stand on or next to LJ to pick him up.';
}

export function resolvePickUp(tx: HiveTx, view: HiveView, unit: Unit): void {
  tx.w.set(ext(tx), 'scientist', { x: unit.x, y: unit.y, carrier: unit.id });
  tx.emit({ type: 'message', text: `${unit.name} picks up LJ.` });
  if (view.map.inHub(cellOf(view.board, unit)) && !tx.state.ext.scientistHome) tx.w.set(ext(tx), 'scientistHome', true);
}

export function endGameError(view: HiveView): string | null {
  if (view.state.ext.objective !== 'rescue-the-scientist') return 'Only the rescue can be ended by choice.';
  if (!view.state.ext.scientistHome) return 'LJ is not on the starting tile yet.';
  const hub = view.map.hubNode;
  return bugs(view.state).some((b) => nodeOf(view, b) === hub) ? 'Bugs are on the starting tile.' : null;
}

export function resolveEndGame(tx: HiveTx, view: HiveView): void {
  win(tx, 'LJ is rescued', view);
}
