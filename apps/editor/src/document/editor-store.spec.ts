import { DEFAULT_SAMPLE_MISSION_ID, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { createEditorStore } from './editor-store';
import { startHistory } from './history';

const sample = SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID] as { layout: unknown[] };

describe('editor store', () => {
  it('re-validates after every edit, and undo brings back the valid mission', () => {
    const store = createEditorStore(startHistory(sample));
    expect(store.getState().checked.issues).toEqual([]);
    store.getState().edit((mission) => ({ ...(mission as object), layout: [] }));
    expect(store.getState().checked.issues.map((i) => i.path)).toEqual(['/layout']);
    store.getState().undo();
    expect(store.getState().checked.issues).toEqual([]);
    expect(store.getState().history.present).toEqual(sample);
    store.getState().redo();
    expect(store.getState().checked.board).toBeUndefined();
  });

  it('makes opening another mission undoable', () => {
    const store = createEditorStore(startHistory(sample));
    store.getState().open({ format: 'breachline-mission' });
    expect(store.getState().checked.issues.length).toBeGreaterThan(0);
    store.getState().undo();
    expect(store.getState().history.present).toBe(sample);
  });
});

describe('editor store coalescing', () => {
  it('makes typing into one field a single undo step, and a different field a new one', () => {
    const store = createEditorStore(startHistory({ meta: { title: '' } }));
    const setTitle = (title: string) => store.getState().edit((m) => ({ ...(m as object), meta: { title } }), 'meta.title');
    setTitle('B');
    setTitle('Br');
    setTitle('Bre');
    expect(store.getState().history.past).toHaveLength(1);
    store.getState().edit((m) => ({ ...(m as object), id: 'x' }), 'id');
    expect(store.getState().history.past).toHaveLength(2);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().history.present).toEqual({ meta: { title: '' } });
  });
});

describe('editor store: another mission', () => {
  it('counts the missions opened, so panels of the previous mission reset; edits and undo do not count', () => {
    const store = createEditorStore(startHistory(sample));
    expect(store.getState().opened).toBe(0);
    store.getState().edit((mission) => ({ ...(mission as object), id: 'renamed' }));
    store.getState().undo();
    expect(store.getState().opened).toBe(0);
    store.getState().open({ format: 'breachline-mission' });
    expect(store.getState().opened).toBe(1);
    store.getState().restore(startHistory(sample));
    expect(store.getState().opened).toBe(2);
  });
});
