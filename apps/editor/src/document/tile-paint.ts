// Painting a custom tile: pure functions over the tile's definition (rows of characters).
import type { Direction, TileDefinition, TileEdgeRef, TileSlot } from '@breachline/engine';

/** A tile as the painter edits it: the definition's fields, all present (written back without empty ones). */
export interface PaintedTile {
  readonly id: string;
  readonly name: string;
  readonly cells: readonly string[];
  readonly zones: readonly string[] | undefined;
  readonly openings: readonly TileEdgeRef[];
  readonly slots: readonly TileSlot[];
}

export const MAX_PAINTED_SIZE = 16;

export function blankTile(id: string, width = 5, height = 5): PaintedTile {
  return { id, name: 'New tile', cells: Array.from({ length: height }, () => '.'.repeat(width)), zones: undefined, openings: [], slots: [] };
}

export function fromDefinition(tile: TileDefinition): PaintedTile {
  return { id: tile.id, name: tile.name ?? tile.id, cells: tile.cells, zones: tile.zones, openings: tile.openings ?? [], slots: tile.slots ?? [] };
}

/** The definition stored in the mission (optional fields left out when empty). */
export function toDefinition(tile: PaintedTile): TileDefinition {
  return {
    id: tile.id,
    name: tile.name,
    cells: tile.cells,
    ...(tile.zones && tile.zones.some((row) => /[a-z]/.test(row)) ? { zones: tile.zones } : {}),
    ...(tile.openings.length > 0 ? { openings: tile.openings } : {}),
    ...(tile.slots.length > 0 ? { slots: tile.slots } : {}),
  };
}

const setChar = (rows: readonly string[], x: number, y: number, char: string): string[] =>
  rows.map((row, r) => (r === y ? row.slice(0, x) + char + row.slice(x + 1) : row));

/** Paints a cell: '.' floor, '#' wall, 'x' obstacle, ' ' void. Openings and slots on cells that stop being floor go. */
export function paintCell(tile: PaintedTile, x: number, y: number, char: '.' | '#' | 'x' | ' '): PaintedTile {
  const keep = char === '.' || char === 'x';
  return {
    ...tile,
    cells: setChar(tile.cells, x, y, char),
    zones: tile.zones && !keep ? setChar(tile.zones, x, y, '.') : tile.zones,
    openings: keep ? tile.openings : tile.openings.filter((o) => o.x !== x || o.y !== y),
    slots: char === '.' ? tile.slots : tile.slots.filter((s) => s.x !== x || s.y !== y),
  };
}

/** Names the zone of a cell with a letter ('.' makes it a zone of its own again). */
export function paintZone(tile: PaintedTile, x: number, y: number, letter: string): PaintedTile {
  const zones = tile.zones ?? tile.cells.map((row) => '.'.repeat(row.length));
  return { ...tile, zones: setChar(zones, x, y, letter) };
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

/** Changes the size, keeping what fits (new cells are floor); openings and slots that no longer fit go. */
export function resizeTile(tile: PaintedTile, width: number, height: number): PaintedTile {
  const w = Math.max(1, Math.min(MAX_PAINTED_SIZE, width));
  const h = Math.max(1, Math.min(MAX_PAINTED_SIZE, height));
  const fit = (rows: readonly string[], fill: string) => Array.from({ length: h }, (_, r) => (rows[r] ?? '').padEnd(w, fill).slice(0, w));
  const inside = (p: { x: number; y: number }) => p.x < w && p.y < h;
  return { ...tile, cells: fit(tile.cells, '.'), zones: tile.zones ? fit(tile.zones, '.') : undefined, openings: tile.openings.filter(inside), slots: tile.slots.filter(inside) };
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
