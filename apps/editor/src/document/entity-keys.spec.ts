import { createEditorStore } from './editor-store';
import { indicesOf, keyMaker, keysFor, reconcileKeys } from './entity-keys';
import { startHistory } from './history';
import { addFeature, moveFeatures, removeFeatures } from './mission-edits';

const a = { type: 'start', x: 1, y: 1 };
const b = { type: 'exit', x: 5, y: 5 };
const c = { type: 'search', x: 7, y: 2 };
const mission = { layout: [], doors: [], features: [a, b, c] };

describe('entity keys', () => {
  it('follow an entity through removals, moves and reorders of its list', () => {
    const fresh = keyMaker();
    const keys = keysFor(mission, fresh);
    const [ka, kb, kc] = keys.features;
    // A removed: B and C keep their keys at their new places.
    const removed = removeFeatures(mission, [0]);
    const afterRemove = reconcileKeys(mission, removed, keys, fresh);
    expect(afterRemove.features).toEqual([kb, kc]);
    // B moved (a new object in B's place): it keeps B's key.
    const moved = moveFeatures(removed, [0], 1, 0);
    expect(reconcileKeys(removed, moved, afterRemove, fresh).features).toEqual([kb, kc]);
    // Reordered: keys go with the entries; a new entry gets a key never used.
    const reordered = { ...mission, features: [c, a, b, { type: 'item', x: 0, y: 0 }] };
    const next = reconcileKeys(mission, reordered, keys, fresh).features;
    expect(next.slice(0, 3)).toEqual([kc, ka, kb]);
    expect([ka, kb, kc]).not.toContain(next[3]);
  });

  it('an edit by key changes the entity meant even when the list changed since it was selected (an index would hit another)', () => {
    const store = createEditorStore(startHistory(mission));
    const selected = store.getState().keys.features[1] ?? ''; // B
    const staleIndex = 1;
    // Something else changes the list: A is removed.
    store.getState().edit((m) => removeFeatures(m, [0]));
    const [index] = indicesOf(store.getState().keys.features, [selected]);
    expect(index).toBe(0);
    store.getState().edit((m) => moveFeatures(m, [index ?? -1], 0, 1));
    const features = (store.getState().history.present as typeof mission).features;
    expect(features).toEqual([{ ...b, y: 6 }, c]);
    // The index taken at selection time would have moved C instead.
    expect(features[staleIndex]).toEqual(c);
  });

  it('survive undo and redo of a move, and are given afresh to another mission', () => {
    const store = createEditorStore(startHistory(mission));
    const before = store.getState().keys.features;
    store.getState().edit((m) => moveFeatures(m, [2], 1, 1));
    store.getState().undo();
    expect(store.getState().keys.features).toEqual(before);
    store.getState().redo();
    expect(store.getState().keys.features).toEqual(before);
    store.getState().edit((m) => addFeature(m, { type: 'item', x: 3, y: 3 }));
    expect(store.getState().keys.features.slice(0, 3)).toEqual(before);
    store.getState().open(mission);
    expect(store.getState().keys.features.some((k) => before.includes(k))).toBe(false);
  });
});
