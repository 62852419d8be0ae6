/**
 * A write journal: every change to a state goes through it, so it can be undone exactly.
 * Bots apply an action in place, look, and undo (no copying); the safe `apply` clones first.
 * Entries are kept in parallel flat arrays below `top`; undo lowers `top` without shrinking the
 * arrays, so a bot's apply/undo loop allocates nothing for the journal once it has warmed up.
 */
const SET = 0;
const SET_NEW_KEY = 1;
const PUSH = 2;
const POP = 3;
const REMOVE_AT = 4;
const RESTORE = 5;

type Writable = Record<PropertyKey, unknown>;

const EMPTY: object = Object.freeze({});
type Op = typeof SET | typeof SET_NEW_KEY | typeof PUSH | typeof POP | typeof REMOVE_AT | typeof RESTORE;

/** Defines `key` as an own data property (plain assignment to "__proto__" would set the prototype). */
function writeOwn(obj: Writable, key: PropertyKey, value: unknown): void {
  Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
}

export class Journal {
  private readonly ops: Op[] = [];
  private readonly targets: object[] = [];
  private readonly keys: PropertyKey[] = [];
  private readonly olds: unknown[] = [];
  private top = 0;

  private epochCount = 0;

  /** A point to undo back to. */
  mark(): number {
    this.epochCount++;
    return this.top;
  }

  /** Changes at every mark and undo: lets a writer that snapshots lazily know it must snapshot again. */
  get epoch(): number {
    return this.epochCount;
  }

  get size(): number {
    return this.top;
  }

  /** Forgets every entry (the changes stay; they can no longer be undone). */
  clear(): void {
    // Entries at and above `top` are already dropped (undo drops what it undoes): the driver clears
    // after every action, so only the used part is wiped, not the journal's whole capacity.
    this.targets.fill(EMPTY, 0, this.top);
    this.olds.fill(undefined, 0, this.top);
    this.top = 0;
  }

  set<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
    const obj = target as unknown as Writable;
    const old = obj[key as PropertyKey];
    if (key === '__proto__') {
      // An id from the outside: kept as an entry, never as the object's prototype.
      const own = Object.prototype.hasOwnProperty.call(obj, key);
      this.record(own ? SET : SET_NEW_KEY, target, key, own ? old : undefined);
      writeOwn(obj, key, value);
      return;
    }
    // JSON state never holds undefined or functions, so only those old values (a missing key, or an
    // inherited member such as "constructor") need the own-key test.
    const had = (old !== undefined && typeof old !== 'function') || Object.prototype.hasOwnProperty.call(obj, key);
    this.record(had ? SET : SET_NEW_KEY, target, key, old);
    obj[key as PropertyKey] = value;
  }

  /** Adds `delta` to a numeric field. */
  add<T extends object, K extends keyof T>(target: T, key: K, delta: T[K] & number): void {
    this.set(target, key, ((target[key] as number) + delta) as T[K]);
  }

  push<T>(array: readonly T[], value: T): void {
    this.record(PUSH, array, 0, undefined);
    (array as T[]).push(value);
  }

  /** Removes and returns the last element. */
  pop<T>(array: readonly T[]): T | undefined {
    if (array.length === 0) return undefined;
    const value = (array as T[]).pop() as T;
    this.record(POP, array, 0, value);
    return value;
  }

  removeAt<T>(array: readonly T[], index: number): T | undefined {
    if (index < 0 || index >= array.length) return undefined;
    const [value] = (array as T[]).splice(index, 1) as [T];
    this.record(REMOVE_AT, array, index, value);
    return value;
  }

  /** Remembers a small object's own fields as they are now; undo puts them back (e.g. the RNG state). */
  snapshot(target: object): void {
    this.record(RESTORE, target, 0, { ...target });
  }

  /** Undoes every change after `mark`, newest first. */
  undoTo(mark: number): void {
    this.epochCount++;
    for (let i = this.top - 1; i >= mark; i--) {
      const target = this.targets[i] as Writable;
      const key = this.keys[i] as PropertyKey;
      const old = this.olds[i];
      switch (this.ops[i]) {
        case SET:
          if (key === '__proto__') writeOwn(target, key, old);
          else target[key] = old;
          break;
        case SET_NEW_KEY:
          delete target[key];
          break;
        case PUSH:
          (target as unknown as unknown[]).pop();
          break;
        case POP:
          (target as unknown as unknown[]).push(old);
          break;
        case REMOVE_AT:
          (target as unknown as unknown[]).splice(key as number, 0, old);
          break;
        case RESTORE:
          Object.assign(target, old);
          break;
      }
      // Drop references so undone objects can be collected.
      this.targets[i] = EMPTY;
      this.olds[i] = undefined;
    }
    this.top = Math.min(this.top, Math.max(0, mark));
  }

  private record(op: Op, target: object, key: PropertyKey, old: unknown): void {
    const i = this.top++;
    if (i === this.ops.length) {
      this.ops.push(op);
      this.targets.push(target);
      this.keys.push(key);
      this.olds.push(old);
    } else {
      this.ops[i] = op;
      this.targets[i] = target;
      this.keys[i] = key;
      this.olds[i] = old;
    }
  }
}

/**
 * The same write interface with no memory: used where changes never need undoing (inside a fresh
 * copy, or inside an immer draft for the benchmark's peer).
 */
export class DirectWriter extends Journal {
  override set<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
    if (key === '__proto__') writeOwn(target as unknown as Writable, key, value);
    else (target as unknown as Writable)[key as PropertyKey] = value;
  }
  override push<T>(array: readonly T[], value: T): void {
    (array as T[]).push(value);
  }
  override pop<T>(array: readonly T[]): T | undefined {
    return (array as T[]).pop();
  }
  override removeAt<T>(array: readonly T[], index: number): T | undefined {
    if (index < 0 || index >= array.length) return undefined;
    return (array as T[]).splice(index, 1)[0];
  }
  override snapshot(): void {
    // Nothing to remember.
  }
}
