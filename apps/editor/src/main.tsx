import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startHistory } from './document/history';
import { createEditorStore } from './document/editor-store';
import { setAsideDraft } from './persistence/draft-storage';
import { DEFAULT_SAMPLE_MISSION_ID, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import App, { startEditor, type StartedEditor } from './app/app';
import './styles.css';

/** The editor's start, outside rendering; should it fail anyway, the autosave is set aside and the sample opens with a word why. */
function start(): StartedEditor {
  try {
    return startEditor();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    setAsideDraft(window.localStorage, `The editor could not open it: ${reason}`);
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    const store = createEditorStore(startHistory(SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID]));
    store.getState().showNotice({ title: 'The editor could not open what it was given; it opened the sample mission.', lines: [reason, 'Your autosave, if any, was set aside and kept.'] });
    return { store, recovery: undefined };
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App started={start()} />
  </StrictMode>,
);
