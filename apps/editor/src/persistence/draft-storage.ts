import { fromSnapshots, toSnapshots, type History, type Snapshots } from '../document/history';
import { historyProblem } from './draft-checks';

/** Where the editor keeps the mission being edited between page loads. */
export const DRAFT_KEY = 'breachline.editor.draft';
/** Where a draft that cannot be opened is kept (moved out of DRAFT_KEY so it never breaks a load again). */
export const DAMAGED_DRAFT_KEY = 'breachline.editor.draft.damaged';
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
  /** Whole documents, not patches: each is checked before the editor opens it (draft-checks.ts). */
  readonly history: Snapshots<unknown>;
}

export type ReadDraft =
  | { kind: 'none' }
  | { kind: 'draft'; history: History<unknown>; savedAt: string }
  | { kind: 'unreadable'; message: string; text?: string };

/** Saves the editing session; says why when the browser refuses (storage full or disabled). */
export function writeDraft(storage: Storage, history: History<unknown>, savedAt: Date): { ok: true } | { ok: false; message: string } {
  const steps = storedUndoSteps(JSON.stringify(history.present).length);
  const stored: StoredDraft = {
    format: 'breachline-editor-draft',
    version: DRAFT_VERSION,
    savedAt: savedAt.toISOString(),
    history: toSnapshots(history, steps),
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

/** Reads and checks the autosaved session; a damaged one is described (with its raw text), never thrown. */
export function readDraft(storage: Storage): ReadDraft {
  let text: string | null;
  try {
    text = storage.getItem(DRAFT_KEY);
  } catch {
    return { kind: 'unreadable', message: 'This browser does not let the editor read its autosave.' };
  }
  if (text === null) return { kind: 'none' };
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { kind: 'unreadable', message: 'The autosaved mission is damaged (not valid JSON).', text };
  }
  const draft = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<StoredDraft>;
  if (draft.format !== 'breachline-editor-draft' || typeof draft.version !== 'number') {
    return { kind: 'unreadable', message: 'The autosaved mission is not in a form this editor knows.', text };
  }
  if (draft.version > DRAFT_VERSION) {
    return { kind: 'unreadable', message: 'The autosaved mission was written by a newer version of the editor.', text };
  }
  const problem = historyProblem(draft.history);
  if (problem) return { kind: 'unreadable', message: `The autosaved mission is damaged: ${problem}.`, text };
  return { kind: 'draft', history: fromSnapshots(draft.history as Snapshots<unknown>), savedAt: typeof draft.savedAt === 'string' ? draft.savedAt : '' };
}

/** Moves the live draft to DAMAGED_DRAFT_KEY (kept, never loaded again) and clears the live one. */
export function setAsideDraft(storage: Storage, reason: string, text?: string): void {
  try {
    const kept = text ?? storage.getItem(DRAFT_KEY);
    if (kept !== null) storage.setItem(DAMAGED_DRAFT_KEY, JSON.stringify({ reason, text: kept }));
  } catch {
    // Storage full or refused: the draft is still cleared below, so it cannot break the next load.
  }
  clearDraft(storage);
}

export function clearDraft(storage: Storage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear in a browser that refuses storage.
  }
}
