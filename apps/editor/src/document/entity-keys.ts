// Editor-only keys for the entities on the map (placed tiles, features, doors, units) and the entries the
// properties panels pick (objectives, triggers), so a selection names the entity itself rather than its place in a list that other edits, undo and redo keep changing.
// The keys live beside the document, never in it: exports, share links and the game never see them, and
// they are the editor's own strings ("k1", "k2"…), so no author id meets them.
import { listOf } from './mission-edits';

export const ENTITY_LISTS = ['layout', 'features', 'doors', 'units', 'objectives', 'triggers'] as const;
export type EntityList = (typeof ENTITY_LISTS)[number];

/** For each list, the key of each entry, in list order. */
export type EntityKeys = { readonly [list in EntityList]: readonly string[] };

/** Makes keys never used before in this editor session. */
export function keyMaker(): () => string {
  let made = 0;
  return () => `k${++made}`;
}

/** Keys for every entity of a freshly opened mission. */
export function keysFor(mission: unknown, fresh: () => string): EntityKeys {
  return eachList((list) => listOf(mission, list).map(fresh));
}

function eachList(keysOf: (list: EntityList) => readonly string[]): EntityKeys {
  return Object.fromEntries(ENTITY_LISTS.map((list) => [list, keysOf(list)])) as { [list in EntityList]: readonly string[] };
}

/**
 * Carries keys over a change of the document. Edits are immutable: an entry left alone keeps its identity
 * and so its key, wherever it moved in the list; an entry changed in place (moved, turned, retyped) is
 * a new object at the same position of a list of the same length whose old object is gone, and keeps
 * that position's key. Anything else is new and gets a new key.
 */
export function reconcileKeys(previous: unknown, next: unknown, keys: EntityKeys, fresh: () => string): EntityKeys {
  const carry = (list: EntityList): readonly string[] => {
    const before = listOf(previous, list);
    const after = listOf(next, list);
    const old = keys[list];
    if (before === after && old.length === after.length) return old;
    const byEntry = new Map<unknown, string>();
    before.forEach((entry, i) => {
      const key = old[i];
      if (key !== undefined && !byEntry.has(entry)) byEntry.set(entry, key);
    });
    const remaining = new Set(after);
    const used = new Set<string>();
    const sameLength = before.length === after.length;
    return after.map((entry, i) => {
      const kept = byEntry.get(entry);
      const inPlace = sameLength && !remaining.has(before[i]) ? old[i] : undefined;
      const key = kept !== undefined && !used.has(kept) ? kept : inPlace !== undefined && !used.has(inPlace) && !byEntry.has(entry) ? inPlace : fresh();
      used.add(key);
      return key;
    });
  };
  return eachList(carry);
}

/** The list positions of `wanted` keys now (keys no longer in the list are skipped), in the order asked. */
export function indicesOf(keys: readonly string[], wanted: readonly string[]): number[] {
  const position = new Map(keys.map((key, i) => [key, i]));
  return wanted.flatMap((key) => {
    const i = position.get(key);
    return i === undefined ? [] : [i];
  });
}
