// The mission's setup units (`units`) as the board draws figures: each carries its editor key as its id,
// so the figure on the map and the entry selected are the same thing.
import type { Unit } from '@breachline/engine';
import type { EntityKeys } from './entity-keys';
import { listOf, type UnitDraft } from './mission-edits';

/** Figures for the setup units whose place is readable; the enemies' side (setup units are enemies, see the format). */
export function setupUnits(mission: unknown, keys: EntityKeys): Unit[] {
  return listOf<Partial<UnitDraft>>(mission, 'units').flatMap((unit, i) => {
    const key = keys.units[i];
    if (key === undefined || typeof unit?.x !== 'number' || typeof unit.y !== 'number') return [];
    const kind = typeof unit.type === 'string' ? unit.type : 'unit';
    return [{ id: key, side: 'enemies' as const, kind, name: kind, x: unit.x, y: unit.y, health: 1, stats: {}, status: 'active' as const }];
  });
}
