/**
 * A deep copy of plain JSON data (objects, arrays, primitives): faster than structuredClone on small
 * states. Primitives are copied inline rather than through a call each: a state is mostly numbers and
 * strings, and the heroes' view copies the whole state at every decision (about 2× faster).
 */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  return copyObject(value as unknown as object) as T;
}

function copyObject(value: object): unknown {
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const item: unknown = value[i];
      out[i] = typeof item === 'object' && item !== null ? copyObject(item) : item;
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    const copy = typeof item === 'object' && item !== null ? copyObject(item) : item;
    // An own "__proto__" key (JSON.parse makes them) is data: assigning it would set the prototype.
    if (key === '__proto__') Object.defineProperty(out, key, { value: copy, writable: true, enumerable: true, configurable: true });
    else out[key] = copy;
  }
  return out;
}
