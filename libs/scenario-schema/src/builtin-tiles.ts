// The registry of built-in tiles the mission loader uses by default: each ruleset's tile set, named
// "<ruleset>/<tile id>" (the tile-set documents' ids are their ruleset ids), e.g. "derelict/laboratory".
import { BUILT_IN_TILE_DOCUMENTS, RULESET_IDS } from './tilesets/built-in-tile-documents';
import { createTileRegistry, type TileRegistry } from './tile-registry';

export const BUILTIN_TILES: TileRegistry = createTileRegistry(RULESET_IDS.map((ruleset) => ({ id: ruleset, tiles: BUILT_IN_TILE_DOCUMENTS[ruleset] })));
