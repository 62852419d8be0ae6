import type { Board } from '@breachline/engine';
import type { MissionIssue } from '@breachline/scenario-schema';
import { lazy, Suspense, useMemo } from 'react';
import type { Focus } from '../document/editor-store';

// three.js is most of the download: load it after the page has painted.
const BoardCanvas = lazy(() => import('@breachline/board-view').then((m) => ({ default: m.BoardCanvas })));

export interface MapViewProps {
  readonly board: Board | undefined;
  readonly issues: readonly MissionIssue[];
  readonly focus: Focus | undefined;
  readonly view: 'top-down' | 'perspective';
}

export function MapView({ board, issues, focus, view }: MapViewProps) {
  const marks = useMemo(() => issues.flatMap((issue) => (issue.at ? [issue.at] : [])), [issues]);
  if (!board) return <p className="loading">The map cannot be drawn until the problems listed are fixed.</p>;
  return (
    <Suspense fallback={<p className="loading">Loading the map…</p>}>
      {/* A different camera kind needs a new canvas. */}
      <BoardCanvas key={view} board={board} mode={view} label="Mission map" marks={marks} focus={focus} />
    </Suspense>
  );
}
