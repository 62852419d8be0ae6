import { DEFAULT_SAMPLE_MISSION_ID, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { lazy, Suspense, useState } from 'react';
import { missionTitle, openMission } from './open-mission';
import { ValidationPanel } from './validation-panel';

// three.js is most of the download: load it after the page has painted.
const BoardCanvas = lazy(() => import('@breachline/board-view').then((m) => ({ default: m.BoardCanvas })));

export function App() {
  const [document] = useState(() => openMission(SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID]));
  return (
    <div className="editor">
      <header className="toolbar">
        <strong>Breachline Editor</strong>
        <span className="mission-title">{missionTitle(document)}</span>
      </header>
      <main className="map" aria-label="Map">
        {document.board ? (
          <Suspense fallback={<p className="loading">Loading the map…</p>}>
            <BoardCanvas board={document.board} mode="top-down" label="Mission map" />
          </Suspense>
        ) : (
          <p className="loading">The map cannot be drawn until the problems listed are fixed.</p>
        )}
      </main>
      <aside className="sidebar">
        <ValidationPanel issues={document.issues} />
      </aside>
    </div>
  );
}

export default App;
