// Applies immer patches to an immutable document by copying only the path each patch walks. Unlike immer's
// own applyPatches it neither clones the patches' values (undo brings back the very objects an edit replaced,
// so the editor's entity keys follow them) nor assigns keys with `=` (a document's '__proto__' key stays a key).
import type { Patch } from 'immer';

type Json = Record<string, unknown>;

function setOwn(target: Json, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

function applyAt(node: unknown, path: readonly (string | number)[], patch: Patch): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return patch.op === 'remove' ? undefined : patch.value;
  if (Array.isArray(node)) {
    const list = [...(node as unknown[])];
    if (rest.length > 0) list[Number(key)] = applyAt(list[Number(key)], rest, patch);
    else if (key === 'length') list.length = Number(patch.value);
    else if (patch.op === 'add') list.splice(Number(key), 0, patch.value);
    else if (patch.op === 'remove') list.splice(Number(key), 1);
    else list[Number(key)] = patch.value;
    return list;
  }
  // Spread defines own properties (a '__proto__' key is copied as a key, never as the prototype).
  const object: Json = node !== null && typeof node === 'object' ? { ...(node as Json) } : {};
  const name = String(key);
  if (rest.length > 0) setOwn(object, name, applyAt(Object.hasOwn(object, name) ? object[name] : undefined, rest, patch));
  else if (patch.op === 'remove') delete object[name];
  else setOwn(object, name, patch.value);
  return object;
}

/** The document with `patches` applied in order; `document` itself is left as it is. */
export function applyPatches<T>(document: T, patches: readonly Patch[]): T {
  return patches.reduce<unknown>((here, patch) => applyAt(here, patch.path, patch), document) as T;
}
