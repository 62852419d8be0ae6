import { record, startHistory } from '../document/history';
import { clearDraft, DRAFT_BUDGET, DRAFT_KEY, readDraft, storedUndoSteps, writeDraft } from './draft-storage';

/** A Storage that holds items in a Map, optionally refusing writes like a full quota. */
function memoryStorage(refuse = false): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (refuse) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('draft storage', () => {
  it('keeps the mission and its undo history across a reload', () => {
    const storage = memoryStorage();
    const history = record(record(startHistory({ v: 1 }), { v: 2 }), { v: 3 });
    expect(writeDraft(storage, history, new Date('2026-11-21T10:00:00Z'))).toEqual({ ok: true });
    expect(readDraft(storage)).toEqual({ kind: 'draft', history, savedAt: '2026-11-21T10:00:00.000Z' });
  });

  it('keeps fewer undo steps of a large mission, so the draft stays within the budget', () => {
    expect(storedUndoSteps(1_000)).toBe(50);
    expect(storedUndoSteps(120_000)).toBe(7);
    expect(storedUndoSteps(DRAFT_BUDGET)).toBe(0);
    const big = { text: 'x'.repeat(300_000) };
    let history = startHistory<unknown>(big);
    for (let i = 0; i < 10; i++) history = record(history, { ...big, i });
    const storage = memoryStorage();
    expect(writeDraft(storage, history, new Date())).toEqual({ ok: true });
    expect((storage.getItem(DRAFT_KEY) ?? '').length).toBeLessThanOrEqual(DRAFT_BUDGET);
    const read = readDraft(storage);
    expect(read.kind === 'draft' && read.history.past.length).toBe(2);
  });

  it('reports nothing to recover, or an unreadable draft, without throwing', () => {
    const storage = memoryStorage();
    expect(readDraft(storage)).toEqual({ kind: 'none' });
    storage.setItem(DRAFT_KEY, '{ broken');
    expect(readDraft(storage)).toMatchObject({ kind: 'unreadable', message: expect.stringMatching(/damaged/) });
    storage.setItem(DRAFT_KEY, JSON.stringify({ format: 'breachline-editor-draft', version: 99, history: {} }));
    expect(readDraft(storage)).toMatchObject({ kind: 'unreadable', message: expect.stringMatching(/newer version/) });
    clearDraft(storage);
    expect(readDraft(storage)).toEqual({ kind: 'none' });
  });

  it('says so when the browser refuses to store', () => {
    const result = writeDraft(memoryStorage(true), startHistory({}), new Date());
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^Autosave failed: .*QuotaExceededError/) });
  });
});
