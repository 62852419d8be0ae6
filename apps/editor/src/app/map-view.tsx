import type { Board, FigureRecipe, Unit } from '@breachline/engine';
import type { MissionIssue } from '@breachline/scenario-schema';
import { lazy, Suspense, useMemo } from 'react';
import type { Focus } from '../document/editor-store';
import type { Area } from '../document/placement-rules';
import type { MapEditing } from './use-map-editing';

// three.js is most of the download: load it after the page has painted.
const BoardCanvas = lazy(() => import('@breachline/board-view').then((m) => ({ default: m.BoardCanvas })));

export interface MapViewProps {
  /** What can be drawn of the mission (valid or not). */
  readonly board: Board | undefined;
  readonly area: Area;
  readonly issues: readonly MissionIssue[];
  readonly focus: Focus | undefined;
  readonly view: 'top-down' | 'perspective';
  readonly editing: MapEditing;
  /** Hero deaths per square from the last simulation ("x,y" → count). */
  readonly deaths?: Readonly<Record<string, number>> | undefined;
  /** The mission's setup units, drawn as their ruleset draws them. */
  readonly units?: readonly Unit[] | undefined;
  readonly figureOf?: ((unit: Unit) => FigureRecipe) | undefined;
  /** The room picked on the map (its zone id), and what to do when a press picks one. */
  readonly pickedRoom?: string | undefined;
  readonly onRoomPick?: ((room: PickedRoom | undefined) => void) | undefined;
}

/** A named zone of the board (room, corridor) picked on the map. */
export interface PickedRoom {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
}

const NO_UNITS: readonly Unit[] = [];

export function MapView({ board, area, issues, focus, view, editing, deaths, units, figureOf, pickedRoom, onRoomPick }: MapViewProps) {
  const marks = useMemo(() => issues.flatMap((issue) => (issue.at ? [issue.at] : [])), [issues]);
  const heat = useMemo(
    () =>
      Object.entries(deaths ?? {}).map(([key, value]) => {
        const [x = 0, y = 0] = key.split(',').map(Number);
        return { x, y, value };
      }),
    [deaths],
  );
  return (
    <Suspense fallback={<p className="loading">Loading the map…</p>}>
      {/* A different camera kind needs a new canvas. */}
      <BoardCanvas
        key={view}
        board={board}
        area={area}
        mode={view}
        label="Mission map"
        framing="whole"
        marks={marks}
        focus={focus}
        ghost={editing.ghost}
        selected={editing.selectedCells}
        heat={heat}
        units={units ?? NO_UNITS}
        figureOf={figureOf}
        pickedZone={pickedRoom}
        onZonePick={onRoomPick}
        onCellHover={editing.onCellHover}
        onCellPress={editing.onCellPress}
        onCellRelease={editing.onCellRelease}
      />
    </Suspense>
  );
}
