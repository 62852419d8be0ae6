// Built-in tiles are placed as "<set id>/<tile id>"; a registry resolves those names to definitions.
import type { Tile } from './generated/mission-types';

export interface TileRegistry {
  /** The built-in tile named "<set id>/<tile id>", if there is one. */
  get(ref: string): Tile | undefined;
  /** Every built-in tile name, e.g. for the editor's palette. */
  names(): readonly string[];
}

export interface NamedTileSet {
  readonly id: string;
  readonly tiles: readonly Tile[];
}

export function createTileRegistry(sets: readonly NamedTileSet[]): TileRegistry {
  const byRef = new Map<string, Tile>();
  for (const set of sets) for (const tile of set.tiles) byRef.set(`${set.id}/${tile.id}`, tile);
  const names = [...byRef.keys()];
  return { get: (ref) => byRef.get(ref), names: () => names };
}
