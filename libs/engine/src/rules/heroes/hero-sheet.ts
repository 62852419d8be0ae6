import type { Unit } from '../../game/game-state';
import type { Tx } from '../core/tx';
import { isDead } from '../units/unit-status';
import { entriesOf, entryOf, putEntry, setEntry } from '../state/keyed';
import type { HeroSheet, HeroSheetsState } from './hero-sheet-state';

// The hero-sheet module owns `GameState.heroSheets`: each hero's items, injuries, XP, level and resolve.
// Rulesets and the mission runner change a sheet only through the writers below (each through tx, so undo,
// replay and the hash see it; numbers tell the screen with `hero-sheet-changed`) and read it through the
// selectors. A unit without a sheet has the blank one.

/** Anything holding the slice: a game state or a side's view. */
interface WithSheets {
  readonly units: readonly Unit[];
  readonly heroSheets?: HeroSheetsState;
}

/** The sheet of a hero that has gained nothing yet. */
export const BLANK_SHEET: HeroSheet = Object.freeze({ items: Object.freeze([]), injuries: Object.freeze([]), xp: 0, level: 1, resolve: 0 });

// ---- selectors ----

/** The unit's sheet (the blank one when nothing was written for it). */
export function heroSheetOf(state: WithSheets, unit: string): HeroSheet {
  return (state.heroSheets && entryOf(state.heroSheets, unit)) ?? BLANK_SHEET;
}

export const itemsOf = (state: WithSheets, unit: string): readonly string[] => heroSheetOf(state, unit).items;
export const holdsItem = (state: WithSheets, unit: string, item: string): boolean => heroSheetOf(state, unit).items.includes(item);
/** How many injuries the unit bears (of one kind when `kind` is given). */
export function injuryCount(state: WithSheets, unit: string, kind?: string): number {
  const { injuries } = heroSheetOf(state, unit);
  return kind === undefined ? injuries.length : injuries.filter((k) => k === kind).length;
}
export const xpOf = (state: WithSheets, unit: string): number => heroSheetOf(state, unit).xp;
export const levelOf = (state: WithSheets, unit: string): number => heroSheetOf(state, unit).level;
export const resolveOf = (state: WithSheets, unit: string): number => heroSheetOf(state, unit).resolve;

/** Every written sheet, in the order first written. */
export const heroSheetEntries = (state: WithSheets): [string, HeroSheet][] => (state.heroSheets ? entriesOf(state.heroSheets) : []);

// ---- view ----

/**
 * The sheets a side's view carries: nothing on a sheet is secret in any ruleset, but views leave the dead
 * out (rules/units/unit-status.ts), so their sheets go with them. Undefined when the state has no slice.
 */
export function viewHeroSheets(state: WithSheets): HeroSheetsState | undefined {
  if (!state.heroSheets) return undefined;
  const dead = new Set<string>();
  for (const unit of state.units) if (isDead(unit)) dead.add(unit.id);
  const out: Record<string, HeroSheet> = {};
  for (const [id, sheet] of entriesOf(state.heroSheets)) {
    if (!dead.has(id)) putEntry(out, id, { ...sheet, items: sheet.items.slice(), injuries: sheet.injuries.slice() });
  }
  return out;
}

// ---- writers (through tx) ----

/** The sheet to change, or undefined when the state has no such unit (an id is never invented). */
function sheetToWrite(tx: Tx, unit: string): HeroSheet | undefined {
  return tx.state.units.some((u) => u.id === unit) ? heroSheetOf(tx.state, unit) : undefined;
}

function put(tx: Tx, unit: string, sheet: HeroSheet): void {
  if (!tx.state.heroSheets) tx.w.set(tx.state, 'heroSheets', {});
  setEntry(tx.w, tx.state.heroSheets as HeroSheetsState, unit, sheet);
}

type SheetNumber = 'xp' | 'level' | 'resolve';

function setNumber(tx: Tx, unit: string, stat: SheetNumber, value: number): boolean {
  const sheet = sheetToWrite(tx, unit);
  if (!sheet) return false;
  if (sheet[stat] !== value) {
    put(tx, unit, { ...sheet, [stat]: value });
    tx.emit({ type: 'hero-sheet-changed', unit, stat, value });
  }
  return true;
}

/** Adds (or with a negative amount spends) resolve, never below 0. False for a unit the state lacks. */
export const addResolve = (tx: Tx, unit: string, amount: number): boolean => setNumber(tx, unit, 'resolve', Math.max(0, resolveOf(tx.state, unit) + amount));

/** Adds experience, never below 0; levelling is the ruleset's (it calls `setLevel` at its thresholds). */
export const gainXp = (tx: Tx, unit: string, amount: number): boolean => setNumber(tx, unit, 'xp', Math.max(0, xpOf(tx.state, unit) + amount));

/** Sets the hero's level (at least 1). */
export const setLevel = (tx: Tx, unit: string, level: number): boolean => setNumber(tx, unit, 'level', Math.max(1, Math.floor(level)));

/** The hero takes `count` injuries of `kind`. False for a unit the state lacks. */
export function addInjury(tx: Tx, unit: string, kind = 'injury', count = 1): boolean {
  const sheet = sheetToWrite(tx, unit);
  if (!sheet) return false;
  if (count <= 0) return true;
  const injuries = [...sheet.injuries];
  for (let i = 0; i < count; i++) injuries.push(kind);
  put(tx, unit, { ...sheet, injuries });
  tx.emit({ type: 'hero-sheet-changed', unit, stat: 'injuries', value: injuries.length });
  return true;
}

/**
 * Heals up to `count` injuries, newest first (of `kind` only when given); returns how many were healed.
 */
export function healInjuries(tx: Tx, unit: string, count = 1, kind?: string): number {
  const sheet = sheetToWrite(tx, unit);
  if (!sheet) return 0;
  const injuries = [...sheet.injuries];
  let healed = 0;
  for (let i = injuries.length - 1; i >= 0 && healed < count; i--) {
    if (kind !== undefined && injuries[i] !== kind) continue;
    injuries.splice(i, 1);
    healed++;
  }
  if (healed === 0) return 0;
  put(tx, unit, { ...sheet, injuries });
  tx.emit({ type: 'hero-sheet-changed', unit, stat: 'injuries', value: injuries.length });
  return healed;
}

/** The hero gains an item (the ruleset emits its own card or token events). False for a unit the state lacks. */
export function gainItem(tx: Tx, unit: string, item: string): boolean {
  const sheet = sheetToWrite(tx, unit);
  if (!sheet) return false;
  put(tx, unit, { ...sheet, items: [...sheet.items, item] });
  return true;
}

/** The hero loses one copy of an item; false when it holds none. */
export function loseItem(tx: Tx, unit: string, item: string): boolean {
  const sheet = sheetToWrite(tx, unit);
  const at = sheet ? sheet.items.indexOf(item) : -1;
  if (!sheet || at < 0) return false;
  const items = [...sheet.items];
  items.splice(at, 1);
  put(tx, unit, { ...sheet, items });
  return true;
}

/** The hero loses everything it carries (a fallen Valkyrie's items are lost, hive.md §5). */
export function loseAllItems(tx: Tx, unit: string): void {
  const sheet = sheetToWrite(tx, unit);
  if (sheet && sheet.items.length > 0) put(tx, unit, { ...sheet, items: [] });
}

/** Hands one copy of an item from one hero to another; false (nothing changes) when `from` holds none or `to` is unknown. */
export function giveItem(tx: Tx, from: string, to: string, item: string): boolean {
  if (!sheetToWrite(tx, to) || !holdsItem(tx.state, from, item)) return false;
  loseItem(tx, from, item);
  return gainItem(tx, to, item);
}
