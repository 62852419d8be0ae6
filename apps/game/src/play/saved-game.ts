/** A game kept in the browser: enough to rebuild it exactly (mission, seed, party, every action taken) and to check the rebuild. */
export interface SavedGame {
  readonly mission: unknown;
  readonly seed: number;
  readonly heroes: readonly { readonly id: string; readonly kind: string; readonly name: string }[];
  readonly actions: readonly unknown[];
  readonly savedAt: string;
  /** How many players shared the heroes at the screen (hot-seat): each hero keeps its player on resume. */
  readonly players: number;
  /** The version of the mission's rules the game was played by (absent in saves made before it was recorded). */
  readonly rulesVersion?: number;
  /** The engine's hash of the state the actions reach: a resume that reaches another state is refused, not played on. */
  readonly hash?: string;
  /** The campaign the mission is played in, as it stood at the mission's start (its ruleset's campaign face reads it). */
  readonly campaign?: { readonly [key: string]: unknown };
}

export const SAVE_KEY = 'breachline.game.save';
/** Where a save that cannot be resumed is kept (moved out of SAVE_KEY so it never breaks a load again). */
export const DAMAGED_SAVE_KEY = 'breachline.game.save.damaged';
/**
 * Bump with a migration in `checkSave` if the stored shape changes. Version 2 added `players`, `rulesVersion`
 * and `hash`; a version 1 save loads as a one-player game whose rules version is unknown.
 */
export const SAVE_VERSION = 2;
/** More heroes or actions than any game has: a save beyond these is damaged, not replayed. */
const MAX_HEROES = 16;
const MAX_ACTIONS = 100_000;
/** The longest hash the engine writes is 16 hex digits; anything much longer is not one. */
const MAX_HASH_LENGTH = 64;

export type ReadSave =
  | { kind: 'none' }
  | { kind: 'save'; save: SavedGame; title: string }
  | { kind: 'unreadable'; message: string; text?: string };

export function writeSave(storage: Storage, save: SavedGame): { ok: true } | { ok: false; message: string } {
  try {
    storage.setItem(SAVE_KEY, JSON.stringify({ format: 'breachline-save', version: SAVE_VERSION, ...save }));
    return { ok: true };
  } catch (error) {
    const reason = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : 'unknown error';
    return { ok: false, message: `The game could not be saved in this browser (${reason}).` };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isHero = (value: unknown): value is SavedGame['heroes'][number] =>
  isRecord(value) && typeof value['id'] === 'string' && typeof value['kind'] === 'string' && typeof value['name'] === 'string';

/** Why a parsed save cannot be resumed, or its checked contents. */
function checkSave(stored: unknown): { ok: true; save: SavedGame; title: string } | { ok: false; message: string } {
  if (!isRecord(stored) || stored['format'] !== 'breachline-save' || typeof stored['version'] !== 'number') {
    return { ok: false, message: 'The saved game is not in a form this version of Breachline knows.' };
  }
  if (stored['version'] > SAVE_VERSION) return { ok: false, message: 'The saved game was made by a newer version of Breachline.' };
  const { mission, seed, heroes, actions, savedAt } = stored;
  // Version 1 saves knew nothing of players, rules versions or hashes: one player, unknown rules, nothing to check.
  const added: Record<string, unknown> = stored['version'] >= 2 ? stored : { players: 1 };
  const { players, rulesVersion, hash, campaign } = added;
  const incomplete = (what: string) => ({ ok: false as const, message: `The saved game is incomplete or damaged (${what}) and cannot be resumed.` });
  if (!isRecord(mission)) return incomplete('it has no mission');
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return incomplete('its seed is not a whole number');
  if (!Array.isArray(heroes) || heroes.length === 0 || heroes.length > MAX_HEROES || !heroes.every(isHero)) return incomplete('its party of heroes is missing or malformed');
  if (!Array.isArray(actions) || actions.length > MAX_ACTIONS || !actions.every(isRecord)) return incomplete('its list of actions is malformed');
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 1 || players > MAX_HEROES) return incomplete('its number of players is not 1 to 16');
  if (rulesVersion !== undefined && (typeof rulesVersion !== 'number' || !Number.isInteger(rulesVersion) || rulesVersion < 1)) return incomplete('its rules version is not a whole number');
  if (hash !== undefined && (typeof hash !== 'string' || hash.length > MAX_HASH_LENGTH)) return incomplete('its state hash is malformed');
  if (campaign !== undefined && !isRecord(campaign)) return incomplete('its campaign is malformed');
  const meta = mission['meta'];
  const title = isRecord(meta) && typeof meta['title'] === 'string' && meta['title'].trim() !== '' ? meta['title'].slice(0, 120) : 'your game';
  const save: SavedGame = {
    mission,
    seed,
    heroes: heroes as SavedGame['heroes'],
    actions,
    savedAt: typeof savedAt === 'string' ? savedAt : '',
    players,
    ...(rulesVersion !== undefined ? { rulesVersion } : {}),
    ...(hash !== undefined ? { hash } : {}),
    ...(campaign !== undefined ? { campaign } : {}),
  };
  return { ok: true, save, title };
}

/** Reads and checks the saved game; a damaged or too-new one is described (with its raw text), never thrown. */
export function readSave(storage: Storage): ReadSave {
  let text: string | null;
  try {
    text = storage.getItem(SAVE_KEY);
  } catch {
    return { kind: 'unreadable', message: 'This browser does not let the game read its saved game.' };
  }
  if (text === null) return { kind: 'none' };
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { kind: 'unreadable', message: 'The saved game is damaged (not valid JSON) and cannot be resumed.', text };
  }
  const checked = checkSave(stored);
  return checked.ok ? { kind: 'save', save: checked.save, title: checked.title } : { kind: 'unreadable', message: checked.message, text };
}

/** A save that was set aside: why, and its text exactly as it was stored (to download). */
export interface DamagedSave {
  readonly reason: string;
  readonly text: string;
}

/** Moves the live save (damaged, or refused on resume) to DAMAGED_SAVE_KEY, so it is kept but never loaded again. */
export function setAsideSave(storage: Storage, reason: string, text?: string): void {
  try {
    const kept = text ?? storage.getItem(SAVE_KEY);
    if (kept !== null) storage.setItem(DAMAGED_SAVE_KEY, JSON.stringify({ reason, text: kept }));
  } catch {
    // Storage full or refused: the save is still cleared below, so it cannot break the next load.
  }
  clearSave(storage);
}

/** The save set aside last, if any. */
export function readDamagedSave(storage: Storage): DamagedSave | undefined {
  try {
    const text = storage.getItem(DAMAGED_SAVE_KEY);
    if (text === null) return undefined;
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed) && typeof parsed['reason'] === 'string' && typeof parsed['text'] === 'string') return { reason: parsed['reason'], text: parsed['text'] };
    return { reason: 'The saved game was damaged.', text };
  } catch {
    return undefined;
  }
}

export function forgetDamagedSave(storage: Storage): void {
  try {
    storage.removeItem(DAMAGED_SAVE_KEY);
  } catch {
    // Nothing to forget in a browser that refuses storage.
  }
}

export function clearSave(storage: Storage): void {
  try {
    storage.removeItem(SAVE_KEY);
  } catch {
    // Nothing to clear in a browser that refuses storage.
  }
}

/** What the start screen offers: a save to resume, and a damaged one set aside (to download or delete). */
export interface StartupSave {
  readonly resume: { readonly save: SavedGame; readonly title: string } | undefined;
  readonly damaged: DamagedSave | undefined;
}

/** Reads the saves before any screen uses them: a damaged live save is set aside here, at load. */
export function inspectSaves(storage: Storage): StartupSave {
  const read = readSave(storage);
  if (read.kind === 'unreadable') {
    if (read.text !== undefined) setAsideSave(storage, read.message, read.text);
    return { resume: undefined, damaged: readDamagedSave(storage) ?? { reason: read.message, text: read.text ?? '' } };
  }
  return { resume: read.kind === 'save' ? { save: read.save, title: read.title } : undefined, damaged: readDamagedSave(storage) };
}
