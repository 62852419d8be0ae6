// A replay link (`#r=…`): a finished game — the mission, the setup seed, the party and every action of both
// sides — so the game app can rebuild it step by step (the engine is deterministic). The editor's Simulate
// panel writes them for notable bot games; the game reads them. Encoded as share links are (versioned,
// zlib, Adler-32 checked); the final state hash lets the reader prove its rebuild is the same game.
import { decodeSharePayload, encodeSharePayload, type ShareResult } from './share-link';

export const REPLAY_FORMAT = 'breachline-replay';
/**
 * The replay format's version: a whole number from 1. A reader opens versions up to its own and refuses
 * anything else (0, negative, fractional or missing versions were never written). The format's caps on a
 * replay's length, checked before anything is replayed:
 * - the link's payload: at most `MAX_REPLAY_PAYLOAD_LENGTH` characters (refused before it is decoded);
 * - the unpacked JSON: at most `MAX_REPLAY_TEXT_BYTES` (5 MiB; inflating stops there);
 * - the actions: at most `MAX_REPLAY_ACTIONS`; the party: 1 to `MAX_REPLAY_HEROES` heroes.
 */
export const REPLAY_VERSION = 1;

/** Replay links are opened from the editor, not pasted into chat: like Playtest links they may be long. */
export const MAX_REPLAY_PAYLOAD_LENGTH = 2_000_000;

/** Longer games than this are refused before replaying (a bot game of a large mission has a few thousand). */
export const MAX_REPLAY_ACTIONS = 100_000;

/** A party is at most six heroes (the schema's `party.maxItems`). */
export const MAX_REPLAY_HEROES = 6;

/** A hero of the recorded party, as the game's party setup names one. */
export interface ReplayHero {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
}

export interface ReplayDocument {
  readonly format: typeof REPLAY_FORMAT;
  readonly version: typeof REPLAY_VERSION;
  readonly mission: unknown;
  readonly seed: number;
  readonly heroes: readonly ReplayHero[];
  readonly actions: readonly unknown[];
  /** The engine's stateHash of the final state. */
  readonly hash: string;
  /** For the replay's title: which game this was, and how it ended. */
  readonly caption: string;
  /**
   * The version of the mission's rules the game was played by (`rulesVersionOf` in the engine); a reader under
   * other rules says so. Absent in links made before it was recorded.
   */
  readonly rulesVersion?: number;
}



/** `#r=<payload>` for a recorded game, or why it cannot be one. */
export function replayFragment(replay: ReplayDocument): ShareResult<string> {
  const payload = encodeSharePayload(replay, MAX_REPLAY_PAYLOAD_LENGTH);
  return payload.ok ? { ok: true, value: `#r=${payload.value}` } : { ok: false, message: payload.message.replace('for a link', 'for a replay link') };
}

/** The payload of a location hash like `#r=…`, or undefined when the hash carries no replay. */
export function readReplayFragment(hash: string): string | undefined {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash).get('r') ?? undefined;
}

const refused = (reason: string): { ok: false; message: string } => ({ ok: false, message: `This replay link cannot be opened: ${reason}` });

const isHero = (value: unknown): value is ReplayHero => {
  const hero = value as Record<string, unknown> | null;
  return hero !== null && typeof hero === 'object' && ['id', 'kind', 'name'].every((key) => typeof hero[key] === 'string');
};

/** The recorded game of a `#r=` location hash, checked for shape (not yet replayed), or a sentence saying what is wrong. */
export function decodeReplayLink(hash: string): ShareResult<ReplayDocument> {
  const payload = readReplayFragment(hash);
  if (payload === undefined) return refused('it has no "#r=" part.');
  if (payload.length > MAX_REPLAY_PAYLOAD_LENGTH) {
    return refused(`it is ${payload.length.toLocaleString('en')} characters long; a replay link holds at most ${MAX_REPLAY_PAYLOAD_LENGTH.toLocaleString('en')}.`);
  }
  const decoded = decodeSharePayload(payload, 'replay link');
  if (!decoded.ok) return decoded;
  let value: unknown;
  try {
    value = JSON.parse(decoded.value);
  } catch {
    return refused('it does not hold a replay.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return refused('it does not hold a replay.');
  const doc = value as Record<string, unknown>;
  const version = doc['version'];
  if (doc['format'] !== REPLAY_FORMAT) return refused('it does not hold a replay.');
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return refused(`its format version ${JSON.stringify(version) ?? 'is missing'} is not one Breachline ever wrote (versions are whole numbers from 1).`);
  }
  if (version > REPLAY_VERSION) return refused('it was made by a newer version of Breachline. Update the app to open it.');
  const { mission, seed, heroes, actions, hash: finalHash, caption, rulesVersion } = doc;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || typeof finalHash !== 'string' || mission === undefined) return refused('its game is incomplete.');
  if (!Array.isArray(heroes) || heroes.length === 0 || heroes.length > MAX_REPLAY_HEROES || !heroes.every(isHero)) {
    return refused(`its party of heroes is missing or damaged (a party is 1 to ${MAX_REPLAY_HEROES} heroes, each with an id, a kind and a name).`);
  }
  if (!Array.isArray(actions) || actions.length > MAX_REPLAY_ACTIONS) {
    return refused(`its list of actions is missing or longer than ${MAX_REPLAY_ACTIONS.toLocaleString('en')}.`);
  }
  if (rulesVersion !== undefined && (typeof rulesVersion !== 'number' || !Number.isInteger(rulesVersion) || rulesVersion < 1)) {
    return refused('its rules version is damaged (a rules version is a whole number from 1).');
  }
  return {
    ok: true,
    value: {
      format: REPLAY_FORMAT,
      version: REPLAY_VERSION,
      mission,
      seed,
      heroes,
      actions,
      hash: finalHash,
      caption: typeof caption === 'string' ? caption : 'Replay',
      ...(rulesVersion !== undefined ? { rulesVersion } : {}),
    },
  };
}
