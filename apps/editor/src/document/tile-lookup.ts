import type { TileDefinition } from '@breachline/engine';
import { BUILTIN_TILES } from '@breachline/scenario-schema';
import { listOf } from './mission-edits';

/** The tile a layout entry names: one of the mission's own tiles, else a built-in "<set>/<tile>". */
export function lookUpTile(mission: unknown, ref: string): TileDefinition | undefined {
  const own = listOf<TileDefinition>(mission, 'tiles').find((tile) => tile.id === ref);
  return own ?? (BUILTIN_TILES.get(ref) as TileDefinition | undefined);
}

/** The built-in tiles of a ruleset, as the palette lists them. */
export function builtInTilesOf(ruleset: string): { ref: string; tile: TileDefinition }[] {
  return BUILTIN_TILES.names()
    .filter((ref) => ref.startsWith(`${ruleset}/`))
    .flatMap((ref) => {
      const tile = BUILTIN_TILES.get(ref) as TileDefinition | undefined;
      return tile ? [{ ref, tile }] : [];
    });
}
