// Undo/redo by patches: each step keeps what changed (immer patches, forwards and back), not a copy of the
// whole mission, so a long session on a big mission costs what was edited rather than steps × its size.
import { enablePatches, Immer, nothing, type Patch } from 'immer';
import { applyPatches } from './apply-patches';

enablePatches();
// Documents stay plain, unfrozen values: the rest of the editor (validation, migration) reads them as JSON.
const immer = new Immer({ autoFreeze: false });

/** One undoable change: the patches that make it and the ones that take it back. */
export interface Step {
  readonly redo: readonly Patch[];
  readonly undo: readonly Patch[];
}

export interface History<T> {
  readonly past: readonly Step[];
  readonly present: T;
  readonly future: readonly Step[];
}

/** A history as whole documents (autosave keeps this form: it checks each document before opening it). */
export interface Snapshots<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/** How many steps back undo reaches; older steps are dropped. */
export const HISTORY_LIMIT = 200;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

type Container = Record<string, unknown> | unknown[];

/** Two values whose fields can be merged one by one: both lists, or both plain objects without a '__proto__' key. */
function mergeable(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  // A document may hold any key; '__proto__' assigned on a draft would set its prototype instead: replace wholesale.
  return Array.isArray(a) || (!Object.hasOwn(a, '__proto__') && !Object.hasOwn(b, '__proto__'));
}

/** Makes `draft` (a draft of `base`) equal to `next`, touching only what differs, so immer records small patches. */
function mergeInto(draft: Container, base: Container, next: Container): void {
  const d = draft as Record<string | number, unknown>;
  const b = base as Record<string | number, unknown>;
  const assign = (key: string | number, had: boolean, value: unknown) => {
    const old = b[key];
    if (had && old === value) return;
    if (had && mergeable(old, value)) mergeInto(d[key] as Container, old as Container, value as Container);
    else d[key] = value;
  };
  if (Array.isArray(next)) {
    const list = draft as unknown[];
    next.forEach((value, i) => assign(i, i < (base as unknown[]).length, value));
    if (list.length > next.length) list.length = next.length;
    return;
  }
  for (const key of Object.keys(base)) if (!Object.hasOwn(next, key)) delete d[key];
  for (const key of Object.keys(next)) assign(key, Object.hasOwn(base, key), next[key]);
}

/**
 * The step from `present` to `next` (documents are immutable: unchanged parts are shared and skipped).
 * `whole`: one patch replacing the document (another mission opened: nothing is shared, and undo brings back
 * the very document, its key order included).
 */
export function stepBetween<T>(present: T, next: T, whole = false): Step {
  const [, redo, undo] = immer.produceWithPatches(present, (draft: unknown) => {
    if (!whole && mergeable(present, next)) {
      mergeInto(draft as Container, present as Container, next as Container);
      return undefined;
    }
    return next === undefined ? nothing : next;
  });
  return { redo, undo };
}

const apply = <T>(document: T, patches: readonly Patch[]): T => applyPatches(document, patches);

/** Records `next` as the new present. Recording the present itself again, or an equal document, is not an edit. */
export function record<T>(history: History<T>, next: T, whole = false): History<T> {
  if (next === history.present) return history;
  const step = stepBetween(history.present, next, whole);
  if (step.redo.length === 0) return history;
  const past = [...history.past, step];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, present: next, future: [] };
}

/** Replaces the present and folds the change into the last step (typing on in one field is one undo step). */
export function amend<T>(history: History<T>, next: T): History<T> {
  const last = history.past.at(-1);
  if (last === undefined) return record(history, next);
  if (next === history.present) return { ...history, future: [] };
  const step = stepBetween(history.present, next);
  const merged: Step = { redo: [...last.redo, ...step.redo], undo: [...step.undo, ...last.undo] };
  return { past: [...history.past.slice(0, -1), merged], present: next, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  const step = history.past.at(-1);
  if (step === undefined) return history;
  return { past: history.past.slice(0, -1), present: apply(history.present, step.undo), future: [step, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [step, ...rest] = history.future;
  if (step === undefined) return history;
  return { past: [...history.past, step], present: apply(history.present, step.redo), future: rest };
}

/** Every document of the history, at most `steps` back and forth, oldest first (for autosave). */
export function toSnapshots<T>(history: History<T>, steps: number = HISTORY_LIMIT): Snapshots<T> {
  const past: T[] = [];
  let here = history.present;
  for (const step of (steps === 0 ? [] : history.past.slice(-steps)).reverse()) {
    here = apply(here, step.undo);
    past.unshift(here);
  }
  const future: T[] = [];
  here = history.present;
  for (const step of history.future.slice(0, steps)) {
    here = apply(here, step.redo);
    future.push(here);
  }
  return { past, present: history.present, future };
}

/** A history of patch steps from whole documents (an autosave read back). */
export function fromSnapshots<T>(snapshots: Snapshots<T>): History<T> {
  const past = snapshots.past.map((document, i) => stepBetween(document, snapshots.past[i + 1] ?? snapshots.present));
  const future: Step[] = [];
  let here = snapshots.present;
  for (const document of snapshots.future) {
    future.push(stepBetween(here, document));
    here = document;
  }
  return { past, present: snapshots.present, future };
}
