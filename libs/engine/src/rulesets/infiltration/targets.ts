// infiltration.md §6.3 steps 1–3: whom a hero's weapon may target now.
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { UNREACHED } from '../../geometry/topology';
import { ENEMY_BY_KIND, weaponsOf } from './content';
import { areaOf, onBoard, sightFrom, unitsIn } from './space';
import type { InfiltrationState } from './types';

/** Targets of a weapon now (§6.3 steps 1–3: melee in the area; ranged elsewhere in range and sight, not in melee; Bodyguard, Meatshield). */
/** A feat's longer reach (§13.9 Eagle Eye: +2 range, enemy units do not block the line). */
export interface Reach {
  readonly range: number;
  readonly units: 'foes' | 'none';
}

export function targetsOf(state: InfiltrationState, board: Board, hero: Unit, weaponIndex: number, reach: Reach = { range: 0, units: 'foes' }): Unit[] {
  const weapon = weaponsOf(hero.kind)[weaponIndex];
  if (!weapon) return [];
  if (weaponIndex === 0 && weapon.keywords.includes('Unreliable') && (hero.stats['jammed'] ?? 0) > 0) return [];
  if (weaponIndex === 0 && weapon.aether > 0 && (hero.stats['drained'] ?? 0) > 0) return [];
  const area = areaOf(board, hero);
  const inMelee = unitsIn(state, board, area, 'enemies').length > 0;
  const sight = weapon.mode === 'ranged' ? sightFrom(state, board, area, 'heroes', reach.units) : null;
  const candidates = state.units.filter((u) => {
    if (u.side !== 'enemies' || !onBoard(u)) return false;
    const there = areaOf(board, u);
    if (weapon.mode === 'melee') return there === area;
    if (there === area) return weapon.keywords.includes('Versatile');
    const d = sight?.[there] ?? UNREACHED;
    return !inMelee && d > 0 && d <= weapon.range + reach.range;
  });
  const accurate = weapon.keywords.includes('Accurate');
  return candidates.filter((u) => {
    if (accurate) return true;
    const mates = unitsIn(state, board, areaOf(board, u), 'enemies').filter((m) => m.id !== u.id);
    const kw = (m: Unit, k: string) => ENEMY_BY_KIND.get(m.kind)?.keywords.includes(k) ?? false;
    if ((u.kind === 'officer' || kw(u, 'Archon')) && mates.some((m) => kw(m, 'Bodyguard'))) return false;
    if (weapon.mode === 'ranged' && !kw(u, 'Meatshield') && mates.some((m) => kw(m, 'Meatshield'))) return false;
    return true;
  });
}
