// Ruleset options: a name and a value that is a yes/no, a number or a short text.
import { getIn, setIn } from './document-paths';

export type OptionType = 'boolean' | 'number' | 'string';
export type OptionValue = boolean | number | string;

export function optionTypeOf(value: unknown): OptionType {
  return typeof value === 'boolean' ? 'boolean' : typeof value === 'number' ? 'number' : 'string';
}

/** The value turned into `type`, keeping what can be kept ("3" → 3, true → "true", "x" → 0). */
export function convertOptionValue(value: unknown, type: OptionType): OptionValue {
  if (type === 'boolean') return value === true || value === 'true' || (typeof value === 'number' && value !== 0);
  if (type === 'number') {
    const n = typeof value === 'boolean' ? Number(value) : Number(value);
    return Number.isFinite(n) ? n : 0;
  }
  return value === undefined ? '' : String(value);
}

/** The mission's `options`, in their order (an object, read defensively). */
export function optionsOf(mission: unknown): [string, unknown][] {
  const options = getIn(mission, ['options']);
  return options !== null && typeof options === 'object' && !Array.isArray(options) ? Object.entries(options) : [];
}

function withOptions(mission: unknown, entries: readonly (readonly [string, unknown])[]): unknown {
  return setIn(mission, ['options'], entries.length === 0 ? undefined : Object.fromEntries(entries));
}

/** Adds an option `newOption` (or `newOption2`, …), a yes/no set to false. */
export function addOption(mission: unknown): unknown {
  const names = new Set(optionsOf(mission).map(([name]) => name));
  let name = 'newOption';
  for (let n = 2; names.has(name); n++) name = `newOption${n}`;
  return withOptions(mission, [...optionsOf(mission), [name, false]]);
}

/** Renames an option in place; a name already taken or empty is refused (the document is returned as it is). */
export function renameOption(mission: unknown, from: string, to: string): unknown {
  const entries = optionsOf(mission);
  if (to === '' || (to !== from && entries.some(([name]) => name === to))) return mission;
  return withOptions(mission, entries.map(([name, value]) => [name === from ? to : name, value] as const));
}

export function setOption(mission: unknown, name: string, value: OptionValue): unknown {
  return withOptions(mission, optionsOf(mission).map(([n, v]) => [n, n === name ? value : v] as const));
}

export function removeOption(mission: unknown, name: string): unknown {
  return withOptions(mission, optionsOf(mission).filter(([n]) => n !== name));
}
