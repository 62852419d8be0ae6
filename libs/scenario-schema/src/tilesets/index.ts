// The built-in tile sets, one per ruleset; missions place their tiles by id.
import type { TileDefinition } from '@breachline/engine';
import { BUILT_IN_TILE_DOCUMENTS, type RulesetId } from './built-in-tile-documents';

export const BUILT_IN_TILE_SETS: Readonly<Record<RulesetId, readonly TileDefinition[]>> = BUILT_IN_TILE_DOCUMENTS;

export function findBuiltInTile(ruleset: RulesetId, id: string): TileDefinition | undefined {
  return BUILT_IN_TILE_SETS[ruleset].find((tile) => tile.id === id);
}
