// Every door a trigger may name, with words an author reads: the mission's own doors and the doors its placed
// tiles bring, under the ids the board compiler gives them ("<placement id>.<door id>", see board-builder's linkTile).
import type { TileDefinition } from '@breachline/engine';
import { lookUpTile } from '../document/tile-lookup';
import { listAt } from './document-paths';

export interface DoorChoice {
  readonly id: string;
  readonly name: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The mission's doors (by id, its label when it has one), then each placed tile's doors in layout order. */
export function doorChoices(mission: unknown): DoorChoice[] {
  const own = listAt(mission, ['doors']).flatMap((entry): DoorChoice[] => {
    const door = entry as { id?: unknown; label?: unknown } | null;
    const id = text(door?.id);
    if (id === undefined) return [];
    const label = text(door?.label);
    return [{ id, name: label === undefined ? id : `${label} (${id})` }];
  });
  const fromTiles = listAt(mission, ['layout']).flatMap((entry, index): DoorChoice[] => {
    const placement = entry as { id?: unknown; tile?: unknown } | null;
    const ref = text(placement?.tile);
    const tile = ref === undefined ? undefined : lookUpTile(mission, ref);
    if (!tile) return [];
    // The board compiler names an unnamed placement by its place in the layout.
    const placementId = text(placement?.id) ?? `p${index}`;
    const where = text(placement?.id) === undefined ? `${tileName(tile)}, tile ${index + 1} of the layout` : `${tileName(tile)} "${placementId}"`;
    return (tile.doors ?? []).map((door, d) => {
      const doorId = door.id ?? `door-${d + 1}`;
      return { id: `${placementId}.${doorId}`, name: `${where}: ${door.id === undefined ? `door ${d + 1}` : doorId}` };
    });
  });
  return [...own, ...fromTiles];
}

const tileName = (tile: TileDefinition): string => tile.name ?? tile.id;
