// Format v0 (see schemas/archive/v0) kept the title and player counts at the top level, the board
// under `map` and features as `markers` with a `kind`. v1 groups them as `meta`, top-level board lists
// and `features` with a `type`.
import type { JsonObject, Migration } from './migration';

export const v0ToV1: Migration = {
  from: 0,
  summary: 'Moves title, author, briefing, difficulty and players into meta; map.* to the top level; markers to features.',
  migrate(document) {
    const { title, author, briefing, difficulty, players, map, markers, ...rest } = document;
    const board = isObject(map) ? map : {};
    const migrated: Record<string, unknown> = {
      ...rest,
      schemaVersion: 1,
      meta: { title, author, briefing, difficulty, heroes: players },
      tiles: board['tiles'],
      layout: board['layout'],
      doors: board['doors'],
      features: Array.isArray(markers) ? markers.map(markerToFeature) : markers,
    };
    // Leave absent lists absent rather than writing `undefined` into the document.
    for (const key of ['tiles', 'layout', 'doors', 'features']) if (migrated[key] === undefined) delete migrated[key];
    return migrated;
  },
};

function markerToFeature(marker: unknown): unknown {
  if (!isObject(marker)) return marker;
  const { kind, ...rest } = marker;
  return { type: kind, ...rest };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
