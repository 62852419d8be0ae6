import { amend, fromSnapshots, HISTORY_LIMIT, record, redo, startHistory, toSnapshots, undo } from './history';

describe('history', () => {
  it('undoes and redoes edits in order', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    h = redo(h);
    expect(h.present).toBe('b');
    expect(h.future).toHaveLength(1);
    expect(redo(h).present).toBe('c');
  });

  it('forgets the redo branch when a new edit is made after an undo', () => {
    const h = record(undo(record(startHistory('a'), 'b')), 'x');
    expect([h.past.length, h.present, h.future]).toEqual([1, 'x', []]);
    expect(undo(h).present).toBe('a');
  });

  it('does nothing when there is nothing to undo or redo, or nothing changed', () => {
    const h = startHistory('a');
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
    expect(record(h, 'a')).toBe(h);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps back`, () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) h = record(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i++) h = undo(h);
    expect(h.present).toBe(10);
    expect(undo(h)).toBe(h);
  });
});

describe('history by patches', () => {
  const tiles = Array.from({ length: 300 }, (_, i) => ({ tile: 'hive/t', x: i, y: 0, rotation: 0 }));
  const mission = { id: 'm', meta: { title: 'Big' }, layout: tiles, features: [{ type: 'start', x: 1, y: 1 }] };

  it('keeps what an edit changed, not the whole mission, and undoes and redoes it exactly', () => {
    const moved = { ...mission, features: [{ type: 'start', x: 2, y: 1 }] };
    const h = record(startHistory<unknown>(mission), moved);
    const step = h.past[0];
    expect(step?.redo).toEqual([{ op: 'replace', path: ['features', 0, 'x'], value: 2 }]);
    expect(step?.undo).toEqual([{ op: 'replace', path: ['features', 0, 'x'], value: 1 }]);
    // The step is small beside the mission a snapshot would have kept.
    expect(JSON.stringify(step).length * 50).toBeLessThan(JSON.stringify(mission).length);
    expect(undo(h).present).toEqual(mission);
    expect(redo(undo(h)).present).toEqual(moved);
  });

  it('undoes additions, removals and replaced lists, and an equal document is no edit', () => {
    let h = startHistory<unknown>(mission);
    h = record(h, { ...mission, layout: tiles.slice(1), doors: [] });
    h = record(h, { ...(h.present as object), meta: { title: 'Renamed' } });
    expect(record(h, { ...(h.present as object) })).toBe(h);
    expect(undo(undo(h)).present).toEqual(mission);
    expect(redo(redo(undo(undo(h)))).present).toEqual({ ...mission, layout: tiles.slice(1), doors: [], meta: { title: 'Renamed' } });
  });

  it("folds a run of typing into one step, and never sets a draft's prototype from a '__proto__' key", () => {
    let h = record(startHistory<unknown>({ meta: { title: '' } }), { meta: { title: 'B' } });
    h = amend(h, { meta: { title: 'Bu' } });
    h = amend(h, { meta: { title: 'Bug' } });
    expect(h.past).toHaveLength(1);
    expect(undo(h).present).toEqual({ meta: { title: '' } });
    const hostile = JSON.parse('{"meta":{"__proto__":{"polluted":true}}}') as unknown;
    const r = record(startHistory<unknown>({ meta: {} }), hostile);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(redo(undo(r)).present).toEqual(hostile);
    expect(Object.getPrototypeOf((redo(undo(r)).present as { meta: object }).meta)).toBe(Object.prototype);
  });

  it('turns into whole documents for autosave and back', () => {
    let h = startHistory<unknown>(mission);
    h = record(h, { ...mission, id: 'a' });
    h = record(h, { ...mission, id: 'b' });
    h = undo(h);
    const snapshots = toSnapshots(h);
    expect(snapshots).toEqual({ past: [mission], present: { ...mission, id: 'a' }, future: [{ ...mission, id: 'b' }] });
    const back = fromSnapshots(snapshots);
    expect(undo(back).present).toEqual(mission);
    expect(redo(back).present).toEqual({ ...mission, id: 'b' });
    expect(toSnapshots(h, 0)).toEqual({ past: [], present: { ...mission, id: 'a' }, future: [] });
  });
});
