import { useState } from 'react';
import { createEditorStore } from '../document/editor-store';
import { EditorStoreContext } from './editor-context';
import { EditorShell } from './editor-shell';
import { decideStartup } from './startup';

function startEditor() {
  const startup = decideStartup(window.location.hash, window.localStorage);
  const store = createEditorStore(startup.history);
  if (startup.shared !== undefined) store.getState().open(startup.shared);
  if (startup.notice) store.getState().showNotice(startup.notice);
  // The mission now lives in the editor (and its autosave): a reload must not open the link again.
  if (window.location.hash) window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  return { store, recovery: startup.recovery };
}

export function App() {
  const [{ store, recovery }] = useState(startEditor);
  return (
    <EditorStoreContext.Provider value={store}>
      <EditorShell recovery={recovery} />
    </EditorStoreContext.Provider>
  );
}

export default App;
