import { createEditorStore, type EditorStore } from '../document/editor-store';
import { missionFileText, downloadText } from '../files/download-mission';
import { setAsideDraft } from '../persistence/draft-storage';
import { EditorStoreContext } from './editor-context';
import { EditorShell } from './editor-shell';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { decideStartup, type Startup } from './startup';

export interface StartedEditor {
  readonly store: EditorStore;
  readonly recovery: Startup['recovery'];
}

/** Reads the link and the autosave and makes the store: run once at load, before anything renders. */
export function startEditor(): StartedEditor {
  const startup = decideStartup(window.location.hash, window.localStorage);
  const store = createEditorStore(startup.history);
  if (startup.shared !== undefined) store.getState().open(startup.shared);
  if (startup.notice) store.getState().showNotice(startup.notice);
  // The mission now lives in the editor (and its autosave): a reload must not open the link again.
  if (window.location.hash) window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  return { store, recovery: startup.recovery };
}

/** A broken screen leaves: the autosave (which may be what broke it) is set aside, kept, and the editor reloads on the sample. */
function reopen(): void {
  setAsideDraft(window.localStorage, 'The editor failed while this mission was open.');
  window.location.replace(`${window.location.pathname}${window.location.search}`);
}

export function App({ started }: { started: StartedEditor }) {
  const { store, recovery } = started;
  return (
    <ScreenErrorBoundary
      backLabel="Reopen the editor"
      onBack={reopen}
      onDownload={() => downloadText('breachline-mission.json', missionFileText(store.getState().history.present))}
    >
      <EditorStoreContext.Provider value={store}>
        <EditorShell recovery={recovery} />
      </EditorStoreContext.Provider>
    </ScreenErrorBoundary>
  );
}

export default App;
