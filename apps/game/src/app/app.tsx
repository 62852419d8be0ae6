import { loadMissionText, readShareFragment, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { lazy, Suspense, useState } from 'react';
import { GameHud } from './game-hud';
import { IssueList } from './issue-list';
import { prepareGame, prepareSharedGame, type PrepareResult } from './prepare-game';
import { StartScreen } from './start-screen';

// three.js is most of the download: load it after the page has painted.
const BoardCanvas = lazy(() => import('@breachline/board-view').then((m) => ({ default: m.BoardCanvas })));

/** The seed of a new game; games started the same way with the same seed play out the same. */
const SEED = 1;

type Screen = { kind: 'start' } | { kind: 'mission'; prepared: PrepareResult };

/** A mission shared from the editor (a link or Playtest) opens at once; otherwise the start screen. */
function firstScreen(): Screen {
  const shared = readShareFragment(window.location.hash);
  return shared === undefined ? { kind: 'start' } : { kind: 'mission', prepared: prepareSharedGame(shared, SEED) };
}

export function App() {
  const [screen, setScreen] = useState<Screen>(firstScreen);
  const toStart = () => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    setScreen({ kind: 'start' });
  };

  if (screen.kind === 'start') {
    return (
      <StartScreen
        onSample={(id) => setScreen({ kind: 'mission', prepared: prepareGame(SAMPLE_MISSIONS[id], SEED) })}
        onFile={async (file) => {
          const loaded = loadMissionText(await file.text());
          setScreen({ kind: 'mission', prepared: loaded.ok ? prepareGame(loaded.value.mission, SEED) : { ok: false, issues: loaded.issues } });
        }}
        onLink={(link) => {
          const payload = readShareFragment(link.includes('#') ? link.slice(link.indexOf('#')) : link);
          setScreen({
            kind: 'mission',
            prepared: payload === undefined ? { ok: false, issues: [{ stage: 'json', path: '', message: 'That is not a Breachline share link: it has no "#m=" part.' }] } : prepareSharedGame(payload, SEED),
          });
        }}
      />
    );
  }

  const { prepared } = screen;
  if (!prepared.ok) return <IssueList title="This mission cannot be played" issues={prepared.issues} onBack={toStart} />;
  const { mission, board, state } = prepared.game;
  return (
    <main className="game">
      <div className="board-stage">
        <Suspense fallback={<p className="loading">Loading the board…</p>}>
          <BoardCanvas board={board} units={state.units} openDoors={state.openDoors} mode="perspective" label="Game board" />
        </Suspense>
      </div>
      <GameHud mission={mission} state={state} onLeave={toStart} />
    </main>
  );
}

export default App;
