import type { History } from '../document/history';

/** Where the editor keeps the mission being edited between page loads. */
export const DRAFT_KEY = 'breachline.editor.draft';
/** Bump with a migration in `readDraft` if the stored shape changes. */
export const DRAFT_VERSION = 1;
/** Undo steps kept across a reload: enough to be useful, small enough for localStorage's ~5 MB. */
const STORED_UNDO_STEPS = 50;
/** Characters of JSON a draft may take: large missions keep fewer undo steps rather than overflow the quota. */
export const DRAFT_BUDGET = 2_000_000;

/** How many undo (and redo) steps fit the budget next to the present, each step about the present's size. */
export function storedUndoSteps(presentLength: number): number {
  return Math.max(0, Math.min(STORED_UNDO_STEPS, Math.floor(DRAFT_BUDGET / Math.max(1, presentLength) / 2) - 1));
}

interface StoredDraft {
  readonly format: 'breachline-editor-draft';
  readonly version: number;
  readonly savedAt: string;
  readonly history: History<unknown>;
}

export type ReadDraft =
  | { kind: 'none' }
  | { kind: 'draft'; history: History<unknown>; savedAt: string }
  | { kind: 'unreadable'; message: string };

/** Saves the editing session; says why when the browser refuses (storage full or disabled). */
export function writeDraft(storage: Storage, history: History<unknown>, savedAt: Date): { ok: true } | { ok: false; message: string } {
  const steps = storedUndoSteps(JSON.stringify(history.present).length);
  const stored: StoredDraft = {
    format: 'breachline-editor-draft',
    version: DRAFT_VERSION,
    savedAt: savedAt.toISOString(),
    history: { ...history, past: steps === 0 ? [] : history.past.slice(-steps), future: history.future.slice(0, steps) },
  };
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(stored));
    return { ok: true };
  } catch (error) {
    // DOMException is not an Error in every environment: read its name directly.
    const reason = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : 'unknown error';
    return { ok: false, message: `Autosave failed: the browser refused to store the mission (${reason}). Export it to keep a copy.` };
  }
}

export function readDraft(storage: Storage): ReadDraft {
  let text: string | null;
  try {
    text = storage.getItem(DRAFT_KEY);
  } catch {
    return { kind: 'unreadable', message: 'This browser does not let the editor read its autosave.' };
  }
  if (text === null) return { kind: 'none' };
  try {
    const stored = JSON.parse(text) as Partial<StoredDraft>;
    if (stored.format !== 'breachline-editor-draft' || typeof stored.version !== 'number') {
      return { kind: 'unreadable', message: 'The autosaved mission is not in a form this editor knows.' };
    }
    if (stored.version > DRAFT_VERSION) {
      return { kind: 'unreadable', message: 'The autosaved mission was written by a newer version of the editor.' };
    }
    const history = stored.history;
    if (!history || !Array.isArray(history.past) || !Array.isArray(history.future) || !('present' in history)) {
      return { kind: 'unreadable', message: 'The autosaved mission is incomplete.' };
    }
    return { kind: 'draft', history, savedAt: String(stored.savedAt) };
  } catch {
    return { kind: 'unreadable', message: 'The autosaved mission is damaged (not valid JSON).' };
  }
}

export function clearDraft(storage: Storage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear in a browser that refuses storage.
  }
}
