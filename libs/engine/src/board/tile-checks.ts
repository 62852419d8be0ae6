import type { BoardError } from './board-error';
import { CELL_CHARS, isInterior, type CellKind } from './cell-kind';
import { STEP } from './direction';
import type { TileDefinition, TileEdgeRef } from './tile';

/** Checks a tile definition on its own, before any placement: shape, characters and its edges. */
export function checkTileDefinition(tile: TileDefinition, path: string): BoardError[] {
  const errors: BoardError[] = [];
  const width = tile.cells[0]?.length ?? 0;
  tile.cells.forEach((row, r) => {
    if (row.length !== width) {
      errors.push({ code: 'ragged-tile', message: `Tile '${tile.id}' row ${r + 1} has ${row.length} cells; its first row has ${width}.`, path: `${path}/cells/${r}` });
    }
    [...row].forEach((char, c) => {
      if (!(char in CELL_CHARS)) {
        errors.push({
          code: 'unknown-cell',
          message: `Tile '${tile.id}' row ${r + 1} column ${c + 1} has '${char}', which is not a cell character.`,
          path: `${path}/cells/${r}`,
        });
      }
    });
  });
  if (errors.length > 0) return errors;

  if (tile.zones && (tile.zones.length !== tile.cells.length || tile.zones.some((row) => row.length !== width))) {
    errors.push({ code: 'zones-mismatch', message: `Tile '${tile.id}' zone rows must have the same size as its cell rows (${width}×${tile.cells.length}).`, path: `${path}/zones` });
  }

  errors.push(...checkZoneParents(tile, path));

  const kindAt = (x: number, y: number): CellKind | undefined => CELL_CHARS[tile.cells[y]?.[x] ?? ' '];
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < tile.cells.length;
  const between = (edge: TileEdgeRef) => {
    const { dx, dy } = STEP[edge.side];
    return { here: isInterior(kindAt(edge.x, edge.y)), there: inside(edge.x + dx, edge.y + dy) && isInterior(kindAt(edge.x + dx, edge.y + dy)) };
  };

  const internal = (list: readonly TileEdgeRef[] | undefined, key: 'walls' | 'doors', what: string) =>
    (list ?? []).forEach((edge, i) => {
      const { here, there } = between(edge);
      if (!here || !there) {
        errors.push({
          code: 'tile-edge-misplaced',
          message: `Tile '${tile.id}' ${what} ${i + 1} on the ${edge.side} side of (${edge.x}, ${edge.y}) must stand between two interior cells of the tile.`,
          path: `${path}/${key}/${i}`,
        });
      }
    });
  internal(tile.walls, 'walls', 'wall');
  internal(tile.doors, 'doors', 'door');

  (tile.openings ?? []).forEach((edge, i) => {
    const { here, there } = between(edge);
    if (!here || there) {
      errors.push({
        code: 'tile-edge-misplaced',
        message: `Tile '${tile.id}' opening ${i + 1} on the ${edge.side} side of (${edge.x}, ${edge.y}) must lead from an interior cell out of the tile.`,
        path: `${path}/openings/${i}`,
      });
    }
  });

  (tile.slots ?? []).forEach((slot, i) => {
    if (!isInterior(kindAt(slot.x, slot.y))) {
      errors.push({ code: 'tile-edge-misplaced', message: `Tile '${tile.id}' slot ${i + 1} ('${slot.type}') at (${slot.x}, ${slot.y}) is not on an interior cell.`, path: `${path}/slots/${i}` });
    }
  });
  return errors;
}

/**
 * Zone kinds and parents nest as DESIGN "Space" says, area ⊂ room or corridor ⊂ tile: a parent is a
 * room or corridor with no parent of its own, never the zone itself; an area has a parent.
 */
function checkZoneParents(tile: TileDefinition, path: string): BoardError[] {
  const errors: BoardError[] = [];
  const kinds = tile.zoneKinds ?? {};
  const parents = tile.zoneParents ?? {};
  const kindOf = (letter: string) => (Object.hasOwn(kinds, letter) ? kinds[letter] : undefined);
  const parentOf = (letter: string) => (Object.hasOwn(parents, letter) ? parents[letter] : undefined);
  const fail = (letter: string, key: 'zoneParents' | 'zoneKinds', why: string) =>
    errors.push({ code: 'zone-parent-invalid', message: `Tile '${tile.id}' zone '${letter}': ${why}`, path: `${path}/${key}/${letter}` });
  for (const [letter, parent] of Object.entries(parents)) {
    if (parent === letter) fail(letter, 'zoneParents', 'a zone cannot lie in itself.');
    else if (parentOf(parent) !== undefined) fail(letter, 'zoneParents', `its parent '${parent}' lies in another zone itself; areas lie in rooms or corridors, which lie in the tile.`);
    else if (kindOf(parent) === 'area') fail(letter, 'zoneParents', `its parent '${parent}' is an area; areas lie in rooms or corridors.`);
    else if (kindOf(letter) !== undefined && kindOf(letter) !== 'area') fail(letter, 'zoneParents', `it is a ${kindOf(letter)}, and only areas lie in another zone.`);
  }
  for (const [letter, kind] of Object.entries(kinds)) {
    if (kind === 'area' && parentOf(letter) === undefined) fail(letter, 'zoneKinds', 'an area must lie in a room or corridor (give it a zoneParents entry).');
  }
  return errors;
}
