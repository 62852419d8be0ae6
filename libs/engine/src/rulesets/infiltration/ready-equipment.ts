// infiltration.md §6.5 Ready Equipment: one jammed or drained token comes off per action. A drained token
// (a weapon's aether drain, a drained Aether Shield or Aether Lenses, §11.1) costs an Aether Cell, unless a
// revealed Aether Conduit stands in the area (§13.7). The jam comes off first, then the weapon, Shield, Lenses.
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { holdsItem, loseItem } from '../../rules/heroes/hero-sheet';
import { LENSES_DRAINED } from './aether-lenses';
import type { Ctx } from './context';
import { SHIELD_DRAINED } from './defence-aether';
import { conduitHere } from './room-feature-actions';
import { statsOf, type InfiltrationState } from './types';

/** The stats that mark a drained token, in the order Ready Equipment clears them. */
const DRAINED_STATS: readonly string[] = ['drained', SHIELD_DRAINED, LENSES_DRAINED];

const drainedStat = (hero: Unit): string | undefined => DRAINED_STATS.find((stat) => (hero.stats[stat] ?? 0) > 0);

const jammed = (hero: Unit): boolean => (hero.stats['jammed'] ?? 0) > 0;

/** Whether the hero bears a jammed or drained token at all (what Field Genius may remove, §13.9). */
export const hasJamOrDrain = (hero: Unit): boolean => jammed(hero) || drainedStat(hero) !== undefined;

/** Whether Ready Equipment would remove anything now (a jam; a drain with a Cell or a Conduit). */
export function canReady(state: InfiltrationState, board: Board, hero: Unit): boolean {
  if (jammed(hero)) return true;
  return drainedStat(hero) !== undefined && (holdsItem(state, hero.id, 'aether-cell') || conduitHere(state, board, hero));
}

/**
 * Removes one token for free: the jam first (it blocks the weapon outright), else the first drain. Returns
 * the stat cleared, or undefined when there was none. Field Genius calls it as it is; Ready Equipment pays.
 */
export function removeJamOrDrain(c: Ctx, hero: Unit): string | undefined {
  const stat = jammed(hero) ? 'jammed' : drainedStat(hero);
  if (stat !== undefined) c.tx.w.set(statsOf(hero), stat, 0);
  return stat;
}

/** Ready Equipment: one token off; a drain costs an Aether Cell unless a Conduit stands here. */
export function readyEquipment(c: Ctx, hero: Unit): void {
  const removed = removeJamOrDrain(c, hero);
  if (removed !== undefined && removed !== 'jammed' && !conduitHere(c.state, c.board, hero)) loseItem(c.tx, hero.id, 'aether-cell');
}
