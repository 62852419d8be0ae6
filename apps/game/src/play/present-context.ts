// The context a ruleset's presentation face words things in (unit and tile names, the view and board),
// built outside React so the session store phrases its log with the same words the screen uses.
import { humanise, type Board, type GameView, type PresentContext } from '@breachline/engine';

type NamedTile = { readonly id: string; readonly name?: string };

/** A tile's name as the editor shows it, by id (built-in tiles have "set/tile" ids). */
export function tileNames(tiles: readonly NamedTile[]): (id: string) => string {
  const names = new Map(tiles.map((tile) => [tile.id, tile.name ?? humanise(tile.id.split('/').pop() ?? tile.id)]));
  return (id) => names.get(id) ?? humanise(id.split('/').pop() ?? id);
}

/** The context for one side's view: units named from it unless `nameOf` knows better (units that just left it). */
export function presentContext(view: GameView, board: Board, tileName: (id: string) => string, nameOf?: (id: string) => string): PresentContext {
  const names = new Map(view.units.map((u) => [u.id, u.name]));
  return { view, board, tileName, nameOf: nameOf ?? ((id) => names.get(id) ?? humanise(id)) };
}
