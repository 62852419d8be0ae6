// Edits of a mission document as pure functions: each returns a new document and leaves its input alone,
// so every edit can be recorded for undo. Documents may be invalid while being made: read defensively.

export type Rotation = 0 | 90 | 180 | 270;

export interface PlacementDraft {
  readonly tile: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: Rotation;
  readonly id?: string;
}

export interface FeatureDraft {
  readonly type: string;
  readonly x: number;
  readonly y: number;
  readonly id?: string;
}

type Doc = Record<string, unknown>;

function asDoc(mission: unknown): Doc {
  return mission !== null && typeof mission === 'object' && !Array.isArray(mission) ? (mission as Doc) : {};
}

/** The mission's array under `key` (empty when missing or not an array). */
export function listOf<T>(mission: unknown, key: string): readonly T[] {
  const value = asDoc(mission)[key];
  return Array.isArray(value) ? (value as T[]) : [];
}

function withList(mission: unknown, key: string, list: readonly unknown[]): Doc {
  return { ...asDoc(mission), [key]: list };
}

export function addPlacement(mission: unknown, placement: PlacementDraft): Doc {
  return withList(mission, 'layout', [...listOf(mission, 'layout'), placement]);
}

export function removePlacements(mission: unknown, indices: readonly number[]): Doc {
  const drop = new Set(indices);
  return withList(mission, 'layout', listOf(mission, 'layout').filter((_, i) => !drop.has(i)));
}

/** Moves placed tiles by (dx, dy) cells; positions stay on the board (never below 0). */
export function movePlacements(mission: unknown, indices: readonly number[], dx: number, dy: number): Doc {
  const move = new Set(indices);
  return withList(
    mission,
    'layout',
    listOf<PlacementDraft>(mission, 'layout').map((p, i) => (move.has(i) ? { ...p, x: Math.max(0, p.x + dx), y: Math.max(0, p.y + dy) } : p)),
  );
}

export function nextRotation(rotation: Rotation): Rotation {
  return ((rotation + 90) % 360) as Rotation;
}

/** Turns placed tiles a quarter clockwise about their top-left corner. */
export function rotatePlacements(mission: unknown, indices: readonly number[]): Doc {
  const turn = new Set(indices);
  return withList(
    mission,
    'layout',
    listOf<PlacementDraft>(mission, 'layout').map((p, i) => (turn.has(i) ? { ...p, rotation: nextRotation(p.rotation ?? 0) } : p)),
  );
}

/** Copies of placed tiles shifted by (dx, dy), without their ids (ids must stay unique). */
export function copiesOf(mission: unknown, indices: readonly number[], dx: number, dy: number): PlacementDraft[] {
  const layout = listOf<PlacementDraft>(mission, 'layout');
  return indices.flatMap((i) => {
    const p = layout[i];
    if (!p) return [];
    const { id: _dropped, ...rest } = p;
    return [{ ...rest, x: Math.max(0, p.x + dx), y: Math.max(0, p.y + dy) }];
  });
}

export function addPlacements(mission: unknown, placements: readonly PlacementDraft[]): Doc {
  return withList(mission, 'layout', [...listOf(mission, 'layout'), ...placements]);
}

export function addFeature(mission: unknown, feature: FeatureDraft): Doc {
  return withList(mission, 'features', [...listOf(mission, 'features'), feature]);
}

export function removeFeatures(mission: unknown, indices: readonly number[]): Doc {
  const drop = new Set(indices);
  return withList(mission, 'features', listOf(mission, 'features').filter((_, i) => !drop.has(i)));
}

export function moveFeatures(mission: unknown, indices: readonly number[], dx: number, dy: number): Doc {
  const move = new Set(indices);
  return withList(
    mission,
    'features',
    listOf<FeatureDraft>(mission, 'features').map((f, i) => (move.has(i) ? { ...f, x: Math.max(0, f.x + dx), y: Math.max(0, f.y + dy) } : f)),
  );
}

/** The index of the feature standing on (x, y), if any. */
export function featureAt(mission: unknown, x: number, y: number): number | undefined {
  const index = listOf<FeatureDraft>(mission, 'features').findIndex((f) => f.x === x && f.y === y);
  return index < 0 ? undefined : index;
}

export interface UnitDraft {
  readonly type: string;
  readonly x: number;
  readonly y: number;
}

/** Puts an enemy unit on the board at setup (the mission's `units`). */
export function addUnit(mission: unknown, unit: UnitDraft): Doc {
  return withList(mission, 'units', [...listOf(mission, 'units'), unit]);
}

export function removeUnits(mission: unknown, indices: readonly number[]): Doc {
  const drop = new Set(indices);
  return withList(mission, 'units', listOf(mission, 'units').filter((_, i) => !drop.has(i)));
}

export function moveUnits(mission: unknown, indices: readonly number[], dx: number, dy: number): Doc {
  const move = new Set(indices);
  return withList(
    mission,
    'units',
    listOf<UnitDraft>(mission, 'units').map((u, i) => (move.has(i) ? { ...u, x: Math.max(0, u.x + dx), y: Math.max(0, u.y + dy) } : u)),
  );
}

/** The index of the setup unit standing on (x, y), if any. */
export function unitAt(mission: unknown, x: number, y: number): number | undefined {
  const index = listOf<UnitDraft>(mission, 'units').findIndex((u) => u.x === x && u.y === y);
  return index < 0 ? undefined : index;
}
