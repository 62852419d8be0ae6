// The board of a mission that may not be valid yet, for an editor to draw while it is being made.
import { compileBoardLenient, type Board, type BoardSource, type DoorSpec, type FeatureSpec, type TileDefinition, type TilePlacement } from '@breachline/engine';
import { BUILTIN_TILES } from './builtin-tiles';
import type { TileRegistry } from './tile-registry';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => value !== null && typeof value === 'object' && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isRotation = (value: unknown): value is TilePlacement['rotation'] => value === 0 || value === 90 || value === 180 || value === 270;
const isSide = (value: unknown): value is DoorSpec['side'] => value === 'north' || value === 'east' || value === 'south' || value === 'west';

/**
 * Everything of the document that can be drawn: well-formed placements of tiles that resolve (the
 * mission's own or built-in), doors and features. Anything malformed is left out, not reported —
 * `loadMission` reports it. `board` is undefined when nothing can be placed.
 */
export function previewBoard(document: unknown, registry: TileRegistry = BUILTIN_TILES): { board: Board | undefined } {
  if (!isObject(document)) return { board: undefined };
  const custom = new Map<string, TileDefinition>();
  for (const tile of list(document['tiles'])) {
    if (isObject(tile) && typeof tile['id'] === 'string' && Array.isArray(tile['cells'])) custom.set(tile['id'], tile as unknown as TileDefinition);
  }
  const tiles = new Map<string, TileDefinition>(custom);
  const layout: TilePlacement[] = [];
  for (const entry of list(document['layout'])) {
    if (!isObject(entry) || typeof entry['tile'] !== 'string' || !isInt(entry['x']) || !isInt(entry['y']) || !isRotation(entry['rotation'])) continue;
    const ref = entry['tile'];
    const tile = tiles.get(ref) ?? registry.get(ref);
    if (!tile) continue;
    tiles.set(ref, { ...tile, id: ref } as TileDefinition);
    layout.push({ tile: ref, x: entry['x'], y: entry['y'], rotation: entry['rotation'], ...(typeof entry['id'] === 'string' ? { id: entry['id'] } : {}) });
  }
  const doors: DoorSpec[] = list(document['doors']).flatMap((d) =>
    isObject(d) && isInt(d['x']) && isInt(d['y']) && isSide(d['side']) ? [{ x: d['x'], y: d['y'], side: d['side'], ...(typeof d['id'] === 'string' ? { id: d['id'] } : {}) }] : [],
  );
  const features: FeatureSpec[] = list(document['features']).flatMap((f) =>
    isObject(f) && typeof f['type'] === 'string' && isInt(f['x']) && isInt(f['y']) ? [{ type: f['type'], x: f['x'], y: f['y'] }] : [],
  );
  const exploration = isObject(document['exploration']) ? document['exploration'] : undefined;
  const bounds = exploration && isObject(exploration['bounds']) ? exploration['bounds'] : undefined;
  const source: BoardSource = {
    tiles: [...tiles.values()],
    layout,
    doors,
    features,
    ...(bounds && isInt(bounds['width']) && isInt(bounds['height']) ? { bounds: { width: bounds['width'], height: bounds['height'] } } : {}),
  };
  return { board: compileBoardLenient(source).board };
}
