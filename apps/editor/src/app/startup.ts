import { decodeSharePayload, DEFAULT_SAMPLE_MISSION_ID, loadMissionText, readShareFragment, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import type { Notice } from '../document/editor-store';
import { startHistory, type History } from '../document/history';
import { describeIssue } from '../files/read-mission-file';
import { readDraft, setAsideDraft } from '../persistence/draft-storage';
import type { RecoveryOffer } from './recovery-banner';

export interface Startup {
  /** The session to begin with. */
  readonly history: History<unknown>;
  /** A mission from a share link, opened on top of the session (so undo goes back to it). */
  readonly shared?: unknown;
  /** An autosaved session to offer back, when nothing else was asked for. */
  readonly recovery?: RecoveryOffer & { readonly history: History<unknown> };
  readonly notice?: Notice;
}

/**
 * What the editor opens with: a mission from the link (`#m=…`) on top of the autosaved session,
 * else the sample mission with the autosaved session offered back, else the sample mission.
 */
export function decideStartup(hash: string, storage: Storage): Startup {
  const sample = startHistory(SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID]);
  // The draft is read and checked here, before any screen uses it: a damaged one is set aside (kept under
  // another key, offered as a download), so it can never break this load or the next.
  const draft = readDraft(storage);
  const base = draft.kind === 'draft' ? draft.history : sample;
  if (draft.kind === 'unreadable' && draft.text !== undefined) setAsideDraft(storage, draft.message, draft.text);
  const draftNotice: Notice | undefined =
    draft.kind === 'unreadable'
      ? {
          title: 'The autosaved mission could not be recovered.',
          lines: [draft.message, ...(draft.text !== undefined ? ['It was set aside so that the editor opens; download it to keep a copy.'] : [])],
          ...(draft.text !== undefined ? { download: { label: 'Download the damaged autosave', fileName: 'breachline-damaged-autosave.json', text: draft.text } } : {}),
        }
      : undefined;

  const payload = readShareFragment(hash);
  if (payload !== undefined) {
    const decoded = decodeSharePayload(payload);
    const loaded = decoded.ok ? loadMissionText(decoded.value) : undefined;
    if (loaded?.ok) return { history: base, shared: loaded.value.mission, ...(draftNotice ? { notice: draftNotice } : {}) };
    const lines = decoded.ok ? (loaded && !loaded.ok ? loaded.issues.map(describeIssue) : []) : [decoded.message];
    // A damaged autosave is said too (with its download), after the link's own problem.
    return { history: base, notice: { title: 'The shared mission could not be opened; your work is unchanged.', lines: [...lines, ...(draftNotice?.lines ?? [])], ...(draftNotice?.download ? { download: draftNotice.download } : {}) } };
  }

  if (draft.kind === 'draft') {
    const meta = (draft.history.present as { meta?: { title?: unknown } } | null)?.meta;
    const title = typeof meta?.title === 'string' && meta.title !== '' ? meta.title : 'Untitled mission';
    return { history: sample, recovery: { title, savedAt: draft.savedAt, history: draft.history } };
  }
  return { history: sample, ...(draftNotice ? { notice: draftNotice } : {}) };
}
