import { lazy, Suspense, useState } from 'react';
import { openDoorIds } from '@breachline/engine';
import { GameHud } from './game-hud';
import { zoneAt, type PickedZone } from './picked-zone';
import type { PreparedGame } from './prepare-game';

const BoardCanvas = lazy(() => import('@breachline/board-view').then((m) => ({ default: m.BoardCanvas })));

/** A mission the rules cannot play: its board, honestly, with the suggested party and the reason; a click names a room. */
export function PreviewScreen({ prepared, reason, onLeave }: { prepared: PreparedGame; reason: string; onLeave: () => void }) {
  const { mission, board, state } = prepared;
  const [picked, setPicked] = useState<PickedZone | undefined>(undefined);
  return (
    <main className="game preview">
      <div className="board-stage">
        <Suspense fallback={<p className="loading">Loading the board…</p>}>
          <BoardCanvas
            board={board}
            units={state.units}
            openDoors={openDoorIds(state)}
            selected={picked?.cells ?? []}
            mode="perspective"
            label="Game board"
            onCellPress={(cell) => setPicked(zoneAt(board, cell))}
          />
        </Suspense>
      </div>
      <GameHud mission={mission} state={state} onLeave={onLeave} notice={reason} compact>
        <p className="picked-zone" aria-live="polite" aria-label="Picked room">
          {picked ? (
            <>
              <strong>{picked.name}</strong> <span className="hud-kind">{picked.kind}</span> · {picked.cells.length} squares
            </>
          ) : (
            'Click a room on the board to name it.'
          )}
        </p>
      </GameHud>
    </main>
  );
}
