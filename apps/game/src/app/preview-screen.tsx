import { lazy, Suspense } from 'react';
import { GameHud } from './game-hud';
import type { PreparedGame } from './prepare-game';

const BoardCanvas = lazy(() => import('@breachline/board-view').then((m) => ({ default: m.BoardCanvas })));

/** A mission the rules cannot play: its board, honestly, with the suggested party and the reason. */
export function PreviewScreen({ prepared, reason, onLeave }: { prepared: PreparedGame; reason: string; onLeave: () => void }) {
  const { mission, board, state } = prepared;
  return (
    <main className="game">
      <div className="board-stage">
        <Suspense fallback={<p className="loading">Loading the board…</p>}>
          <BoardCanvas board={board} units={state.units} openDoors={state.openDoors} mode="perspective" label="Game board" />
        </Suspense>
      </div>
      <GameHud mission={mission} state={state} onLeave={onLeave} notice={reason} />
    </main>
  );
}
