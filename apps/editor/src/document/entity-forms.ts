// What a press on the map opens in the properties panels: the form of the unit, feature or door there.
import type { EntityKeys } from './entity-keys';
import { featureAt, listOf, unitAt } from './mission-edits';

/** The lists whose entries have a form in the properties panels and a place on the map. */
export type FormList = 'units' | 'features' | 'doors';

/** An entry whose form the map asked to open, by the editor's key (the nonce makes a repeated press open it again). */
export interface OpenForm {
  readonly list: FormList;
  readonly key: string;
  readonly nonce: number;
}

interface DoorDraft {
  readonly x?: unknown;
  readonly y?: unknown;
  readonly side?: unknown;
}

/** The square across a door's side from the one it is written on. */
const ACROSS: Readonly<Record<string, readonly [number, number]>> = { north: [0, -1], east: [1, 0], south: [0, 1], west: [-1, 0] };

/** The index of a door on one of the square's four edges, if any (a door lies between two squares: either one finds it). */
export function doorAt(mission: unknown, x: number, y: number): number | undefined {
  const index = listOf<DoorDraft>(mission, 'doors').findIndex((door) => {
    if (typeof door?.x !== 'number' || typeof door.y !== 'number') return false;
    if (door.x === x && door.y === y) return true;
    const [dx, dy] = (typeof door.side === 'string' ? ACROSS[door.side] : undefined) ?? [0, 0];
    return (dx !== 0 || dy !== 0) && door.x + dx === x && door.y + dy === y;
  });
  return index < 0 ? undefined : index;
}

/** The form a press on (x, y) opens: the unit standing there, else the feature, else a door on its edge. */
export function formAt(mission: unknown, keys: Pick<EntityKeys, FormList>, x: number, y: number): { list: FormList; key: string } | undefined {
  const found: [FormList, number | undefined][] = [
    ['units', unitAt(mission, x, y)],
    ['features', featureAt(mission, x, y)],
    ['doors', doorAt(mission, x, y)],
  ];
  for (const [list, index] of found) {
    const key = index === undefined ? undefined : keys[list][index];
    if (key !== undefined) return { list, key };
  }
  return undefined;
}
