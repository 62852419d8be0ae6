import type { Unit } from '../../game/game-state';
import type { Ctx } from './context';
import type { SurvivorSheet } from './types';

/** A unit's counters and a survivor's sheet, read and written through the journal (a leaf module). */

const statsOf = (unit: Unit) => unit.stats as Record<string, number>;
export const stat = (unit: Unit, key: string): number => unit.stats[key] ?? 0;
export function setStat(c: Ctx, unit: Unit, key: string, value: number): void {
  if (stat(unit, key) !== value || !(key in unit.stats)) c.tx.w.set(statsOf(unit), key, value);
}

export function sheetOf(c: Pick<Ctx, 'tx'>, unit: string): SurvivorSheet | undefined {
  return c.tx.state.ext.sheets.find((s) => s.unit === unit);
}
export function setSheet<K extends keyof SurvivorSheet>(c: Ctx, unit: string, key: K, value: SurvivorSheet[K]): void {
  const sheet = sheetOf(c, unit);
  if (sheet) c.tx.w.set(sheet, key, value);
}
