// Turns a tile-set JSON document into typed tiles: JSON imports type `side` and zone kinds as plain strings.
import type { Tile, TileDoor, TileEdge } from '../generated/mission-types';

type Side = TileEdge['side'];
type ZoneKind = NonNullable<Tile['zoneKinds']>[string];

interface RawEdge {
  readonly x: number;
  readonly y: number;
  readonly side: string;
}

interface RawDoor extends RawEdge {
  readonly id?: string;
}

/** A tile as a JSON import types it. */
export interface RawTile {
  readonly id: string;
  readonly name?: string;
  readonly description?: string;
  readonly cells: readonly string[];
  readonly zones?: readonly string[];
  readonly zoneNames?: Readonly<Record<string, string>>;
  readonly zoneKinds?: Readonly<Record<string, string>>;
  readonly zoneParents?: Readonly<Record<string, string>>;
  readonly walls?: readonly RawEdge[];
  readonly doors?: readonly RawDoor[];
  readonly openings?: readonly RawEdge[];
  readonly slots?: readonly { readonly type: string; readonly x: number; readonly y: number }[];
  readonly tags?: readonly string[];
}

export interface RawTileSet {
  readonly id: string;
  readonly ruleset: string;
  readonly tiles: readonly RawTile[];
}

const SIDES: readonly Side[] = ['north', 'east', 'south', 'west'];
const ZONE_KINDS: readonly ZoneKind[] = ['room', 'corridor', 'area'];

function oneOf<T extends string>(allowed: readonly T[], value: string, what: string): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`Built-in tile set: '${value}' is not a ${what} (${allowed.join(', ')}).`);
  return found;
}

function readEdge(edge: RawEdge): TileEdge {
  return { x: edge.x, y: edge.y, side: oneOf(SIDES, edge.side, 'side') };
}

function readDoor(door: RawDoor): TileDoor {
  return { ...(door.id !== undefined && { id: door.id }), ...readEdge(door) };
}

function readZoneKinds(kinds: Readonly<Record<string, string>>): Record<string, ZoneKind> {
  return Object.fromEntries(Object.entries(kinds).map(([zone, kind]) => [zone, oneOf(ZONE_KINDS, kind, 'zone kind')]));
}

export function readTile(raw: RawTile): Tile {
  return {
    id: raw.id,
    ...(raw.name !== undefined && { name: raw.name }),
    ...(raw.description !== undefined && { description: raw.description }),
    cells: [...raw.cells],
    ...(raw.zones !== undefined && { zones: [...raw.zones] }),
    ...(raw.zoneNames !== undefined && { zoneNames: { ...raw.zoneNames } }),
    ...(raw.zoneKinds !== undefined && { zoneKinds: readZoneKinds(raw.zoneKinds) }),
    ...(raw.zoneParents !== undefined && { zoneParents: { ...raw.zoneParents } }),
    ...(raw.walls !== undefined && { walls: raw.walls.map(readEdge) }),
    ...(raw.doors !== undefined && { doors: raw.doors.map(readDoor) }),
    ...(raw.openings !== undefined && { openings: raw.openings.map(readEdge) }),
    ...(raw.slots !== undefined && { slots: raw.slots.map((slot) => ({ ...slot })) }),
    ...(raw.tags !== undefined && { tags: [...raw.tags] }),
  };
}

/** The tiles of a tile-set document, checked to belong to the expected ruleset. */
export function readTileSet(raw: RawTileSet, ruleset: string): readonly Tile[] {
  if (raw.ruleset !== ruleset) throw new Error(`Built-in tile set '${raw.id}' is for '${raw.ruleset}', not '${ruleset}'.`);
  return raw.tiles.map(readTile);
}
