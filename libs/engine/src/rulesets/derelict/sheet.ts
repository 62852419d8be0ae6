import type { Unit } from '../../game/game-state';
import { addInjury, addResolve, BLANK_SHEET, healInjuries, heroSheetOf, resolveOf } from '../../rules/heroes/hero-sheet';
import type { HeroSheetsState } from '../../rules/heroes/hero-sheet-state';
import { entryOf, withEntry } from '../../rules/state/keyed';
import type { Ctx } from './context';
import { INJURY } from './content';
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
/** One copy of `item` leaves the survivor's general spaces (used up, spent on a shot, or given away). */
export function dropItem(c: Ctx, unit: string, item: string): void {
  const sheet = sheetOf(c, unit);
  const index = sheet?.items.indexOf(item) ?? -1;
  if (sheet && index >= 0) setSheet(c, unit, 'items', sheet.items.filter((_, i) => i !== index));
}

// ---- Resolve and injuries: on the core hero sheet (rules/heroes/hero-sheet.ts) ----
// Injuries are named by location (derelict.md §7.9.3: head, body, leg; each at most once). A mission's
// unhealable wound (G11, CG07) is the same location with UNHEALABLE appended, so it still counts once.

/** Anything holding hero sheets: a game state or a side's view. */
type WithSheets = Parameters<typeof heroSheetOf>[0];
export type InjuryLocation = keyof typeof INJURY;
/** The locations in the order a Medic treats them (one at a time, head first). */
export const INJURY_LOCATIONS: readonly InjuryLocation[] = ['head', 'body', 'leg'];
const UNHEALABLE = ' (unhealable)';

/** The survivor's Resolve (derelict.md §7.10). */
export const survivorResolve = (state: WithSheets, unit: string): number => resolveOf(state, unit);

/** Sets the survivor's Resolve (the sheet tells the screen with `hero-sheet-changed` when it changes). */
export function setResolve(c: Pick<Ctx, 'tx'>, unit: Unit, value: number): void {
  addResolve(c.tx, unit.id, value - resolveOf(c.tx.state, unit.id));
}

/** True when the survivor bears an injury at `location` (healable or not). */
export function hasInjury(state: WithSheets, unit: string, location: InjuryLocation): boolean {
  return heroSheetOf(state, unit).injuries.some((k) => k === location || k === location + UNHEALABLE);
}

/** True when the survivor's injury at `location` is one no Med Kit or Medic may treat this mission. */
const unhealableAt = (state: WithSheets, unit: string, location: InjuryLocation): boolean => heroSheetOf(state, unit).injuries.includes(location + UNHEALABLE);

/** The injured locations as `INJURY` bits (the campaign record's form). */
export function injuryBits(state: WithSheets, unit: string): number {
  return INJURY_LOCATIONS.reduce((bits, at) => (hasInjury(state, unit, at) ? bits | INJURY[at] : bits), 0);
}

/** The survivor's injured locations, head first. */
export const injuredLocations = (state: WithSheets, unit: string): InjuryLocation[] => INJURY_LOCATIONS.filter((at) => hasInjury(state, unit, at));

/**
 * Marks an injury at `location`; a repeat changes nothing (§7.9.3). `unhealable` keeps it (new or already
 * borne) from every treatment for the rest of the mission (G11).
 */
export function injureAt(c: Pick<Ctx, 'tx'>, unit: Unit, location: InjuryLocation, unhealable = false): void {
  const state = c.tx.state;
  if (unhealable && !unhealableAt(state, unit.id, location)) {
    healInjuries(c.tx, unit.id, 1, location);
    addInjury(c.tx, unit.id, location + UNHEALABLE);
  } else if (!hasInjury(state, unit.id, location)) addInjury(c.tx, unit.id, location);
}

/** Treats every healable injury (`all`, a Med Kit) or the first one, head first (a Medic). */
export function treatInjuries(c: Pick<Ctx, 'tx'>, unit: Unit, all: boolean): void {
  for (const at of INJURY_LOCATIONS) {
    if (healInjuries(c.tx, unit.id, 1, at) > 0 && !all) return;
  }
}

/** Pure: the state's sheets with one survivor's Resolve and injuries (as `INJURY` bits) replaced (campaign carry-over). */
export function sheetsWithSurvivor(sheets: HeroSheetsState | undefined, unit: string, resolve: number, bits: number): HeroSheetsState {
  const injuries = INJURY_LOCATIONS.filter((at) => (bits & INJURY[at]) !== 0);
  return withEntry(sheets ?? {}, unit, { ...((sheets && entryOf(sheets, unit)) ?? BLANK_SHEET), resolve, injuries });
}
