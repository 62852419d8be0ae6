import type { MissionIssue } from '@breachline/scenario-schema';
import { doorSquares, patrolEntries, setDoorExit } from '../document/patrol-entries';
import { removeFeatures } from '../document/mission-edits';
import { EntryIssues } from './entry-issues';

export interface PatrolsPanelProps {
  readonly mission: unknown;
  readonly issues: readonly MissionIssue[];
  edit(change: (mission: unknown) => unknown, coalesce?: string): void;
  /** Whether the map marks the squares patrols come in by. */
  readonly shown: boolean;
  onShow(shown: boolean): void;
  onLocate(at: { x: number; y: number }): void;
}

/**
 * Where patrols come in (infiltration.md §8.5, §8.11): every closed door that is not an exit (the one nearest the hero
 * heard is used), then the barracks when no door qualifies. Doors are marked exits here; barracks are placed from
 * the palette and listed here with their letter and any problem validation finds with them.
 */
export function PatrolsPanel({ mission, issues, edit, shown, onShow, onLocate }: PatrolsPanelProps) {
  const { doors, barracks } = patrolEntries(mission);
  const usable = doors.filter((d) => !d.exit);
  return (
    <section className="panel properties-panel patrols-panel" aria-label="Patrols">
      <h2>Patrols</h2>
      <p className="hint">
        A patrol comes through the closed door nearest the hero who was heard, never an exit door; with no such door, from the nearest barracks (§8.5).
      </p>
      <p className="patrol-summary">
        {usable.length === 1 ? '1 door' : `${usable.length} doors`} patrols may use · {barracks.length === 0 ? 'no barracks' : `barracks ${barracks.map((b) => b.letter).join(', ')}`}
      </p>
      <label className="inline">
        <input type="checkbox" checked={shown} onChange={(e) => onShow(e.target.checked)} /> Show patrol entries on the map
      </label>
      {barracks.length === 0 && <p className="warning">No barracks: a patrol with no door to use, and every spawn after the alarm, has nowhere to come from (§8.11).</p>}
      <ul className="patrol-doors" aria-label="Patrol doors">
        {doors.map((door) => (
          <li key={door.index}>
            <button type="button" className="link" onClick={() => onLocate({ x: door.x, y: door.y })}>
              {door.name}
            </button>{' '}
            <span className="hint">
              ({door.x}, {door.y}) {door.side}, {door.state}
              {door.noise !== undefined ? `, noise ${door.noise}` : ''}
            </span>
            <label className="inline">
              <input type="checkbox" checked={door.exit} onChange={(e) => edit((m) => setDoorExit(m, door.index, e.target.checked))} aria-label={`${door.name}: exit door (patrols never use it)`} /> exit
            </label>
            <EntryIssues issues={issues} path={['doors', door.index]} />
          </li>
        ))}
      </ul>
      <ul className="patrol-barracks" aria-label="Barracks">
        {barracks.map((b) => (
          <li key={b.index}>
            <strong>{b.letter}</strong>{' '}
            <button type="button" className="link" onClick={() => onLocate({ x: b.x, y: b.y })}>
              {b.name}
            </button>{' '}
            <span className="hint">
              ({b.x}, {b.y})
            </span>
            <button type="button" onClick={() => edit((m) => removeFeatures(m, [b.index]))} aria-label={`Delete ${b.name}`}>
              Delete
            </button>
            <EntryIssues issues={issues} path={['features', b.index]} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The squares the map marks while the patrol entries are shown: both sides of each door patrols may use, and each barracks. */
export function patrolSquares(mission: unknown): { x: number; y: number }[] {
  const { doors, barracks } = patrolEntries(mission);
  return [...doors.filter((d) => !d.exit).flatMap(doorSquares), ...barracks.map((b) => ({ x: b.x, y: b.y }))];
}
