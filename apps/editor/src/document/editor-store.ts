import { createStore, type StoreApi } from 'zustand/vanilla';
import { openMission, type EditorDocument } from '../app/open-mission';
import { markEdit } from './edit-timing';
import type { FormList, OpenForm } from './entity-forms';
import { keyMaker, keysFor, reconcileKeys, type EntityKeys } from './entity-keys';
import { amend, record, redo, undo, type History } from './history';

/** A message the editor shows until dismissed: a refused file, a damaged link, a failed save. */
export interface Notice {
  readonly title: string;
  readonly lines: readonly string[];
  /** Text the author may want to keep (a damaged autosave), offered as a file. */
  readonly download?: { readonly label: string; readonly fileName: string; readonly text: string };
}

/** A request to frame a board cell on the map (the nonce makes a repeated click frame again). */
export interface Focus {
  readonly x: number;
  readonly y: number;
  readonly nonce: number;
}

export interface EditorState {
  readonly history: History<unknown>;
  /** The present document, validated: its issues and, when it compiles, its board. */
  readonly checked: EditorDocument;
  /** The editor's own key of each placed tile, feature and door of the present document (never written into it). */
  readonly keys: EntityKeys;
  readonly focus: Focus | undefined;
  /** The unit, feature or door whose form a press on the map asked to open. */
  readonly form: OpenForm | undefined;
  readonly notice: Notice | undefined;
  /** Counts the missions opened (new, file, link, recovery): what holds results of the previous one resets when it changes. */
  readonly opened: number;
  /**
   * Changes the mission; `change` returns a new document and must not mutate the one it gets.
   * Edits with the same `coalesce` key in a row (typing into one field) make a single undo step.
   */
  edit(change: (mission: unknown) => unknown, coalesce?: string): void;
  /** Replaces the mission (new, open, shared link); undo brings the previous one back. */
  open(mission: unknown): void;
  undo(): void;
  redo(): void;
  /** Restores a whole editing session (autosave recovery). */
  restore(history: History<unknown>): void;
  focusCell(at: { x: number; y: number }): void;
  openForm(list: FormList, key: string): void;
  showNotice(notice: Notice): void;
  dismissNotice(): void;
}

export type EditorStore = StoreApi<EditorState>;

export function createEditorStore(initial: History<unknown>): EditorStore {
  return createStore<EditorState>((set, get) => {
    // The key of the last edit while it can still be extended; any other change ends the run.
    let coalescing: string | undefined;
    const fresh = keyMaker();
    /** `opened`: another mission, whose entities share nothing with the last one's. */
    const commit = (history: History<unknown>, key?: string, opened = false) => {
      coalescing = key;
      const { history: before, checked, keys } = get();
      if (history === before) return;
      const same = history.present === before.present;
      set({
        history,
        checked: same ? checked : openMission(history.present),
        keys: opened ? keysFor(history.present, fresh) : same ? keys : reconcileKeys(before.present, history.present, keys, fresh),
      });
    };
    return {
      history: initial,
      checked: openMission(initial.present),
      keys: keysFor(initial.present, fresh),
      focus: undefined,
      form: undefined,
      notice: undefined,
      opened: 0,
      edit: (change, key) => {
        const began = performance.now();
        const { history } = get();
        const next = change(history.present);
        if (next !== history.present) markEdit(began);
        if (key !== undefined && key === coalescing && history.past.length > 0) {
          // Same field again: replace the present instead of adding a step.
          if (next !== history.present) commit(amend(history, next), key);
          return;
        }
        commit(record(history, next), key);
      },
      open: (mission) => {
        commit(record(get().history, mission, true), undefined, true);
        set({ opened: get().opened + 1 });
      },
      undo: () => commit(undo(get().history)),
      redo: () => commit(redo(get().history)),
      restore: (history) => set({ history, checked: openMission(history.present), keys: keysFor(history.present, fresh), opened: get().opened + 1 }),
      focusCell: (at) => set({ focus: { ...at, nonce: (get().focus?.nonce ?? 0) + 1 } }),
      openForm: (list, key) => set({ form: { list, key, nonce: (get().form?.nonce ?? 0) + 1 } }),
      showNotice: (notice) => set({ notice }),
      dismissNotice: () => set({ notice: undefined }),
    };
  });
}
