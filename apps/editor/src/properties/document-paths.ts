// Reading and changing one place deep inside a mission document, without mutating it.
// A path is a list of object keys and array indices, like the segments of a JSON pointer.

export type Path = readonly (string | number)[];

type Json = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Json => value !== null && typeof value === 'object';

/** The value at `path`, or undefined when any step is missing. */
export function getIn(document: unknown, path: Path): unknown {
  let here: unknown = document;
  for (const step of path) {
    if (!isContainer(here)) return undefined;
    here = (here as Record<string | number, unknown>)[step];
  }
  return here;
}

/** A copy of `document` with `value` at `path`; `undefined` removes an object key. Missing steps are created. */
export function setIn(document: unknown, path: Path, value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (typeof step === 'number') {
    const list = Array.isArray(document) ? [...(document as unknown[])] : [];
    list[step] = setIn(list[step], rest, value);
    return list;
  }
  const object = isContainer(document) && !Array.isArray(document) ? { ...(document as Record<string, unknown>) } : {};
  const next = setIn(object[step], rest, value);
  if (next === undefined) delete object[step];
  else object[step] = next;
  return object;
}

/** The array at `path` (empty when missing or not an array). */
export function listAt(document: unknown, path: Path): readonly unknown[] {
  const value = getIn(document, path);
  return Array.isArray(value) ? value : [];
}

/** Appends `item` to the array at `path` (creating it). */
export function appendAt(document: unknown, path: Path, item: unknown): unknown {
  return setIn(document, path, [...listAt(document, path), item]);
}

/** Removes entry `index` of the array at `path`; an array left empty is removed too when `dropEmpty`. */
export function removeAt(document: unknown, path: Path, index: number, dropEmpty = false): unknown {
  const list = listAt(document, path).filter((_, i) => i !== index);
  return setIn(document, path, dropEmpty && list.length === 0 ? undefined : list);
}

/** Swaps entry `index` with its neighbour `index + by` (by = -1 or 1); out of range leaves the document as it is. */
export function moveAt(document: unknown, path: Path, index: number, by: -1 | 1): unknown {
  const list = [...listAt(document, path)];
  const other = index + by;
  if (index < 0 || other < 0 || index >= list.length || other >= list.length) return document;
  [list[index], list[other]] = [list[other], list[index]];
  return setIn(document, path, list);
}

/** The JSON pointer of a path, as validation issues name places. */
export function pointerOf(path: Path): string {
  return path.map((step) => `/${String(step).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
