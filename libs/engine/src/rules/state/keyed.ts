/**
 * Records keyed by ids that come from authors or players (hero, door, feature, tile, deck, counter,
 * option ids) inside JSON game state. The state stays plain objects (fast to copy and hash; bots
 * take a view per decision), so every read and write of such a record goes through here:
 * - reads look at own keys only, so an id like "constructor" or "toString" never meets
 *   Object.prototype;
 * - writes define the key as data, so "__proto__" is an entry, never the record's prototype.
 * Objects built with spread (`{ ...record, [id]: value }`) are already safe: computed keys and
 * spreads define data properties. Plain assignment (`record[id] = value`) is what this replaces.
 */
import type { Journal } from './journal';

export type Keyed<T> = Readonly<Record<string, T>>;

const hasOwn = Object.prototype.hasOwnProperty;

/** True when `record` holds an entry for `key` (own keys only). */
export function hasEntry(record: Keyed<unknown>, key: string): boolean {
  return hasOwn.call(record, key);
}

/** The entry for `key`, or undefined: inherited members (constructor, toString…) are no entries. */
export function entryOf<T>(record: Keyed<T>, key: string): T | undefined {
  return hasOwn.call(record, key) ? record[key] : undefined;
}

/** Sets `record[key]` as an own data property, whatever the key (including "__proto__"). */
export function putEntry<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
  else record[key] = value;
}

/** A copy of `record` with `key` set to `value`. */
export function withEntry<T>(record: Keyed<T>, key: string, value: T): Record<string, T> {
  return { ...record, [key]: value };
}

/** A copy of `record` without `key`. */
export function withoutEntry<T>(record: Keyed<T>, key: string): Record<string, T> {
  const copy: Record<string, T> = { ...record };
  delete copy[key];
  return copy;
}

/** The entries in insertion order (own keys only). */
export function entriesOf<T>(record: Keyed<T>): [string, T][] {
  return Object.entries(record);
}

/** Sets an entry through the state's journal, so undo removes or restores it. */
export function setEntry<T>(w: Journal, record: Keyed<T>, key: string, value: T): void {
  w.set(record as Record<string, T>, key, value);
}
