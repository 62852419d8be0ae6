// Opens a replay link (`#r=…`, made by the editor's Simulate panel for a notable bot game): the recorded
// game (decoded and shape-checked by @breachline/scenario-schema) is rebuilt here into the replay screen's
// frames, and its final state hash proves the rebuild is the same game.
import { stateHash } from '@breachline/engine';
import { decodeReplayLink, loadMission } from '@breachline/scenario-schema';
import { replayFrames, type ReplayFrames } from '../play/replay';
import { startSession } from '../play/session';

export type OpenedReplay = { ok: true; frames: ReplayFrames; caption: string } | { ok: false; message: string };

const refused = (reason: string): { ok: false; message: string } => ({ ok: false, message: `This replay link cannot be opened: ${reason}` });

/** Decodes, checks and rebuilds the game of a `#r=` link; every failure is a sentence for the start screen. */
export function openReplayLink(hash: string): OpenedReplay {
  const decoded = decodeReplayLink(hash);
  if (!decoded.ok) return decoded;
  const replay = decoded.value;
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
