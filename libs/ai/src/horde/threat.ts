import {
  hordeBoxOf,
  hordeCanSee,
  hordeDefModifier,
  hordeGap,
  hordeHitModifier,
  hordeInCover,
  hordeMoveAllowance,
  hordeProfileOf,
  hordeSquares,
  type Board,
  type HordeBox,
  type HordeState,
  type Unit,
} from '@breachline/engine';

/**
 * Expected wounds, from the placeholder attack of horde.md §7.3 (d6 + Qua + modifiers ≥ 4 hits, natural 1
 * misses, natural 6 hits; d6 + Def + modifiers ≥ 4 blocks), used by the heroes to weigh a square: how hard
 * the enemies can hit a hero standing there before its next activation, and what a shot from there is worth.
 */

/** The chance one attack hits with modifier `mod` (§7.3 step 1). */
export function hitChance(mod: number): number {
  let hits = 1; // the natural 6
  for (let die = 2; die <= 5; die++) if (die + mod >= 4) hits++;
  return hits / 6;
}

/** The chance one hit wounds a defender with Def bonus `def` (§7.3 step 2: d6 + Def ≥ 4 blocks). */
export function woundChance(def: number): number {
  let wounds = 0;
  for (let die = 1; die <= 6; die++) if (die + def < 4) wounds++;
  return wounds / 6;
}

const defOf = (state: HordeState, unit: Unit): number => (unit.stats['def'] ?? hordeProfileOf(unit.kind).def) + hordeDefModifier(state, unit);
const quaOf = (unit: Unit): number => unit.stats['qua'] ?? hordeProfileOf(unit.kind).qua;

/** The wounds `enemy` is expected to deal per activation to `hero` when it reaches it (its best weapon). */
export function damageOf(state: HordeState, enemy: Unit, hero: Unit): number {
  const profile = hordeProfileOf(enemy.kind);
  const wound = woundChance(defOf(state, hero));
  const melee = profile.melee ? profile.melee.attacks * hitChance(quaOf(enemy) + hordeHitModifier(state, enemy, 'melee')) * wound : 0;
  const ranged = profile.ranged ? profile.ranged.attacks * hitChance(quaOf(enemy) + hordeHitModifier(state, enemy, 'ranged')) * wound : 0;
  return Math.max(melee, ranged);
}

/**
 * The wounds a hero standing at `at` may expect from the enemies before it acts again (§8.4: an enemy
 * charges what a Charge reaches, else shoots what its range plus an Advance reaches in sight).
 */
export function threatAt(state: HordeState, board: Board, hero: Unit, at: { x: number; y: number }, enemies: readonly Unit[]): number {
  const box: HordeBox = { x: at.x, y: at.y, size: hero.stats['size'] ?? 1 };
  const wound = woundChance(defOf(state, hero));
  const placed: Unit = { ...hero, x: at.x, y: at.y };
  const cover = hordeInCover(board, placed) ? 1 : 0;
  let total = 0;
  for (const enemy of enemies) {
    const profile = hordeProfileOf(enemy.kind);
    const from = hordeBoxOf(enemy);
    const g = hordeGap(from, box);
    if (profile.melee && g <= hordeMoveAllowance(state, enemy, 'charge') + 1) {
      total += profile.melee.attacks * hitChance(quaOf(enemy) + hordeHitModifier(state, enemy, 'melee')) * wound;
    } else if (profile.ranged && g <= hordeSquares(state, profile.ranged.range) + hordeMoveAllowance(state, enemy, 'advance') && hordeCanSee(state, board, from, box)) {
      total += profile.ranged.attacks * hitChance(quaOf(enemy) + hordeHitModifier(state, enemy, 'ranged') - cover) * wound;
    }
  }
  return total;
}

/** What wounding `target` is worth: its share of wounds removed times the harm it does each activation. */
export function shotValue(state: HordeState, board: Board, hero: Unit, target: Unit, kind: 'melee' | 'ranged'): number {
  const profile = hordeProfileOf(hero.kind);
  const weapon = kind === 'melee' ? profile.melee : profile.ranged;
  if (!weapon) return 0;
  const cover = kind === 'ranged' && hordeInCover(board, target) ? 1 : 0;
  const expected = weapon.attacks * hitChance(quaOf(hero) + hordeHitModifier(state, hero, kind) - cover) * woundChance(defOf(state, target));
  return (Math.min(expected, target.health) / Math.max(1, target.health)) * (damageOf(state, target, hero) + 0.2);
}

/** The best shot a hero standing at `at` would have (range and sight from there), and its target. */
export function bestShotFrom(state: HordeState, board: Board, hero: Unit, at: { x: number; y: number }, enemies: readonly Unit[]): number {
  const weapon = hordeProfileOf(hero.kind).ranged;
  if (!weapon) return 0;
  const box: HordeBox = { x: at.x, y: at.y, size: hero.stats['size'] ?? 1 };
  const reach = hordeSquares(state, weapon.range) + 1e-9;
  const placed: Unit = { ...hero, x: at.x, y: at.y };
  let best = 0;
  for (const enemy of enemies) {
    const from = hordeBoxOf(enemy);
    if (hordeGap(box, from) > reach) continue;
    const value = shotValue(state, board, placed, enemy, 'ranged');
    if (value > best && hordeCanSee(state, board, box, from)) best = value;
  }
  return best;
}
