import { nextInt, type ActionBase, type RngState } from '@breachline/engine';

/**
 * Hostile variants of a legal action, as a tampered client or a hand-edited save would send them:
 * a field changed to a value of another shape or out of range, an id that meets `Object.prototype`,
 * a field dropped, another action's type. The engine must refuse each with a clear error (or accept
 * it when it happens to be legal) — never throw, never fail inside, never change a state it refuses.
 */
const STRANGE_IDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'blip-999999', 'x'.repeat(300)];
const STRANGE_NUMBERS = [-1, 0.5, 1e9, -0, Number.MAX_SAFE_INTEGER, 2 ** 31];
const STRANGE_VALUES: unknown[] = [null, true, [], {}, '1', { x: 0 }, [{ x: 0, y: 0 }]];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One variant of `action`, chosen from `rng` (the variant's recipe is in its shape; nothing is kept). */
export function mutateAction(action: ActionBase, rng: RngState, types: readonly string[]): unknown {
  const copy = JSON.parse(JSON.stringify(action)) as Record<string, Json>;
  const paths = leaves(copy).filter((path) => path[0] !== 'side');
  const pick = <T>(items: readonly T[]): T => items[nextInt(rng, items.length)] as T;
  const lists = paths.filter((path) => Array.isArray(getAt(copy, path)));
  switch (nextInt(rng, lists.length > 0 ? 6 : 5)) {
    case 0: {
      if (types.length === 0) return copy;
      return { ...copy, type: pick(types) };
    }
    case 1: {
      const path = paths.length > 0 ? pick(paths) : ['unit'];
      return setAt(copy, path, undefined);
    }
    case 2: {
      const path = paths.length > 0 ? pick(paths) : ['unit'];
      return setAt(copy, path, pick(STRANGE_VALUES));
    }
    case 3: {
      const strings = paths.filter((path) => typeof getAt(copy, path) === 'string' && path[0] !== 'type');
      return setAt(copy, strings.length > 0 ? pick(strings) : ['unit'], pick(STRANGE_IDS));
    }
    case 5: {
      // A well-formed list that breaks the rules: a step skipped, a square repeated, walked backwards, or doubled back.
      const path = pick(lists);
      const list = getAt(copy, path) as Json[];
      const at = nextInt(rng, list.length);
      const variants: Json[][] = [list.filter((_, i) => i !== at || list.length < 3), [...list.slice(0, at + 1), ...list.slice(at)], [...list].reverse(), [...list, ...list.slice(0, -1).reverse()]];
      return setAt(copy, path, pick(variants));
    }
    default: {
      const numbers = paths.filter((path) => typeof getAt(copy, path) === 'number');
      if (numbers.length === 0) return setAt(copy, ['to'], { x: pick(STRANGE_NUMBERS), y: 0 });
      const path = pick(numbers);
      const value = getAt(copy, path) as number;
      return setAt(copy, path, pick([...STRANGE_NUMBERS, value + 0.5, value + 1, -value - 1]));
    }
  }
}

type Path = readonly (string | number)[];

function leaves(value: Json, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [path];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  const out: Path[] = path.length > 0 ? [path] : [];
  for (const [key, v] of entries) out.push(...leaves(v, [...path, key]));
  return out;
}

function getAt(value: Json, path: Path): Json | undefined {
  let at: Json | undefined = value;
  for (const key of path) at = at !== null && typeof at === 'object' ? (at as Record<string | number, Json>)[key] : undefined;
  return at;
}

/** `value` at `path` (undefined: the field removed), on the copy. */
function setAt(root: Record<string, Json>, path: Path, value: unknown): unknown {
  if (path.length === 0) return root;
  let at: Record<string | number, unknown> = root;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    if (next === null || typeof next !== 'object') return root;
    at = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1] as string | number;
  if (value !== undefined) at[last] = value;
  else if (Array.isArray(at) && typeof last === 'number') at.splice(last, 1);
  else Reflect.deleteProperty(at, last);
  return root;
}
