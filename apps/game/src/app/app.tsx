import { DEFAULT_SAMPLE_MISSION_ID, readShareFragment, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { lazy, Suspense, useMemo } from 'react';
import { GameHud } from './game-hud';
import { prepareGame, prepareSharedGame } from './prepare-game';
import { IssueList } from './issue-list';

// three.js is most of the download: load it after the page has painted.
const BoardCanvas = lazy(() => import('@breachline/board-view').then((m) => ({ default: m.BoardCanvas })));

export function App() {
  const prepared = useMemo(() => {
    // A mission shared from the editor (a link or Playtest) arrives in the fragment; else the sample mission.
    const shared = readShareFragment(window.location.hash);
    return shared === undefined ? prepareGame(SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID], 1) : prepareSharedGame(shared, 1);
  }, []);
  if (!prepared.ok) return <IssueList title="This mission cannot be played" issues={prepared.issues} />;
  const { mission, board, state } = prepared.game;
  return (
    <main className="game">
      <div className="board-stage">
        <Suspense fallback={<p className="loading">Loading the board…</p>}>
          <BoardCanvas board={board} units={state.units} openDoors={state.openDoors} mode="perspective" label="Game board" />
        </Suspense>
      </div>
      <GameHud mission={mission} state={state} />
    </main>
  );
}

export default App;
