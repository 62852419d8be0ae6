import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { canSeeAnyAngle } from '../../geometry/any-angle-sight';
import { D6 } from '../../rules/random/dice';
import { markDead, setStatus } from '../../rules/units/unit-status';
import { boxOf, boxTouches, gap, squares, terrainOf, type Box } from './battlefield';
import { profileOf } from './content';
import { defModifier, hitModifier, rangeInches } from './modifiers';
import type { HordeTable, HordeTx } from './types';

const SIGHT = { units: 'none' } as const;

/**
 * Line of sight (horde.md §6.2, Proposed): centre to centre, blocked by blocking terrain, not by models;
 * a 2 × 2 model sees from any of its squares. At Night nothing beyond 12" (gap) is seen.
 */
export function canSee(state: HordeTable, board: Board, a: Box, b: Box): boolean {
  if (state.ext.timeOfDay === 'night' && gap(a, b) > squares(state, 12) + 1e-9) return false;
  for (let aj = 0; aj < a.size; aj++)
    for (let ai = 0; ai < a.size; ai++)
      for (let bj = 0; bj < b.size; bj++)
        for (let bi = 0; bi < b.size; bi++) {
          const from = (a.y + aj) * board.width + a.x + ai;
          const to = (b.y + bj) * board.width + b.x + bi;
          if (canSeeAnyAngle(board, from, to, 0, SIGHT)) return true;
        }
  return false;
}

/** True when `shooter` may shoot `target` now: a ranged weapon, range (gap) and sight. */
export function canShoot(state: HordeTable, board: Board, shooter: Unit, target: Unit): boolean {
  const weapon = profileOf(shooter.kind).ranged;
  if (!weapon) return false;
  const reach = squares(state, rangeInches(state, shooter, weapon.range));
  return gap(boxOf(shooter), boxOf(target)) <= reach + 1e-9 && canSee(state, board, boxOf(shooter), boxOf(target));
}

/** Cover (horde.md §11 G5, open question 6): the target stands on or touches a cover square. */
export function inCover(board: Board, target: Unit): boolean {
  const box = boxOf(target);
  const grown = { x: Math.max(0, box.x - 1), y: Math.max(0, box.y - 1), size: box.size + 2 };
  const clipped = grown.x + grown.size > board.width || grown.y + grown.size > board.height ? box : grown;
  return boxTouches(board, terrainOf(board).cover, clipped);
}

/**
 * Attack resolution (horde.md §7.3, Proposed): per attack d6 + Qua + modifiers ≥ 4 hits (natural 1
 * misses, natural 6 hits); per hit the defender's d6 + Def + modifiers ≥ 4 blocks; each unblocked hit is
 * 1 wound.
 */
export function attack(tx: HordeTx, attacker: Unit, target: Unit, kind: 'melee' | 'ranged'): void {
  const profile = profileOf(attacker.kind);
  const weapon = kind === 'melee' ? profile.melee : profile.ranged;
  if (!weapon) return;
  let mod = (attacker.stats['qua'] ?? profile.qua) + hitModifier(tx.state, attacker, kind);
  if (kind === 'ranged' && inCover(tx.board, target)) mod -= 1;
  const dice = tx.random.roll(D6, weapon.attacks, kind === 'melee' ? 'melee' : 'shooting', attacker.id);
  let hits = 0;
  for (const die of dice) if (die.value !== 1 && (die.value === 6 || die.value + mod >= 4)) hits++;
  if (hits === 0) {
    tx.emit({ type: 'missed', unit: target.id, by: attacker.id });
    return;
  }
  takeHits(tx, target, hits, attacker.id);
}

/** Hits that go through Def rolls (§7.3 step 2; event 21). */
export function takeHits(tx: HordeTx, target: Unit, hits: number, by: string | null): void {
  const def = (target.stats['def'] ?? profileOf(target.kind).def) + defModifier(tx.state, target);
  const saves = tx.random.roll(D6, hits, 'defense', target.id);
  const wounds = saves.filter((die) => die.value + def < 4).length;
  if (wounds === 0) tx.emit({ type: 'missed', unit: target.id, by });
  else wound(tx, target, wounds, by);
}

/**
 * Wounds (§7.3 steps 3–4): `health` is the wounds a unit has left. A hero at 0 falls Unconscious and
 * stays on its square; an enemy at 0 is removed.
 */
export function wound(tx: HordeTx, target: Unit, wounds: number, by: string | null): void {
  if (target.status !== 'active') return;
  const health = Math.max(0, target.health - wounds);
  tx.w.set(target, 'health', health);
  tx.emit({ type: 'hit', unit: target.id, by, damage: wounds, health });
  if (health > 0) return;
  const at = { x: target.x, y: target.y };
  if (target.side === 'heroes') {
    setStatus(tx, target, 'down');
    tx.emit({ type: 'message', text: `${target.name} is unconscious.` });
  } else {
    markDead(tx, target);
    tx.emit({ type: 'killed', unit: target.id, by, at });
  }
}
