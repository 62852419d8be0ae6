import type { EffectScope } from '../../../mission/hooks';
import { setUnitFlags } from '../../../mission/unit-flags';
import type { RulesetEffect, Who } from '../../../mission/vocabulary';
import { unitById } from '../../../rules/units/unit-status';
import type { Ctx } from '../context';
import { resolveTest, setSheet, sheetOf } from '../effects';
import type { DerelictState } from '../types';
import { readOptions } from '../../options-parser';
import { DERELICT_OPTIONS } from '../options';
import { lure } from './lure';

/**
 * The trigger words derelict's missions needed beyond the first set (DERELICT-MISSIONS.md, "Gaps"),
 * carried out with derelict's own rules. mission-hooks.ts hands every effect it does not know to `performWord`.
 */
export const DERELICT_WORD_EFFECTS: ReadonlySet<string> = new Set(['resolve-test', 'lure', 'take', 'unit-flag', 'set-option', 'pilot']);

/** The unit behaviour flags derelict's rules read (G18; a `unit-flag` with another says it did nothing). */
export const DERELICT_UNIT_FLAGS: ReadonlySet<string> = new Set(['guarded']);

const heroesNamed = (c: Ctx, scope: EffectScope, who: unknown) =>
  scope.heroesOf((who ?? 'actor') as Who).flatMap((id) => {
    const unit = unitById(c.tx.state, id);
    return unit && unit.status === 'active' ? [unit] : [];
  });

/** G17: a spawned unit's health from a list by party size (3, 4, 5+; the last entry covers larger parties), or undefined. */
export function healthForParty(list: unknown, party: number): number | undefined {
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const value: unknown = list[Math.max(0, Math.min(list.length - 1, party - 3))];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** G7 `has-item`: the survivor holds the item in a general space or the body slot. */
export function holdsItem(state: DerelictState, unit: string, item: string): boolean {
  const sheet = state.ext.sheets.find((s) => s.unit === unit);
  return sheet !== undefined && (sheet.items.includes(item) || sheet.body === item);
}

/** Takes up to `count` of the item from the survivor (ROP16: the sedative uses up a Med Kit). */
function takeItem(c: Ctx, unit: string, item: string, count: number): void {
  const sheet = sheetOf(c, unit);
  if (!sheet) return;
  let left = count;
  const items = sheet.items.filter((i) => !(i === item && left-- > 0));
  if (items.length !== sheet.items.length) setSheet(c, unit, 'items', items);
  if (left > 0 && sheet.body === item) setSheet(c, unit, 'body', null);
}

/** `set-option` (G13: CG10/CG11's jammer and masking spray): a derelict option changed for the rest of the mission, read as setup reads it. */
function setOption(c: Ctx, effect: RulesetEffect): boolean {
  const name = effect['option'];
  if (typeof name !== 'string' || !Object.hasOwn(DERELICT_OPTIONS, name)) return false;
  const { values, issues } = readOptions(DERELICT_OPTIONS, { [name]: effect['value'] });
  const value: unknown = (values as Readonly<Record<string, unknown>>)[name];
  if (issues.length > 0 || value === undefined) return false;
  c.tx.w.set(c.tx.state.ext.options as unknown as Record<string, unknown>, name, value);
  return true;
}

/**
 * G8 `pilot` (CG11 "Lock and Loader": one survivor starts the mission inside the Exo Loader): the first survivor
 * named boards the empty Loader without spending actions, and the Loader stands where its pilot stands (as after
 * every action of a pilot, survivor-actions.ts). False when there is no such Loader, it is taken, or nobody is named.
 */
function pilot(c: Ctx, effect: RulesetEffect, scope: EffectScope): boolean {
  const loader = c.tx.state.ext.loader;
  const [hero] = heroesNamed(c, scope, effect['who']);
  if (!loader || loader.feature !== effect['vehicle'] || loader.pilot !== null || !hero) return false;
  c.tx.w.set(loader, 'pilot', hero.id);
  c.tx.w.set(loader, 'cell', hero.y * c.board.width + hero.x);
  return true;
}

/** Carries out one of DERELICT_WORD_EFFECTS; false for any other effect (the runner then says it did nothing). */
export function performWord(c: Ctx, effect: RulesetEffect, scope: EffectScope): boolean {
  switch (effect.effect) {
    case 'resolve-test':
      // G1 (CG02 "I knew this thing was trouble", 4): derelict.md §7.10, one test per hero named.
      for (const unit of heroesNamed(c, scope, effect['who'])) resolveTest(c, unit);
      return true;
    case 'lure': {
      // G2 (CG02 "I knew this thing was trouble" 5, CG07 "Picking up the scent"): the first survivor named.
      const [lured] = heroesNamed(c, scope, effect['toward']);
      if (lured) lure(c, lured);
      return lured !== undefined;
    }
    case 'take': {
      const item = typeof effect['item'] === 'string' ? effect['item'] : undefined;
      if (item === undefined) return false;
      const count = typeof effect['count'] === 'number' ? effect['count'] : 1;
      for (const unit of heroesNamed(c, scope, effect['from'])) takeItem(c, unit.id, item, count);
      return true;
    }
    case 'set-option':
      return setOption(c, effect);
    case 'pilot':
      return pilot(c, effect, scope);
    case 'unit-flag':
      // G18 (ROP19 "Coward"): `guarded` is read by the attack (modifiers/guarded.ts).
      return setUnitFlags(c.tx, effect, scope, DERELICT_UNIT_FLAGS);
    default:
      return false;
  }
}
