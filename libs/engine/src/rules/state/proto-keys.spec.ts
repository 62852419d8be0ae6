import { canonicalJson, hashState } from './canonical-hash';
import { cloneJson } from './clone';
import { Journal } from './journal';
import { entryOf, hasEntry, putEntry, setEntry, withEntry, withoutEntry } from './keyed';

// Hostile input (issue 14): ids from authors and players are keys of JSON state; "__proto__",
// "constructor" and "toString" must behave as any other key.
const parsed = (): Record<string, unknown> => JSON.parse('{"__proto__":{"a":1},"b":2}') as Record<string, unknown>;

describe('own "__proto__" keys in JSON state', () => {
  it('survive a deep copy as data, with the ordinary prototype', () => {
    const copy = cloneJson(parsed());
    expect(Object.keys(copy)).toEqual(['__proto__', 'b']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({ a: 1 });
    expect((copy as { a?: unknown }).a).toBeUndefined();
  });

  it('are hashed and written as data: a state with one differs from one without', () => {
    expect(hashState(parsed())).toBe(hashState(cloneJson(parsed())));
    expect(hashState(parsed())).not.toBe(hashState({ b: 2 }));
    expect(canonicalJson(parsed())).toBe('{"__proto__":{"a":1},"b":2}');
    expect(canonicalJson(cloneJson(parsed()))).toBe('{"__proto__":{"a":1},"b":2}');
  });

  it('are written and undone by the journal as entries', () => {
    const record: Record<string, number> = {};
    const journal = new Journal();
    const mark = journal.mark();
    journal.set(record, '__proto__', 3);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.keys(record)).toEqual(['__proto__']);
    journal.set(record, '__proto__', 4);
    expect(entryOf(record, '__proto__')).toBe(4);
    journal.undoTo(mark);
    expect(Object.keys(record)).toEqual([]);
  });
});

describe('keyed records', () => {
  it('never read inherited members as entries', () => {
    const record: Record<string, number> = { a: 1 };
    for (const key of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      expect(entryOf(record, key)).toBeUndefined();
      expect(hasEntry(record, key)).toBe(false);
    }
  });

  it('write any key as an entry, by hand, by copy and through the journal', () => {
    const record: Record<string, number> = {};
    putEntry(record, '__proto__', 1);
    putEntry(record, 'constructor', 2);
    expect(entryOf(record, '__proto__')).toBe(1);
    expect(entryOf(record, 'constructor')).toBe(2);
    const copy = withEntry(withoutEntry(record, 'constructor'), 'toString', 3);
    expect(Object.keys(copy)).toEqual(['__proto__', 'toString']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    const journal = new Journal();
    const mark = journal.mark();
    setEntry(journal, copy, 'valueOf', 4);
    expect(entryOf(copy, 'valueOf')).toBe(4);
    journal.undoTo(mark);
    expect(hasEntry(copy, 'valueOf')).toBe(false);
  });
});
