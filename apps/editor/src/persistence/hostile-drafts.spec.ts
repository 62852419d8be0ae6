import { encodeSharePayload, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { openMission } from '../app/open-mission';
import { decideStartup } from '../app/startup';
import { createEditorStore } from '../document/editor-store';
import { hostileCorpus, memoryStorage } from '../testing/hostile-corpus';
import { DAMAGED_DRAFT_KEY, DRAFT_KEY } from './draft-storage';

const corpus = hostileCorpus('drafts');
const shared = encodeSharePayload(SAMPLE_MISSIONS['boarding-purge']);
if (!shared.ok) throw new Error(shared.message);
const link = `#m=${shared.value}`;

/** What the editor does at load (app.tsx's startEditor): decide, make the store, open the link's mission. */
function startWith(hash: string, storage: Storage) {
  const startup = decideStartup(hash, storage);
  const store = createEditorStore(startup.history);
  if (startup.shared !== undefined) store.getState().open(startup.shared);
  return { startup, store };
}

describe('hostile editor drafts (e2e/hostile/drafts)', () => {
  it('has a corpus to try', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(8);
  });

  it.each(corpus.flatMap((entry) => [[entry.name, 'with a #m= link', entry, link] as const, [entry.name, 'alone', entry, ''] as const]))(
    '%s (%s): the editor opens at once, and the draft is set aside, kept and offered as a download',
    (_name, _how, entry, hash) => {
      const storage = memoryStorage();
      storage.setItem(DRAFT_KEY, entry.text);
      const { startup, store } = startWith(hash, storage);
      expect(startup.recovery).toBeUndefined();
      expect(startup.notice?.lines.join(' ')).toMatch(/autosave|autosaved/i);
      expect(startup.notice?.download).toMatchObject({ text: entry.text });
      // The editor holds the link's mission, or the sample: never the damaged draft.
      expect(store.getState().checked.mission).toBeTypeOf('object');
      expect(storage.getItem(DRAFT_KEY)).toBeNull();
      expect(JSON.parse(storage.getItem(DAMAGED_DRAFT_KEY) ?? '{}')).toMatchObject({ text: entry.text });
    },
  );

  it('opens a mission whose board cannot be drawn (from a link, a file or an edit) without throwing or freezing', () => {
    for (const entry of corpus.filter((e) => e.name !== 'not-json')) {
      const present = (JSON.parse(entry.text) as { history?: { present?: unknown } } | null)?.history?.present;
      const opened = openMission(present); // a freeze fails the test by its timeout; speed is the bench's job
      // The maps too large or too malformed to draw are left undrawn (validation says what is wrong).
      if (['malformed-tile', 'tile-x-5000', 'huge-bounds'].includes(entry.name)) {
        expect(opened.preview).toBeUndefined();
        expect(opened.issues.length).toBeGreaterThan(0);
      }
    }
  });
});
