import { HISTORY_LIMIT, record, redo, startHistory, undo } from './history';

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
    expect(h.future).toEqual(['c']);
  });

  it('forgets the redo branch when a new edit is made after an undo', () => {
    const h = record(undo(record(startHistory('a'), 'b')), 'x');
    expect([h.past, h.present, h.future]).toEqual([['a'], 'x', []]);
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
    expect(h.past[0]).toBe(10);
  });
});
