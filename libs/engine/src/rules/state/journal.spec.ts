import fc from 'fast-check';
import { cloneJson } from './clone';
import { Journal } from './journal';

interface Sample {
  n: number;
  label?: string;
  list: number[];
  nested: { a: number; b: number };
}

describe('journal', () => {
  it('undoes sets, new keys, pushes, pops, removals and snapshots back to the exact original', () => {
    const state: Sample = { n: 1, list: [1, 2, 3], nested: { a: 1, b: 2 } };
    const original = cloneJson(state);
    const journal = new Journal();
    const mark = journal.mark();
    journal.set(state, 'n', 5);
    journal.set(state, 'label', 'x');
    journal.push(state.list, 4);
    journal.pop(state.list);
    journal.removeAt(state.list, 0);
    journal.snapshot(state.nested);
    state.nested.a = 10;
    journal.add(state, 'n', 2);
    expect(state).toEqual({ n: 7, label: 'x', list: [2, 3], nested: { a: 10, b: 2 } });
    journal.undoTo(mark);
    expect(state).toEqual(original);
    expect('label' in state).toBe(false);
    expect(journal.size).toBe(0);
  });

  it('undoes to a mark in the middle and keeps what came before', () => {
    const state = { n: 0, list: [] as number[] };
    const journal = new Journal();
    journal.set(state, 'n', 1);
    const mark = journal.mark();
    journal.push(state.list, 9);
    journal.set(state, 'n', 2);
    journal.undoTo(mark);
    expect(state).toEqual({ n: 1, list: [] });
  });

  it('restores any random sequence of writes', () => {
    const write = fc.oneof(
      fc.record({ op: fc.constant('set' as const), v: fc.integer() }),
      fc.record({ op: fc.constant('push' as const), v: fc.integer() }),
      fc.record({ op: fc.constant('pop' as const), v: fc.constant(0) }),
      fc.record({ op: fc.constant('remove' as const), v: fc.nat(5) }),
    );
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 6 }), fc.array(write, { maxLength: 30 }), (list, writes) => {
        const state = { n: 0, list };
        const before = cloneJson(state);
        const journal = new Journal();
        for (const w of writes) {
          if (w.op === 'set') journal.set(state, 'n', w.v);
          else if (w.op === 'push') journal.push(state.list, w.v);
          else if (w.op === 'pop') journal.pop(state.list);
          else journal.removeAt(state.list, w.v);
        }
        journal.undoTo(0);
        expect(state).toEqual(before);
      }),
    );
  });
});
