// What makes an autosaved editing session unsafe to open: the checks run when the draft is read, before any
// screen uses it. An invalid mission is fine (the editor exists to fix those); a session whose shape is
// broken, or whose map reaches far beyond what the format allows (which would freeze the map), is not.

/** The format's coordinates are 0–511 and an exploration area at most 512 squares a side (mission.schema.json). */
export const MAX_COORDINATE = 511;
export const MAX_AREA_SIDE = 512;
/** More undo steps than the editor ever keeps (history.ts keeps 200). */
const MAX_STEPS = 500;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why this mission document cannot be drawn safely, or undefined when it can. */
export function mapProblem(mission: Loose): string | undefined {
  const lists: [string, string][] = [
    ['layout', 'a tile'],
    ['doors', 'a door'],
    ['features', 'a feature'],
  ];
  for (const [key, what] of lists) {
    const entries = mission[key];
    if (entries === undefined) continue;
    if (!Array.isArray(entries)) return `its "${key}" is not a list`;
    for (const entry of entries) {
      if (!isObject(entry)) continue;
      for (const axis of ['x', 'y']) {
        const value = entry[axis];
        if (typeof value === 'number' && (!Number.isFinite(value) || Math.abs(value) > MAX_COORDINATE)) {
          return `its map places ${what} at ${axis} = ${value}, beyond the 0–${MAX_COORDINATE} a mission may use`;
        }
      }
    }
  }
  const exploration = mission['exploration'];
  const bounds = isObject(exploration) ? exploration['bounds'] : undefined;
  if (isObject(bounds)) {
    for (const side of ['width', 'height']) {
      const value = bounds[side];
      if (typeof value === 'number' && (!Number.isFinite(value) || value > MAX_AREA_SIDE)) return `its exploration area is ${value} squares ${side === 'width' ? 'wide' : 'high'}, beyond the ${MAX_AREA_SIDE} a mission may use`;
    }
  }
  const tiles = mission['tiles'];
  if (Array.isArray(tiles)) {
    for (const tile of tiles) {
      if (!isObject(tile) || tile['cells'] === undefined) continue;
      const cells = tile['cells'];
      if (!Array.isArray(cells) || !cells.every((row) => typeof row === 'string')) return `its tile ${JSON.stringify(String(tile['id'] ?? '?')).slice(0, 60)} has cells that are not rows of text`;
      if (cells.length > MAX_AREA_SIDE || cells.some((row) => (row as string).length > MAX_AREA_SIDE)) return `its tile ${JSON.stringify(String(tile['id'] ?? '?')).slice(0, 60)} is larger than ${MAX_AREA_SIDE} squares a side`;
    }
  }
  return undefined;
}

/** Why a stored undo history cannot be opened, or undefined when it can. */
export function historyProblem(history: unknown): string | undefined {
  if (!isObject(history)) return 'it has no editing history';
  const { past, present, future } = history;
  if (!Array.isArray(past) || !Array.isArray(future)) return 'its undo history is not a list';
  if (past.length + future.length > MAX_STEPS) return `its undo history has ${past.length + future.length} steps, more than the editor ever keeps`;
  const documents = [present, ...past, ...future];
  for (const [i, document] of documents.entries()) {
    const which = i === 0 ? 'the mission' : `undo step ${i}`;
    if (!isObject(document)) return `${which} is ${document === null ? 'empty (null)' : `not a mission (${Array.isArray(document) ? 'a list' : typeof document})`}`;
    const problem = mapProblem(document);
    if (problem) return i === 0 ? problem : `${which}: ${problem}`;
  }
  return undefined;
}
