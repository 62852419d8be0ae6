// The boarding ruleset's named modifiers (rulesets/rule-modifiers.ts): variants a mission may switch on
// with `"rules": [{ "id": …, … }]`. Setup reads them from the mission plan into the options.
import { wholeNumberOption } from '../options-parser';
import { defineModifier } from '../rule-modifiers';

/**
 * Flimsy doors: a close assault on a door destroys it on `breakOn` or more instead of the rulebook's 6
 * (boarding.md §3.4 table, A12). The hook it changes: `resolveAssault` (assault.ts).
 */
export const DOOR_BREAK = defineModifier({
  id: 'boarding/door-break',
  description: 'A close assault on a door destroys it on this roll or more (the rulebook: 6).',
  params: { breakOn: wholeNumberOption('The parameter breakOn of boarding/door-break', 2, 6) },
});

export const BOARDING_MODIFIERS = [DOOR_BREAK] as const;
