// The board of a mission that may not be valid yet, for an editor to draw while it is being made.
// A damaged draft must never blank the editor: every part is checked for shape before the compiler sees
// it (anything malformed is left out), lists are cut at the format's maxima, and the compiler leaves out
// tiles beyond the largest board (`MAX_BOARD_SIDE`), so the work is bounded whatever the document holds.
import { compileBoardLenient, type Board, type BoardSource, type DoorSpec, type FeatureSpec, type TileDefinition, type TileEdgeRef, type TilePlacement, type TileSlot } from '@breachline/engine';
import { BUILTIN_TILES } from './builtin-tiles';
import type { TileRegistry } from './tile-registry';

type Loose = Record<string, unknown>;

/** The format's list maxima (mission.schema.json, tile.schema.json): a draft never needs more to be drawn. */
const MAX_TILES = 128;
const MAX_LAYOUT = 1024;
const MAX_DOORS = 512;
const MAX_FEATURES = 1024;
const MAX_TILE_SIDE = 64;
const MAX_TILE_EDGES = 1024;

const isObject = (value: unknown): value is Loose => value !== null && typeof value === 'object' && !Array.isArray(value);
const list = (value: unknown, max: number): unknown[] => (Array.isArray(value) ? value.slice(0, max) : []);
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isRotation = (value: unknown): value is TilePlacement['rotation'] => value === 0 || value === 90 || value === 180 || value === 270;
const isSide = (value: unknown): value is DoorSpec['side'] => value === 'north' || value === 'east' || value === 'south' || value === 'west';
const isRows = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.length <= MAX_TILE_SIDE && value.every((row) => typeof row === 'string' && row.length > 0 && row.length <= MAX_TILE_SIDE);

function edges(value: unknown): TileEdgeRef[] {
  return list(value, MAX_TILE_EDGES).flatMap((e) => (isObject(e) && isInt(e['x']) && isInt(e['y']) && isSide(e['side']) ? [{ x: e['x'], y: e['y'], side: e['side'] }] : []));
}

/** A tile definition with every part well-formed, or undefined when its id or cells are not. */
/** A letter-keyed record's entries that pass `keep`, prototype-free; undefined when none do. */
function letterMap(value: unknown, keep: (entry: string) => boolean): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [letter, entry] of Object.entries(value)) if (/^[A-Za-z]$/.test(letter) && typeof entry === 'string' && keep(entry)) out[letter] = entry;
  return Object.keys(out).length > 0 ? out : undefined;
}

function wellFormedTile(value: unknown): TileDefinition | undefined {
  if (!isObject(value) || typeof value['id'] !== 'string' || !isRows(value['cells'])) return undefined;
  const zoneNames: Record<string, string> = Object.create(null) as Record<string, string>;
  if (isObject(value['zoneNames'])) {
    for (const [letter, name] of Object.entries(value['zoneNames'])) if (/^[A-Za-z]$/.test(letter) && typeof name === 'string') zoneNames[letter] = name;
  }
  // Kinds and parents too: an invalid mission's map still says which zones are areas of which room (§7 of infiltration).
  const zoneKinds = letterMap(value['zoneKinds'], (kind) => kind === 'room' || kind === 'corridor' || kind === 'area');
  const zoneParents = letterMap(value['zoneParents'], (parent) => /^[A-Za-z]$/.test(parent));
  const slots: TileSlot[] = list(value['slots'], MAX_TILE_EDGES).flatMap((s) => (isObject(s) && typeof s['type'] === 'string' && isInt(s['x']) && isInt(s['y']) ? [{ type: s['type'], x: s['x'], y: s['y'] }] : []));
  return {
    id: value['id'],
    cells: value['cells'],
    ...(typeof value['name'] === 'string' ? { name: value['name'] } : {}),
    ...(isRows(value['zones']) ? { zones: value['zones'] } : {}),
    zoneNames,
    ...(zoneKinds ? { zoneKinds: zoneKinds as NonNullable<TileDefinition['zoneKinds']> } : {}),
    ...(zoneParents ? { zoneParents } : {}),
    walls: edges(value['walls']),
    doors: edges(value['doors']),
    openings: edges(value['openings']),
    slots,
    tags: list(value['tags'], 16).filter((tag): tag is string => typeof tag === 'string'),
  };
}

/**
 * Everything of the document that can be drawn: well-formed placements of tiles that resolve (the
 * mission's own or built-in), doors and features. Anything malformed is left out, not reported —
 * `loadMission` reports it. `board` is undefined when nothing can be placed. Never throws.
 */
export function previewBoard(document: unknown, registry: TileRegistry = BUILTIN_TILES): { board: Board | undefined } {
  if (!isObject(document)) return { board: undefined };
  const custom = new Map<string, TileDefinition>();
  for (const value of list(document['tiles'], MAX_TILES)) {
    const tile = wellFormedTile(value);
    if (tile) custom.set(tile.id, tile);
  }
  const tiles = new Map<string, TileDefinition>(custom);
  const layout: TilePlacement[] = [];
  for (const entry of list(document['layout'], MAX_LAYOUT)) {
    if (!isObject(entry) || typeof entry['tile'] !== 'string' || !isInt(entry['x']) || !isInt(entry['y']) || !isRotation(entry['rotation'])) continue;
    const ref = entry['tile'];
    const tile = tiles.get(ref) ?? (ref.includes('/') ? registry.get(ref) : undefined);
    if (!tile) continue;
    tiles.set(ref, { ...tile, id: ref } as TileDefinition);
    layout.push({ tile: ref, x: entry['x'], y: entry['y'], rotation: entry['rotation'], ...(typeof entry['id'] === 'string' ? { id: entry['id'] } : {}) });
  }
  const doors: DoorSpec[] = list(document['doors'], MAX_DOORS).flatMap((d) =>
    isObject(d) && isInt(d['x']) && isInt(d['y']) && isSide(d['side']) ? [{ x: d['x'], y: d['y'], side: d['side'], ...(typeof d['id'] === 'string' ? { id: d['id'] } : {}) }] : [],
  );
  const features: FeatureSpec[] = list(document['features'], MAX_FEATURES).flatMap((f) =>
    isObject(f) && typeof f['type'] === 'string' && isInt(f['x']) && isInt(f['y']) ? [{ type: f['type'], x: f['x'], y: f['y'] }] : [],
  );
  const exploration = isObject(document['exploration']) ? document['exploration'] : undefined;
  const bounds = exploration && isObject(exploration['bounds']) ? exploration['bounds'] : undefined;
  const source: BoardSource = {
    tiles: [...tiles.values()],
    layout,
    doors,
    features,
    ...(bounds && isInt(bounds['width']) && isInt(bounds['height']) && bounds['width'] > 0 && bounds['height'] > 0 ? { bounds: { width: bounds['width'], height: bounds['height'] } } : {}),
  };
  return { board: compileBoardLenient(source).board };
}
