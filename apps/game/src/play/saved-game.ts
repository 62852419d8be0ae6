/** A game kept in the browser: enough to rebuild it exactly (mission, seed, party, every action taken). */
export interface SavedGame {
  readonly mission: unknown;
  readonly seed: number;
  readonly heroes: readonly { readonly id: string; readonly kind: string; readonly name: string }[];
  readonly actions: readonly unknown[];
  readonly savedAt: string;
}

export const SAVE_KEY = 'breachline.game.save';
/** Bump with a migration in `readSave` if the stored shape changes. */
export const SAVE_VERSION = 1;

export type ReadSave = { kind: 'none' } | { kind: 'save'; save: SavedGame } | { kind: 'unreadable'; message: string };

export function writeSave(storage: Storage, save: SavedGame): { ok: true } | { ok: false; message: string } {
  try {
    storage.setItem(SAVE_KEY, JSON.stringify({ format: 'breachline-save', version: SAVE_VERSION, ...save }));
    return { ok: true };
  } catch (error) {
    const reason = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : 'unknown error';
    return { ok: false, message: `The game could not be saved in this browser (${reason}).` };
  }
}

/** Reads the saved game; a damaged or too-new save says so instead of breaking the page. */
export function readSave(storage: Storage): ReadSave {
  let text: string | null;
  try {
    text = storage.getItem(SAVE_KEY);
  } catch {
    return { kind: 'unreadable', message: 'This browser does not let the game read its saved game.' };
  }
  if (text === null) return { kind: 'none' };
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { kind: 'unreadable', message: 'The saved game is damaged (not valid JSON) and cannot be resumed.' };
  }
  if (stored['format'] !== 'breachline-save' || typeof stored['version'] !== 'number') {
    return { kind: 'unreadable', message: 'The saved game is not in a form this version of Breachline knows.' };
  }
  if (stored['version'] > SAVE_VERSION) return { kind: 'unreadable', message: 'The saved game was made by a newer version of Breachline.' };
  const { mission, seed, heroes, actions, savedAt } = stored;
  if (typeof seed !== 'number' || !Array.isArray(heroes) || !Array.isArray(actions) || mission === undefined) {
    return { kind: 'unreadable', message: 'The saved game is incomplete and cannot be resumed.' };
  }
  return { kind: 'save', save: { mission, seed, heroes: heroes as SavedGame['heroes'], actions, savedAt: String(savedAt) } };
}

export function clearSave(storage: Storage): void {
  try {
    storage.removeItem(SAVE_KEY);
  } catch {
    // Nothing to clear in a browser that refuses storage.
  }
}
