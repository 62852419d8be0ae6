// Opens a replay link (`#r=…`, made by the editor's Simulate panel for a notable bot game): the recorded
// game (decoded and shape-checked by @breachline/scenario-schema) becomes a lazy replay timeline. Nothing
// is replayed up front: the first frame shows at once, and the timeline checks the recorded final state
// hash in slices while the viewer watches.
import { decodeReplayLink, loadMission } from '@breachline/scenario-schema';
import { replayTimeline, type ReplayTimeline } from '../play/replay';
import { startSession } from '../play/session';
import { rulesChangedSince } from '../session/rules-version';

export type OpenedReplay = { ok: true; timeline: ReplayTimeline; caption: string } | { ok: false; message: string };

const refused = (reason: string): { ok: false; message: string } => ({ ok: false, message: `This replay link cannot be opened: ${reason}` });

/** Decodes and checks the shape of a `#r=` link and sets up its game; every failure is a sentence for the start screen. */
export function openReplayLink(hash: string): OpenedReplay {
  const decoded = decodeReplayLink(hash);
  if (!decoded.ok) return decoded;
  const replay = decoded.value;
  const loaded = loadMission(replay.mission);
  if (!loaded.ok) return refused(`its mission does not validate (${loaded.issues[0]?.message ?? 'no details'}).`);
  const started = startSession(loaded.value, replay.heroes, replay.seed);
  if (!started.ok) return refused(started.message);
  const rulesNotice = rulesChangedSince(loaded.value.mission.ruleset, replay.rulesVersion);
  return { ok: true, timeline: replayTimeline(started.session, replay.actions, replay.hash, undefined, rulesNotice), caption: replay.caption };
}
