// A replay link (`#r=…`, made by the editor's Simulate panel for a notable bot game): the mission, the setup
// seed, the party and every action, rebuilt here into the replay screen's frames. The payload is encoded as
// share links are (versioned, zlib, checksummed); the final state hash proves the rebuild is the same game.
import { stateHash, type HeroChoice } from '@breachline/engine';
import { decodeSharePayload, loadMission } from '@breachline/scenario-schema';
import { replayFrames, type ReplayFrames } from '../play/replay';
import { startSession } from '../play/session';

/** The document a replay link carries (written by apps/editor/src/simulate/record-replay.ts). */
export interface ReplayDocument {
  readonly mission: unknown;
  readonly seed: number;
  readonly heroes: readonly HeroChoice[];
  readonly actions: readonly unknown[];
  readonly hash: string;
  readonly caption: string;
}

export const REPLAY_VERSION = 1;

/** Longer games than this are refused before replaying (a bot game of a large mission has a few thousand). */
const MAX_ACTIONS = 100_000;

export type OpenedReplay = { ok: true; frames: ReplayFrames; caption: string } | { ok: false; message: string };

/** The payload of a location hash like `#r=…`, or undefined when the hash carries no replay. */
export function readReplayFragment(hash: string): string | undefined {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash).get('r') ?? undefined;
}

const refused = (reason: string): { ok: false; message: string } => ({ ok: false, message: `This replay link cannot be opened: ${reason}` });

const isHero = (value: unknown): value is HeroChoice => {
  const hero = value as Record<string, unknown> | null;
  return hero !== null && typeof hero === 'object' && ['id', 'kind', 'name'].every((key) => typeof hero[key] === 'string');
};

/** The replay document in a decoded payload, or what is wrong with it. */
export function readReplayDocument(text: string): { ok: true; replay: ReplayDocument } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refused('it does not hold a replay.');
  }
  const doc = (value ?? {}) as Record<string, unknown>;
  if (doc['format'] !== 'breachline-replay' || typeof doc['version'] !== 'number') return refused('it does not hold a replay.');
  if (doc['version'] > REPLAY_VERSION) return refused('it was made by a newer version of Breachline. Update the app to open it.');
  const { mission, seed, heroes, actions, hash, caption } = doc;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || typeof hash !== 'string' || mission === undefined) return refused('its game is incomplete.');
  if (!Array.isArray(heroes) || heroes.length === 0 || !heroes.every(isHero)) return refused('its party of heroes is missing or damaged.');
  if (!Array.isArray(actions) || actions.length > MAX_ACTIONS) return refused(`its list of actions is missing or longer than ${MAX_ACTIONS.toLocaleString('en')}.`);
  return { ok: true, replay: { mission, seed, heroes, actions, hash, caption: typeof caption === 'string' ? caption : 'Replay' } };
}

/** Decodes, checks and rebuilds the game of a `#r=` link; every failure is a sentence for the start screen. */
export function openReplayLink(hash: string): OpenedReplay {
  const payload = readReplayFragment(hash);
  if (payload === undefined) return refused('it has no "#r=" part.');
  const decoded = decodeSharePayload(payload);
  if (!decoded.ok) return refused(decoded.message.replace(/^This share link /, 'it ').replace(/^This is not a Breachline share link/, 'it is not a Breachline replay link'));
  const read = readReplayDocument(decoded.value);
  if (!read.ok) return read;
  const { replay } = read;
  const loaded = loadMission(replay.mission);
  if (!loaded.ok) return refused(`its mission does not validate (${loaded.issues[0]?.message ?? 'no details'}).`);
  const started = startSession(loaded.value, replay.heroes, replay.seed);
  if (!started.ok) return refused(started.message);
  const rebuilt = replayFrames({ ...started.session, actions: replay.actions });
  if (!rebuilt.ok) return refused(rebuilt.message);
  const last = rebuilt.frames.sessions.at(-1);
  if (!last || stateHash(last.state) !== replay.hash) return refused('replaying it does not reach the game it recorded (the rules changed since, or the link was altered).');
  return { ok: true, frames: rebuilt.frames, caption: replay.caption };
}
