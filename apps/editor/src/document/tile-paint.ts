// Painting a custom tile: pure functions over the tile's definition (rows of characters).
// The painter edits cells, zones and their names and kinds, openings and slots; every other field of the
// definition (description, tags, fields a later format adds) travels through untouched.
import { STEP, type Direction, type TileDefinition, type TileDoor, type TileEdgeRef, type TileSlot } from '@breachline/engine';

export type ZoneKind = 'room' | 'corridor' | 'area';

/**
 * A lettered zone of the tile: its display name and kind, each optional as in the format, and for an area the
 * room or corridor letter it lies in (area ⊂ room or corridor ⊂ tile; infiltration moves area to area, §7).
 */
export interface Region {
  readonly letter: string;
  readonly name: string | undefined;
  readonly kind: ZoneKind | undefined;
  readonly parent?: string | undefined;
}

/** A tile as the painter edits it: the definition's fields, all present (written back without empty ones). */
export interface PaintedTile {
  readonly id: string;
  /** '' when the tile has no name (the format's name is optional). */
  readonly name: string;
  readonly cells: readonly string[];
  readonly zones: readonly string[] | undefined;
  readonly regions: readonly Region[];
  readonly walls: readonly TileEdgeRef[];
  readonly doors: readonly TileDoor[];
  readonly openings: readonly TileEdgeRef[];
  readonly slots: readonly TileSlot[];
  /** The definition the tile was opened from: its field order and the fields the painter does not edit. */
  readonly source: Readonly<Record<string, unknown>>;
}

export const MAX_PAINTED_SIZE = 16;

/** The zone letters the format allows. */
export const ZONE_LETTERS: readonly string[] = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];

export function blankTile(id: string, width = 5, height = 5): PaintedTile {
  return {
    id,
    name: 'New tile',
    cells: Array.from({ length: height }, () => '.'.repeat(width)),
    zones: undefined,
    regions: [],
    walls: [],
    doors: [],
    openings: [],
    slots: [],
    source: {},
  };
}

/** A prototype-free record's own string values under letter keys (zoneNames, zoneKinds may come from any JSON). */
function letterRecord(value: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') out.set(key, entry);
  return out;
}

const asKind = (value: string | undefined): ZoneKind | undefined => (value === 'room' || value === 'corridor' || value === 'area' ? value : undefined);

export function fromDefinition(tile: TileDefinition): PaintedTile {
  const source = tile as unknown as Readonly<Record<string, unknown>>;
  const names = letterRecord(source['zoneNames']);
  const kinds = letterRecord(source['zoneKinds']);
  const parents = letterRecord(source['zoneParents']);
  const letters = [...new Set([...names.keys(), ...kinds.keys(), ...parents.keys(), ...parents.values()])];
  return {
    id: tile.id,
    name: tile.name ?? '',
    cells: tile.cells,
    zones: tile.zones,
    regions: letters.map((letter) => ({ letter, name: names.get(letter), kind: asKind(kinds.get(letter)), parent: parents.get(letter) })),
    walls: tile.walls ?? [],
    doors: tile.doors ?? [],
    openings: tile.openings ?? [],
    slots: tile.slots ?? [],
    source,
  };
}

const EDITED_KEYS = ['id', 'name', 'cells', 'zones', 'zoneNames', 'zoneKinds', 'zoneParents', 'walls', 'doors', 'openings', 'slots'] as const;

/** The edited fields as the format writes them (undefined: left out). */
function editedFields(tile: PaintedTile): Record<(typeof EDITED_KEYS)[number], unknown> {
  const named = tile.regions.filter((r) => r.name !== undefined && r.name !== '');
  const kinded = tile.regions.filter((r) => r.kind !== undefined);
  const nested = tile.regions.filter((r) => r.parent !== undefined && r.parent !== '');
  const lettered = tile.zones !== undefined && tile.zones.some((row) => /[A-Za-z]/.test(row));
  const list = <T>(items: readonly T[]) => (items.length > 0 ? items : undefined);
  return {
    id: tile.id,
    name: tile.name === '' ? undefined : tile.name,
    cells: tile.cells,
    // Zones the tile came with stay even when no letter is left (they say the same as none, but were the author's).
    zones: lettered || tile.source['zones'] !== undefined ? tile.zones : undefined,
    zoneNames: named.length > 0 ? Object.fromEntries(named.map((r) => [r.letter, r.name])) : undefined,
    zoneKinds: kinded.length > 0 ? Object.fromEntries(kinded.map((r) => [r.letter, r.kind])) : undefined,
    zoneParents: nested.length > 0 ? Object.fromEntries(nested.map((r) => [r.letter, r.parent])) : undefined,
    walls: list(tile.walls),
    doors: list(tile.doors),
    openings: list(tile.openings),
    slots: list(tile.slots),
  };
}

/** The definition stored in the mission: the source's fields in their order, the edited ones replaced, empty ones left out. */
export function toDefinition(tile: PaintedTile): TileDefinition {
  const edited = editedFields(tile);
  const isEdited = (key: string): key is (typeof EDITED_KEYS)[number] => (EDITED_KEYS as readonly string[]).includes(key);
  const out: Record<string, unknown> = {};
  for (const key of [...Object.keys(tile.source), ...EDITED_KEYS.filter((k) => !(k in tile.source))]) {
    const value = isEdited(key) ? edited[key] : tile.source[key];
    if (value !== undefined) out[key] = value;
  }
  return out as unknown as TileDefinition;
}

const setChar = (rows: readonly string[], x: number, y: number, char: string): string[] =>
  rows.map((row, r) => (r === y ? row.slice(0, x) + char + row.slice(x + 1) : row));

/** Whether an edge inside the tile has cell (x, y) on one of its sides. */
const touches = (edge: TileEdgeRef, x: number, y: number) =>
  (edge.x === x && edge.y === y) || (edge.x + STEP[edge.side].dx === x && edge.y + STEP[edge.side].dy === y);

/**
 * Paints a cell: '.' floor, '#' wall, 'x' obstacle, ' ' void. What needs a walkable cell goes from cells that stop
 * being one: openings, slots, and the walls and doors between it and its neighbours.
 */
export function paintCell(tile: PaintedTile, x: number, y: number, char: '.' | '#' | 'x' | ' '): PaintedTile {
  const keep = char === '.' || char === 'x';
  return {
    ...tile,
    cells: setChar(tile.cells, x, y, char),
    zones: tile.zones && !keep ? setChar(tile.zones, x, y, '.') : tile.zones,
    openings: keep ? tile.openings : tile.openings.filter((o) => o.x !== x || o.y !== y),
    walls: keep ? tile.walls : tile.walls.filter((w) => !touches(w, x, y)),
    doors: keep ? tile.doors : tile.doors.filter((d) => !touches(d, x, y)),
    slots: char === '.' ? tile.slots : tile.slots.filter((s) => s.x !== x || s.y !== y),
  };
}

/** Puts a cell into the zone of `letter` ('.' makes it a zone of its own again). */
export function paintZone(tile: PaintedTile, x: number, y: number, letter: string): PaintedTile {
  const zones = tile.zones ?? tile.cells.map((row) => '.'.repeat(row.length));
  return { ...tile, zones: setChar(zones, x, y, letter) };
}

/** The zone letters the tile uses or names, in the order they first appear. */
export function regionLetters(tile: PaintedTile): string[] {
  const used = (tile.zones ?? []).flatMap((row) => [...row].filter((c) => /[A-Za-z]/.test(c)));
  return [...new Set([...used, ...tile.regions.map((r) => r.letter)])];
}

export function regionOf(tile: PaintedTile, letter: string): Region {
  return tile.regions.find((r) => r.letter === letter) ?? { letter, name: undefined, kind: undefined };
}

/**
 * Names a zone, sets its kind or the room it lies in; an empty name or no kind leaves that out of the definition.
 * Only an area lies in another zone: a zone made a room or corridor leaves its parent, and areas lying in it move out.
 */
export function editRegion(tile: PaintedTile, letter: string, change: { name?: string; kind?: ZoneKind | undefined; parent?: string | undefined }): PaintedTile {
  const before = regionOf(tile, letter);
  let region: Region = { ...before, ...change };
  if (region.kind !== 'area' && region.kind !== undefined) region = { ...region, parent: undefined };
  const exists = tile.regions.some((r) => r.letter === letter);
  let regions = exists ? tile.regions.map((r) => (r.letter === letter ? region : r)) : [...tile.regions, region];
  if (region.kind === 'area') regions = regions.map((r) => (r.parent === letter ? { ...r, parent: undefined } : r));
  return { ...tile, regions };
}

/** The letters an area of the tile may lie in: its rooms and corridors (named or painted), never areas or itself. */
export function parentChoices(tile: PaintedTile, letter: string): string[] {
  return regionLetters(tile).filter((l) => l !== letter && regionOf(tile, l).kind !== 'area' && regionOf(tile, l).parent === undefined);
}

/** The next letter no zone uses yet (for a new room an area lies in), or undefined when all 52 are taken. */
export function freeRegionLetter(tile: PaintedTile): string | undefined {
  const used = new Set(regionLetters(tile));
  return ZONE_LETTERS.find((l) => !used.has(l));
}

/** Whether two edge references name the same edge (the east of one cell is the west of the next). */
export function sameEdge(a: TileEdgeRef, b: TileEdgeRef): boolean {
  if (a.x === b.x && a.y === b.y && a.side === b.side) return true;
  const step = STEP[a.side];
  const opposite = { north: 'south', south: 'north', east: 'west', west: 'east' } as const;
  return a.x + step.dx === b.x && a.y + step.dy === b.y && opposite[a.side] === b.side;
}

/**
 * Puts an inner wall or a door on the edge on `side` of (x, y), or takes it away when that edge already has one.
 * An edge holds one thing: a door replaces a wall there, and a wall a door.
 */
export function toggleInnerEdge(tile: PaintedTile, x: number, y: number, side: Direction, what: 'wall' | 'door'): PaintedTile {
  const edge = { x, y, side };
  const walls = tile.walls.filter((w) => !sameEdge(w, edge));
  const doors = tile.doors.filter((d) => !sameEdge(d, edge));
  const had = what === 'wall' ? walls.length < tile.walls.length : doors.length < tile.doors.length;
  if (had) return { ...tile, walls, doors };
  return what === 'wall' ? { ...tile, walls: [...walls, edge], doors } : { ...tile, walls, doors: [...doors, edge] };
}

/** Opens or closes the tile's border edge on `side` of (x, y). */
export function toggleOpening(tile: PaintedTile, x: number, y: number, side: Direction): PaintedTile {
  const has = tile.openings.some((o) => o.x === x && o.y === y && o.side === side);
  return { ...tile, openings: has ? tile.openings.filter((o) => o.x !== x || o.y !== y || o.side !== side) : [...tile.openings, { x, y, side }] };
}

/** Puts a feature slot of `type` on a cell, or takes the cell's slot away. */
export function toggleSlot(tile: PaintedTile, x: number, y: number, type: string): PaintedTile {
  const has = tile.slots.some((s) => s.x === x && s.y === y);
  return { ...tile, slots: has ? tile.slots.filter((s) => s.x !== x || s.y !== y) : [...tile.slots, { type, x, y }] };
}

/** Changes the size, keeping what fits (new cells are floor); openings, slots, walls and doors that no longer fit go. */
export function resizeTile(tile: PaintedTile, width: number, height: number): PaintedTile {
  const w = Math.max(1, Math.min(MAX_PAINTED_SIZE, width));
  const h = Math.max(1, Math.min(MAX_PAINTED_SIZE, height));
  const fit = (rows: readonly string[], fill: string) => Array.from({ length: h }, (_, r) => (rows[r] ?? '').padEnd(w, fill).slice(0, w));
  const inside = (p: { x: number; y: number }) => p.x < w && p.y < h;
  const bothInside = (e: TileEdgeRef) => inside(e) && inside({ x: e.x + STEP[e.side].dx, y: e.y + STEP[e.side].dy });
  return {
    ...tile,
    cells: fit(tile.cells, '.'),
    zones: tile.zones ? fit(tile.zones, '.') : undefined,
    openings: tile.openings.filter(inside),
    slots: tile.slots.filter(inside),
    walls: tile.walls.filter(bothInside),
    doors: tile.doors.filter(bothInside),
  };
}

/** Stores the tile in the mission: replaces the tile it was opened from (renaming layout references), or adds it. */
export function saveTile(mission: unknown, tile: PaintedTile, openedAs: string | undefined): Record<string, unknown> {
  const doc = mission !== null && typeof mission === 'object' ? (mission as Record<string, unknown>) : {};
  const tiles = Array.isArray(doc['tiles']) ? (doc['tiles'] as TileDefinition[]) : [];
  const definition = toDefinition(tile);
  const replaced = openedAs !== undefined && tiles.some((t) => t.id === openedAs);
  const nextTiles = replaced ? tiles.map((t) => (t.id === openedAs ? definition : t)) : [...tiles, definition];
  const layout = Array.isArray(doc['layout']) ? (doc['layout'] as { tile: string }[]) : undefined;
  const renamed = replaced && openedAs !== tile.id && layout ? { layout: layout.map((p) => (p.tile === openedAs ? { ...p, tile: tile.id } : p)) } : {};
  return { ...doc, tiles: nextTiles, ...renamed };
}

/** A tile id not yet used by the mission's tiles: custom-1, custom-2… */
export function freshTileId(mission: unknown): string {
  const tiles = (mission as { tiles?: { id?: unknown }[] } | null)?.tiles ?? [];
  const used = new Set(tiles.map((t) => t.id));
  let n = 1;
  while (used.has(`custom-${n}`)) n++;
  return `custom-${n}`;
}
