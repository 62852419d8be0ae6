// A campaign kept in the browser between (and during) its missions: which ruleset's campaign face reads it,
// its title for the start screen, and the face's record. Kept apart from the game save: a damaged campaign is
// set aside on its own key and loses neither the game save nor anything else. No engine here: the start screen
// reads it; the campaign face checks the record itself when the campaign is continued.
import type { DamagedSave } from './saved-game';

export interface SavedCampaign {
  readonly ruleset: string;
  readonly title: string;
  /** How many players share the party at this screen (hot-seat), chosen before the first mission. */
  readonly players: number;
  readonly record: { readonly [key: string]: unknown };
  readonly savedAt: string;
}

export const CAMPAIGN_KEY = 'breachline.game.campaign';
export const DAMAGED_CAMPAIGN_KEY = 'breachline.game.campaign.damaged';
const FORMAT = 'breachline-campaign';
const VERSION = 1;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const reasonOf = (error: unknown) => (typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : 'unknown error');

export function writeCampaign(storage: Storage, saved: SavedCampaign): { ok: true } | { ok: false; message: string } {
  try {
    storage.setItem(CAMPAIGN_KEY, JSON.stringify({ format: FORMAT, version: VERSION, ...saved }));
    return { ok: true };
  } catch (error) {
    return { ok: false, message: `The campaign could not be saved in this browser (${reasonOf(error)}).` };
  }
}

/** Keeps a campaign as it now stands (stamped now); says why when it could not. */
export function keepCampaign(storage: Storage, campaign: Omit<SavedCampaign, 'savedAt'>): string | undefined {
  const written = writeCampaign(storage, { ...campaign, savedAt: new Date().toISOString() });
  return written.ok ? undefined : written.message;
}

export type ReadCampaign = { kind: 'none' } | { kind: 'campaign'; campaign: SavedCampaign } | { kind: 'unreadable'; message: string; text: string };

/** The stored campaign's envelope checked (its record is checked by its face when continued). */
function check(stored: unknown): { ok: true; campaign: SavedCampaign } | { ok: false; message: string } {
  if (!isRecord(stored) || stored['format'] !== FORMAT || typeof stored['version'] !== 'number') return { ok: false, message: 'The saved campaign is not in a form this version of Breachline knows.' };
  if (stored['version'] > VERSION) return { ok: false, message: 'The saved campaign was made by a newer version of Breachline.' };
  const { ruleset, title, players, record, savedAt } = stored;
  const damaged = (what: string) => ({ ok: false as const, message: `The saved campaign is damaged (${what}).` });
  if (typeof ruleset !== 'string' || ruleset.length > 60) return damaged('it names no rules');
  if (typeof title !== 'string' || title.trim() === '') return damaged('it has no title');
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 1 || players > 16) return damaged('its number of players is not 1 to 16');
  if (!isRecord(record)) return damaged('it has no campaign record');
  return { ok: true, campaign: { ruleset, title: title.slice(0, 120), players, record, savedAt: typeof savedAt === 'string' ? savedAt : '' } };
}

export function readCampaign(storage: Storage): ReadCampaign {
  let text: string | null;
  try {
    text = storage.getItem(CAMPAIGN_KEY);
  } catch {
    return { kind: 'none' };
  }
  if (text === null) return { kind: 'none' };
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { kind: 'unreadable', message: 'The saved campaign is damaged (not valid JSON) and cannot be continued.', text };
  }
  const checked = check(stored);
  return checked.ok ? { kind: 'campaign', campaign: checked.campaign } : { kind: 'unreadable', message: checked.message, text };
}

/** Moves the stored campaign to DAMAGED_CAMPAIGN_KEY (kept to download, never loaded again). */
export function setAsideCampaign(storage: Storage, reason: string, text?: string): void {
  try {
    const kept = text ?? storage.getItem(CAMPAIGN_KEY);
    if (kept !== null) storage.setItem(DAMAGED_CAMPAIGN_KEY, JSON.stringify({ reason, text: kept }));
  } catch {
    // Storage full or refused: the campaign is still cleared below, so it cannot break the next load.
  }
  clearCampaign(storage);
}

export function clearCampaign(storage: Storage): void {
  try {
    storage.removeItem(CAMPAIGN_KEY);
  } catch {
    // Nothing to clear in a browser that refuses storage.
  }
}

export function forgetDamagedCampaign(storage: Storage): void {
  try {
    storage.removeItem(DAMAGED_CAMPAIGN_KEY);
  } catch {
    // Nothing to forget.
  }
}

function readDamaged(storage: Storage): DamagedSave | undefined {
  try {
    const text = storage.getItem(DAMAGED_CAMPAIGN_KEY);
    if (text === null) return undefined;
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed) && typeof parsed['reason'] === 'string' && typeof parsed['text'] === 'string') return { reason: parsed['reason'], text: parsed['text'] };
    return { reason: 'The saved campaign was damaged.', text };
  } catch {
    return undefined;
  }
}

/** What the start screen offers of campaigns: one to continue, and a damaged one set aside. */
export interface StartupCampaign {
  readonly resume: SavedCampaign | undefined;
  readonly damaged: DamagedSave | undefined;
}

/** Reads the stored campaign; a damaged one is set aside here, at load, with its reason. */
export function inspectCampaign(storage: Storage): StartupCampaign {
  const read = readCampaign(storage);
  if (read.kind === 'unreadable') {
    setAsideCampaign(storage, read.message, read.text);
    return { resume: undefined, damaged: readDamaged(storage) ?? { reason: read.message, text: read.text } };
  }
  return { resume: read.kind === 'campaign' ? read.campaign : undefined, damaged: readDamaged(storage) };
}
