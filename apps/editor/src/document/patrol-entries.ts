// Where a ruleset's patrols come in (infiltration.md §8.5): through a closed door that is not an exit (the one nearest
// the hero who made the noise), else from the nearest barracks (§8.11), into the area its square lies in. The mission
// writes these as its doors (`exit`, `state`, `noise`) and its barracks features (`number`: 1 = A); this reads them as
// the entries of the patrols' routes, and edits them.
import { featurePalette } from './ruleset-palette';
import { listOf } from './mission-edits';

export interface PatrolDoor {
  readonly index: number;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly side: string;
  readonly state: string;
  readonly noise: number | undefined;
  /** An exit door: heroes leave through it and patrols never use it. */
  readonly exit: boolean;
}

export interface PatrolBarracks {
  /** Index in the mission's features. */
  readonly index: number;
  readonly letter: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
}

interface DoorDraft {
  id?: unknown;
  label?: unknown;
  x?: unknown;
  y?: unknown;
  side?: unknown;
  state?: unknown;
  noise?: unknown;
  exit?: unknown;
}
interface FeatureDraft {
  id?: unknown;
  type?: unknown;
  label?: unknown;
  number?: unknown;
  x?: unknown;
  y?: unknown;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Whether a ruleset's missions place barracks (its built-in tiles or samples do): it has patrol entries to show. */
export const hasPatrolEntries = (ruleset: string): boolean => featurePalette(ruleset).own.some((f) => f.type === 'barracks');

/** The doors patrols may use (and the exits they never use), and the barracks, in the mission's order. */
export function patrolEntries(mission: unknown): { doors: PatrolDoor[]; barracks: PatrolBarracks[] } {
  const doors = listOf<DoorDraft>(mission, 'doors').map((d, index) => ({
    index,
    name: text(d.label) ?? text(d.id) ?? `Door ${index + 1}`,
    x: num(d.x),
    y: num(d.y),
    side: text(d.side) ?? 'east',
    state: text(d.state) ?? 'closed',
    noise: typeof d.noise === 'number' ? d.noise : undefined,
    exit: d.exit === true,
  }));
  const barracks: PatrolBarracks[] = [];
  listOf<FeatureDraft>(mission, 'features').forEach((f, index) => {
    if (f.type !== 'barracks') return;
    const n = typeof f.number === 'number' && Number.isInteger(f.number) && f.number >= 1 && f.number <= 26 ? f.number : barracks.length + 1;
    const letter = String.fromCharCode(64 + n);
    barracks.push({ index, letter, name: text(f.label) ?? text(f.id) ?? `Barracks ${letter}`, x: num(f.x), y: num(f.y) });
  });
  return { doors, barracks };
}

/** The squares on both sides of a door (where a patrol coming through it stands, whichever side is nearer). */
export function doorSquares(door: Pick<PatrolDoor, 'x' | 'y' | 'side'>): { x: number; y: number }[] {
  const step = { north: [0, -1], south: [0, 1], east: [1, 0], west: [-1, 0] }[door.side] ?? [1, 0];
  return [
    { x: door.x, y: door.y },
    { x: door.x + (step[0] ?? 0), y: door.y + (step[1] ?? 0) },
  ];
}

/** Marks a door an exit (patrols never use it) or not; the flag is left out rather than written false. */
export function setDoorExit(mission: unknown, index: number, exit: boolean): unknown {
  const doors = listOf<Record<string, unknown>>(mission, 'doors');
  if (!doors[index]) return mission;
  const next = doors.map((d, i) => {
    if (i !== index || d === null || typeof d !== 'object') return d;
    const { exit: _was, ...rest } = d;
    return exit ? { ...rest, exit: true } : rest;
  });
  return { ...(mission as object), doors: next };
}
