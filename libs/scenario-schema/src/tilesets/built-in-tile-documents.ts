// The built-in tile sets with every authored field typed (the engine's TileDefinition reads a subset).
import type { Mission, Tile } from '../generated/mission-types';
import boarding from './boarding.tiles.json';
import derelict from './derelict.tiles.json';
import hive from './hive.tiles.json';
import horde from './horde.tiles.json';
import infiltration from './infiltration.tiles.json';
import { readTileSet } from './read-tile-set';

export type RulesetId = Mission['ruleset'];

export const RULESET_IDS: readonly RulesetId[] = ['hive', 'derelict', 'boarding', 'horde', 'infiltration'];

export const BUILT_IN_TILE_DOCUMENTS: Readonly<Record<RulesetId, readonly Tile[]>> = {
  hive: readTileSet(hive, 'hive'),
  derelict: readTileSet(derelict, 'derelict'),
  boarding: readTileSet(boarding, 'boarding'),
  horde: readTileSet(horde, 'horde'),
  infiltration: readTileSet(infiltration, 'infiltration'),
};
